// evolve(state, event) -> state: applies a fact. It never decides or rolls.
import type { EventOf, GameEvent } from './events';
import { evolveDice, initialDiceState } from '../dice/log';
import { rulesetView } from '../ruleset/view';
import { applyBattle } from '../combat/evolve';
import { applyPosition } from '../positions/apply';
import { applyEdits } from '../positions/edit';
import { battlesStillManned, pairKey, type GameState, type Unit } from './state';
import { applyKamikaze } from '../kamikaze/activation';
import { applyVictory } from '../victory/victory';
import { applyKamikazeAttack } from '../kamikaze/attack';
import { applyTransportsSunk } from '../movement/sub-strike';

/** The state right after GameCreated: the ruleset's standard setup. */
/** What a turn starts with: nothing bought, moved, fought or captured yet. */
function freshTurn() {
  return {
    capturedThisTurn: [],
    purchased: {},
    placedThrough: {},
    placedThisTurn: [],
    upgradedThisTurn: [],
    movement: {},
    unloadedInto: {},
    moveLog: [],
    battles: [],
    battle: null,
    raids: {},
    foughtAtSea: [],
    scrambledThisTurn: [],
    kamikazeWindow: null,
    kamikazeZonesHit: [],
  } satisfies Partial<GameState>;
}

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
  const relations: GameState['relations'] = {};
  for (const r of rs.relationships) relations[pairKey(r.a, r.b)] = r.kind;
  const pus: GameState['pus'] = {};
  for (const p of rs.powers) if (p.playable) pus[p.id] = p.startingPUs;
  const state: GameState = {
    gameId: data.gameId,
    rulesetId: data.rulesetId,
    options: data.options,
    name: data.name,
    status: 'active',
    winner: null,
    seats: {},
    organizerTokenHash: data.organizerTokenHash,
    round: 1,
    current: data.turnOrder[0],
    phase: 'purchase',
    pus,
    owners,
    units,
    nextUnitNumber: n + 1,
    relations,
    ...freshTurn(),
    casualtyOrders: {},
    objectivesPaid: [],
    kamikazeTokens: { ...rs.kamikazeTokens },
    kamikazeActive: rulesetView(data.rulesetId).switches.kamikazeActiveFromStart,
    kamikazeArmed: [],
    victoryPending: null,
    rated: data.rated ?? false,
    dice: initialDiceState(data),
    version: 1,
  };
  // A game set up from a position starts from the complete position its first event records.
  return data.position ? applyPosition(state, data.position) : state;
}

export function evolve(state: GameState | null, event: GameEvent): GameState {
  if (event.type === 'GameCreated') return initialState(event.data);
  if (!state) throw new Error(`evolve: ${event.type} before GameCreated`);
  // A new object every time: states are shared by snapshots and replays, never mutated.
  const next: GameState = { ...apply(state, event), version: state.version + 1 };
  const move = moveNumberOf(event);
  if (move === null) return next;
  // Remember the state before each move of the phase, for undo.
  const log = next.moveLog;
  const last = log[log.length - 1];
  const startedWar = event.type === 'WarDeclared';
  const rolledDice = event.type === 'TransportsSunk'; // MOV-11: its dice cannot be taken back
  next.moveLog =
    last?.moveNumber === move
      ? [...log.slice(0, -1), { ...last, lastVersion: next.version, startedWar: last.startedWar || startedWar, rolledDice: last.rolledDice || rolledDice }]
      : [...log, { moveNumber: move, before: state, lastVersion: next.version, startedWar, rolledDice }];
  return next;
}

function moveNumberOf(e: GameEvent): number | null {
  if (e.type === 'UnitsMoved' || e.type === 'TerritoryCaptured' || e.type === 'TransportsSunk') return e.data.moveNumber || null; // 0: captured in battle
  if ((e.type === 'WarDeclared' || e.type === 'RelationshipChanged') && e.data.cause.kind === 'actOfWar') return e.data.cause.moveNumber;
  return null;
}

