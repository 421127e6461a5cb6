// The round plan: what the rules of a battle round say over counts of units,
// before any die is rolled: which opening round 1 has (dogfight, AA fire,
// bombardment), how many subs strike first, what each shot's hits may strike,
// how many dice a unit rolls, how many convoys a side forms. The battle
// (rounds.ts, fire.ts, dogfight.ts, convoy.ts) rolls dice for this plan; the
// exact odds (odds-*.ts) turn the same plan into distributions. An option
// written here is in both by construction (issue 28, "Odds from the battle
// itself").
import type { RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';
import type { HitClasses } from './hits';

/** What the plan reads of a game: its optional rules (RULES §8), as `GameCreated` records them. */
export interface PlanGame {
  options: readonly string[];
}

/**
 * CBT-4 / UNIT-6: how many of a side's `subs` strike first against an enemy with `hunters` sub hunters (destroyers,
 * convoy.ts huntsSubs): all of them against none, none against one; RULES §8.1 hr01-destroyer-asw [S2 "Destroyers"]:
 * each hunter cancels one sub's first shot (those subs fire with the others in general fire).
 */
export function firstStrikers(game: PlanGame, subs: number, hunters: number): number {
  if (optionOn(game, 'hr01-destroyer-asw')) return Math.max(0, subs - hunters);
  return hunters > 0 ? 0 : subs;
}

/** UNIT-5: a sub's hits never take planes; RULES §8.1 hr01-sub-evasion [S2 "Submarines May avoid battle"]: nor subs. */
export function subHitClass(game: PlanGame): keyof HitClasses {
  return optionOn(game, 'hr01-sub-evasion') ? 'surface' : 'notAir';
}

/** What a unit is to the hit classes (CBT-7): a plane, a submarine, or any other unit. */
export type HitSlot = 'air' | 'sub' | 'other';

/**
 * CBT-7: what a unit's hits may strike: a sub's by subHitClass (UNIT-5); a plane's anything when it may hit subs
 * (subHuntingPlanes; in a land battle every plane), else anything but subs (UNIT-6); any other unit's anything.
 * The battle and the odds class their shots by it through shotClasses.
 */
export function shotClass(game: PlanGame, shooter: HitSlot, huntsSubs: boolean): keyof HitClasses {
  if (shooter === 'sub') return subHitClass(game);
  return shooter === 'air' && !huntsSubs ? 'notSub' : 'any';
}

/** CBT-7, UNIT-4..UNIT-6: whether a hit of class `cls` may strike a unit of this slot (fire.ts hitFits, hits.ts). */
export function hitMayStrike(cls: keyof HitClasses, target: HitSlot): boolean {
  if (cls === 'notAir') return target !== 'air';
  if (cls === 'surface') return target === 'other';
  if (cls === 'notSub') return target !== 'sub';
  if (cls === 'airOnly') return target === 'air';
  return true;
}

/**
 * UNIT-6: at sea, how many of a side's planes may hit subs (the others' hits take anything but subs): all of them
 * with a sub hunter on their side, none without; RULES §8.1 hr01-destroyer-asw: only as many as its hunters (⚠ the
 * battle marks the first planes by id, the odds the first in order of loss).
 */
export function subHuntingPlanes(game: PlanGame, hunters: number): number {
  if (hunters === 0) return 0;
  return optionOn(game, 'hr01-destroyer-asw') ? hunters : Infinity;
}

/** What shotClasses hands out: `n` shots of a class. */
export interface ShotPart {
  cls: keyof HitClasses;
  n: number;
}

/**
 * CBT-7, UNIT-5, UNIT-6, RULES §8.1 hr01-destroyer-asw: the classes of one side's shots, handed out over its units in
 * the side's order (`take` is called once per group, in that order): a sub's and any other non-plane's by shotClass; in
 * a land battle every plane hits anything (a port attack's planes too: a sub in port is on land); at sea the first
 * subHuntingPlanes planes hit anything, the rest anything but subs. `byPosition`: whether the order matters (some, not
 * all, planes hunt). The battle hands out over planes by id (fire.ts hitClass), the odds over kinds in order of loss
 * (odds-states.ts shooters).
 */
export function shotClasses(
  game: PlanGame,
  kind: 'land' | 'sea' | 'raid',
  hunters: number,
): { take: (slot: HitSlot, n: number) => ShotPart[]; byPosition: boolean } {
  let marks = kind === 'sea' ? subHuntingPlanes(game, hunters) : Infinity;
  const take = (slot: HitSlot, n: number): ShotPart[] => {
    if (slot !== 'air') return [{ cls: shotClass(game, slot, true), n }];
    const marked = Math.min(n, marks);
    marks -= marked;
    const parts: ShotPart[] = [];
    if (marked > 0) parts.push({ cls: shotClass(game, 'air', true), n: marked });
    if (n > marked) parts.push({ cls: shotClass(game, 'air', false), n: n - marked });
    return parts;
  };
  return { take, byPosition: marks > 0 && marks < Infinity };
}

/** RULES §8.2: the dice a unit an optional rule adds rolls each time it fires (x2-super-battleship: 2, bombarding too). */
export function shotDice(rs: RulesetView, type: string): number {
  return rs.def.optionParams?.units?.find((x) => x.profile.type === type)?.dice ?? 1;
}

/**
 * CBT-5: the dice a unit rolls in general fire and surprise strikes: its own (shotDice); RULES §8.1
 * hr01-battleship-two-dice [S2 "Battleships"]: a battleship rolls two while the enemy has surface ships (any ship but
 * a sub) in the battle. Bombardment stays at shotDice.
 */
export function fireDice(game: PlanGame, rs: RulesetView, type: string, enemyHasSurface: boolean): number {
  const own = shotDice(rs, type);
  if (own > 1) return own;
  const p = rs.def.optionParams?.battleshipTwoDice;
  if (!p || type !== p.type || !optionOn(game, 'hr01-battleship-two-dice')) return 1;
  return enemyHasSurface ? 2 : 1;
}

/**
 * RULES §8.2 x2-escorts [S3 §12b]: the convoys a defending side forms, 1 escort to up to `perEscort` transports: "each
 * Escort must protect 2 Transports before any other Escort ... can protect 1 or 2": as few as the transports need.
 */
export function convoysOf(escorts: number, transports: number, perEscort: number): number {
  return Math.min(escorts, Math.ceil(transports / perEscort));
}

/** RULES §8.1 hr01-dogfights: the plane types that roll in round 1's air battle, when the game plays it (else null). */
export function dogfighters(game: PlanGame, rs: RulesetView): readonly string[] | null {
  const p = rs.def.optionParams?.dogfights;
  return p && optionOn(game, 'hr01-dogfights') ? p.fighters : null;
}

/** What opens round 1 before bombardment (rounds.ts step `aa`). */
export type Opening = 'dogfight' | 'aa' | null;

/**
 * How round 1 opens: RULES §8.1 hr01-dogfights: with planes on both sides, an air battle fought with the AA fire;
 * otherwise CBT-1 / UNIT-4: AA fire in a land battle with defending AA guns and attacking planes. Later rounds open
 * with neither. `dogfightRolls`: some fighter (or AA gun) would roll in the air battle (bombers alone on both sides
 * roll nothing: the battle goes on as without the option).
 */
export function roundOpening(
  game: PlanGame,
  rs: RulesetView,
  c: { kind: 'land' | 'sea'; round: number; attackerPlanes: number; defenderPlanes: number; aaGuns: number; dogfightRolls: boolean },
): Opening {
  if (c.round !== 1 || c.attackerPlanes === 0) return null;
  if (dogfighters(game, rs) && c.defenderPlanes > 0 && c.dogfightRolls) return 'dogfight';
  return c.kind === 'land' && c.aaGuns > 0 ? 'aa' : null;
}
