// The board read model: what a frontend draws, derived from a game state.
import { pendingDecisions, type DecisionKind, type GameState, type PendingDecision, type Unit } from '../src/rules';
import { actingPowers, rulesetView, type RulesetView } from '../src/rules';
import type { RelationKind } from '../src/rules';
import type { GameResult } from './game-list';

export interface UnitStack {
  type: string;
  owner: string;
  count: number;
  /** Sum of the damage of the stack's units (facility damage or hits on capital ships). */
  damage: number;
}

export interface TerritoryView {
  name: string;
  kind: 'land' | 'sea';
  owner: string | null;
  production: number;
  capturedThisTurn: boolean;
  units: UnitStack[];
}

export interface PowerView {
  power: string;
  side: string | null;
  pus: number;
  capital: string | null;
  seatTaken: boolean;
  /** RULES §7, AMBIG-43: the player who plays it, and the power its seat is recorded under (1940: the power itself). */
  player: string;
  seat: string;
}

/** A pending decision with the seat whose token answers it: its power's player's (RULES §7, AMBIG-43). */
export type SeatedDecision = PendingDecision & { seat: string; player: string };

export interface BoardView {
  gameId: string;
  rulesetId: string;
  /** Events folded into this board (1 = right after GameCreated). */
  eventNumber: number;
  status: GameState['status'];
  /** The winning side once the game ended (VIC-1..VIC-3, or a win by adjudication: docs/rulings.md), else null. */
  winner: GameState['winner'];
  /** How the game ended (as the game list's `result`); null while it goes on. */
  result: GameResult | null;
  /** The organizer's reason for an adjudication or a voiding (docs/rulings.md); null otherwise. */
  rulingReason: string | null;
  /** VIC-3: a victory condition that held at a turn end and wins if it still holds at the end of `power`'s next turn. */
  victoryPending: GameState['victoryPending'];
  round: number;
  currentPower: string;
  phase: GameState['phase'];
  /** The phase's name in this ruleset (its definition's `phases`), e.g. "Land Fighters on Combat Air Patrol". */
  phaseName: string;
  /** RULES §7, AMBIG-43: the powers acting now: the current power, or each power of a joint step (pacific-2001 Britain). */
  actingPowers: string[];
  powers: PowerView[];
  relations: { a: string; b: string; kind: RelationKind }[];
  territories: TerritoryView[];
  units: Unit[];
  /** Bought this turn, not yet placed. */
  purchased: { type: string; count: number }[];
  kamikazeTokens: { power: string; count: number }[];
  /** KAM-3: Japan (`by`) may attack `against`'s ships (`targets`) now; battles wait for its kamikazeAttack. */
  kamikazeWindow: { by: string; against: string; targets: string[]; tokens: number } | null;
  /** Places where the current power still has a battle to fight (MOV-1). */
  battles: string[];
  /** The battle being fought and what it waits for. */
  battle: BattleView | null;
  /** Who must decide what now (the rules' pendingDecisions), each with the seat that answers it. */
  pendingDecisions: SeatedDecision[];
}

export interface BattleView {
  place: string;
  kind: 'land' | 'sea' | 'raid';
  attacker: string;
  defender: string;
  round: number;
  step: string;
  attackers: string[];
  defenders: string[];
  /** The decision the battle waits for, and from whom (`waitingFor`). */
  awaiting: 'casualties' | 'pressOnOrRetreat' | 'interceptors' | 'bomberTargets' | 'scramble' | 'support' | 'submerge' | 'landPlanes';
  waitingFor: string;
  /** CBT-10: planes without a carrier and the places 1 space away where each may land (awaiting landPlanes). */
  landing: { unit: string; options: string[] }[];
  /** Hits the waiting side must take now, by what may take them. */
  hits: { notAir: number; notSub: number; airOnly: number; any: number } | null;
}