function apply(s: GameState, e: Exclude<GameEvent, { type: 'GameCreated' }>): GameState {
  switch (e.type) {
    case 'SeatTaken':
      return { ...s, seats: { ...s.seats, [e.data.power]: e.data.tokenHash }, dice: evolveDice(s.dice, e) };
    case 'DiceRolled':
    case 'DiceSeedRevealed':
    case 'DiceSeedDisclosed':
      return { ...s, dice: evolveDice(s.dice, e) };
    case 'TurnStarted':
      return {
        ...s,
        round: e.data.round,
        current: e.data.power,
        phase: 'purchase',
        ...freshTurn(),
      };
    case 'PhaseStarted': // undo reaches back only within one movement phase
      return { ...s, phase: e.data.phase, moveLog: [] };
    case 'UnitsPurchased': {
      const purchased = { ...s.purchased };
      for (const u of e.data.units) purchased[u.type] = (purchased[u.type] ?? 0) + u.count;
      return { ...s, purchased, pus: { ...s.pus, [e.data.power]: e.data.pusLeft } };
    }
    case 'FacilitiesRepaired': {
      const units = { ...s.units };
      for (const r of e.data.repairs) units[r.unitId] = { ...units[r.unitId], damage: r.damageLeft };
      return { ...s, units, pus: { ...s.pus, [e.data.power]: e.data.pusLeft } };
    }
    case 'ShipsRepaired': {
      const units = { ...s.units };
      for (const r of e.data.units) units[r.unitId] = { ...units[r.unitId], damage: 0 };
      return { ...s, units };
    }
    case 'UnitsPlaced': {
      const units = { ...s.units };
      const purchased = { ...s.purchased };
      const placedThrough = { ...s.placedThrough };
      let nextUnitNumber = s.nextUnitNumber;
      for (const r of e.data.upgraded) {
        // MOB-6: the minor factory becomes what its upgrade makes it, and the upgrade bought is used.
        const upgrade = rulesetView(s.rulesetId).def.upgrades.find((u) => u.from === units[r.unitId].type)!;
        units[r.unitId] = { ...units[r.unitId], type: upgrade.to };
        purchased[upgrade.buy] = (purchased[upgrade.buy] ?? 0) - 1;
      }
      for (const { through, ...u } of e.data.units) {
        units[u.id] = u;
        purchased[u.type] = (purchased[u.type] ?? 0) - 1;
        if (through) placedThrough[through] = (placedThrough[through] ?? 0) + 1;
        nextUnitNumber = Math.max(nextUnitNumber, Number(u.id.slice(1)) + 1);
      }
      for (const k of Object.keys(purchased)) if (purchased[k] <= 0) delete purchased[k];
      return {
        ...s,
        units,
        purchased,
        placedThrough,
        nextUnitNumber,
        placedThisTurn: [...s.placedThisTurn, ...e.data.units.map((u) => u.id)],
        upgradedThisTurn: [...s.upgradedThisTurn, ...e.data.upgraded.map((r) => r.territory)],
      };
    }
    case 'UnplacedUnitsRefunded':
      return { ...s, purchased: {}, pus: { ...s.pus, [e.data.power]: e.data.pusAfter } };
    case 'ConvoyDisruptionDeclared': // the war it starts is its own event; income then counts the zone (CNV-6)
      return s;
    case 'WarDeclared':
      return { ...s, relations: { ...s.relations, [pairKey(e.data.a, e.data.b)]: 'war' } };
    case 'RelationshipChanged':
      return { ...s, relations: { ...s.relations, [pairKey(e.data.a, e.data.b)]: e.data.to } };
    case 'IncomeCollected':
      return {
        ...s,
        pus: { ...s.pus, [e.data.power]: e.data.pusAfter },
        objectivesPaid: [...s.objectivesPaid, ...e.data.objectivesPaidOnce],
      };
    case 'TurnEnded':
      return s;
    case 'KamikazeTriggerArmed':
    case 'KamikazeActivated':
      return applyKamikaze(s, e);
    case 'KamikazeWindowOpened':
    case 'KamikazeAttacked':
    case 'KamikazeWindowClosed':
      return applyKamikazeAttack(s, e);
    case 'TransportsSunk':
      return applyTransportsSunk(s, e);
    case 'VictoryPending':
    case 'VictoryPendingCleared':
    case 'GameEnded':
      return applyVictory(s, e);
    case 'PositionEdited':
      return applyEdits(s, e.data.edits);
    case 'UnitsMoved':
      return applyMove(s, e.data);
    case 'TerritoryCaptured':
      return applyCapture(s, e.data);
    case 'MoveUndone': {
      const record = s.moveLog.find((m) => m.moveNumber === e.data.moveNumber);
      if (!record) throw new Error(`evolve: move ${e.data.moveNumber} is not in this phase's log`);
      return record.before;
    }
    case 'BattleStarted':
    case 'BattleStep':
    case 'HitsScored':
    case 'CasualtiesChosen':
    case 'CasualtiesRemoved':
    case 'BattleRoundEnded':
    case 'BattleContinued':
    case 'AttackersRetreated':
    case 'BattleEnded':
    case 'InterceptorsCommitted':
    case 'BombersAssigned':
    case 'FacilitiesDamaged':
    case 'PlanesScrambled':
    case 'ScrambledPlanesReturned':
    case 'SubsSubmerged':
    case 'PlanesStranded':
    case 'PlanesLanded':
    case 'LandingCancelled':
      return applyBattle(s, e);
    case 'CasualtyOrderSet': {
      const casualtyOrders = { ...s.casualtyOrders };
      if (e.data.orderOfLoss) casualtyOrders[e.data.power] = e.data.orderOfLoss;
      else delete casualtyOrders[e.data.power];
      return { ...s, casualtyOrders };
    }
    case 'AircraftLost': {
      const units = { ...s.units };
      for (const u of e.data.units) delete units[u.unitId];
      return { ...s, units };
    }
    case 'AircraftLanded': {
      const units = { ...s.units };
      for (const u of e.data.units) units[u.unitId] = { ...units[u.unitId], carriedBy: u.carrierId };
      return { ...s, units };
    }
  }
}

