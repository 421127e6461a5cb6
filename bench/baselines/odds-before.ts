// A frozen copy of src/rules/combat/odds.ts as of commit e3e3a02 (before the odds were taken from the battle's
// own round plan, issue 28): the same-run baseline of bench/rows/odds.ts. Not product code; never changed.
// Battle odds computed exactly (issue "Battle odds"): the chances of each
// outcome of one battle, the units expected to survive and the PU value lost,
// for given attacking and defending units. Pure: no I/O, no dice.
//
// The battle is a Markov chain over its states, a state being the multiset of
// surviving units on each side (a damaged battleship or carrier is a unit kind
// of its own). One round of fire maps a state to a distribution over next
// states: each side's hits are a convolution of per-unit Bernoulli(value / 6)
// (UNIT-1), grouped by what the hits may strike (CBT-7), and each side's
// casualties follow its order of loss. Every round either keeps the state (no
// hit landed) or removes hit points, so the chance of an outcome from a state is
//   V(s) = sum over s' != s of T(s, s') V(s') / (1 - T(s, s)),
// solved by memoised recursion; with a round cap the state carries the rounds
// left instead. docs/battle-odds.md lists what is modelled and what is not.
import type { RulesetView } from '../../src/rules';
import {
  aaDice,
  aaIsCasualty,
  AA_HIT,
  capitalDamage,
  capitalKind,
  convoyRule,
  hitPointsOf,
  huntsSubs,
  isGarrisoned,
  isRestrictedTransport,
  isTransport,
  lossOrder,
  supportRules,
  type Role,
  type UnitProfile,
} from './odds-before-deps';
import { bombardHits } from './odds-before-bombard';

export type BattleKindId = 'land' | 'sea';

export interface UnitCount {
  type: string;
  count: number;
}

export interface BattleOddsInput {
  attackers: UnitCount[];
  defenders: UnitCount[];
  kind: BattleKindId;
  /** Unit types, first lost first; unlisted types follow in the default order. */
  attackerOrderOfLoss?: string[] | null;
  defenderOrderOfLoss?: string[] | null;
  /** Stop after this many rounds (1..100); unlimited when omitted. */
  maxRounds?: number | null;
  /** Optional rules of RULES §8 that change fire (hr01-battleship-two-dice); others are ignored. */
  options?: readonly string[] | null;
  /** AMBIG-39 (pacific-2001): a battle of Japan's first turn; the defenders (not Chinese ones) fight at most at 1, unsupported. */
  surpriseAttack?: boolean | null;
  /**
   * CBT-2 (RULES §8.1 hr01-amphibious-support: its ship list): ships supporting the landing in a land battle, each
   * firing once in round 1; at most one per attacking land unit (all taken as landing from the sea).
   */
  bombarding?: UnitCount[] | null;
}

export interface ExpectedSurvivor {
  type: string;
  /** How many fought. */
  count: number;
  /** Expected number left at the end (damaged two-hit units count as survivors). */
  expected: number;
}

export interface BattleOddsResult {
  /** The attacker has units left and the defender none (CBT-9, UNIT-7). */
  attackerWins: number;
  /** The defender has units left and the attacker none (an AA gun counts: it is never a casualty, UNIT-4). */
  defenderWins: number;
  /** Both sides destroyed, or neither can hurt the other (stalemate, CBT-9). */
  draw: number;
  /** Still undecided after maxRounds rounds (0 without a cap). */
  unfinished: number;
  /** Land battles: the attacker wins with at least one land unit left (CAP-1). Null for sea battles. */
  attackerCaptures: number | null;
  expectedAttackerSurvivors: ExpectedSurvivor[];
  expectedDefenderSurvivors: ExpectedSurvivor[];
  /** Cost of the units expected to be destroyed (damage to two-hit units costs nothing here). */
  expectedAttackerLossPUs: number;
  expectedDefenderLossPUs: number;
  /** Expected number of rounds fought (AA fire belongs to round 1). */
  rounds: number;
  /** The order of loss used, by unit type, first lost first (two-hit units always absorb a first hit before anything dies). */
  attackerOrderOfLoss: string[];
  defenderOrderOfLoss: string[];
  /** Distinct battle states evaluated. */
  states: number;
}

/** The input cannot be computed (unknown type, unit that cannot be in this battle, too large). */
export class BattleOddsInputError extends Error {
  override name = 'BattleOddsInputError';
}

export const ODDS_LIMITS = {
  /** Largest maxRounds accepted. */
  maxRounds: 100,
  /** Units (counted) per side. */
  unitsPerSide: 200,
  /** Battle states evaluated before giving up (memory). */
  states: 500_000,
  /** Transitions followed before giving up (time: about 2 s at ~10 million a second). */
  work: 25_000_000,
} as const;

const DIE = 6;

/** What a casualty slot is, for the hit classes of CBT-7. */
type Slot = 'air' | 'sub' | 'other';

interface Kind {
  type: string;
  /** Index into the side's types (for survivors). */
  typeIdx: number;
  damaged: boolean;
  slot: Slot;
  /** Attack for the attacker, defense for the defender. */
  base: number;
  isDestroyer: boolean;
  isTransport: boolean;
  isLand: boolean;
  /** RULES §8.1 hr01-battleship-two-dice: rolls two dice while the enemy has surface ships. */
  twoDiceVsSurface: boolean;
  /** Dice per shot (RULES §8.2 x2-super-battleship: 2). */
  dice: number;
  /** RULES §8.2 x2-capital-ship-damage: a carrier (primary target) or battleship (secondary) for "carriers first". */
  capital: 'primary' | 'secondary' | null;
}

