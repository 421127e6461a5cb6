// SBR-1, SBR-2: a move flown as a strategic bombing raid on the destination
// (the raid itself is raids/).
import type { RulesetView } from '../ruleset';
import { atWar, type GameState } from '../engine';
import { mayBomb } from '../raids';
import { no, type MovePlan, type Problem } from './move-plan';

/** SBR-1, SBR-2: bombers, with fighters as escorts, raid an enemy territory's factory, airfield or harbour. */
export function raidProblems(s: GameState, rs: RulesetView, plan: MovePlan): Problem | null {
  if (plan.phase !== 'combatMove') return no('WRONG_PHASE', 'SBR-2', 'Raids are flown in Combat Move.');
  for (const u of plan.units) {
    const p = rs.unit(u.type);
    if (!p.isStrategicBomber && !p.abilities.includes('canEscort'))
      return no('NOT_A_RAIDER', 'SBR-1', `${u.type} takes no part in strategic bombing: only bombers raid, with fighters as escorts.`);
  }
  if (!plan.units.some((u) => rs.unit(u.type).isStrategicBomber) && !s.raids[plan.to])
    return no('NOT_A_RAIDER', 'SBR-2', 'A raid needs bombers; fighters only escort them.');
  const targets = s.units
    .at(plan.to)
    .filter(
      (u) =>
        (rs.unit(u.type).isFactory || rs.unit(u.type).isConstruction) &&
        (atWar(s, plan.power, u.owner) || plan.actsOfWar.some((w) => w.against === u.owner)),
    );
  if (rs.territory(plan.to).kind !== 'land' || targets.length === 0)
    return no('NOTHING_TO_RAID', 'SBR-2', `${plan.to} has no enemy factory, airfield or harbour to raid.`);
  // RULES §6 "Tactical bomber": a raider limited to some facilities (2E tactical bombers: bases) needs one of them there.
  const idle = plan.units.find((u) => rs.unit(u.type).isStrategicBomber && !targets.some((t) => mayBomb(rs, u, t)));
  if (idle) return no('NOTHING_TO_RAID', 'RULES §6', `${plan.to} has nothing a ${idle.type} may bomb (airfields and harbours only).`);
  plan.raid = true;
  plan.battle = false;
  plan.captures = [];
  return null;
}
