// The units on the board, as a persistent table: changing a unit costs what it
// changes (a few µs), not a copy of the whole board (0.8 ms at 3,500 units;
// issue 12), and the state before a move (kept for undo) or at a snapshot
// shares everything the change did not touch. The units of one place are
// indexed, so the rules' checks read a place instead of scanning the board.
//
// Order is part of behaviour (it orders the units of events): every listing is
// in board order, the order units were first put on the board, as a plain
// object's keys were before this table (a unit removed and put back counts as
// new). Each place keeps its units' ranks in that order.
import { List, Map as IMap } from 'immutable';
import type { Unit } from './unit';
import type { TerritoryName } from '../ruleset';

/** A unit in its place's list: its id and its rank in board order. */
interface Slot {
  readonly id: string;
  readonly rank: number;
}
type Places = IMap<TerritoryName, readonly Slot[]>;

/**
 * Units by id. The rules number units u1, u2, ...: those sit in a persistent
 * vector at their number (cheaper to change than a hashed map); any other id
 * (tests, old documents) in a map beside it.
 */
class ById {
  static readonly EMPTY = new ById(List(), IMap(), 0);
  constructor(
    readonly numbered: List<Unit | undefined>,
    readonly named: IMap<string, Unit>,
    readonly size: number,
  ) {}
}

