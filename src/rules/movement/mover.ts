// RULES §7 "Players", AMBIG-43 (pacific-2001 Britain): in a joint step the
// seat moves the units of every acting power (turn/steps.ts). Each move is
// still one power's: the owner of the units moved, which checks it (allied
// transports, MOV-6), takes the land it enters (CAP-1) and records it.
import type { GameState } from '../engine';
import type { PowerId } from '../ruleset';
import { actingWith } from '../turn';

/** The power a move of `units` is made as, by `power` (the seat's acting power): their owner when it acts with `power` now. */
export function moverOf(s: GameState, power: PowerId, units: readonly string[]): PowerId {
  const owner = units.length ? s.units.get(units[0])?.owner : undefined;
  return owner && actingWith(s, power).includes(owner) ? owner : power;
}
