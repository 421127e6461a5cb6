// evolve(state, event) -> state: applies a fact. It never decides or rolls.
import type { GameEvent } from './events';
import { UPGRADE } from './economy/facilities';
import { rulesetView } from './ruleset/view';
import { pairKey, type GameState, type Unit } from './state';

/** The state right after GameCreated: the ruleset's standard setup. */
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
  return {
    gameId: data.gameId,
    rulesetId: data.rulesetId,
    options: data.options,
    name: data.name,
    status: 'active',
    seats: {},
    organizerTokenHash: data.organizerTokenHash,
    round: 1,
    current: data.turnOrder[0],
    phase: 'purchase',
    pus,
    owners,
    capturedThisTurn: [],
    units,
    nextUnitNumber: n + 1,
    relations,
    purchased: {},
    placedThrough: {},
    placedThisTurn: [],
    upgradedThisTurn: [],
    objectivesPaid: [],
    kamikazeTokens: { ...rs.kamikazeTokens },
    version: 1,
  };
}

export function evolve(state: GameState | null, event: GameEvent): GameState {
  if (event.type === 'GameCreated') return initialState(event.data);
  if (!state) throw new Error(`evolve: ${event.type} before GameCreated`);
  // A new object every time: states are shared by snapshots and replays, never mutated.
  return { ...apply(state, event), version: state.version + 1 };
}

function apply(s: GameState, e: Exclude<GameEvent, { type: 'GameCreated' }>): GameState {
  switch (e.type) {
    case 'SeatTaken':
      return { ...s, seats: { ...s.seats, [e.data.power]: e.data.tokenHash } };
    case 'TurnStarted':
      return {
        ...s,
        round: e.data.round,
        current: e.data.power,
        phase: 'purchase',
        capturedThisTurn: [],
        purchased: {},
        placedThrough: {},
        placedThisTurn: [],
        upgradedThisTurn: [],
      };
    case 'PhaseStarted':
      return { ...s, phase: e.data.phase };
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
        units[r.unitId] = { ...units[r.unitId], type: UPGRADE.to };
        purchased[UPGRADE.unit] = (purchased[UPGRADE.unit] ?? 0) - 1;
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
  }
}

/** Folds a list of events from nothing. */
export function fold(events: GameEvent[], from: GameState | null = null): GameState | null {
  let state = from;
  for (const e of events) state = evolve(state, e);
  return state;
}
