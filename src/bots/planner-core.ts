// What every part of the planning bot shares: the view of the game from one
// power, the check of a command against the rules' decide (never send a
// refused command), and small questions about the board (threats, odds).
import {
  actingPowers,
  atWar,
  battleOdds,
  decide,
  movementLeft,
  rulesetView,
  type BattleOddsResult,
  type Command,
  type OddsBudget,
  type GameState,
  type PowerId,
  type RulesetView,
  type Unit,
} from '../rules';

export interface Ctx {
  s: GameState;
  rs: RulesetView;
  /** The power the bot was asked to play. */
  power: PowerId;
  /** Every power the same player runs (RULES §7, AMBIG-43: a seat may run several). */
  mine: readonly PowerId[];
  random: () => number;
  /** What the odds may still compute for this command (ODDS_WORK_PER_COMMAND). */
  odds: OddsBudget;
}

/**
 * Transitions of exact odds one planner command may follow, in all: a tenth to a fifth of a second on this machine (the
 * `battleOdds` query's own limit is 25 million, about 2 s). A bot plays on the server's event loop, and a combat move
 * asked hundreds of odds of growing stacks: uncapped, one bot's turn held every other client for minutes (issue 29's
 * fuzzer). Past the budget the planner judges by strength (winChance), as for odds the rules cannot compute.
 */
export const ODDS_WORK_PER_COMMAND = 1_000_000;

export function ctxOf(s: GameState, power: PowerId, random: () => number): Ctx {
  const rs = rulesetView(s.rulesetId);
  return { s, rs, power, mine: rs.playerOf(power).powers, random, odds: { work: ODDS_WORK_PER_COMMAND } };
}

/** Dice for a trial decide, drawn from the bot's own randomness (a check only: the real roll is the server's). */
const trialDice =
  (random: () => number) =>
  (count: number, sides = 6): number[] =>
    Array.from({ length: count }, () => 1 + Math.floor(random() * sides));

/** Whether the rules accept `command` from `power`'s seat now. */
export function accepted(c: Ctx, command: Command, power: PowerId = c.power): boolean {
  return decide(c.s, command, { actor: { kind: 'seat', power: c.rs.playerOf(power).seat }, dice: trialDice(c.random) }).ok;
}

/** The first of `commands` the rules accept, else null. */
export function firstAccepted(c: Ctx, commands: Iterable<Command>, power: PowerId = c.power): Command | null {
  for (const command of commands) if (accepted(c, command, power)) return command;
  return null;
}

export const endPhase = (c: Ctx): Command => ({ type: 'EndPhase', phase: c.s.phase });

/** A power of the same side (allied, or run by the same player). */
export function isFriend(c: Ctx, p: PowerId): boolean {
  return c.mine.includes(p) || c.rs.power(p).side === c.rs.power(c.power).side;
}

/** An enemy the acting powers are at war with. */
export function isEnemy(c: Ctx, p: PowerId): boolean {
  return actingPowers(c.s).some((a) => atWar(c.s, a, p)) || c.mine.some((a) => atWar(c.s, a, p));
}

export const domainOf = (c: Ctx, u: Unit) => c.rs.unit(u.type).domain;
export const costOf = (c: Ctx, type: string) => c.rs.unit(type).cost ?? 0;

/** Units that fight in a battle of `kind` (land units and planes on land, ships and planes at sea; no facilities). */
export function fighters(c: Ctx, units: readonly Unit[], kind: 'land' | 'sea'): Unit[] {
  return units.filter((u) => {
    const p = c.rs.unit(u.type);
    if (p.domain === 'facility' || u.carriedBy) return false;
    if (p.domain === 'air') return true;
    return kind === 'land' ? p.domain === 'land' : p.domain === 'sea';
  });
}

const countsOf = (units: readonly Unit[]) => {
  const m = new Map<string, number>();
  for (const u of units) m.set(u.type, (m.get(u.type) ?? 0) + 1);
  return [...m].map(([type, count]) => ({ type, count }));
};

/**
 * The rules' exact battle odds (combat/odds.ts) for these units, or null when they cannot be computed (a unit the odds
 * refuse, too large): the caller then does without.
 */
export function odds(c: Ctx, attackers: readonly Unit[], defenders: readonly Unit[], kind: 'land' | 'sea'): BattleOddsResult | null {
  if (!attackers.length) return null;
  const input = { attackers: countsOf(attackers), defenders: countsOf(defenders), kind, maxRounds: 6, options: c.s.options };
  // The odds are a pure function of their input: remembered (a bounded table) across calls, with the work they took,
  // which a remembered answer costs the budget all the same: the bot's choices never depend on what this process
  // happened to compute before (two runners, or a restart, play the same commands).
  const key = `${c.s.rulesetId}|${JSON.stringify(input)}`;
  const known = ODDS_SEEN.get(key);
  if (known !== undefined) {
    if (known.work > c.odds.work) {
      c.odds.work = 0;
      return null;
    }
    c.odds.work -= known.work;
    return known.result;
  }
  if (c.odds.work <= 0) return null;
  const before = c.odds.work;
  let result: BattleOddsResult | null;
  try {
    result = battleOdds(c.rs, input, c.odds);
  } catch {
    // Work was spent, so it stopped as too large for what was left: whether it fits a whole budget is unknown, so
    // nothing is remembered. Otherwise the input is one the odds refuse (remembered, at no cost).
    if (c.odds.work !== before) return null;
    result = null;
  }
  if (ODDS_SEEN.size >= 20000) ODDS_SEEN.clear();
  ODDS_SEEN.set(key, { result, work: before - c.odds.work });
  return result;
}

