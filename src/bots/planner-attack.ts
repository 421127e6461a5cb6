// The planner's Combat Move: attack where the rules' exact odds favour it.
//
// Each call looks at every place a movable group could fight in or take (the
// rules' legalDestinations), adds the units already there (the plan is
// rebuilt from the board each call: the bot keeps no memory), and sends the
// next group of the smallest set of units, cheapest first, whose chance to take
// the place (land) or clear it (sea) reaches GOAL, provided all it can send
// reaches ATTACK_AT and the expected losses are worth the prize. Land units
// in an own capital stay home (the capital is defended first).
import { movableUnits, territoryValue, type Command, type Unit } from '../rules';
import { accepted, costOf, domainOf, fighters, isEnemy, odds, ownCapitals, routesOf, winChance, type Ctx } from './planner-core';

/** Attack only where all the units that can reach give at least this chance. */
export const ATTACK_AT = 0.7;
/** Send units until this chance (or all that can reach). */
export const GOAL = 0.9;

interface Group {
  /** The movable group's first unit: names the group across plans. */
  key: string;
  units: Unit[];
  route: string[];
}

interface Target {
  place: string;
  kind: 'land' | 'sea';
  groups: Group[];
}

/** The next attacking move, or null when the plan has nothing more to send. */
export function attackMove(c: Ctx): Command | null {
  const excluded = new Set<string>();
  const groups = movableGroups(c);
  for (let attempt = 0; attempt < 6; attempt++) {
    const plans: { score: number; moves: { command: Command; group: Group }[] }[] = [];
    for (const t of reachableTargets(c, groups, excluded).values()) {
      const plan = planFor(c, t);
      if (plan) plans.push(plan);
    }
    if (!plans.length) return null;
    plans.sort((a, b) => b.score - a.score);
    // The best plan, each of its moves checked first (no half-sent attack): a group whose first-guess route the rules
    // refuse is left out and the plans made again.
    const best = plans[0];
    const checked: Command[] = [];
    for (const m of best.moves) {
      if (accepted(c, m.command)) checked.push(m.command);
      else excluded.add(m.group.key);
    }
    if (checked.length === best.moves.length) return checked[0];
  }
  return null;
}

