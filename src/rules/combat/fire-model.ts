// The one model of fire values, support and order of loss, used by the
// battle engine (fire.ts, hits.ts) and by the exact odds (odds.ts), so the
// two can never disagree on a unit's number or on who dies first.
//
// - UNIT-1: a unit fires at its attack (attacker) or defense (defender).
// - UNIT-2: each artillery gives +1 to one infantry or mech infantry, attack only.
// - UNIT-3 and the like, read from the data ("support:offence:+1:tactical_bomber:allied:1"
//   on fighters and armour): each giver raises one unit of the named type.
// - A unit takes at most one bonus; bonuses go to the units lost first.
// - Default order of loss (CBT-7, issue "casualty defaults"): transports last (UNIT-7; not 2001's, AMBIG-48),
//   then the player's stated order, then the cheapest, then the weaker in this role,
//   then by type name; two-hit units take their first hit as damage before anything dies.
import type { UnitProfile, UnitType, RulesetView } from '../ruleset';

export type Role = 'attacker' | 'defender';

/**
 * CBT-2: the ships that bombard (support a landing): the data's (1E/2E battleships and cruisers; 2001 destroyers too),
 * or with RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"] its own list (destroyers and battleships,
 * 1E/2E cruisers too).
 */
export function supportsLandings(game: { options: readonly string[] }, rs: RulesetView, type: UnitType): boolean {
  if (game.options.includes('hr01-amphibious-support')) return (rs.def.optionParams?.amphibiousSupport?.ships ?? []).includes(type);
  return rs.findUnit(type)?.canBombard ?? false;
}

/** UNIT-4: an AA gun hits on 1. */
export const AA_HIT = 1;

/** A number-valued ability of the reference data ("maxAAattacks=3"), or null. */
export function abilityNumber(p: UnitProfile, name: string): number | null {
  for (const a of p.abilities) if (a.startsWith(name + '=')) return Number(a.slice(name.length + 1));
  return null;
}

/**
 * CBT-1: the dice AA guns roll at `planes` attacking planes. 1E (AMBIG-09): one per
 * plane, however many guns. A gun whose data says maxAAattacks=N (2E: 3, RULES §6
 * "AA gun") rolls at most N, and all of them never more than the planes.
 */
export function aaDice(guns: readonly UnitProfile[], planes: number): number {
  let most = 0;
  for (const g of guns) {
    const n = abilityNumber(g, 'maxAAattacks');
    if (n === null) return planes;
    most += n;
  }
  return Math.min(planes, most);
}

/** UNIT-4 / RULES §6 "AA gun": an AA gun is never a casualty (1E) unless the ruleset says it may be taken as one (2E). */
export const aaIsCasualty = (rs: RulesetView, p: UnitProfile) => p.isAA && Boolean(rs.switches.aaGunsAreCasualties);

/** UNIT-1: the number a unit hits at, before support. */
export const baseValue = (p: UnitProfile, role: Role) => (role === 'attacker' ? p.attack : p.defense);

/** RULES §7 [P: isMarine=n]: what a marine adds to its attack when landing from the sea (0 for other units). */
export const marineBonus = (p: UnitProfile): number => {
  const a = p.abilities.find((x) => x.startsWith('isMarine='));
  return a ? Number(a.slice('isMarine='.length)) || 0 : 0;
};

/** UNIT-7: a transport (a ship that carries and has no attack); taken last, defenceless alone. */
export const isTransport = (p: UnitProfile) => p.domain === 'sea' && (p.transportCapacity ?? 0) > 0 && p.attack === 0;

/**
 * UNIT-7: a transport to which "taken as a casualty last" and "alone against armed enemies destroyed without dice"
 * apply; AMBIG-48: not where the ruleset fights transports like any unit (pacific-2001, `transportsFightLikeAnyUnit`).
 */
export const isRestrictedTransport = (rs: RulesetView, p: UnitProfile) => isTransport(p) && !rs.switches.transportsFightLikeAnyUnit;

/** One kind of support: each giver unit raises `per` units of the target types by `bonus`. */
export interface SupportRule {
  givers: Map<string, number>;
  targets: (p: UnitProfile) => boolean;
  bonus: number;
}

const SUPPORT = /^support:(offence|defence):\+(\d+):([A-Za-z0-9_]+):[^:]*:(\d+)$/;

/** The support rules that apply to a side in this role (UNIT-2, UNIT-3). */
export function supportRules(rs: RulesetView, role: Role): SupportRule[] {
  const rules: SupportRule[] = [];
  if (role === 'attacker') {
    const givers = new Map(rs.data.units.filter((u) => u.isArtillery).map((u) => [u.type, 1]));
    if (givers.size) rules.push({ givers, targets: (p) => p.isArtillerySupportable, bonus: 1 });
  }
  const byTarget = new Map<string, SupportRule>();
  // With the units optional rules add (RULES §8: hr01-fortifications raises one defending infantry).
  for (const giver of [...rs.data.units, ...(rs.def.optionParams?.units ?? []).map((u) => u.profile)])
    for (const a of giver.abilities) {
      const m = SUPPORT.exec(a);
      if (!m || (m[1] === 'offence') !== (role === 'attacker')) continue;
      const key = `${m[3]}:${m[2]}`;
      const rule = byTarget.get(key) ?? { givers: new Map(), targets: (p: UnitProfile) => p.type === m[3], bonus: Number(m[2]) };
      rule.givers.set(giver.type, (rule.givers.get(giver.type) ?? 0) + Number(m[4]));
      byTarget.set(key, rule);
    }
  rules.push(...byTarget.values());
  return rules;
}

