// The state a game starts from (GameCreated): the ruleset's standard setup,
// or the complete position a game set up from one records (positions/).
import { initialSeaHolders } from '../sea-control';
import { UnitTable } from '../units';
import { type GameEvent, pairKey, type GameState, type Unit } from '../engine';
import { initialDiceState } from '../dice';
import { rulesetView } from '../ruleset';
import { applyPosition } from '../positions';
import { captureTurnStart } from '../capture';
import { gameStart } from '../turn';
import { combatTurnStart } from '../combat';
import { kamikazeTurnStart } from '../kamikaze';
import { mobilizeTurnStart } from '../mobilize';
import { movementTurnStart } from '../movement';
import { purchaseTurnStart } from '../purchase';
import { raidsTurnStart } from '../raids';
import { scrambleTurnStart } from '../scramble';

/** What every mechanic's turn start sets (the fields freshTurn names). */
type TurnStart = ReturnType<typeof captureTurnStart> &
  ReturnType<typeof purchaseTurnStart> &
  ReturnType<typeof mobilizeTurnStart> &
  ReturnType<typeof movementTurnStart> &
  ReturnType<typeof combatTurnStart> &
  ReturnType<typeof raidsTurnStart> &
  ReturnType<typeof scrambleTurnStart> &
  ReturnType<typeof kamikazeTurnStart>;

/** What a turn starts with: nothing bought, moved, fought or captured yet (each mechanic's turn start, from its state.ts). */
export function freshTurn(): TurnStart {
  // One literal that names each mechanic's fields, not spreads or Object.assign of the eight: V8 builds eight spreads in
  // about 15 µs, and Object.assign's 21 added fields leave an object in dictionary mode, 1.7 µs to build and as much
  // again for copyState to read (it ran at every TurnStarted; issue 29). `Every<TurnStart>`: a field a mechanic adds to
  // its turn start and not named here is a compile error, not a field dropped (each turn start's type lists exactly the
  // fields it sets: a field named here and not set would be copied over the state as undefined). The order is the old
  // Object.assign's (test/rules/fresh-turn.test.ts).
  const capture = captureTurnStart();
  const purchase = purchaseTurnStart();
  const mobilize = mobilizeTurnStart();
  const movement = movementTurnStart();
  const combat = combatTurnStart();
  const raids = raidsTurnStart();
  const scramble = scrambleTurnStart();
  const kamikaze = kamikazeTurnStart();
  const fresh: Every<TurnStart> = {
    capturedThisTurn: capture.capturedThisTurn,
    purchased: purchase.purchased,
    freeToPlace: purchase.freeToPlace,
    heldPurchases: purchase.heldPurchases,
    placedThrough: mobilize.placedThrough,
    placedThisTurn: mobilize.placedThisTurn,
    upgradedThisTurn: mobilize.upgradedThisTurn,
    movement: movement.movement,
    unloadedInto: movement.unloadedInto,
    moveLog: movement.moveLog,
    battles: combat.battles,
    battle: combat.battle,
    foughtAtSea: combat.foughtAtSea,
    bombardedThisTurn: combat.bombardedThisTurn,
    evadedSubs: combat.evadedSubs,
    portAttacks: combat.portAttacks,
    supportingShips: combat.supportingShips,
    raids: raids.raids,
    scrambledThisTurn: scramble.scrambledThisTurn,
    kamikazeWindow: kamikaze.kamikazeWindow,
    kamikazeZonesHit: kamikaze.kamikazeZonesHit,
  };
  return fresh;
}

/** Every key of T present, an optional one possibly undefined (as copy-state.ts's EveryField). */
type Every<T> = { [K in keyof Required<T>]: T[K] };

/** The state right after GameCreated: the ruleset's standard setup, or the position it records. */
export function initialState(data: Extract<GameEvent, { type: 'GameCreated' }>['data']): GameState {
  const rs = rulesetView(data.rulesetId).data;
  const units: Record<string, Unit> = {};
  let n = 0;
  for (const s of rs.setup) {
    for (let i = 0; i < s.count; i++) {
      const id = `u${++n}`;
      units[id] = { id, type: s.type, owner: s.owner, at: s.territory, damage: 0 };
    }
  }
  const owners: GameState['owners'] = {};
  for (const t of rs.territories) if (t.kind === 'land') owners[t.name] = t.owner;
  // RULES §8.2 x2-enlarged-pacific [S3 §1]: extra units for each listed territory's owner at the start (a position states its own units).
  const enlarged = rulesetView(data.rulesetId).def.optionParams?.enlargedPacific;
  if (enlarged && !data.position && data.options.includes('x2-enlarged-pacific'))
    for (const { territory, types } of enlarged.units) {
      const owner = owners[territory];
      if (!owner) continue;
      for (const type of types) {
        const id = `u${++n}`;
        units[id] = { id, type, owner, at: territory, damage: 0 };
      }
    }
  const relations: GameState['relations'] = {};
  for (const r of rs.relationships) relations[pairKey(r.a, r.b)] = r.kind;
  const pus: GameState['pus'] = {};
  for (const p of rs.powers) if (p.playable) pus[p.id] = p.startingPUs;
  const start = gameStart(rulesetView(data.rulesetId), data);
  const state: GameState = {
    gameId: data.gameId,
    rulesetId: data.rulesetId,
    options: data.options,
    name: data.name,
    status: 'active',
    winner: null,
    ruling: null,
    botSeats: {},
    seats: {},
    organizerTokenHash: data.organizerTokenHash,
    // Where the game starts (a position's start, too: applyPosition then sets the same).
    round: start.round,
    current: start.current,
    phase: start.phase,
    pus,
    owners,
    units: UnitTable.of(Object.values(units)),
    nextUnitNumber: n + 1,
    relations,
    ...freshTurn(),
    casualtyOrders: {},
    objectivesPaid: [],
    kamikazeTokens: { ...rs.kamikazeTokens },
    kamikazeActive: rulesetView(data.rulesetId).switches.kamikazeActiveFromStart,
    kamikazeArmed: [],
    victoryPending: start.victoryPending,
    victoryPoints: {},
    bombingDamage: {},
    bombingCounted: {},
    seaHolders: initialSeaHolders(rulesetView(data.rulesetId)),
    rated: data.rated ?? false,
    seating: data.seating ?? 'open',
    invitations: {},
    clocks: data.clocks
      ? { settings: data.clocks, remaining: {}, extra: {}, running: null, pausedAt: null, timedOut: null, flagged: [] }
      : null,
    dice: initialDiceState(data),
    version: 1,
  };
  // A game set up from a position starts from the complete position its first event records.
  return data.position ? applyPosition(state, data.position) : state;
}
