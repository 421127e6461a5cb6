// Politics (RULES §4.1, POL) as a mechanic: declarations of war in the
// Politics step (POL-8); acts of war come with moves and convoy choices.
import { accept, reject } from '../engine/decision';
import type { Mechanic } from '../engine/mechanic';
import { pairKey } from '../engine/state';
import { canDeclare, declaredWarEvents } from './war';

export const politics: Mechanic = {
  chapter: 'Politics (RULES §4.1, POL)',
  commands: {
    DeclareWar: {
      from: 'turn',
      // POL-8: declarations are made at the start of the turn, before buying (the Politics step).
      phases: { in: ['purchase'], rule: 'POL-8' },
      decide: (s, c, { rs, power }) => {
        if (!rs.power(c.against)) return reject('UNKNOWN_POWER', 'POL-8', `There is no power "${c.against}".`);
        const can = canDeclare(s, rs, power, c.against);
        if (can === 'already') return reject('ALREADY_AT_WAR', 'POL-1', `${power} is already at war with ${c.against}.`);
        if (can !== 'ok' || rs.switches.cannotDeclareWar.includes(power))
          return reject(
            'CANNOT_DECLARE_WAR',
            rs.switches.cannotDeclareWar.includes(power) ? 'POL-6' : 'POL-8',
            `${power} may not declare war on ${c.against}.`,
          );
        return accept(...declaredWarEvents(s, rs, power, c.against, { kind: 'declaration', by: power }, (d) => `POL-8, ${d}`));
      },
    },
  },
  events: {
    WarDeclared: (s, e) => ({ ...s, relations: { ...s.relations, [pairKey(e.data.a, e.data.b)]: 'war' } }),
    RelationshipChanged: (s, e) => ({ ...s, relations: { ...s.relations, [pairKey(e.data.a, e.data.b)]: e.data.to } }),
  },
};