/** One step of the order of loss: units of kind `from` become `to` (-1: destroyed). */
interface Step {
  from: number;
  to: number;
  slot: Slot;
}

interface Support {
  givers: { kind: number; per: number }[];
  /** Supply from units that are never casualties (RULES §8.2 x2-japanese-fortifications, as many as their garrison). */
  fixed: number;
  targets: number[];
  bonus: number;
}

interface Side {
  role: Role;
  types: string[];
  costs: number[];
  initial: number[];
  kinds: Kind[];
  steps: Step[];
  planeSteps: Step[];
  supports: Support[];
  order: string[];
  /** RULES §8.1 hr01-destroyer-asw: planes hit subs only 1:1 with own destroyers; each destroyer cancels one sub's first shot. */
  asw: boolean;
  /** RULES §8.1 hr01-sub-evasion: subs hit surface ships only (not planes, not subs). */
  subsHitSurface: boolean;
  /** RULES §8.2 x2-capital-ship-damage: carriers are hit first; the undamaged kind of each type (hits in the battle so far). */
  carriersFirst: boolean;
  undamaged: number[];
  /** RULES §8.2 x2-escorts, defending: escorts in convoys (1 : up to `per` transports) fire `bonus` higher. */
  convoy: { escorts: number[]; transports: number[]; per: number; bonus: number } | null;
}

/**
 * Hit counts by what they may strike: from subs (not planes), from planes without a destroyer (not subs),
 * anything, and from subs under hr01-sub-evasion (surface ships only).
 */
interface Hits {
  notAir: number[];
  notSub: number[];
  any: number[];
  surface: number[];
}

/**
 * Who fires: `subs` of the side's submarines (the first in kind order; -1 = all of them) and, unless
 * `subsOnly`, every other unit. A surprise strike (CBT-4) is subsOnly with the striking subs; the general
 * fire that follows lets only the subs that did not strike fire (hr01-destroyer-asw cancels some first shots).
 */
interface FireMode {
  subsOnly: boolean;
  subs: number;
}
const ALL_FIRE: FireMode = { subsOnly: false, subs: -1 };
/** A small number naming a fire mode, for the caches. */
const modeCode = (m: FireMode) => (m.subs < 0 ? 0 : (m.subsOnly ? 1 : 2) + 2 * m.subs);

/** A next state of one side and its chance. */
interface Outcome {
  id: number;
  p: number;
}

// Result vector layout.
const A_WIN = 0;
const D_WIN = 1;
const DRAW = 2;
const UNFINISHED = 3;
const CAPTURE = 4;
const ROUNDS = 5;
const HEAD = 6;

/**
 * The default order of loss (issue: casualty defaults): cheapest first; equal
 * cost, the weaker unit (in this side's role) first; then by name. Transports
 * always go last (CBT-7), and a battleship's or carrier's first hit is always
 * taken as damage before anything dies.
 */
export function defaultOrderOfLoss(rs: RulesetView, types: string[], role: Role): string[] {
  return orderTypes(rs, types, role, []);
}

function orderTypes(rs: RulesetView, types: string[], role: Role, explicit: string[]): string[] {
  return [...types].sort(lossOrder(rs, role, explicit));
}

/** Merges duplicate types, drops zero counts, checks every type. AA guns and facilities are returned apart. */
function readUnits(rs: RulesetView, list: UnitCount[], role: Role, kind: BattleKindId, portAttack = false) {
  const combatants = new Map<string, number>();
  const standing = new Map<string, number>();
  let aaGuns = 0;
  let aaProfile: UnitProfile | null = null;
  let total = 0;
  for (const { type, count } of list) {
    const p = rs.findUnit(type);
    if (!p)
      throw new BattleOddsInputError(
        `Unknown unit type "${type}" among the ${role}s. Known types: ${rs.data.units.map((u) => u.type).join(', ')}.`,
      );
    if (!Number.isInteger(count) || count < 0)
      throw new BattleOddsInputError(`The count of ${type} among the ${role}s must be a whole number of at least 0.`);
    if (count === 0) continue;
    total += count;
    if (p.isAA) {
      if (role === 'attacker') throw new BattleOddsInputError(`${type} cannot attack: AA guns only defend, in land battles (UNIT-4).`);
      if (kind === 'sea') throw new BattleOddsInputError(`${type} cannot be in a sea battle.`);
      aaGuns += count;
      aaProfile = p;
      // RULES §6 "AA gun": a 2E gun is also a casualty like any unit (it fires only its AA shots).
      if (aaIsCasualty(rs, p)) combatants.set(type, (combatants.get(type) ?? 0) + count);
      continue;
    }
    if (isGarrisoned(rs, p)) {
      // RULES §8.2 x2-japanese-fortifications: it only defends, on land, and is never a casualty (standing, not combatants).
      if (role === 'attacker' || kind === 'sea')
        throw new BattleOddsInputError(
          `${type} only defends its island: it cannot ${role === 'attacker' ? 'attack' : 'be in a sea battle'}.`,
        );
      standing.set(type, (standing.get(type) ?? 0) + count);
      continue;
    }
    if (p.domain === 'facility') {
      // Factories and bases take no part in a battle (they are captured with the territory).
      if (role === 'attacker' || kind === 'sea')
        throw new BattleOddsInputError(`${type} is a facility: it cannot ${role === 'attacker' ? 'attack' : 'be in a sea battle'}.`);
      continue;
    }
    // RULES §8.1 hr01-ports-shelter: a port attack is a land battle of planes against the ships in port (and AA guns, planes).
    if (kind === 'land' && p.domain === 'sea' && !portAttack)
      throw new BattleOddsInputError(`${type} is a ship: it cannot fight in a land battle (list ships that bombard in bombarding).`);
    if (kind === 'sea' && p.domain === 'land')
      throw new BattleOddsInputError(`${type} is a land unit: it does not fight in a sea battle (cargo is not a combatant).`);
    combatants.set(type, (combatants.get(type) ?? 0) + count);
  }
  if (total > ODDS_LIMITS.unitsPerSide)
    throw new BattleOddsInputError(`At most ${ODDS_LIMITS.unitsPerSide} units per side; the ${role}s have ${total}.`);
  return { combatants, standing, aaGuns, aaProfile };
}

