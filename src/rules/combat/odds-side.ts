// battleOdds' reading of its input (docs/battle-odds.md): the units of each side checked against the ruleset and
// the battle, and each side's kinds (a unit of n hit points is n kinds), order of loss, support and option switches,
// all read from the battle's own rules (fire-model.ts, round-plan.ts, convoy.ts, capital-damage.ts).
import type { RulesetView, UnitProfile } from '../ruleset';
import { isGarrisoned } from '../units';
import { convoyRule, huntsSubs } from './convoy';
import { aaIsCasualty, isRestrictedTransport, isTransport, lossOrder, supportPlan, type Role, type SupportPlan } from './fire-model';
import { capitalDamage, capitalKind, hitPointsOf } from './capital-damage';
import { fireDice, type PlanGame } from './round-plan';
import { surpriseCap } from './surprise';
import { isPortAttack } from './port-attack';
import { BattleOddsInputError, ODDS_LIMITS, type BattleKindId, type BattleOddsInput, type UnitCount } from './odds-types';

/** What a casualty slot is, for the hit classes of CBT-7. */
export type Slot = 'air' | 'sub' | 'other';

export interface Kind {
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
  /** The dice one unit rolls when it fires, [enemy without, with surface ships] (round-plan.ts fireDice). */
  dice: readonly [number, number];
  /** RULES §8.2 x2-capital-ship-damage: a carrier (primary target) or battleship (secondary) for "carriers first". */
  capital: 'primary' | 'secondary' | null;
}

/** One step of the order of loss: units of kind `from` become `to` (-1: destroyed). */
export interface Step {
  from: number;
  to: number;
  slot: Slot;
  /** A per-unit order's entry: the nth loss of its type (`typeIdx`), one unit; absent: any number of the kind. */
  nth?: number;
  typeIdx?: number;
}

export interface Side {
  role: Role;
  types: string[];
  costs: number[];
  initial: number[];
  kinds: Kind[];
  steps: Step[];
  planeSteps: Step[];
  /** UNIT-2, UNIT-3: the battle's support plan over this side's kinds (fire-model.ts supportPlan). */
  supports: SupportPlan[];
  order: string[];
  /** The game's optional rules, as the round plan reads them (round-plan.ts). */
  game: PlanGame;
  /** The battle's kind, as the round plan reads it (a land battle's planes hit anything, round-plan.ts shotClasses). */
  kind: BattleKindId;
  /** RULES §8.2 x2-capital-ship-damage: carriers are hit first; the undamaged kind of each type (hits in the battle so far). */
  carriersFirst: boolean;
  undamaged: number[];
  /** RULES §8.2 x2-escorts, defending: escorts in convoys (1 : up to `per` transports) fire `bonus` higher. */
  convoy: { escorts: number[]; transports: number[]; per: number; bonus: number } | null;
}

/**
 * The default order of loss (issue: casualty defaults): cheapest first; equal
 * cost, the weaker unit (in this side's role) first; then by name. Transports
 * always go last (CBT-7), and a battleship's or carrier's first hit is always
 * taken as damage before anything dies.
 */
export function defaultOrderOfLoss(rs: RulesetView, types: string[], role: Role): string[] {
  return orderTypes(rs, types, role, []);
}

export function orderTypes(rs: RulesetView, types: string[], role: Role, explicit: string[]): string[] {
  return [...types].sort(lossOrder(rs, role, explicit));
}

/** Merges duplicate types, drops zero counts, checks every type. AA guns and facilities are returned apart. */
export function readUnits(rs: RulesetView, list: UnitCount[], role: Role, kind: BattleKindId, portAttack = false) {
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

export function checkOrder(rs: RulesetView, order: string[] | null | undefined, role: Role): string[] {
  if (!order) return [];
  for (const t of order) if (!rs.findUnit(t)) throw new BattleOddsInputError(`Unknown unit type "${t}" in the ${role}'s order of loss.`);
  return order;
}

export function buildSide(
  rs: RulesetView,
  role: Role,
  kind: BattleKindId,
  units: Map<string, number>,
  explicit: string[],
  options: readonly string[] = [],
  standing: ReadonlyMap<string, number> = new Map(),
  unitOrder: readonly string[] = [],
): Side {
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
      dice: [fireDice(game, rs, type, false), fireDice(game, rs, type, true)] as const,
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
  // A per-unit order (docs/battle-odds.md "Order of loss"): each entry one unit of its type, the nth of that type lost.
  const seen = new Map<number, number>();
  for (const t of unitOrder) {
    const i = types.indexOf(t);
    if (i < 0) continue;
    seen.set(i, (seen.get(i) ?? 0) + 1);
    steps.push({ from: levels[i][levels[i].length - 1], to: -1, slot: kinds[levels[i][0]].slot, nth: seen.get(i), typeIdx: i });
  }
  // Then every type by the order of loss by type (units listed above and not lost yet stay in their place above).
  types.forEach((_, i) => steps.push({ from: levels[i][levels[i].length - 1], to: -1, slot: kinds[levels[i][0]].slot }));
  const planeSteps = steps.filter((s) => s.to === -1 && kinds[s.from].slot === 'air');

  // UNIT-2, UNIT-3: the battle's own support plan (fire-model.ts supportPlan) over the kinds in order of loss, with the
  // givers never casualties (RULES §8.2 x2-japanese-fortifications) as the standing units; handed out in each state by
  // the battle's handOutSupport (odds-states.ts shooters).
  const supports = supportPlan(
    rs,
    role,
    kinds.map((k) => k.type),
    [...standing].map(([type, count]) => ({ type, count })),
  );

  const costs = types.map((t) => rs.unit(t).cost ?? 0);
  const initial = types.map((t) => units.get(t)!);
  const carriersFirst = capitalDamage(game, rs) !== null;
  const undamaged = levels.map((l) => l[0]);
  const convoy = convoyRules && {
    escorts: kinds.flatMap((k, i) => (k.type === convoyRules.type ? [i] : [])),
    transports: kinds.flatMap((k, i) => (isTransport(rs.unit(k.type)) ? [i] : [])),
    per: convoyRules.perEscort,
    bonus: convoyRules.convoyDefense - rs.unit(convoyRules.type).defense,
  };
  return { role, kind, types, costs, initial, kinds, steps, planeSteps, supports, order, game, carriersFirst, undamaged, convoy };
}

/** AMBIG-39: the surprised defenders fire at min(cap, defense) with no support (combat/surprise.ts). */
export function surprise(rs: RulesetView, input: BattleOddsInput, side: Side): Side {
  if (!input.surpriseAttack) return side;
  const sa = rs.data.surpriseAttack;
  if (!sa) throw new BattleOddsInputError(`The ruleset "${rs.data.id}" has no surprise attack (RULES §7, AMBIG-39).`);
  return { ...side, kinds: side.kinds.map((k) => ({ ...k, base: Math.min(k.base, surpriseCap(rs)) })), supports: [] };
}

/**
 * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: a port attack is computed as the engine fights it, by the battle's own
 * predicate (port-attack.ts isPortAttack): a land battle of planes alone, AA fire first, no capture.
 */
export function portAttack(rs: RulesetView, input: BattleOddsInput, options: readonly string[]): boolean {
  const attackers = input.attackers.flatMap((u) => {
    const p = u.count > 0 ? rs.findUnit(u.type) : undefined;
    return p ? [p] : [];
  });
  return isPortAttack({ options }, input.kind, attackers);
}