/** The battle's decision, from the rules' own pendingDecisions, in the words this view has always used. */
const AWAITING: Partial<Record<DecisionKind, BattleView['awaiting']>> = {
  chooseCasualties: 'casualties',
  pressOnOrRetreat: 'pressOnOrRetreat',
  intercept: 'interceptors',
  assignBombers: 'bomberTargets',
  scramble: 'scramble',
  designateSupport: 'support',
  submerge: 'submerge',
  landPlanes: 'landPlanes',
};

function battleView(state: GameState, pending: readonly PendingDecision[]): BattleView | null {
  const b = state.battle;
  if (!b) return null;
  const owed = b.owed[0];
  const alive = (ids: string[]) => ids.filter((id) => state.units.has(id));
  const decision = pending.find((d) => AWAITING[d.kind] && d.place === b.place);
  return {
    place: b.place,
    kind: b.kind,
    attacker: b.attacker,
    defender: b.defender,
    round: b.round,
    step: b.step,
    attackers: alive(b.attackers),
    defenders: alive(b.defenders),
    awaiting: decision ? AWAITING[decision.kind]! : 'pressOnOrRetreat',
    waitingFor: decision?.power ?? b.attacker,
    hits: owed ? owed.hits : null,
    landing: decision?.landing ?? [],
  };
}

function kamikazeWindowView(state: GameState, pending: readonly PendingDecision[]): BoardView['kamikazeWindow'] {
  const w = state.kamikazeWindow;
  if (!w) return null;
  const decision = pending.find((d) => d.kind === 'kamikaze');
  return { by: w.by, against: w.against, targets: decision?.units ?? [], tokens: decision?.tokens ?? state.kamikazeTokens[w.by] ?? 0 };
}

/** localeCompare's order, without building a collator for every comparison. */
const collator = new Intl.Collator();

/**
 * The owners and types met so far in the collator's order, each with its place in it (strings it finds equal share
 * one): a comparison of two stacks is then two map lookups. The collator's own compare took about a microsecond, and
 * sorting a board's stacks was a sixth of its view (docs/performance.md, "A board's tail in process"). Owners and
 * types are the rulesets' few names; past MAX_COLLATED (names a ruleset would never have) the collator is asked.
 */
const collated: string[] = [];
const collationRank = new Map<string, number>();
const MAX_COLLATED = 1_000;

function rankOf(name: string): number | undefined {
  const known = collationRank.get(name);
  if (known !== undefined || collated.length >= MAX_COLLATED) return known;
  let lo = 0;
  let hi = collated.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (collator.compare(collated[mid], name) < 0) lo = mid + 1;
    else hi = mid;
  }
  collated.splice(lo, 0, name);
  for (let i = 0; i < collated.length; i++)
    collationRank.set(collated[i], i > 0 && collator.compare(collated[i - 1], collated[i]) === 0 ? collationRank.get(collated[i - 1])! : i);
  return collationRank.get(name);
}

/** collator.compare(a, b)'s sign, by the names' ranks when both are known. */
function compareNames(a: string, b: string): number {
  const ra = rankOf(a);
  const rb = rankOf(b);
  return ra !== undefined && rb !== undefined ? ra - rb : collator.compare(a, b);
}

/** By owner, then type (two stacks of a place never share both), in localeCompare's order. */
const byOwnerThenType = (a: UnitStack, b: UnitStack) =>
  a.owner === b.owner ? compareNames(a.type, b.type) : compareNames(a.owner, b.owner);

/**
 * Sorts a place's few stacks in place, by insertion: Array.prototype.sort copies the array into a work array of its own
 * on every call, and that was a sixteenth of all a replayed board allocated over HTTP (docs/performance.md, "The tail").
 * Stable, as sort is, and the same order.
 */
function sortStacks(list: UnitStack[], length: number): void {
  for (let i = 1; i < length; i++) {
    const s = list[i];
    let j = i - 1;
    while (j >= 0 && byOwnerThenType(list[j], s) > 0) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = s;
  }
}

/**
 * The stacks of the place being listed, gathered here and then copied out to their number: a list pushed to from empty
 * gets room for 16, and a place has 1-6 stacks, so a board's 150 lists were each two thirds empty, about 10 kB of every
 * board (docs/performance.md, "The replay's own garbage"). One at a time (boards are made synchronously), and emptied
 * after each place: a module's array pointing at a board's young stacks would keep them through a young collection.
 */