function checkOrder(rs: RulesetView, order: string[] | null | undefined, role: Role): string[] {
  if (!order) return [];
  for (const t of order) if (!rs.findUnit(t)) throw new BattleOddsInputError(`Unknown unit type "${t}" in the ${role}'s order of loss.`);
  return order;
}

function buildSide(
  rs: RulesetView,
  role: Role,
  units: Map<string, number>,
  explicit: string[],
  options: readonly string[] = [],
  standing: ReadonlyMap<string, number> = new Map(),
): Side {
  const twoDiceType = options.includes('hr01-battleship-two-dice') ? rs.def.optionParams?.battleshipTwoDice?.type : undefined;
  const game = { options };
  // RULES §8.2 x2-escorts (⚠ battleOdds has no date: it plays the convoy rule as from Early 1942, transports at 1).
  const convoyRules = role === 'defender' ? convoyRule(game, rs) : null;
  const order = orderTypes(rs, [...units.keys()], role, explicit);
  const types = order;
  const kinds: Kind[] = [];
  /** Kind indices of each type by damage taken: [undamaged, hit once, hit twice, ...]. */
  const levels: number[][] = [];
  types.forEach((type, typeIdx) => {
    const p = rs.unit(type);
    const plain = role === 'attacker' ? p.attack : p.defense;
    const base = convoyRules && isTransport(p) ? Math.max(plain, convoyRules.transportDefense) : plain;
    const slot: Slot = p.domain === 'air' ? 'air' : p.isSub ? 'sub' : 'other';
    // A transport is defenceless alone (UNIT-7; not a 2001 one, AMBIG-48: fought with dice); so is a 2E AA gun, which has
    // no general fire (the engine's CBT-9 check).
    const defenceless = isRestrictedTransport(rs, p) || aaIsCasualty(rs, p);
    const k = {
      type,
      typeIdx,
      slot,
      base,
      isDestroyer: huntsSubs(game, rs, p, role === 'attacker'),
      isTransport: defenceless,
      isLand: p.domain === 'land',
      twoDiceVsSurface: type === twoDiceType,
      dice: rs.def.optionParams?.units?.find((u) => u.profile.type === type)?.dice ?? 1,
      capital: capitalKind(game, rs, p.type),
    };
    // A unit of n hit points is modelled as n kinds: undamaged, damaged once... then destroyed (UNIT-8, CBT-7; 3 for
    // x2-super-battleship; a 2001 carrier 2 with x2-capital-ship-damage).
    levels.push(Array.from({ length: hitPointsOf(game, rs, p.type) }, (_, d) => kinds.push({ ...k, damaged: d > 0 }) - 1));
  });
  const steps: Step[] = [];
  // Every unit takes its damage before anything dies: all first hits, then second hits..., then losses in order.
  const deepest = Math.max(...levels.map((l) => l.length));
  for (let d = 0; d + 1 < deepest; d++)
    types.forEach((_, i) => {
      if (d + 1 < levels[i].length) steps.push({ from: levels[i][d], to: levels[i][d + 1], slot: kinds[levels[i][0]].slot });
    });
  types.forEach((_, i) => steps.push({ from: levels[i][levels[i].length - 1], to: -1, slot: kinds[levels[i][0]].slot }));
  const planeSteps = steps.filter((s) => s.to === -1 && kinds[s.from].slot === 'air');

  // UNIT-2, UNIT-3: the same support rules as the battle engine (fire-model.ts), over the kinds in order of loss.
  const supports: Support[] = [];
  for (const rule of supportRules(rs, role)) {
    const givers = kinds.flatMap((k, i) => (rule.givers.has(k.type) ? [{ kind: i, per: rule.givers.get(k.type)! }] : []));
    const targets = kinds.flatMap((k, i) => (rule.targets(rs.unit(k.type)) ? [i] : []));
    const fixed = [...standing].reduce((n, [type, count]) => n + (rule.givers.get(type) ?? 0) * count, 0);
    if ((givers.length || fixed) && targets.length) supports.push({ givers, targets, bonus: rule.bonus, fixed });
  }

  const costs = types.map((t) => rs.unit(t).cost ?? 0);
  const initial = types.map((t) => units.get(t)!);
  const asw = options.includes('hr01-destroyer-asw');
  const subsHitSurface = options.includes('hr01-sub-evasion');
  const carriersFirst = capitalDamage(game, rs) !== null;
  const undamaged = levels.map((l) => l[0]);
  const convoy = convoyRules && {
    escorts: kinds.flatMap((k, i) => (k.type === convoyRules.type ? [i] : [])),
    transports: kinds.flatMap((k, i) => (isTransport(rs.unit(k.type)) ? [i] : [])),
    per: convoyRules.perEscort,
    bonus: convoyRules.convoyDefense - rs.unit(convoyRules.type).defense,
  };
  return { role, types, costs, initial, kinds, steps, planeSteps, supports, order, asw, subsHitSurface, carriersFirst, undamaged, convoy };
}

