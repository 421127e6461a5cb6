// A frozen copy of src/rules/combat/odds-bombard.ts as of commit e3e3a02 (before the odds were taken from the battle's
// own round plan, issue 28): the same-run baseline of bench/rows/odds.ts. Not product code; never changed.
// battleOdds' ships supporting a landing (CBT-2 bombardment; RULES §8.1
// hr01-amphibious-support [S2 "Amphibious Operations"] with its own ship
// list): each fires its dice once in round 1 of a land battle at its attack
// value, its hits striking any defender, removed with the round's other
// casualties (the victims fire back). The same rules as the battle's
// `bombard` step (rounds.ts, start.ts): at most one ship per land unit landing
// from the sea; battleOdds counts every attacking land unit as landing.
import type { RulesetView } from '../../src/rules';
import { supportsLandings } from './odds-before-deps';

export interface ShipCount {
  type: string;
  count: number;
}

/**
 * The distribution of round-1 supporting hits (index = hits), or null without ships. Throws `fail(message)` for ships
 * that cannot support: an unknown or non-supporting type, a sea battle, more ships than attacking land units.
 */
export function bombardHits(
  rs: RulesetView,
  ships: readonly ShipCount[] | null | undefined,
  options: readonly string[],
  kind: 'land' | 'sea',
  landAttackers: number,
  fail: (message: string) => Error,
): number[] | null {
  const list = (ships ?? []).filter((x) => x.count !== 0);
  if (!list.length) return null;
  if (kind !== 'land') throw fail('Ships support (bombard) only a land battle (CBT-2).');
  const game = { options };
  const withOption = options.includes('hr01-amphibious-support');
  let total = 0;
  let dist = [1];
  for (const { type, count } of list) {
    const p = rs.findUnit(type);
    if (!p) throw fail(`Unknown unit type "${type}" among the supporting ships.`);
    if (!Number.isInteger(count) || count < 0)
      throw fail(`The count of ${type} among the supporting ships must be a whole number of at least 0.`);
    const option = rs.def.optionParams?.units?.find((u) => u.profile.type === type)?.option;
    if (option && !options.includes(option)) throw fail(`${type} exists only with the optional rule ${option}: list it in options.`);
    if (p.domain !== 'sea' || !supportsLandings(game, rs, p.type))
      throw fail(
        withOption
          ? `${type} does not support a landing (hr01-amphibious-support: ${(rs.def.optionParams?.amphibiousSupport?.ships ?? []).join(', ')}).`
          : `${type} does not bombard (CBT-2: ${rs.data.units
              .filter((u) => u.canBombard)
              .map((u) => u.type)
              .join(', ')}; list hr01-amphibious-support in options for its ships).`,
      );
    total += count;
    // One die per ship; a unit an optional rule adds may roll more (x2-super-battleship), as fire.ts shotDice.
    const dice = rs.def.optionParams?.units?.find((u) => u.profile.type === type)?.dice ?? 1;
    for (let i = 0; i < count * dice; i++) dist = convolve(dist, [1 - Math.min(p.attack, 6) / 6, Math.min(p.attack, 6) / 6]);
  }
  if (total > landAttackers)
    throw fail(`At most one supporting ship per land unit landing (CBT-2): ${total} ships for ${landAttackers} attacking land unit(s).`);
  return dist;
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
}