const gathering: { stacks: UnitStack[]; length: number } = { stacks: [], length: 0 };

/**
 * Counts a unit into the first `length` stacks of `list` (one per owner and type: a place holds few, so a short scan
 * finds it), adding its stack at the end if it has none; the new length.
 */
function countInto(list: UnitStack[], length: number, u: Unit): number {
  for (let k = 0; k < length; k++)
    if (list[k].type === u.type && list[k].owner === u.owner) {
      list[k].count++;
      list[k].damage += u.damage;
      return length;
    }
  list[length] = { type: u.type, owner: u.owner, count: 1, damage: u.damage };
  return length + 1;
}

/** The first `length` stacks of a work list, sorted (by owner then type), in an array of their own length; the work list emptied. */
function takeSorted(list: UnitStack[], length: number): UnitStack[] {
  if (length > 1) sortStacks(list, length);
  const out = list.slice(0, length);
  for (let k = 0; k < length; k++) list[k] = undefined as unknown as UnitStack;
  return out;
}

function addToStack(u: Unit, g: typeof gathering): void {
  g.length = countInto(g.stacks, g.length, u);
}

/** The stacks gathered, sorted; the gathering emptied. */
function gathered(): UnitStack[] {
  const out = takeSorted(gathering.stacks, gathering.length);
  gathering.length = 0;
  return out;
}

/**
 * One place's stacks (one per owner and type, by owner then type), from the units there (the table's own list of the
 * place: a board lists every territory, so this never lists the whole board) in one pass.
 */
export function stacksOf(units: readonly Unit[]): UnitStack[] {
  gathering.length = 0; // (after a throw in the middle of a place, what it had gathered is not this place's)
  // Indexed loops: this runs for every unit of every board shown, and an iterator per unit is garbage.
  for (let i = 0; i < units.length; i++) addToStack(units[i], gathering);
  return gathered();
}

/**
 * A place's stacks, as stacksOf(table.at(place)), read from the table without keeping the place's list in it: a
 * replayed state's table is dropped with its board, and the lists at() keeps were made for nothing.
 */
function stacksAt(units: GameState['units'], place: string): UnitStack[] {
  gathering.length = 0;
  units.forEachAt(place, addToStack, gathering);
  return gathered();
}

/**
 * Every territory's stacks, gathered in one walk over the board's units (UnitTable.forEachUnit): each unit is counted
 * into its place's stacks, found by the place's position in the ruleset's list. A place's stacks come out the same
 * whatever order its units are met in: counts and damage are sums, and the sort's order is total (two stacks of a
 * place never share both owner and type). Looking each unit up by id from its place's list, place by place, was a
 * third of a late board's view (docs/performance.md, "A board's tail in process"). The work lists are the module's,
 * reused board after board (boards are made synchronously) and emptied after each board, as `gathering` is.
 */
const walk: { index: Map<string, number>; stacks: UnitStack[][]; lengths: number[] } = {
  index: new Map(),
  stacks: [],
  lengths: [],
};

/** Each territory's position in the ruleset's list by its name; null if two share a name (each is then listed apart). */
const placeIndexes = new WeakMap<RulesetView, Map<string, number> | null>();

function placeIndexOf(rs: RulesetView): Map<string, number> | null {
  let index = placeIndexes.get(rs);
  if (index === undefined) {
    index = new Map(rs.data.territories.map((t, i) => [t.name, i]));
    if (index.size !== rs.data.territories.length) index = null;
    placeIndexes.set(rs, index);
  }
  return index;
}

/** Counts a unit into its place's stacks; a unit of no territory is not on any. */
function addToPlace(u: Unit, w: typeof walk): void {
  const i = w.index.get(u.at);
  if (i !== undefined) w.lengths[i] = countInto(w.stacks[i], w.lengths[i], u);
}