/** AMBIG-39: the surprised defenders fire at min(cap, defense) with no support (combat/surprise.ts). */
function surprise(rs: RulesetView, input: BattleOddsInput, side: Side): Side {
  if (!input.surpriseAttack) return side;
  const sa = rs.data.surpriseAttack;
  if (!sa) throw new BattleOddsInputError(`The ruleset "${rs.data.id}" has no surprise attack (RULES §7, AMBIG-39).`);
  return { ...side, kinds: side.kinds.map((k) => ({ ...k, base: Math.min(k.base, sa.defenseAtMost) })), supports: [] };
}

/** Binomial(n, p) as an array. */
function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  if (p <= 0) {
    out[0] = 1;
    return out;
  }
  if (p >= 1) {
    out[n] = 1;
    return out;
  }
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out[k] = c * Math.pow(p, k) * Math.pow(1 - p, n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

function convolve(a: number[], b: number[]): number[] {
  if (a.length === 1) return a[0] === 1 ? b : b.map((x) => x * a[0]);
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  }
  return out;
}

/** Side states are numbered; a pair of them is one number below 2^53. */
const MAX_SIDE_STATES = 1 << 21;

const tooLarge = () => new BattleOddsInputError('This battle is too large to compute exactly in reasonable time; try fewer units.');

/** Firing values of the units present: base value plus support, as (value, class, n) groups. */
function shooters(s: Side, c: number[], mode: FireMode) {
  // Each supported unit takes at most one bonus; a giver's supply goes to its targets in kind order.
  const used = new Array<number>(c.length).fill(0);
  const boosts: { bonus: number; n: number }[][] = c.map(() => []);
  for (const sup of s.supports) {
    let supply = sup.givers.reduce((x, g) => x + c[g.kind] * g.per, sup.fixed);
    for (const t of sup.targets) {
      const give = Math.min(supply, c[t] - used[t]);
      if (give <= 0) continue;
      boosts[t].push({ bonus: sup.bonus, n: give });
      used[t] += give;
      supply -= give;
    }
  }
  if (s.convoy) {
    // RULES §8.2 x2-escorts: as few convoys as the transports need, each escort in one firing higher (convoy.ts).
    const transports = s.convoy.transports.reduce((x, i) => x + c[i], 0);
    let convoys = Math.ceil(transports / s.convoy.per);
    for (const i of s.convoy.escorts) {
      const give = Math.min(convoys, c[i] - used[i]);
      if (give <= 0) continue;
      boosts[i].push({ bonus: s.convoy.bonus, n: give });
      used[i] += give;
      convoys -= give;
    }
  }
  const destroyers = s.kinds.reduce((x, k, i) => x + (k.isDestroyer ? c[i] : 0), 0);
  // UNIT-6: planes hit subs only with a destroyer on their side; hr01-destroyer-asw [S2 "Destroyers"]: only as many
  // planes as there are destroyers (⚠ marked in kind order, as the engine marks the first by id).
  let marks = s.asw ? destroyers : destroyers > 0 ? Infinity : 0;
  let subsLeft = mode.subs < 0 ? Infinity : mode.subs;
  const groups: { value: number; cls: keyof Hits; n: number; twoDice: boolean; dice: number }[] = [];
  s.kinds.forEach((k, i) => {
    if (c[i] === 0) return;
    if (mode.subsOnly && k.slot !== 'sub') return;
    let limit = c[i];
    if (k.slot === 'sub') {
      limit = Math.min(limit, subsLeft);
      subsLeft -= limit;
    }
    // UNIT-5: subs never hit planes (hr01-sub-evasion [S2 "Submarines May avoid battle"]: nor subs).
    const own: keyof Hits = k.slot === 'sub' ? (s.subsHitSurface ? 'surface' : 'notAir') : 'any';
    const { twoDiceVsSurface: twoDice, dice } = k;
    const parts = [...boosts[i], { bonus: 0, n: c[i] - used[i] }];
    for (const part of parts) {
      let n = Math.min(part.n, limit);
      limit -= n;
      const value = k.base + part.bonus;
      if (k.slot === 'air') {
        const marked = Math.min(n, marks);
        marks -= marked;
        if (marked > 0) groups.push({ value, cls: 'any', n: marked, twoDice, dice });
        n -= marked;
        if (n > 0) groups.push({ value, cls: 'notSub', n, twoDice, dice });
      } else if (n > 0) groups.push({ value, cls: own, n, twoDice, dice });
    }
  });
  return groups;
}

/**
 * The owner's casualties (CBT-7): going down its order of loss, each unit is
 * taken if all hits taken so far can still be matched to legal targets (air hits
 * without a destroyer not on subs, sub hits not on planes). The sets of slots
 * that hits can take form a transversal matroid, so this greedy choice takes as
 * many hits as possible and loses the earliest units in the order that allows.
 */
