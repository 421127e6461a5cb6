// Events: past-tense facts, each with everything a replay viewer or auditor
// needs without re-running the rules (DESIGN "Rules core"). Each mechanic
// declares its own (<folder>/events.ts); GameEvent is all of them.
import type { GameSetupEvent } from '../game';
import type { DiceEvent } from '../dice';
import type { TurnEvent } from '../turn';
import type { PurchaseEvent } from '../purchase';
import type { MobilizeEvent } from '../mobilize';
import type { IncomeEvent } from '../income';
import type { PoliticsEvent } from '../politics';
import type { KamikazeEvent } from '../kamikaze';
import type { VictoryEvent } from '../victory';
import type { MovementEvent } from '../movement';
import type { CaptureEvent } from '../capture';
import type { CombatEvent } from '../combat';
import type { ScrambleEvent } from '../scramble';
import type { RaidEvent } from '../raids';
import type { PositionEvent } from '../positions';
import type { ReinforcementsEvent } from '../reinforcements';
import type { SeaControlEvent } from '../sea-control';
import type { RulingEvent } from '../rulings';
import type { ClockEvent } from '../clocks';
import type { BotSeatEvent } from '../bot-seats';

export type GameEvent =
  | GameSetupEvent
  | DiceEvent
  | TurnEvent
  | PurchaseEvent
  | MobilizeEvent
  | IncomeEvent
  | PoliticsEvent
  | KamikazeEvent
  | VictoryEvent
  | MovementEvent
  | CaptureEvent
  | CombatEvent
  | ScrambleEvent
  | RaidEvent
  | PositionEvent
  | ReinforcementsEvent
  | SeaControlEvent
  | RulingEvent
  | ClockEvent
  | BotSeatEvent;

export type { IncomeLine } from '../income';
export type { RelationChange, WarCause } from '../politics';
export type { BattleOutcome } from '../combat';

/** Bumped when a payload's shape changes; old payloads are upcast on read. */
export const EVENT_SCHEMA_VERSION = 1;

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
