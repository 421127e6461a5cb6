// Copying the state, what every event pays for: a state is never changed in
// place (snapshots, replays and undo share them), so each event makes a new
// one. Node 20's V8 copies an object spread ({ ...s }) of the state's fifty
// fields property by property, 2–3 µs a copy; an object literal that names
// them is built in a tenth of that (bench/, the rebuild row). The literal names
// every field of every mechanic's slice: `EveryField<GameState>` makes a field
// added to a slice and not listed here a compile error, not a field dropped.
// A field absent from `s` is copied as present and undefined, which nothing
// tells apart (no code lists a state's keys).
import type { GameState } from './state';

/** Every key of T present, an optional one possibly undefined (mapped over Required<T>, so `undefined` stays in its type). */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/**
 * The copy copyState made last, until evolve takes it (takeFreshCopy). evolve copies what an event's applier returns,
 * since an applier may return a state it was given (unchanged, or undo's state kept from before a move); when the
 * applier returned the copy it had just made, nothing else refers to that copy, and a second copy of it was half of
 * a replayed event's copying (docs/performance.md, "The replay's own garbage"). One variable, not a mark on the state:
 * a mark would be a field, or a lookup that allocates.
 */
let lastCopy: GameState | null = null;

/**
 * Whether `s` is the copy copyState made last since the previous call (which forgets it), and so a new object nothing
 * else refers to yet: evolve calls it before and after an applier, and only those appliers' copies can be it.
 */
export function takeFreshCopy(s: GameState | null): boolean {
  const fresh = s !== null && s === lastCopy;
  lastCopy = null;
  return fresh;
}

/** A copy of `s`, with `patch`'s fields (a spread's `{ ...s, ...patch }`, faster). */
export function copyState(s: GameState, patch?: Partial<GameState>): GameState {
  const copy: EveryField<GameState> = {
    // game/
    gameId: s.gameId,
    rulesetId: s.rulesetId,
    options: s.options,
    name: s.name,
    status: s.status,
    seats: s.seats,
    organizerTokenHash: s.organizerTokenHash,
    rated: s.rated,
    seating: s.seating,
    invitations: s.invitations,
    units: s.units,
    nextUnitNumber: s.nextUnitNumber,
    version: s.version,
    // turn/
    round: s.round,
    current: s.current,
    phase: s.phase,
    // purchase/
    pus: s.pus,
    purchased: s.purchased,
    freeToPlace: s.freeToPlace,
    heldPurchases: s.heldPurchases,
    // mobilize/
    placedThrough: s.placedThrough,
    placedThisTurn: s.placedThisTurn,
    upgradedThisTurn: s.upgradedThisTurn,
    giftsGiven: s.giftsGiven,
    // capture/
    owners: s.owners,
    capturedThisTurn: s.capturedThisTurn,
    // politics/
    relations: s.relations,
    declaredBy: s.declaredBy,
    warBonusesPaid: s.warBonusesPaid,
    // movement/
    movement: s.movement,
    unloadedInto: s.unloadedInto,
    moveLog: s.moveLog,
    // combat/
    battles: s.battles,
    battle: s.battle,
    foughtAtSea: s.foughtAtSea,
    bombardedThisTurn: s.bombardedThisTurn,
    casualtyOrders: s.casualtyOrders,
    evadedSubs: s.evadedSubs,
    portAttacks: s.portAttacks,
    supportingShips: s.supportingShips,
    // raids/
    raids: s.raids,
    // scramble/
    scrambledThisTurn: s.scrambledThisTurn,
    // kamikaze/
    kamikazeTokens: s.kamikazeTokens,
    kamikazeActive: s.kamikazeActive,
    kamikazeArmed: s.kamikazeArmed,
    kamikazeWindow: s.kamikazeWindow,
    kamikazeZonesHit: s.kamikazeZonesHit,
    // income/
    objectivesPaid: s.objectivesPaid,
    // victory/
    winner: s.winner,
    victoryPending: s.victoryPending,
    victoryPoints: s.victoryPoints,
    bombingDamage: s.bombingDamage,
    bombingCounted: s.bombingCounted,
    // sea-control/
    seaHolders: s.seaHolders,
    // rulings/
    ruling: s.ruling ?? null,
    // clocks/
    clocks: s.clocks ?? null,
    // bot-seats/
    botSeats: s.botSeats ?? {},
    // dice/
    dice: s.dice,
  };
  // Object.assign, not a for-in of keyed stores: the same own fields written (patches are literals), in about two thirds
  // of the time for a turn's fresh fields (issue 29).
  if (patch) Object.assign(copy, patch);
  lastCopy = copy;
  return copy;
}