const ODDS_SEEN = new Map<string, { result: BattleOddsResult | null; work: number }>();

/**
 * Where `u` could go on its movement left, by a short route (a first guess, cheap: the rules' decide has the last
 * word on each move the bot makes). Land units go overland and stop in enemy land; ships stop where enemy ships
 * are; planes fly anywhere, `airReach` of their movement (half to attack: they must fly back).
 */
export function routesOf(c: Ctx, u: Unit, airReach = 1): Map<string, string[]> {
  const domain = domainOf(c, u);
  const left = domain === 'air' ? Math.ceil(movementLeft(c.s, c.rs, u) * airReach) : movementLeft(c.s, c.rs, u);
  const routes = new Map<string, string[]>([[u.at, []]]);
  let edge = [u.at];
  for (let step = 0; step < left; step++) {
    const next: string[] = [];
    for (const here of edge) {
      if (here !== u.at && stopsAt(c, domain, here)) continue;
      const around =
        domain === 'land' ? c.rs.landNeighbours(here) : domain === 'sea' ? c.rs.seaNeighbours(here) : c.rs.territory(here).adjacent;
      for (const n of around) {
        if (routes.has(n) || c.rs.territory(n).impassable) continue;
        routes.set(n, [...(routes.get(here) ?? []), n]);
        next.push(n);
      }
    }
    edge = next;
  }
  routes.delete(u.at);
  return routes;
}

function stopsAt(c: Ctx, domain: string, place: string): boolean {
  if (domain === 'air') return false;
  if (domain === 'land') {
    const owner = c.s.owners[place];
    return !owner || !isFriend(c, owner) || c.s.units.at(place).some((x) => isEnemy(c, x.owner));
  }
  return c.s.units.at(place).some((x) => isEnemy(c, x.owner) && c.rs.unit(x.type).domain === 'sea');
}

/** The chance the attacker takes (land) or clears (sea) the place; a crude strength ratio when the odds cannot be computed. */
export function winChance(c: Ctx, attackers: readonly Unit[], defenders: readonly Unit[], kind: 'land' | 'sea'): number {
  if (!attackers.length) return 0;
  if (!defenders.length) return kind === 'land' && !attackers.some((u) => domainOf(c, u) === 'land') ? 0 : 1;
  const o = odds(c, attackers, defenders, kind);
  if (o) return kind === 'land' ? (o.attackerCaptures ?? o.attackerWins) : o.attackerWins;
  const power = (us: readonly Unit[], role: 'attack' | 'defense') =>
    us.reduce((n, u) => n + c.rs.unit(u.type)[role] * c.rs.unit(u.type).hitPoints, 0);
  const a = power(attackers, 'attack');
  const d = power(defenders, 'defense');
  return a / (a + d + 1e-9) > 0.65 ? 0.75 : 0.2;
}

/** Land territories within `steps` land steps of `from` (itself included). */
export function landWithin(c: Ctx, from: string, steps: number): Set<string> {
  const seen = new Set([from]);
  let edge = [from];
  for (let i = 0; i < steps; i++) {
    const next: string[] = [];
    for (const t of edge)
      for (const n of c.rs.landNeighbours(t))
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    edge = next;
  }
  return seen;
}

/** Places (land or sea) within `steps` steps of `from`, as a plane flies. */
export function anyWithin(c: Ctx, from: string, steps: number): Set<string> {
  const seen = new Set([from]);
  let edge = [from];
  for (let i = 0; i < steps; i++) {
    const next: string[] = [];
    for (const t of edge)
      for (const n of c.rs.territory(t).adjacent)
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
    edge = next;
  }
  return seen;
}

/** Land steps from every land territory to the nearest of `goals` (missing: not connected by land). */
export function landDistances(c: Ctx, goals: readonly string[]): Map<string, number> {
  const dist = new Map(goals.map((g) => [g, 0]));
  let edge = [...goals];
  for (let d = 1; edge.length; d++) {
    const next: string[] = [];
    for (const t of edge)
      for (const n of c.rs.landNeighbours(t))
        if (!dist.has(n) && !c.rs.territory(n).impassable) {
          dist.set(n, d);
          next.push(n);
        }
    edge = next;
  }
  return dist;
}

/** The capitals of the powers this player runs, where they still hold them. */
export function ownCapitals(c: Ctx): string[] {
  return c.mine.map((p) => c.rs.power(p).capital).filter((t): t is string => !!t && isFriend(c, c.s.owners[t] ?? c.power));
}

/** Enemy land units and planes that could reach `place` by land or air next turn (adjacent land, planes within 4). */
export function threatTo(c: Ctx, place: string): Unit[] {
  const near = landWithin(c, place, 1);
  const air = anyWithin(c, place, 4);
  return c.s.units.filter(
    (u) =>
      isEnemy(c, u.owner) &&
      !u.carriedBy &&
      ((domainOf(c, u) === 'land' && near.has(u.at) && u.at !== place) || (domainOf(c, u) === 'air' && air.has(u.at))),
  );
}

/** The chance that the enemy around `place` takes it if it attacked with all it has near. */
export function dangerTo(c: Ctx, place: string, defenders = fighters(c, c.s.units.at(place), 'land')): number {
  const enemy = threatTo(c, place);
  if (!enemy.some((u) => domainOf(c, u) === 'land')) return 0;
  return winChance(c, enemy, defenders, 'land');
}
