// RULES §8.2 x2-escorts [S3 §12b "Escorts & Transports"], adapted (it
// overrides UNIT-7): an escort follows destroyer rules minus sub hunting (when
// attacking it neither lets its planes hit subs nor stops subs' first shot or
// submerging); defending, each escort in a convoy (1 escort : up to 2
// transports, "each Escort must protect 2 Transports before any other")
// defends at 3 and its transports at 1; from Early 1942 every defending
// transport defends at 1. Transports are never chosen as casualties while
// anything else of their side can be; left alone against armed enemies they
// are destroyed after firing (ending.ts). Without the option nothing changes.
import type { GameState, Unit } from '../engine';
import type { RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';
import { isTransport } from './fire-model';
import { byUnitId } from '../units';
import { convoysOf } from './round-plan';

const OPTION = 'x2-escorts';

/** The option's parameters when it is on in this game, else null. */
export function convoyRule(s: { options: readonly string[] }, rs: RulesetView) {
  const p = rs.def.optionParams?.escorts;
  return p && optionOn(s, OPTION) ? p : null;
}

/** Destroyer rules, minus sub hunting for an attacking escort (UNIT-6; x2-escorts "Exception 1"). */
export function huntsSubs(s: { options: readonly string[] }, rs: RulesetView, u: { type: string }, attacking: boolean): boolean {
  if (!rs.unit(u.type).isDestroyer) return false;
  return !(attacking && convoyRule(s, rs)?.type === u.type);
}

/** Defending values under the convoy rule (changes `v` in place): transports at 1 (in a convoy or from Early 1942), convoy escorts at 3. */
export function convoyValues(s: GameState, rs: RulesetView, units: Unit[], v: Map<string, number>): void {
  const p = convoyRule(s, rs);
  if (!p) return;
  const transports = units.filter((u) => isTransport(rs.unit(u.type))).sort(byUnitId);
  const escorts = units.filter((u) => u.type === p.type).sort(byUnitId);
  // "Each Escort must protect 2 Transports before any other Escort ... can protect 1 or 2": the round plan's count.
  const convoys = convoysOf(escorts.length, transports.length, p.perEscort);
  const convoyed = Math.min(transports.length, convoys * p.perEscort);
  for (const [i, t] of transports.entries())
    if (i < convoyed || s.round >= p.transportsDefendFrom) v.set(t.id, Math.max(v.get(t.id)!, p.transportDefense));
  for (const e of escorts.slice(0, convoys)) v.set(e.id, Math.max(v.get(e.id)!, p.convoyDefense));
}

/** Casualty candidates under the convoy rule: transports only once nothing else of their side can be taken. */
export function convoyTakers(s: GameState, rs: RulesetView, ids: string[]): string[] {
  if (!convoyRule(s, rs)) return ids;
  const others = ids.filter((id) => !isTransport(rs.unit(s.units.unit(id).type)));
  return others.length ? others : ids;
}

/** A side left with transports only, which the convoy rule destroys against armed enemies even though they may fire. */
export function onlyConvoyTransports(s: GameState, rs: RulesetView, units: Unit[]): boolean {
  return convoyRule(s, rs) !== null && units.length > 0 && units.every((u) => isTransport(rs.unit(u.type)));
}
