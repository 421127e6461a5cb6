// Politics (RULES §4.1, POL) as a mechanic: declarations of war in the
// Politics step (POL-8); acts of war come with moves and convoy choices.
import { accept, reject, type Mechanic, pairKey } from '../engine';
import { canDeclare, declarationFor, declaredWarEvents, warStarter } from './war';

export const politics = {
  chapter: 'Politics (RULES §4.1, POL)',
  commands: {
    DeclareWar: {
      from: 'turn',
      // POL-8: declarations are made at the start of the turn, before buying (the Politics step).
      phases: { in: ['purchase'], rule: 'POL-8' },
      decide: (s, c, { rs, power }) => {
        if (!rs.findPower(c.against)) return reject('UNKNOWN_POWER', 'POL-8', `There is no power "${c.against}".`);
        if (c.declaration !== undefined && !declarationFor(rs, power, c.against, c.declaration))
          return reject('UNKNOWN_DECLARATION', 'POL-8', `${power} has no declaration "${c.declaration}" covering ${c.against}.`);
        const can = canDeclare(s, rs, power, c.against, c.declaration);
        if (can === 'already') return reject('ALREADY_AT_WAR', 'POL-1', `${power} is already at war with ${c.against}.`);
        if (can === 'too-early')
          return reject('TOO_EARLY_TO_DECLARE', 'RULES §6', `${power} may not declare war on ${c.against} yet in round ${s.round}.`);
        if (can !== 'ok' || rs.switches.cannotDeclareWar.includes(power))
          return reject(
            'CANNOT_DECLARE_WAR',
            rs.switches.cannotDeclareWar.includes(power) ? 'POL-6' : 'POL-8',
            `${power} may not declare war on ${c.against}.`,
          );
        return accept(
          ...declaredWarEvents(s, rs, power, c.against, { kind: 'declaration', by: power }, (d) => `POL-8, ${d}`, c.declaration),
        );
      },
    },
  },
  events: {
    WarDeclared: (s, e) => {
      const key = pairKey(e.data.a, e.data.b);
      const by = warStarter(e.data.cause);
      // Kept only where a power started it, so 1E states stay as they were (RULES §6 reads it).
      return { ...s, relations: { ...s.relations, [key]: 'war' }, ...(by ? { declaredBy: { ...s.declaredBy, [key]: by } } : {}) };
    },
    WarBonusPaid: (s, e) => ({
      ...s,
      pus: { ...s.pus, [e.data.power]: e.data.pusAfter },
      warBonusesPaid: [...(s.warBonusesPaid ?? []), e.data.bonus],
    }),
    RelationshipChanged: (s, e) => ({ ...s, relations: { ...s.relations, [pairKey(e.data.a, e.data.b)]: e.data.to } }),
  },
} satisfies Mechanic;
