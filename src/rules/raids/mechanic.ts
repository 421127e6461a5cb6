// Strategic bombing raids (RULES §4.5, SBR) as a mechanic.
import type { Mechanic } from '../engine';
import { battlesOf, alive } from '../combat';
import { applyBombersAssigned, applyFacilitiesDamaged, applyInterceptors } from './evolve';
import { decideAssignBombers, decideIntercept, interceptorCandidates, mayBomb, raidTargets } from './raid';
import { present } from '../ruleset';

export const raids = {
  chapter: 'Strategic bombing raids (RULES §4.5, SBR)',
  commands: {
    Intercept: {
      from: 'decision',
      answers: { kind: 'intercept', rule: 'SBR-3', notYoursRule: 'SBR-3, AMBIG-21' },
      decide: (s, c, x) => decideIntercept(s, x.rs, x.power, x.dice, c.units, battlesOf(x)),
    },
    AssignBombers: {
      from: 'turn',
      answers: { kind: 'assignBombers', rule: 'SBR-6' },
      decide: (s, c, x) => decideAssignBombers(s, x.rs, x.power, x.dice, c.assignments, battlesOf(x)),
    },
  },
  events: { InterceptorsCommitted: applyInterceptors, BombersAssigned: applyBombersAssigned, FacilitiesDamaged: applyFacilitiesDamaged },
  decisions: {
    intercept: { safe: () => [{ type: 'Intercept', units: [] }] },
    // SBR-6: every bomber must have a target: the first it may bomb.
    assignBombers: {
      safe: (s, rs, d) => [
        {
          type: 'AssignBombers',
          assignments: (d.units ?? []).map((bomber) => ({
            bomber,
            facility: (d.targets ?? []).find((f) => mayBomb(rs, s.units.unit(bomber), s.units.unit(f))) ?? present(d.targets, 'targets')[0],
          })),
        },
      ],
    },
  },
  pending: (s, rs) => {
    const b = s.battle;
    if (!b || b.kind !== 'raid' || b.owed.length) return [];
    const base = { place: b.place, required: true } as const;
    if (b.step === 'intercept')
      return [
        {
          ...base,
          kind: 'intercept',
          power: b.defender,
          commands: ['Intercept'],
          rule: 'SBR-3',
          units: interceptorCandidates(s, rs, b.place, b.attacker).map((u) => u.id),
        },
      ];
    if (b.step === 'assign') {
      const bombers = alive(s, b.attackers).filter((id) => rs.unit(s.units.unit(id).type).isStrategicBomber);
      return [
        {
          ...base,
          kind: 'assignBombers',
          power: b.attacker,
          commands: ['AssignBombers'],
          rule: 'SBR-6',
          units: bombers,
          targets: raidTargets(s, rs, b).map((u) => u.id),
        },
      ];
    }
    return [];
  },
} satisfies Mechanic;
