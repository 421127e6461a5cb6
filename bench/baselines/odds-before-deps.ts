// The rule helpers bench/baselines/odds-before.ts used, frozen with it (copied from src/rules/combat/fire-model.ts,
// convoy.ts, capital-damage.ts and units/garrison.ts as of commit e3e3a02), so the baseline reaches the rules core only
// through src/rules/index.ts (test/rules/entry.test.ts). Not product code; never changed.
import type { RulesetView } from '../../src/rules';

type Game = { options: readonly string[] };
export type UnitProfile = ReturnType<RulesetView['unit']>;
export type Role = 'attacker' | 'defender';
const optionOn = (g: Game, id: string) => g.options.includes(id);

export const isGarrisoned = (rs: RulesetView, u: { type: string }): boolean =>
  Boolean(rs.def.optionParams?.units?.find((x) => x.profile.type === u.type && x.garrison));

export function convoyRule(s: Game, rs: RulesetView) {
  const p = rs.def.optionParams?.escorts;
  return p && optionOn(s, 'x2-escorts') ? p : null;
}

export function huntsSubs(s: Game, rs: RulesetView, u: { type: string }, attacking: boolean): boolean {
  if (!rs.unit(u.type).isDestroyer) return false;
  return !(attacking && convoyRule(s, rs)?.type === u.type);
}

export function supportsLandings(game: Game, rs: RulesetView, type: string): boolean {
  if (game.options.includes('hr01-amphibious-support'))
    return (rs.def.optionParams?.amphibiousSupport?.ships ?? []).includes(type as never);
  return rs.findUnit(type)?.canBombard ?? false;
}

export const AA_HIT = 1;

function abilityNumber(p: UnitProfile, name: string): number | null {
  for (const a of p.abilities) if (a.startsWith(name + '=')) return Number(a.slice(name.length + 1));
  return null;
}

export function aaDice(guns: readonly UnitProfile[], planes: number): number {
  let most = 0;
  for (const g of guns) {
    const n = abilityNumber(g, 'maxAAattacks');
    if (n === null) return planes;
    most += n;
  }
  return Math.min(planes, most);
}

export const aaIsCasualty = (rs: RulesetView, p: UnitProfile) => p.isAA && Boolean(rs.switches.aaGunsAreCasualties);
const baseValue = (p: UnitProfile, role: Role) => (role === 'attacker' ? p.attack : p.defense);
export const isTransport = (p: UnitProfile) => p.domain === 'sea' && (p.transportCapacity ?? 0) > 0 && p.attack === 0;
export const isRestrictedTransport = (rs: RulesetView, p: UnitProfile) => isTransport(p) && !rs.switches.transportsFightLikeAnyUnit;

interface SupportRule {
  givers: Map<string, number>;
  targets: (p: UnitProfile) => boolean;
  bonus: number;
}

const SUPPORT = /^support:(offence|defence):\+(\d+):([A-Za-z0-9_]+):[^:]*:(\d+)$/;

export function supportRules(rs: RulesetView, role: Role): SupportRule[] {
  const rules: SupportRule[] = [];
  if (role === 'attacker') {
    const givers = new Map(rs.data.units.filter((u) => u.isArtillery).map((u) => [u.type as string, 1]));
    if (givers.size) rules.push({ givers, targets: (p) => p.isArtillerySupportable, bonus: 1 });
  }
  const byTarget = new Map<string, SupportRule>();
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

export function capitalDamage(s: Game, rs: RulesetView) {
  const p = rs.def.optionParams?.capitalShipDamage;
  return p && optionOn(s, 'x2-capital-ship-damage') ? p : null;
}

export function hitPointsOf(s: Game, rs: RulesetView, type: string): number {
  const base = Math.max(1, rs.unit(type).hitPoints);
  return base + (capitalDamage(s, rs)?.extraHit.includes(type as never) ? 1 : 0);
}

export function capitalKind(s: Game, rs: RulesetView, type: string): 'primary' | 'secondary' | null {
  const p = capitalDamage(s, rs);
  if (!p) return null;
  return p.carriers.includes(type as never) ? 'primary' : p.battleships.includes(type as never) ? 'secondary' : null;
}
