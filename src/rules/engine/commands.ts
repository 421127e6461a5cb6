// Commands: what a player (or the server, for game creation) asks for. Each
// mechanic declares its own (<folder>/commands.ts); Command is all of them.
// The rules decide whether each is legal (decide.ts).
import type { PowerId } from '../ruleset';
import type { GameSetupCommand } from '../game';
import type { DiceCommand } from '../dice';
import type { TurnCommand } from '../turn';
import type { PurchaseCommand } from '../purchase';
import type { MobilizeCommand } from '../mobilize';
import type { IncomeCommand } from '../income';
import type { PoliticsCommand } from '../politics';
import type { KamikazeCommand } from '../kamikaze';
import type { MovementCommand } from '../movement';
import type { CombatCommand } from '../combat';
import type { ScrambleCommand } from '../scramble';
import type { RaidCommand } from '../raids';
import type { PositionCommand } from '../positions';
import type { RulingCommand } from '../rulings';
import type { ClockCommand } from '../clocks';
import type { BotSeatCommand } from '../bot-seats';

/**
 * Who sends a command. The API resolves seat tokens to this before the rules see it. `operator`: the server's operator
 * (its OPERATOR_TOKEN, docs/operations.md), for the organizer's commands whose spec lets it (`CommandAccess.operator`).
 */
export type Actor = { kind: 'seat'; power: PowerId } | { kind: 'organizer' } | { kind: 'operator' } | { kind: 'anonymous' };

export type Command =
  | GameSetupCommand
  | DiceCommand
  | TurnCommand
  | PurchaseCommand
  | MobilizeCommand
  | IncomeCommand
  | PoliticsCommand
  | KamikazeCommand
  | MovementCommand
  | CombatCommand
  | ScrambleCommand
  | RaidCommand
  | PositionCommand
  | RulingCommand
  | ClockCommand
  | BotSeatCommand;

export type CommandType = Command['type'];
