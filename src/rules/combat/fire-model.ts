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
 * The bonus each unit fires with: for each rule, the givers' supply goes to its
 * targets in `units` order (callers pass them in order of loss), one bonus per unit.
 */
export function supportBonuses(
  rs: RulesetView,
  role: Role,
  units: readonly { key: string; type: UnitType; count: number }[],
): Map<string, { bonus: number; n: number }[]> {
  const used = new Map(units.map((u) => [u.key, 0]));
  const out = new Map<string, { bonus: number; n: number }[]>(units.map((u) => [u.key, []]));
  for (const rule of supportRules(rs, role)) {
    let supply = supplyOf(rule, units);
    for (const u of units) {
      if (supply <= 0) break;
      if (!rule.targets(rs.unit(u.type))) continue;
      const give = Math.min(supply, u.count - used.get(u.key)!);
      if (give <= 0) continue;
      out.get(u.key)!.push({ bonus: rule.bonus, n: give });
      used.set(u.key, used.get(u.key)! + give);
      supply -= give;
    }
  }
  return out;
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