/** Every territory's stacks (as stacksAt gives them, place by place), in the ruleset's order of territories. */
function stacksOfEveryPlace(units: GameState['units'], rs: RulesetView): UnitStack[][] {
  const places = rs.data.territories;
  const index = placeIndexOf(rs);
  if (!index) return places.map((t) => stacksAt(units, t.name));
  const { stacks, lengths } = walk;
  for (let i = stacks.length; i < places.length; i++) stacks.push([]);
  for (let i = 0; i < places.length; i++) lengths[i] = 0; // (after a throw in the middle, what was gathered is stale)
  walk.index = index;
  units.forEachUnit(addToPlace, walk);
  const out = new Array<UnitStack[]>(places.length);
  for (let i = 0; i < places.length; i++) {
    out[i] = takeSorted(stacks[i], lengths[i]);
    lengths[i] = 0;
  }
  return out;
}

/**
 * Units by the number in their id (u1, u2, ...). They are nearly always stored in that order
 * already (created in it), so check first: sorting 3,500 units costs more than the rest of a board.
 */
function inIdOrder(units: readonly Unit[]): Unit[] {
  let ordered = true;
  for (let i = 1, prev = idNumber(units[0]?.id ?? 'u0'); i < units.length && ordered; i++) {
    const key = idNumber(units[i].id);
    ordered = prev <= key;
    prev = key;
  }
  if (ordered) return [...units];
  return units
    .map((u) => ({ u, key: Number(u.id.slice(1)) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.u);
}

/** Number(id.slice(1)) without making the string (NaN when it is not "u" and digits, as Number gives). */
function idNumber(id: string): number {
  if (id.length < 2) return 0; // Number('')
  let n = 0;
  for (let i = 1; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number(id.slice(1));
    n = n * 10 + d;
  }
  return n;
}

/** Every pair of the ruleset's powers, each in code-unit order (as `sort()` put them), with its key in `state.relations`. */
const powerPairs = new WeakMap<RulesetView, { a: string; b: string; key: string }[]>();

function pairsOf(rs: RulesetView): { a: string; b: string; key: string }[] {
  let pairs = powerPairs.get(rs);
  if (!pairs) {
    pairs = [];
    const all = rs.data.powers.map((p) => p.id);
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) {
        const [a, b] = [all[i], all[j]].sort();
        pairs.push({ a, b, key: `${a}|${b}` });
      }
    powerPairs.set(rs, pairs);
  }
  return pairs;
}

/**
 * What a board works out only when first read, and keeps: the pending decisions (a search over every unit that may
 * still move), what is read from them, and the list of every unit. The viewer's board asks for none of them, and they
 * were a sixth of its CPU over HTTP (docs/performance.md).
 */
class LazyParts {
  #pending?: readonly PendingDecision[];
  #units?: Unit[];
  #kamikazeWindow?: BoardView['kamikazeWindow'];
  #battle?: BattleView | null;
  #seated?: SeatedDecision[];
  #relations?: BoardView['relations'];

  constructor(
    readonly state: GameState,
    readonly rs: RulesetView,
  ) {}

  pending(): readonly PendingDecision[] {
    return (this.#pending ??= pendingDecisions(this.state));
  }
  units(): Unit[] {
    return (this.#units ??= inIdOrder(this.state.units.all()));
  }
  kamikazeWindow(): BoardView['kamikazeWindow'] {
    if (this.#kamikazeWindow === undefined) this.#kamikazeWindow = kamikazeWindowView(this.state, this.pending());
    return this.#kamikazeWindow;
  }
  battle(): BattleView | null {
    if (this.#battle === undefined) this.#battle = battleView(this.state, this.pending());
    return this.#battle;
  }
  seated(): SeatedDecision[] {
    return (this.#seated ??= seatedDecisions(this.rs, this.pending()));
  }
  relations(): BoardView['relations'] {
    return (this.#relations ??= pairsOf(this.rs).map(({ a, b, key }) => ({ a, b, kind: this.state.relations[key] ?? 'neutral' })));
  }
}

/** Where a board keeps its LazyParts: a symbol, not enumerable, so JSON, equality and GraphQL see only the fields. */
const LAZY = Symbol('lazy');
type WithLazy = { [LAZY]: LazyParts };

/**
 * A lazy field's getter, made once for every board. A getter written in an object literal is a new function for every
 * board, and V8 keeps each accessor's pair of functions in the old generation: pointing from there to the board, it
 * held the board and its replayed state (a few hundred kB) through every young collection until a full one, so a
 * replayed board's garbage was copied and promoted (docs/performance.md, "Boards kept by their getters").
 */
function lazyField<T>(read: (parts: LazyParts) => T): PropertyDescriptor {
  return {
    get(this: WithLazy): T {
      return read(this[LAZY]);
    },
    enumerable: true,
    configurable: true,
  };
}

const RELATIONS = lazyField((p) => p.relations());
const UNITS = lazyField((p) => p.units());
const KAMIKAZE_WINDOW = lazyField((p) => p.kamikazeWindow());
const BATTLE = lazyField((p) => p.battle());
const PENDING_DECISIONS = lazyField((p) => p.seated());

/**
 * The board of a state. What depends on the pending decisions and the list of every unit are getters (LazyParts),
 * worked out when first read and kept. They read as plain fields (JSON, equality, GraphQL), in their place among the
 * others: the fields after the first lazy one are set in order.
 */
export function boardView(state: GameState): BoardView {
  const rs = rulesetView(state.rulesetId);
  const powers = rs.data.powers.filter((p) => p.playable);
  const board = {
    gameId: state.gameId,
    rulesetId: state.rulesetId,
    eventNumber: state.version,
    status: state.status,
    winner: state.winner ?? null,
    result: resultOf(state),
    rulingReason: state.ruling?.reason ?? null,
    victoryPending: state.victoryPending ?? null,
    round: state.round,
    currentPower: state.current,
    phase: state.phase,
    phaseName: rs.phaseName(state.phase),
    actingPowers: [...actingPowers(state)],
    powers: powers.map((p) => ({
      power: p.id,
      side: p.side,
      pus: state.pus[p.id] ?? 0,
      capital: p.capital,
      seatTaken: Boolean(state.seats[p.id]),
      player: rs.playerOf(p.id).name,
      seat: rs.playerOf(p.id).seat,
    })),
  } as BoardView & WithLazy;
  Object.defineProperty(board, LAZY, { value: new LazyParts(state, rs) });
  Object.defineProperty(board, 'relations', RELATIONS);
  const stacks = stacksOfEveryPlace(state.units, rs);
  board.territories = rs.data.territories.map((t, i) => ({
    name: t.name,
    kind: t.kind,
    owner: t.kind === 'land' ? (state.owners[t.name] ?? null) : null,
    production: t.production,
    capturedThisTurn: state.capturedThisTurn.includes(t.name),
    units: stacks[i],
  }));
  Object.defineProperty(board, 'units', UNITS);
  board.purchased = Object.entries(state.purchased).map(([type, count]) => ({ type, count }));
  board.kamikazeTokens = Object.entries(state.kamikazeTokens).map(([power, count]) => ({ power, count }));
  Object.defineProperty(board, 'kamikazeWindow', KAMIKAZE_WINDOW);
  board.battles = state.battles;
  Object.defineProperty(board, 'battle', BATTLE);
  Object.defineProperty(board, 'pendingDecisions', PENDING_DECISIONS);
  return board;
}

/** Each decision with the seat (and player) whose token answers it: the player who runs the deciding power (RULES §7, AMBIG-43). */
export function seatedDecisions(rs: RulesetView, pending: readonly PendingDecision[]): SeatedDecision[] {
  return pending.map((d) => {
    const player = rs.playerOf(d.power);
    return { ...d, seat: player.seat, player: player.name };
  });
}

/** How the game ended: by a victory condition (VIC), or by the organizer's ruling (docs/rulings.md); null while it goes on. */
export function resultOf(state: GameState): GameResult | null {
  if (state.status !== 'ended') return null;
  if (!state.ruling) return 'victory';
  if (state.ruling.kind === 'voided') return 'voided';
  return state.ruling.outcome === 'draw' ? 'draw' : 'adjudicated';
}