/** Movable units of the acting powers, by place and type (one group moves as one). */
export function movableGroups(c: Ctx): Unit[][] {
  const groups = new Map<string, Unit[]>();
  for (const id of movableUnits(c.s, c.rs)) {
    const u = c.s.units.unit(id);
    const key = `${u.at}|${u.type}|${u.owner}|${c.s.movement.get(u.id)?.spent ?? 0}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  return [...groups.values()].sort((a, b) => costOf(c, a[0].type) - costOf(c, b[0].type));
}

/** An own land territory next to enemy land units. */
function borderHeld(c: Ctx, place: string): boolean {
  const owner = c.s.owners[place];
  if (!owner || !c.mine.includes(owner)) return false;
  return c.rs.landNeighbours(place).some((n) => c.s.units.at(n).some((u) => isEnemy(c, u.owner) && domainOf(c, u) === 'land'));
}

/** Whether a combat move may end at `place` in a fight: enemy units there, or enemy land. */
function hostile(c: Ctx, place: string): boolean {
  if (c.s.units.at(place).some((u) => isEnemy(c, u.owner) && domainOf(c, u) !== 'facility')) return true;
  const owner = c.s.owners[place];
  return c.rs.territory(place).kind === 'land' && !!owner && isEnemy(c, owner);
}

function reachableTargets(c: Ctx, groups: Unit[][], excluded: Set<string>): Map<string, Target> {
  const capitals = new Set(ownCapitals(c));
  const targets = new Map<string, Target>();
  const kept = new Set<string>();
  for (const whole of groups) {
    if (excluded.has(whole[0].id)) continue;
    const domain = domainOf(c, whole[0]);
    if (domain === 'facility' || whole[0].carriedBy) continue;
    // Units that cannot hit (transports) are no attackers: sent first as the cheapest, they were only lost.
    if (c.rs.unit(whole[0].type).attack === 0) continue;
    if (domain === 'land' && capitals.has(whole[0].at)) continue; // the capital's garrison stays (see planner-defence.ts)
    // Land with enemy land units next to it keeps one land unit (its cheapest group's first), or the enemy walks in.
    let group = whole;
    if (domain === 'land' && !kept.has(whole[0].at) && borderHeld(c, whole[0].at)) {
      kept.add(whole[0].at);
      group = whole.slice(1);
      if (!group.length) continue;
    }
    const first = group[0];
    for (const [place, route] of routesOf(c, first, 0.5)) {
      if (!hostile(c, place)) continue;
      const kind = c.rs.territory(place).kind === 'sea' ? 'sea' : 'land';
      if (kind === 'sea' && domain === 'land') continue;
      const t = targets.get(place) ?? { place, kind, groups: [] };
      t.groups.push({ key: whole[0].id, units: group, route });
      targets.set(place, t);
    }
  }
  return targets;
}

/** The moves that send the smallest winning set to `t`, with the plan's worth; null when the attack is not worth it. */
export function planFor(c: Ctx, t: Target): { score: number; moves: { command: Command; group: Group }[] } | null {
  const here = c.s.units.at(t.place);
  const defenders = fighters(
    c,
    here.filter((u) => isEnemy(c, u.owner)),
    t.kind,
  );
  const committed = fighters(
    c,
    here.filter((u) => c.mine.includes(u.owner)),
    t.kind,
  );
  // Cheapest first; land units before planes on land (they take the place), ships before planes at sea.
  const rank = (u: Unit) => (domainOf(c, u) === 'air' ? 1000 : 0) + costOf(c, u.type);
  const offered = t.groups
    .flatMap((g) => g.units.map((u) => ({ u, g })))
    .sort((a, b) => rank(a.u) - rank(b.u))
    .filter((x) => x.u.at !== t.place);
  if (!offered.length) return null;
  const value = t.kind === 'land' ? territoryValue(c.s, c.rs, t.place) : 0;
  // An empty enemy territory: one land unit takes it.
  if (!defenders.length) {
    if (t.kind === 'sea' || committed.some((u) => domainOf(c, u) === 'land')) return null;
    const walker = offered.find((x) => domainOf(c, x.u) === 'land');
    if (!walker) return null;
    return { score: value + 1, moves: [{ command: move([walker.u], walker.g.route), group: walker.g }] };
  }
  const all = [...committed, ...offered.map((x) => x.u)];
  const best = winChance(c, all, defenders, t.kind);
  if (best < ATTACK_AT && !committed.length) return null;
  // The smallest prefix that reaches GOAL (binary search: more units, better odds).
  let lo = 1;
  let hi = offered.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (winChance(c, [...committed, ...offered.slice(0, mid).map((x) => x.u)], defenders, t.kind) >= GOAL) hi = mid;
    else lo = mid + 1;
  }
  const sent = offered.slice(0, lo);
  const o = odds(c, [...committed, ...sent.map((x) => x.u)], defenders, t.kind);
  const gain = o ? o.expectedDefenderLossPUs + value * (o.attackerCaptures ?? o.attackerWins) - o.expectedAttackerLossPUs : value;
  // Not worth it: more expected to be lost than won (a committed attack is finished anyway).
  if (gain < 0 && !committed.length) return null;
  const byGroup = new Map<Group, Unit[]>();
  for (const x of sent) byGroup.set(x.g, [...(byGroup.get(x.g) ?? []), x.u]);
  const moves = [...byGroup].map(([group, units]) => ({ command: move(units, group.route), group }));
  return { score: gain, moves };
}

const move = (units: Unit[], route: string[]): Command => ({ type: 'MoveUnits', units: units.map((u) => u.id), route });