/**
 * The units a rule's givers raise: each giver among `units` `per` of them. Givers that are never casualties count too
 * (RULES §8.2 x2-japanese-fortifications: a fortification raises one infantry as long as it stands; the battle has it
 * among the defenders, battleOdds among the standing units).
 */
export function supplyOf(rule: SupportRule, units: Iterable<{ type: string; count: number }>): number {
  let n = 0;
  for (const u of units) n += (rule.givers.get(u.type) ?? 0) * u.count;
  return n;
}

/**
 * One support rule laid over a side's units listed in order of loss (entries: unit types, or the odds' kinds): the
 * entries that give (`per` each), the supply of givers that are never casualties (`fixed`, from supplyOf), the entries
 * it raises, and by how much. Rules that can raise none of the entries are left out.
 */
export interface SupportPlan {
  givers: { at: number; per: number }[];
  fixed: number;
  targets: number[];
  bonus: number;
}

/**
 * UNIT-2, UNIT-3 (and any option's support, e.g. RULES §8.2 x2-japanese-fortifications): the side's support rules over
 * `types` (one entry each, in order of loss; the same type may come twice, e.g. undamaged and damaged), with `standing`
 * givers that are never casualties. The battle (supportBonuses, per battle) and the odds (odds-side.ts buildSide, once
 * per side) plan by it and hand the bonuses out by handOutSupport.
 */
export function supportPlan(
  rs: RulesetView,
  role: Role,
  types: readonly string[],
  standing: Iterable<{ type: string; count: number }> = [],
): SupportPlan[] {
  const plans: SupportPlan[] = [];
  const standingUnits = [...standing];
  for (const rule of supportRules(rs, role)) {
    const givers = types.flatMap((t, at) => (rule.givers.has(t) ? [{ at, per: rule.givers.get(t)! }] : []));
    const targets = types.flatMap((t, at) => (rule.targets(rs.unit(t)) ? [at] : []));
    const fixed = supplyOf(rule, standingUnits);
    if ((givers.length || fixed) && targets.length) plans.push({ givers, targets, bonus: rule.bonus, fixed });
  }
  return plans;
}

/**
 * The support handout (UNIT-2, UNIT-3): for each plan, the givers' supply (`counts[at]` of each entry, `per` each, plus
 * the fixed supply) goes to its targets in entry order (the units lost first), one bonus per unit. Returns, per entry,
 * the bonuses given (`n` units at +`bonus`) and how many of its units took one. The one rule of who is supported: the
 * battle hands out by it (fire.ts valuesFor, through supportBonuses), the odds in every state (odds-states.ts shooters).
 */
export function handOutSupport(
  plans: readonly SupportPlan[],
  counts: readonly number[],
): { used: number[]; boosts: { bonus: number; n: number }[][] } {
  const used = new Array<number>(counts.length).fill(0);
  const boosts: { bonus: number; n: number }[][] = counts.map(() => []);
  for (const plan of plans) {
    let supply = plan.fixed;
    for (const g of plan.givers) supply += counts[g.at] * g.per;
    for (const t of plan.targets) {
      if (supply <= 0) break;
      const give = Math.min(supply, counts[t] - used[t]);
      if (give <= 0) continue;
      boosts[t].push({ bonus: plan.bonus, n: give });
      used[t] += give;
      supply -= give;
    }
  }
  return { used, boosts };
}

/**
 * The bonus each unit fires with: for each rule, the givers' supply goes to its
 * targets in `units` order (callers pass them in order of loss), one bonus per unit
 * (supportPlan + handOutSupport over the units' types).
 */
export function supportBonuses(
  rs: RulesetView,
  role: Role,
  units: readonly { key: string; type: UnitType; count: number }[],
): Map<string, { bonus: number; n: number }[]> {
  const plans = supportPlan(
    rs,
    role,
    units.map((u) => u.type),
  );
  const { boosts } = handOutSupport(
    plans,
    units.map((u) => u.count),
  );
  return new Map(units.map((u, i) => [u.key, boosts[i]]));
}

/** Compares unit types by the default order of loss in this role, first lost first; `explicit` is the player's stated order. */
export function lossOrder(rs: RulesetView, role: Role, explicit: readonly string[] = []): (a: string, b: string) => number {
  const rank = (t: string) => {
    const i = explicit.indexOf(t);
    return i < 0 ? explicit.length : i;
  };
  return (a, b) => {
    const pa = rs.unit(a);
    const pb = rs.unit(b);
    return (
      Number(isRestrictedTransport(rs, pa)) - Number(isRestrictedTransport(rs, pb)) ||
      rank(a) - rank(b) ||
      (pa.cost ?? 0) - (pb.cost ?? 0) ||
      baseValue(pa, role) - baseValue(pb, role) ||
      (a < b ? -1 : a > b ? 1 : 0)
    );
  };
}