function takeHits(s: Side, c: number[], na: number, ns: number, an: number, su: number): number[] {
  const hits = na + ns + an + su;
  const out = c.slice();
  let air = 0;
  let sub = 0;
  let taken = 0;
  // RULES §8.2 x2-capital-ship-damage "carriers first": carriers and battleships hit so far in the battle (each hit one is
  // damaged or sunk), carriers afloat; a battleship takes a hit only while fewer battleships than carriers were hit.
  const hitSoFar = (kind: 'primary' | 'secondary') =>
    s.types.reduce((x, _, t) => x + (s.kinds[s.undamaged[t]].capital === kind ? s.initial[t] - out[s.undamaged[t]] : 0), 0);
  const capitalRoom = (from: number): number => {
    if (!s.carriersFirst || s.kinds[from].capital !== 'secondary') return Infinity;
    if (!s.kinds.some((k, i) => k.capital === 'primary' && out[i] > 0)) return Infinity;
    const room = hitSoFar('primary') - hitSoFar('secondary');
    // A battleship not hit yet adds one to those hit; one already hit does not.
    return s.kinds[from].damaged ? (room > 0 ? Infinity : 0) : Math.max(0, room);
  };
  // With "carriers first" a step passed over may open up later (a carrier hit or sunk): go down the order again.
  for (let pass = 0; pass < (s.carriersFirst ? 1 + s.steps.length : 1) && taken < hits; pass++) {
    const before = taken;
    for (const step of s.steps) {
      if (taken >= hits) break;
      const m = out[step.from];
      if (m === 0) continue;
      let room = Math.min(hits - taken, capitalRoom(step.from));
      // Hall's condition: planes need hits that may strike planes, subs hits that may strike subs.
      // Surface-only hits (hr01-sub-evasion) take neither: planes and subs together need the other hits.
      if (step.slot === 'air') room = Math.min(room, ns + an - air, na + ns + an - air - sub);
      else if (step.slot === 'sub') room = Math.min(room, na + an - sub, na + ns + an - air - sub);
      const t = Math.min(m, room);
      if (t <= 0) continue;
      out[step.from] -= t;
      if (step.to >= 0) out[step.to] += t;
      if (step.slot === 'air') air += t;
      else if (step.slot === 'sub') sub += t;
      taken += t;
    }
    if (taken === before) break;
  }
  return out;
}

/** One side's units at some point of the battle, with what the rules ask about them. */
interface SideState {
  counts: number[];
  total: number;
  hasSub: boolean;
  hasAir: boolean;
  /** Units that are neither planes nor subs. */
  hasOther: boolean;
  hasDestroyer: boolean;
  /** Submarines and destroyers present (hr01-destroyer-asw cancels first shots 1:1). */
  subs: number;
  destroyers: number;
  hasLand: boolean;
  onlyTransports: boolean;
  /** Has a unit with a value above 0 (UNIT-7 "armed"). */
  armed: boolean;
  /** Has hits that may strike anything, only non-planes (subs), only non-subs (planes without a destroyer). */
  armedAny: boolean;
  armedNotAir: boolean;
  armedNotSub: boolean;
  armedSurface: boolean;
  /** Hit distributions by mode and target, and next states by hits taken. */
  hits: Map<number, Hits>;
  next: Map<number, number>;
  /** Outcomes of fire at this state, by shooter state and mode. */
  shotBy: Map<number, Outcome[]>;
}

interface SideStates {
  side: Side;
  ids: Map<string, number>;
  states: SideState[];
}

function newSideStates(side: Side): SideStates {
  return { side, ids: new Map(), states: [] };
}

function intern(ss: SideStates, counts: number[]): number {
  const key = counts.join(',');
  const known = ss.ids.get(key);
  if (known !== undefined) return known;
  if (ss.states.length >= MAX_SIDE_STATES) throw tooLarge();
  const has = (pred: (k: Kind) => boolean) => ss.side.kinds.some((k, i) => counts[i] > 0 && pred(k));
  const groups = shooters(ss.side, counts, ALL_FIRE).filter((g) => g.value > 0 && g.n > 0);
  const total = counts.reduce((x, y) => x + y, 0);
  const count = (pred: (k: Kind) => boolean) => ss.side.kinds.reduce((x, k, i) => x + (pred(k) ? counts[i] : 0), 0);
  ss.states.push({
    counts,
    total,
    hasSub: has((k) => k.slot === 'sub'),
    hasAir: has((k) => k.slot === 'air'),
    hasOther: has((k) => k.slot === 'other'),
    hasDestroyer: has((k) => k.isDestroyer),
    subs: count((k) => k.slot === 'sub'),
    destroyers: count((k) => k.isDestroyer),
    hasLand: has((k) => k.isLand),
    onlyTransports: total > 0 && !has((k) => !k.isTransport),
    armed: groups.length > 0,
    armedAny: groups.some((g) => g.cls === 'any'),
    armedNotAir: groups.some((g) => g.cls === 'notAir'),
    armedNotSub: groups.some((g) => g.cls === 'notSub'),
    armedSurface: groups.some((g) => g.cls === 'surface'),
    hits: new Map(),
    next: new Map(),
    shotBy: new Map(),
  });
  ss.ids.set(key, ss.states.length - 1);
  return ss.states.length - 1;
}

/**
 * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: with the option, a land battle of planes alone against ships is a port
 * attack, computed as the engine fights it (combat/port-attack.ts): a land battle, AA fire first, no capture.
 */
function isPortAttack(rs: RulesetView, input: BattleOddsInput, options: readonly string[]): boolean {
  const present = (list: UnitCount[]) => list.filter((u) => u.count > 0 && rs.findUnit(u.type));
  return (
    options.includes('hr01-ports-shelter') &&
    input.kind === 'land' &&
    present(input.attackers).length > 0 &&
    present(input.attackers).every((u) => rs.unit(u.type).domain === 'air')
  );
}

/**
 * Computes the odds of one battle exactly (up to floating point). Throws
 * BattleOddsInputError for input it cannot model.
 */
