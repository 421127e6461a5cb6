// The game state the rules decide on: every mechanic's part of it (each in
// its <folder>/state.ts), built only by folding events (evolve.ts).
import type { CaptureState } from '../capture';
import type { CombatState } from '../combat';
import type { DiceSlice } from '../dice';
import type { GameSetupState } from '../game';
import type { Unit } from '../units';
import type { IncomeState } from '../income';
import type { KamikazeState } from '../kamikaze';
import type { MobilizeState } from '../mobilize';
import type { MovementState } from '../movement';
import type { PoliticsState } from '../politics';
import type { PurchaseState } from '../purchase';
import type { RaidsState } from '../raids';
import type { ScrambleState } from '../scramble';
import type { TurnState } from '../turn';
import type { VictoryState } from '../victory';
import type { SeaControlState } from '../sea-control';
import type { RulingsState } from '../rulings';
import type { ClocksState } from '../clocks';
import type { BotSeatsState } from '../bot-seats';
import type { PowerId, RelationKind, TerritoryName, UnitType, Phase } from '../ruleset';

export type { Phase };
export type { Unit };
export type { BattleState, BattleStepName, LandBattle, RaidBattle, RaidStep, RoundStep, SeaBattle } from '../combat';
export type { MoveRecord, UnitMovement } from '../movement';
export type { VictoryPending } from '../victory';

/** What the current power bought this turn and has not placed, by type (MOB-1). */
export const purchasedUnits = (s: Pick<GameState, 'purchased'>): [UnitType, number][] =>
  (Object.entries(s.purchased) as [UnitType, number | undefined][]).filter((e): e is [UnitType, number] => (e[1] ?? 0) > 0);

export interface GameState
  extends
    GameSetupState,
    TurnState,
    PurchaseState,
    MobilizeState,
    CaptureState,
    PoliticsState,
    MovementState,
    CombatState,
    RaidsState,
    ScrambleState,
    KamikazeState,
    IncomeState,
    VictoryState,
    SeaControlState,
    RulingsState,
    ClocksState,
    BotSeatsState,
    DiceSlice {}

/**
 * Pair keys already made, by their two powers: relation() runs for every plane, ship and check of an end of phase, and a
 * new string each time, looked up in the relations, cost about twice a kept one (issue 29). At most PAIR_KEYS_KEPT are
 * kept, so that names from outside (a command's) cannot grow it without bound; past that, keys are made as before.
 */
const pairKeys = new Map<string, Map<string, string>>();
const PAIR_KEYS_KEPT = 1024;
let pairKeysKept = 0;

/** The key of the pair {a, b} in the relations (the same for either order). */
export function pairKey(a: string, b: string): string {
  const kept = pairKeys.get(a)?.get(b);
  if (kept !== undefined) return kept;
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  if (pairKeysKept < PAIR_KEYS_KEPT) {
    let byB = pairKeys.get(a);
    if (!byB) pairKeys.set(a, (byB = new Map()));
    byB.set(b, key);
    pairKeysKept++;
  }
  return key;
}

export function relation(state: GameState, a: PowerId, b: PowerId): RelationKind | 'self' {
  if (a === b) return 'self';
  return state.relations[pairKey(a, b)] ?? 'neutral';
}

export const atWar = (state: GameState, a: PowerId, b: PowerId) => relation(state, a, b) === 'war';

/** Own or allied (RULES: "own or allied harbour", "friendly"). */
export const friendly = (state: GameState, a: PowerId, b: PowerId) => {
  const r = relation(state, a, b);
  return r === 'self' || r === 'allied';
};

export function unitsAt(state: GameState, at: TerritoryName): Unit[] {
  return [...state.units.at(at)];
}

export function heldSinceTurnStart(state: GameState, territory: TerritoryName, power: PowerId): boolean {
  return state.owners[territory] === power && !state.capturedThisTurn.includes(territory);
}

/**
 * MOV-1: a battle needs attackers; drops those of `places` where none of `attackers` (the attacker, with the powers
 * attacking with it, RULES §7) has a unit left (a failed landing's, a sunk mover's).
 */
export function battlesStillManned(
  s: Pick<GameState, 'battles' | 'units'>,
  attackers: readonly PowerId[],
  places: readonly TerritoryName[],
): TerritoryName[] {
  return s.battles.filter((p) => !places.includes(p) || s.units.at(p).some((u) => attackers.includes(u.owner)));
}
