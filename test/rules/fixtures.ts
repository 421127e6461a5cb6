// Test fixtures: games built by folding events, and positions made by editing
// the folded state (plain data) where a test needs a situation the standard
// setup does not have.
import { decide, evolve, fixedDice, fold, noDice, type Command, type Decision, type GameEvent, type GameState } from '../../src/rules';
import type { Actor } from '../../src/rules/engine/commands';
import type { PowerId, Unit, UnitType } from '../../src/rules';

export const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as const;

export function newGame(rulesetId = 'pacific-1940', options: string[] = []): GameState {
  const d = decide(
    null,
    { type: 'CreateGame', gameId: 'g1', rulesetId, options, name: 'test', organizerTokenHash: 'org' },
    {
      actor: { kind: 'anonymous' },
      dice: noDice,
    },
  );
  if (!d.ok) throw new Error(d.violation.message);
  return fold(d.events)!;
}

export const seat = (power: PowerId): Actor => ({ kind: 'seat', power });

/** Decides as `power` (the current power by default). */
export function play(state: GameState, command: Command, power: PowerId = state.current): Decision {
  return decide(state, command, { actor: seat(power), dice: noDice });
}

/** Decides and applies; fails the test if refused. */
export function apply(state: GameState, command: Command, power = state.current): { state: GameState; events: GameEvent[] } {
  deepFreeze(state); // decide and evolve must never change the state they are given
  const d = play(state, command, power);
  if (!d.ok) throw new Error(`${command.type} refused: ${d.violation.code} ${d.violation.message}`);
  return { state: d.events.reduce<GameState>((s, e) => evolve(s, e), state), events: d.events };
}

export function refusal(d: Decision) {
  if (d.ok) throw new Error(`expected a refusal, got ${d.events.map((e) => e.type).join(', ')}`);
  return d.violation;
}

/** Ends phases until the current power reaches `phase`. */
export function advanceTo(state: GameState, phase: GameState['phase']): GameState {
  let s = state;
  for (let i = 0; i < 10 && s.phase !== phase; i++) s = apply(s, { type: 'EndPhase' }).state;
  if (s.phase !== phase) throw new Error(`could not reach ${phase}`);
  return s;
}

/**
 * Ends the current turn: the power's, or a player's whole joint turn (RULES §7, AMBIG-43: Britain's India and
 * Australia), up to the next TurnStarted or the game's end.
 */
export function endTurn(state: GameState): GameState {
  return turnEvents(state).state;
}

/** The events of a whole turn, ended phase by phase. */
export function turnEvents(state: GameState): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 30 && s.status === 'active'; i++) {
    const r = apply(s, { type: 'EndPhase' });
    s = r.state;
    events.push(...r.events);
    if (r.events.some((e) => e.type === 'TurnStarted')) break;
  }
  return { state: s, events };
}

/** The events of `turns` whole turns in a row (a round is 5; 4 in pacific-2001, whose Britain plays one turn). */
export function roundEvents(state: GameState, turns = 5): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < turns; i++) {
    const t = turnEvents(s);
    events.push(...t.events);
    s = t.state;
  }
  return { state: s, events };
}

/** Ends phases until `power` is to move (its turn, or its step of its player's turn, RULES §7). */
export function untilTurnOf(state: GameState, power: PowerId): GameState {
  let s = state;
  for (let i = 0; i < 80 && s.current !== power && s.status === 'active'; i++) s = apply(s, { type: 'EndPhase' }).state;
  if (s.current !== power) throw new Error(`${power} never came to move`);
  return s;
}

// --- position edits (tests only) ---

export function withOwner(state: GameState, territory: string, owner: PowerId | null): GameState {
  return { ...state, owners: { ...state.owners, [territory]: owner } };
}

let extra = 0;
export function withUnits(state: GameState, owner: PowerId, at: string, type: UnitType, count = 1, damage = 0): GameState {
  const added: Unit[] = [];
  for (let i = 0; i < count; i++) {
    const id = `t${++extra}`;
    added.push({ id, type, owner, at, damage });
  }
  return { ...state, units: state.units.withUnits(added) };
}

export function withoutUnits(state: GameState, at: string, pred: (u: Unit) => boolean = () => true): GameState {
  return {
    ...state,
    units: state.units.without(
      state.units
        .at(at)
        .filter(pred)
        .map((u) => u.id),
    ),
  };
}

export function withPUs(state: GameState, power: PowerId, pus: number): GameState {
  return { ...state, pus: { ...state.pus, [power]: pus } };
}

export function withRelation(state: GameState, a: PowerId, b: PowerId, kind: 'war' | 'allied' | 'neutral'): GameState {
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  return { ...state, relations: { ...state.relations, [key]: kind } };
}

/** Makes `power` the current power in `phase` (a teaching position). */
export function atTurn(state: GameState, power: PowerId, phase: GameState['phase'] = 'purchase'): GameState {
  return { ...state, current: power, phase };
}

export const unitsOf = (state: GameState, at: string, owner?: PowerId, type?: UnitType) =>
  state.units.all().filter((u) => u.at === at && (!owner || u.owner === owner) && (!type || u.type === type));

export function incomeEvent(events: GameEvent[]) {
  const e = events.find((x) => x.type === 'IncomeCollected');
  if (!e || e.type !== 'IncomeCollected') throw new Error('no IncomeCollected event');
  return e.data;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Ids of `count` units of a type and owner at a place (all when count is omitted). */
export function ids(state: GameState, at: string, owner: PowerId, type: UnitType, count?: number): string[] {
  const all = unitsOf(state, at, owner, type).map((u) => u.id);
  if (count !== undefined && all.length < count) throw new Error(`only ${all.length} ${owner} ${type} in ${at}`);
  return count === undefined ? all : all.slice(0, count);
}

export const move = (units: string[], ...route: string[]) => ({ type: 'MoveUnits' as const, units, route });

/** Decides with fixed dice as `power` (the current power by default); fails the test if refused. */
export function applyWith(
  state: GameState,
  command: Command,
  dice: number[],
  power = state.current,
): { state: GameState; events: GameEvent[] } {
  deepFreeze(state);
  const d = decide(state, command, { actor: seat(power), dice: fixedDice(dice) });
  if (!d.ok) throw new Error(`${command.type} refused: ${d.violation.code} ${d.violation.message}`);
  return { state: d.events.reduce<GameState>((s, e) => evolve(s, e), state), events: d.events };
}

export function playWith(state: GameState, command: Command, dice: number[], power = state.current): Decision {
  return decide(state, command, { actor: seat(power), dice: fixedDice(dice) });
}

/** CNV-5 [seed 000 §Convoy], the worked example's convoy line: 2 subs x2 + 1 destroyer = 5, capped at Malaya 3 + Shan State 1 = 4. */
export const CNV5_CONVOY_LINE = {
  source: 'convoy',
  seaZone: '37 Sea Zone',
  pus: -4,
  raw: 5,
  cap: 4,
  ships: [
    { owner: 'Japan', type: 'destroyer', count: 1, each: 1 },
    { owner: 'Japan', type: 'submarine', count: 2, each: 2 },
  ],
};
