// Who defends a place (CBT): shared by a battle's start (start.ts) and a port's battle (port-attack.ts),
// its own file so that neither imports the other's decide.
import type { PowerId, RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { ownerOf } from '../capture';

/** The defending power with the most units there chooses the defenders' casualties (the territory's owner on a tie). */
export function principalDefender(s: GameState, rs: RulesetView, place: string, defenders: Unit[]): PowerId | null {
  const counts = new Map<PowerId, number>();
  for (const u of defenders) counts.set(u.owner, (counts.get(u.owner) ?? 0) + 1);
  const owner = ownerOf(s, rs, place);
  let best: PowerId | null = null;
  for (const [p, n] of counts) if (!best || n > counts.get(best)! || (n === counts.get(best)! && p === owner)) best = p;
  return best;
}