export function battleOdds(rs: RulesetView, input: BattleOddsInput): BattleOddsResult {
  const kind = input.kind;
  if (kind !== 'land' && kind !== 'sea') throw new BattleOddsInputError(`kind must be "land" or "sea".`);
  const cap = input.maxRounds ?? null;
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > ODDS_LIMITS.maxRounds))
    throw new BattleOddsInputError(`maxRounds must be a whole number from 1 to ${ODDS_LIMITS.maxRounds}.`);
  const options = input.options ?? [];
  const att = readUnits(rs, input.attackers, 'attacker', kind);
  const def = readUnits(rs, input.defenders, 'defender', kind, isPortAttack(rs, input, options));
  // A unit an optional rule adds fights only in a battle of a game with that option.
  for (const u of rs.def.optionParams?.units ?? [])
    if (
      (att.combatants.has(u.profile.type) || def.combatants.has(u.profile.type) || def.standing.has(u.profile.type)) &&
      !options.includes(u.option)
    )
      throw new BattleOddsInputError(`${u.profile.type} exists only with the optional rule ${u.option}: list it in options.`);
  const A = buildSide(rs, 'attacker', att.combatants, checkOrder(rs, input.attackerOrderOfLoss, 'attacker'), options);
  const D = surprise(
    rs,
    input,
    buildSide(rs, 'defender', def.combatants, checkOrder(rs, input.defenderOrderOfLoss, 'defender'), options, def.standing),
  );
  const landAttackers = [...att.combatants].reduce((n, [type, count]) => n + (rs.unit(type).domain === 'land' ? count : 0), 0);
  const bombard = bombardHits(rs, input.bombarding, options, kind, landAttackers, (m) => new BattleOddsInputError(m));
  const nA = A.types.length;
  // A 1E AA gun is never a casualty (UNIT-4): with one there, the defender is never wiped out; a 2E one can be (RULES §6).
  const aaHolds = kind === 'land' && def.aaGuns > 0 && !aaIsCasualty(rs, def.aaProfile!);
  const L = HEAD + nA + D.types.length;
  const SA = newSideStates(A);
  const SD = newSideStates(D);
  /** Battle states evaluated and transitions followed, against ODDS_LIMITS. */
  let states = 0;
  let work = 0;

  /** Hit distributions by class; classes that make no difference against this target are merged into "any". */
  const hitsOf = (
    ss: SideStates,
    id: number,
    mode: FireMode,
    targetHasSub: boolean,
    targetHasAir: boolean,
    targetHasSurface: boolean,
  ): Hits => {
    const st = ss.states[id];
    const slot = modeCode(mode) * 8 + (targetHasSurface ? 4 : 0) + (targetHasSub ? 2 : 0) + (targetHasAir ? 1 : 0);
    const hit = st.hits.get(slot);
    if (hit) return hit;
    const h: Hits = { notAir: [1], notSub: [1], any: [1], surface: [1] };
    for (const g of shooters(ss.side, st.counts, mode)) {
      if (g.value <= 0) continue;
      let cls = g.cls;
      if (cls === 'surface') cls = !targetHasSub ? 'notAir' : !targetHasAir ? 'notSub' : 'surface';
      if (cls === 'notSub' && !targetHasSub) cls = 'any';
      if (cls === 'notAir' && !targetHasAir) cls = 'any';
      const dice = g.dice > 1 ? g.dice * g.n : g.twoDice && targetHasSurface ? 2 * g.n : g.n;
      h[cls] = convolve(h[cls], binomial(dice, Math.min(g.value, DIE) / DIE));
    }
    st.hits.set(slot, h);
    return h;
  };

  /** The target's state after taking these hits, cached per state. */
  const afterHits = (ss: SideStates, id: number, na: number, ns: number, an: number, su: number): number => {
    if (na + ns + an + su === 0) return id;
    const st = ss.states[id];
    const key = ((na * 1024 + ns) * 1024 + an) * 1024 + su;
    let next = st.next.get(key);
    if (next === undefined) {
      next = intern(ss, takeHits(ss.side, st.counts, na, ns, an, su));
      st.next.set(key, next);
    }
    return next;
  };

  /** Distribution of the target's next state when `s` fires at it. */
  const fire = (
    s: SideStates,
    sId: number,
    mode: FireMode,
    t: SideStates,
    tId: number,
    cache = false,
    extra: number[] | null = null,
  ): Outcome[] => {
    const target = t.states[tId];
    if (target.total === 0) return [{ id: tId, p: 1 }];
    const cacheKey = sId * 1024 + modeCode(mode);
    const cached = cache && !extra ? target.shotBy.get(cacheKey) : undefined;
    if (cached) return cached;
    // Surface ships: anything at sea but subs and planes ('other' in a sea battle).
    const h0 = hitsOf(s, sId, mode, target.hasSub, target.hasAir, kind === 'sea' && target.hasOther);
    // CBT-2: round 1's supporting shots (bombardment) hit anything, removed with the round's other casualties.
    const h = extra ? { ...h0, any: convolve(h0.any, extra) } : h0;
    const acc = new Map<number, number>();
    for (let na = 0; na < h.notAir.length; na++) {
      const pa = h.notAir[na];
      if (pa === 0) continue;
      for (let ns = 0; ns < h.notSub.length; ns++) {
        const pb = pa * h.notSub[ns];
        if (pb === 0) continue;
        for (let an = 0; an < h.any.length; an++) {
          const pc = pb * h.any[an];
          if (pc === 0) continue;
          for (let su = 0; su < h.surface.length; su++) {
            const p = pc * h.surface[su];
            if (p === 0) continue;
            const next = afterHits(t, tId, na, ns, an, su);
            acc.set(next, (acc.get(next) ?? 0) + p);
          }
        }
      }
    }
    const out: Outcome[] = [];
    for (const [id, p] of acc) out.push({ id, p });
    work += out.length;
    if (cache && !extra) target.shotBy.set(cacheKey, out);
    return out;
  };

  const canHurt = (s: SideState, t: SideState) =>
    t.total > 0 &&
    (s.armedAny ||
      (s.armedNotAir && (t.hasSub || t.hasOther)) ||
      (s.armedNotSub && (t.hasAir || t.hasOther)) ||
      (s.armedSurface && t.hasOther));

  const survivorsInto = (v: Float64Array, s: Side, c: number[], offset: number) => {
    s.kinds.forEach((k, i) => (v[offset + k.typeIdx] += c[i]));
  };

  /** The end of the battle, if this state is one (CBT-9, UNIT-7), else null. */
  const terminal = (aId: number, dId: number): Float64Array | null => {
    const a = SA.states[aId];
    const d = SD.states[dId];
    const v = new Float64Array(L);
    let aLeft = true;
    let dLeft = true;
    // AA guns are never casualties (UNIT-4): with one there, the defender is never wiped out.
    if (a.total === 0 && d.total === 0 && !aaHolds) v[DRAW] = 1;
    else if (a.total === 0) v[D_WIN] = 1;
    else if (d.total === 0) v[A_WIN] = 1;
    else if (d.onlyTransports && !a.onlyTransports && a.armed) {
      // UNIT-7: transports alone against armed enemies are destroyed without dice.
      v[A_WIN] = 1;
      dLeft = false;
    } else if (a.onlyTransports && !d.onlyTransports && d.armed) {
      v[D_WIN] = 1;
      aLeft = false;
    } else if (!canHurt(a, d) && !canHurt(d, a)) v[DRAW] = 1;
    else return null;
    if (v[A_WIN] === 1 && kind === 'land' && a.hasLand) v[CAPTURE] = 1;
    if (aLeft) survivorsInto(v, A, a.counts, HEAD);
    if (dLeft) survivorsInto(v, D, d.counts, HEAD + nA);
    return v;
  };

  // memo[aId][dId * rows + left]: the answer from a state (and rounds left, with a cap).
  const memo: Float64Array[][] = [];
  const rows = cap === null ? 1 : cap + 1;
  const value = (aId: number, dId: number, left: number): Float64Array => {
    const row = (memo[aId] ??= []);
    const at = dId * rows + (cap === null ? 0 : left);
    const hit = row[at];
    if (hit) return hit;
    if (++states > ODDS_LIMITS.states) throw tooLarge();
    let v = terminal(aId, dId);
    if (!v && cap !== null && left === 0) {
      v = new Float64Array(L);
      v[UNFINISHED] = 1;
      survivorsInto(v, A, SA.states[aId].counts, HEAD);
      survivorsInto(v, D, SD.states[dId].counts, HEAD + nA);
    }
    if (!v) v = step(aId, dId, left, true);
    row[at] = v;
    return v;
  };

  /**
   * One round from a live state, then what follows: surprise strike (CBT-4),
   * then general fire (CBT-5/6). Without a cap and with `loop`, the chance of
   * staying in the same state is summed in closed form.
   */
  const step = (aId: number, dId: number, left: number, loop: boolean, extra: number[] | null = null): Float64Array => {
    const v = new Float64Array(L);
    let stay = 0;
    const closeLoop = loop && cap === null;
    const visit = (aNext: Outcome[], dNext: Outcome[], weight: number) => {
      for (const a of aNext) {
        for (const d of dNext) {
          const p = weight * a.p * d.p;
          if (++work > ODDS_LIMITS.work) throw tooLarge();
          if (closeLoop && a.id === aId && d.id === dId) {
            stay += p;
            continue;
          }
          const w = value(a.id, d.id, left - 1);
          for (let i = 0; i < L; i++) v[i] += p * w[i];
        }
      }
    };
    const a = SA.states[aId];
    const d = SD.states[dId];
    // CBT-4: subs facing no destroyer strike first; hr01-destroyer-asw: each enemy destroyer cancels one sub's strike.
    const strikers = (s: Side, mine: SideState, theirs: SideState) =>
      s.asw ? Math.max(0, mine.subs - theirs.destroyers) : theirs.hasDestroyer ? 0 : mine.subs;
    const aK = strikers(A, a, d);
    const dK = strikers(D, d, a);
    if (!aK && !dK) visit(fire(SD, dId, ALL_FIRE, SA, aId), fire(SA, aId, ALL_FIRE, SD, dId, false, extra), 1);
    else {
      // Both sides' strikes are simultaneous (AMBIG-37); their casualties leave before general fire.
      const d1 = aK ? fire(SA, aId, { subsOnly: true, subs: aK }, SD, dId) : [{ id: dId, p: 1 }];
      const a1 = dK ? fire(SD, dId, { subsOnly: true, subs: dK }, SA, aId) : [{ id: aId, p: 1 }];
      // In general fire only the subs that did not strike fire; the owner loses subs that already struck first.
      const after = (k: number, before: SideState, now: SideState): FireMode =>
        k ? { subsOnly: false, subs: Math.min(before.subs - k, now.subs) } : ALL_FIRE;
      for (const x of a1)
        for (const y of d1)
          visit(
            fire(SD, y.id, after(dK, d, SD.states[y.id]), SA, x.id, true),
            fire(SA, x.id, after(aK, a, SA.states[x.id]), SD, y.id, true, extra),
            x.p * y.p,
          );
    }
    v[ROUNDS] += 1;
    if (stay > 0) {
      if (1 - stay < 1e-12) throw new Error('battle odds: a state that cannot change was not detected as a stalemate');
      for (let i = 0; i < L; i++) v[i] /= 1 - stay;
    }
    return v;
  };

  const a0 = intern(
    SA,
    A.kinds.map((k) => (k.damaged ? 0 : A.initial[k.typeIdx])),
  );
  const d0 = intern(
    SD,
    D.kinds.map((k) => (k.damaged ? 0 : D.initial[k.typeIdx])),
  );
  const left0 = cap ?? 0;
  let result: Float64Array;
  const start = SA.states[a0].counts;
  const planes = A.kinds.reduce((x, k, i) => x + (k.slot === 'air' ? start[i] : 0), 0);
  const dogTypes: readonly string[] | undefined = options.includes('hr01-dogfights') ? rs.def.optionParams?.dogfights?.fighters : undefined;
  const dStart = SD.states[d0].counts;
  const defPlanes = D.kinds.reduce((x, k, i) => x + (k.slot === 'air' ? dStart[i] : 0), 0);
  if (dogTypes && planes > 0 && defPlanes > 0) {
    // RULES §8.1 hr01-dogfights: round 1 opens with an air battle fought with the AA fire: each side's fighters (not
    // bombers) fire at its planes at their usual values, AA guns too; each side loses planes in its order of loss.
    const airHits = (side: Side, c: number[]) =>
      side.kinds.reduce(
        (dist, k, i) =>
          k.slot === 'air' && dogTypes.includes(k.type) && k.base > 0 ? convolve(dist, binomial(c[i], Math.min(k.base, DIE) / DIE)) : dist,
        [1],
      );
    const aa =
      kind === 'land' && def.aaGuns > 0 ? binomial(aaDice(Array<UnitProfile>(def.aaGuns).fill(def.aaProfile!), planes), AA_HIT / DIE) : [1];
    const onAttacker = convolve(aa, airHits(D, dStart));
    const onDefender = airHits(A, start);
    const lose = (side: Side, c0: number[], h: number) => {
      const c = c0.slice();
      let rest = h;
      for (const s of side.planeSteps) {
        const t = Math.min(rest, c[s.from]);
        c[s.from] -= t;
        rest -= t;
      }
      return c;
    };
    result = new Float64Array(L);
    onAttacker.forEach((pa, ha) =>
      onDefender.forEach((pd, hd) => {
        const p = pa * pd;
        if (p === 0) return;
        const a1 = intern(SA, lose(A, start, ha));
        const d1 = intern(SD, lose(D, dStart, hd));
        let w = terminal(a1, d1);
        if (w) w[ROUNDS] = 1;
        // The rest of round 1 is a plain round from the state after the air battle (with any bombardment).
        else w = step(a1, d1, left0, false, bombard);
        for (let i = 0; i < L; i++) result[i] += p * w[i];
      }),
    );
  } else if (kind === 'land' && def.aaGuns > 0 && planes > 0) {
    // CBT-1 / UNIT-4: round 1 opens with AA fire, one die per attacking plane (AMBIG-09;
    // a ruleset whose AA gun has maxAAattacks=N rolls at most N per gun), hits on 1;
    // the planes' owner picks the losses in its order of loss (AMBIG-35).
    const dice = aaDice(Array<UnitProfile>(def.aaGuns).fill(def.aaProfile!), planes);
    const dist = binomial(dice, AA_HIT / DIE);
    result = new Float64Array(L);
    dist.forEach((p, h) => {
      if (p === 0) return;
      const c = start.slice();
      let rest = h;
      for (const s of A.planeSteps) {
        const t = Math.min(rest, c[s.from]);
        c[s.from] -= t;
        rest -= t;
      }
      const a1 = intern(SA, c);
      let w = terminal(a1, d0);
      if (w) w[ROUNDS] = 1;
      // The rest of round 1 is a plain round from the state after AA fire (with any bombardment).
      else w = step(a1, d0, left0, false, bombard);
      for (let i = 0; i < L; i++) result[i] += p * w[i];
    });
  } else if (bombard) {
    // CBT-2: round 1 with the supporting ships' shots, then plain rounds.
    result = terminal(a0, d0) ?? step(a0, d0, left0, false, bombard);
  } else {
    result = value(a0, d0, left0);
  }

  const survivors = (s: Side, offset: number): ExpectedSurvivor[] =>
    s.types.map((type, i) => ({ type, count: s.initial[i], expected: clamp(result[offset + i], 0, s.initial[i]) }));
  const lost = (s: Side, list: ExpectedSurvivor[]) => list.reduce((x, e, i) => x + s.costs[i] * (e.count - e.expected), 0);
  const expectedAttackerSurvivors = survivors(A, HEAD);
  const expectedDefenderSurvivors = survivors(D, HEAD + nA);
  return {
    attackerWins: clamp(result[A_WIN], 0, 1),
    defenderWins: clamp(result[D_WIN], 0, 1),
    draw: clamp(result[DRAW], 0, 1),
    unfinished: clamp(result[UNFINISHED], 0, 1),
    attackerCaptures: kind === 'land' ? clamp(result[CAPTURE], 0, 1) : null,
    expectedAttackerSurvivors,
    expectedDefenderSurvivors,
    expectedAttackerLossPUs: lost(A, expectedAttackerSurvivors),
    expectedDefenderLossPUs: lost(D, expectedDefenderSurvivors),
    rounds: result[ROUNDS],
    attackerOrderOfLoss: A.order,
    defenderOrderOfLoss: D.order,
    states,
  };
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
