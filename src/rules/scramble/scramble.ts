// SCR-1..SCR-4: the defender scrambles planes into a sea battle (Scramble;
// none is a choice), at most 3 per airfield (they go back afterwards: return.ts).
import type { PowerId, RulesetView } from '../ruleset';
import { reject, type Ruling, type GameState } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { battleOf, Script, type Battles } from '../combat';
import { scrambleCandidates } from './candidates';
import { entry } from '../ruleset';

export function decideScramble(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, units: string[], battles: Battles): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  const candidates = new Map(scrambleCandidates(s, rs, b.place, b.attacker).map((c) => [c.unitId, c.from]));
  if (new Set(units).size !== units.length || units.some((id) => !candidates.has(id)))
    return reject(
      'INVALID_SCRAMBLE',
      'SCR-1',
      `Only planes on adjacent islands with an operative airfield scramble: ${[...candidates.keys()].join(', ') || 'none'}.`,
    );
  const perIsland = new Map<string, number>();
  // Each unit is a candidate (checked above: INVALID_SCRAMBLE).
  const fromOf = (unitId: string) => entry(candidates, unitId, 'scramble candidate');
  for (const id of units) perIsland.set(fromOf(id), (perIsland.get(fromOf(id)) ?? 0) + 1);
  for (const [island, n] of perIsland)
    if (n > SCRAMBLE_LIMIT)
      return reject('INVALID_SCRAMBLE', 'SCR-3, AMBIG-10', `At most ${SCRAMBLE_LIMIT} planes scramble from ${island}'s airfield.`);
  const script = new Script(s, battles.evolve);
  script.push({
    type: 'PlanesScrambled',
    data: { place: b.place, power, units: units.map((unitId) => ({ unitId, from: fromOf(unitId) })) },
  });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

/** SCR-3 / AMBIG-10: at most 3 per island airfield. */
export const SCRAMBLE_LIMIT = 3;