/** Folds a list of events from nothing. */
export function fold(events: GameEvent[], from: GameState | null = null): GameState | null {
  let state = from;
  for (const e of events) state = evolve(state, e);
  return state;
}

function applyMove(s: GameState, d: EventOf<'UnitsMoved'>['data']): GameState {
  const units = { ...s.units };
  const movement = { ...s.movement };
  const unloadedInto = { ...s.unloadedInto };
  const to = d.route[d.route.length - 1];
  for (const m of d.units) {
    const before = units[m.unitId];
    if (m.unloaded && before.carriedBy) unloadedInto[before.carriedBy] = to;
    const { carriedBy: _old, ...rest } = before;
    units[m.unitId] = m.carriedBy ? { ...rest, at: to, carriedBy: m.carriedBy } : { ...rest, at: to };
    const prev = movement[m.unitId];
    movement[m.unitId] = {
      spent: (prev?.spent ?? 0) + m.cost,
      startedAt: prev?.startedAt ?? d.from,
      inCombatMove: (prev?.inCombatMove ?? false) || d.phase === 'combatMove',
      unloaded: (prev?.unloaded ?? false) || m.unloaded,
      cameFrom: d.route.length > 1 ? d.route[d.route.length - 2] : d.from,
    };
  }
  for (const id of d.cargo) units[id] = { ...units[id], at: to };
  let battles = d.battle && !s.battles.includes(to) ? [...s.battles, to] : s.battles;
  if (d.scrambleZone && !battles.includes(d.scrambleZone)) battles = [d.scrambleZone, ...battles];
  // Units that were already where a battle is due may leave it; if none of the mover's units are left there, there is no battle.
  battles = battlesStillManned({ ...s, units, battles }, d.power, [d.from]);
  const raids = d.raid ? { ...s.raids, [to]: { units: [...(s.raids[to]?.units ?? []), ...d.units.map((m) => m.unitId)], done: false } } : s.raids;
  return { ...s, units, movement, unloadedInto, battles, raids };
}

function applyCapture(s: GameState, d: EventOf<'TerritoryCaptured'>['data']): GameState {
  const owners = { ...s.owners, [d.territory]: d.to };
  for (const r of d.returned) owners[r.territory] = r.to;
  const units = { ...s.units };
  for (const f of d.facilities) units[f.unitId] = { ...units[f.unitId], type: f.becomes, owner: d.to, damage: f.damage };
  for (const id of d.removed) delete units[id];
  const pus = { ...s.pus };
  if (d.pusSeized) {
    pus[d.pusSeized.from] = (pus[d.pusSeized.from] ?? 0) - d.pusSeized.amount;
    pus[d.by] = (pus[d.by] ?? 0) + d.pusSeized.amount;
  }
  const taken = [d.territory, ...d.returned.map((r) => r.territory)].filter((t) => !s.capturedThisTurn.includes(t));
  return { ...s, owners, units, pus, capturedThisTurn: [...s.capturedThisTurn, ...taken] };
}