/** The vector index of a rules-numbered id ("u12" -> 12), or -1 (read digit by digit: it runs on every lookup). */
export function numberOf(id: string): number {
  const len = id.length;
  if (len < 2 || len > 10 || id.charCodeAt(0) !== 117 /* u */ || id.charCodeAt(1) === 48 /* no leading 0 */) return -1;
  let n = 0;
  for (let i = 1; i < len; i++) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

// The lists a table hands out are shared by every caller and typed readonly, not frozen: Node 20 walks a frozen
// array's elements the slow way, so filter, some, find and for-of over one cost 4-40 times as much as over a
// plain array (200 units: 20 µs against 1.4 µs to filter; the mutations row's end of Non-combat Move spent most
// of its time there).
const NO_UNITS: readonly Unit[] = [];

export class UnitTable implements Iterable<Unit> {
  static readonly EMPTY = new UnitTable(ById.EMPTY, IMap(), 0);

  /** The table of these units, in this order. */
  static of(units: Iterable<Unit>): UnitTable {
    return UnitTable.EMPTY.withUnits(units);
  }

  #all: readonly Unit[] | null = null;
  /** Places already listed: a table never changes, and the rules ask about the same places again and again. */
  #at: Map<TerritoryName, readonly Unit[]> | null = null;
  /** Owners already listed (ownedBy), for the same reason. */
  #owned: Map<string, readonly Unit[]> | null = null;

  private constructor(
    private readonly byId: ById,
    /** Place -> its units, in board order. */
    private readonly byPlace: Places,
    private readonly nextRank: number,
  ) {}

  get size(): number {
    return this.byId.size;
  }

  get(id: string): Unit | undefined {
    const n = numberOf(id);
    return n >= 0 ? this.byId.numbered.get(n) : this.byId.named.get(id);
  }

  /**
   * The unit with this id; throws for an id not on the board. The ids the rules act on are checked first (a command's
   * by its refusals) or come from the board itself, so a missing one here is the engine's bug, not the player's.
   */
  unit(id: string): Unit {
    const u = this.get(id);
    if (!u) throw new Error(`units: no unit ${id}`);
    return u;
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /**
   * Every unit, in board order (worked out once per table). Ranks are below `nextRank`, so the
   * units are put at their rank and read off in order: a replayed board lists 3,500 units, and
   * sorting them cost more than the rest of listing them.
   */
  all(): readonly Unit[] {
    if (!this.#all) {
      const byRank: (string | undefined)[] = new Array<string | undefined>(this.nextRank);
      this.byPlace.forEach((list) => {
        for (const slot of list) byRank[slot.rank] = slot.id;
      });
      const units: Unit[] = [];
      for (const id of byRank) if (id !== undefined) units.push(this.unit(id));
      this.#all = units;
    }
    return this.#all;
  }

  ids(): string[] {
    return this.all().map((u) => u.id);
  }

  [Symbol.iterator](): Iterator<Unit> {
    return this.all()[Symbol.iterator]();
  }

  /** The units in one place (aboard or not), in board order. */
  at(place: TerritoryName): readonly Unit[] {
    this.#at ??= new Map();
    let units = this.#at.get(place);
    if (!units) {
      const slots = this.byPlace.get(place);
      units = slots ? slots.map((slot) => this.unit(slot.id)) : NO_UNITS;
      this.#at.set(place, units);
    }
    return units;
  }

  /**
   * The units of one owner, in board order (worked out once per table and owner, as at()): the hooks at the end of a
   * move ask for a power's planes, and walking the whole board for them was half of the landing hook (issue 29).
   */
  ownedBy(owner: string): readonly Unit[] {
    this.#owned ??= new Map();
    let units = this.#owned.get(owner);
    if (!units) {
      units = this.all().filter((u) => u.owner === owner);
      this.#owned.set(owner, units);
    }
    return units;
  }

  /**
   * Calls `visit(unit, arg)` for each unit in one place, in board order (as at() lists them), without keeping the
   * place's list as at() does: for a reader that looks once at every place of a table it then drops. A replayed
   * board did, and its 149 lists and their map were a quarter of what the board allocated (docs/performance.md,
   * "Replayed boards that allocate less"). `arg` instead of a closure: nothing is allocated per place.
   */
  forEachAt<A>(place: TerritoryName, visit: (unit: Unit, arg: A) => void, arg: A): void {
    const listed = this.#at?.get(place);
    if (listed) {
      for (let i = 0; i < listed.length; i++) visit(listed[i], arg);
      return;
    }
    const slots = this.byPlace.get(place);
    if (slots) for (let i = 0; i < slots.length; i++) visit(this.unit(slots[i].id), arg);
  }

  /**
   * Calls `visit(unit, arg)` for every unit on the board, in no promised order (by number, then the named ones): for a
   * reader that sums the units up by place, which it does not need in board order. One walk of the table's vector, not a
   * lookup by id per unit: a late board lists 3,600 units, and looking each up from its place's list was a third of the
   * board's view (docs/performance.md, "A board's tail in process").
   */
  forEachUnit<A>(visit: (unit: Unit, arg: A) => void, arg: A): void {
    // By index: immutable's forEach calls through a closure per node and per value, and took 1.6 times as long (3,600
    // units: 93 against 58 µs; by place and id, 140).
    const numbered = this.byId.numbered;
    for (let i = 0, n = numbered.size; i < n; i++) {
      const u = numbered.get(i);
      if (u !== undefined) visit(u, arg);
    }
    if (this.byId.named.size)
      this.byId.named.forEach((u) => {
        visit(u, arg);
      });
  }

  /** The units aboard this transport or carrier (they are where it is), in board order. */
  aboard(carrierId: string): Unit[] {
    const carrier = this.get(carrierId);
    return carrier ? this.at(carrier.at).filter((u) => u.carriedBy === carrierId) : [];
  }

  /** Places where there are units. */
  places(): TerritoryName[] {
    return [...this.byPlace.keys()];
  }

  filter(keep: (u: Unit) => boolean): Unit[] {
    return this.all().filter(keep);
  }

  some(test: (u: Unit) => boolean): boolean {
    return this.all().some(test);
  }

  find(test: (u: Unit) => boolean): Unit | undefined {
    return this.all().find(test);
  }

  /**
   * A new table with the changes `edit` makes, each seeing the ones before it
   * (as assignments to a copied record did): the one way the table changes.
   */
  batch(edit: (w: UnitWriter) => void): UnitTable {
    const w = new Writer(this.byId, this.byPlace, this.nextRank);
    edit(w);
    return new UnitTable(w.byId(), w.byPlace(), w.next);
  }

  /** These units put on the board, or replacing the units of the same ids. */
  withUnits(units: Iterable<Unit>): UnitTable {
    return this.batch((w) => {
      for (const u of units) w.set(u);
    });
  }

  with(unit: Unit): UnitTable {
    return this.withUnits([unit]);
  }

  /** The unit of this id changed by `change` (it must be on the board). */
  update(id: string, change: (u: Unit) => Unit): UnitTable {
    return this.batch((w) => w.update(id, change));
  }

  /** These units taken off the board (ids not on it are ignored). */
  without(ids: Iterable<string>): UnitTable {
    return this.batch((w) => {
      for (const id of ids) w.delete(id);
    });
  }

  /** The plain record of units by id, in board order: what JSON shows of a state. */
  toJSON(): Record<string, Unit> {
    return Object.fromEntries(this.all().map((u) => [u.id, u]));
  }
}

/** The changes of one batch (UnitTable.batch). */
export interface UnitWriter {
  get(id: string): Unit | undefined;
  /** The unit with this id; throws for an id not on the board (as UnitTable.unit). */
  unit(id: string): Unit;
  /** Puts the unit on the board, or replaces the unit of its id. */
  set(unit: Unit): void;
  /** Changes the unit of this id (it must be on the board). */
  update(id: string, change: (u: Unit) => Unit): void;
  /** Takes the unit off the board (nothing if it is not on it). */
  delete(id: string): void;
}

class Writer implements UnitWriter {
  /** The places this batch changed: their lists, copied once and then changed in place. */
  private readonly touched = new Map<TerritoryName, Slot[]>();
  private numbered: List<Unit | undefined>;
  private named: IMap<string, Unit>;
  private size: number;

  constructor(
    from: ById,
    private readonly places: Places,
    public next: number,
  ) {
    this.numbered = from.numbered.asMutable();
    // Changed persistently (no asMutable): the rules number every unit, so a batch never touches it (a table of named
    // units comes from tests and old documents), and a mutable copy of it was two objects per event replayed.
    this.named = from.named;
    this.size = from.size;
  }

  get(id: string): Unit | undefined {
    const n = numberOf(id);
    return n >= 0 ? this.numbered.get(n) : this.named.get(id);
  }

  unit(id: string): Unit {
    const u = this.get(id);
    if (!u) throw new Error(`units: no unit ${id}`);
    return u;
  }

  set(u: Unit): void {
    const before = this.get(u.id);
    this.put(u.id, u);
    if (!before) this.size++;
    if (before?.at === u.at) return;
    // A unit that moves keeps its rank, so its slot (id and rank, never changed) goes with it: no new one per unit moved.
    // Left first, then entered: the order places are first touched in is the order they are set in the map of places.
    const slot = before ? this.leave(before.at, u.id) : { id: u.id, rank: this.next++ };
    enter(this.list(u.at, true), slot);
  }

  update(id: string, change: (u: Unit) => Unit): void {
    const u = this.unit(id);
    const next = change(u);
    if (next.id !== id) throw new Error(`units: ${id} cannot become ${next.id}`);
    this.set(next);
  }

  delete(id: string): void {
    const u = this.get(id);
    if (!u) return;
    this.put(id, undefined);
    this.size--;
    this.leave(u.at, id);
  }

  byId(): ById {
    return new ById(this.numbered.asImmutable(), this.named, this.size);
  }

  private put(id: string, u: Unit | undefined): void {
    const n = numberOf(id);
    if (n >= 0) this.numbered = this.numbered.set(n, u);
    else this.named = u ? this.named.set(id, u) : this.named.delete(id);
  }

  /** The place lists after the batch. */
  byPlace(): Places {
    if (!this.touched.size) return this.places;
    return this.places.withMutations((m) => {
      for (const [place, slots] of this.touched) {
        if (slots.length) m.set(place, slots);
        else m.delete(place);
      }
    });
  }

  /** The place's list for this batch, copied at first: with room to grow for units to enter, else to its length. */
  private list(place: TerritoryName, entering: boolean): Slot[] {
    let slots = this.touched.get(place);
    if (!slots) {
      const from = this.places.get(place);
      // A list only left keeps no room: the states kept as snapshots hold their lists.
      this.touched.set(place, (slots = entering ? roomyCopy(from) : from ? from.slice() : []));
    }
    return slots;
  }

  /** Takes the unit out of its place's list; its slot. */
  private leave(place: TerritoryName, id: string): Slot {
    const slots = this.list(place, false);
    // Found by a loop, not findIndex (a closure for every unit moved); taken out by splice, whose move of the rest is
    // native: a shift by hand cost 2-3 ns an element, and a late-game place holds up to 500 units, so it was a tenth
    // of a replayed late board (docs/performance.md, "A board's tail in process"). Splice's one-element array is the
    // price (about 56 bytes a unit moved).
    let i = 0;
    while (i < slots.length && slots[i].id !== id) i++;
    if (i === slots.length) i = slots.length - 1; // as findIndex's -1 made splice take the last (never: the unit is there)
    const slot = slots[i];
    slots.splice(i, 1);
    return slot;
  }
}

/**
 * Room for this many units to enter a place's copied list before it must grow. A list copied to its length grew at the
 * first unit to enter: V8 moved it to a new store half again as long, so the place a stack moved to was copied twice
 * (docs/performance.md, "The replay's own garbage"). Setting the length back does not shrink a store this close to it.
 */
const ROOM = 16;

/** A copy of a place's list (or of none) to change, with ROOM to grow into. */
function roomyCopy(from: readonly Slot[] | undefined): Slot[] {
  const n = from ? from.length : 0;
  if (!n) return []; // a store of ROOM set back to length 0 would be dropped anyway
  const slots = new Array<Slot>(n + ROOM);
  for (let i = 0; i < n; i++) slots[i] = from![i];
  slots.length = n;
  return slots;
}

/** Inserts `slot` into the slots (in board order) where board order puts it. */
function enter(slots: Slot[], slot: Slot): void {
  let lo = 0;
  let hi = slots.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (slots[mid].rank < slot.rank) lo = mid + 1;
    else hi = mid;
  }
  // Shifted by hand: splice(lo, 0, slot) made an empty array of what it removed, every time.
  slots.push(slot);
  for (let k = slots.length - 1; k > lo; k--) slots[k] = slots[k - 1];
  slots[lo] = slot;
}
