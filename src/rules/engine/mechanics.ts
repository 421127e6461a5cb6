// Every mechanic of the game, one per RULES chapter (src/rules/README.md);
// decide, evolve and pendingDecisions are composed from this list.
import { capture } from '../capture';
import { combat } from '../combat/mechanic';
import { dice } from '../dice';
import { game } from '../game';
import { income } from '../income';
import { kamikaze } from '../kamikaze';
import { mobilize } from '../mobilize';
import { movement } from '../movement/mechanic';
import { politics } from '../politics';
import { positions } from '../positions';
import { purchase } from '../purchase';
import { raids } from '../raids/mechanic';
import { scramble } from '../scramble';
import { turn } from '../turn';
import { victory } from '../victory';
import { airPatrol } from '../air-patrol';
import { reinforcements } from '../reinforcements';
import { resurface } from '../resurface';
import { seaControl } from '../sea-control';
import { rulings } from '../rulings';
import type { CommandSpecs, EventAppliers, Mechanic } from './mechanic';

export const MECHANICS: readonly Mechanic[] = [
  game,
  dice,
  positions,
  turn,
  politics,
  purchase,
  movement,
  capture,
  combat,
  raids,
  scramble,
  kamikaze,
  mobilize,
  income,
  victory,
  airPatrol,
  reinforcements,
  seaControl,
  resurface,
  rulings,
];

export interface Registry {
  commands: Required<CommandSpecs>;
  events: EventAppliers;
  owners: { commands: Record<string, string[]>; events: Record<string, string[]> };
}

let built: Registry | null = null;

/** The commands and events of every mechanic, each to its owner; built on first use (mechanics import the engine too). */
export function registry(): Registry {
  if (built) return built;
  const commands: Record<string, unknown> = {};
  const events: Record<string, unknown> = {};
  const owners: Registry['owners'] = { commands: {}, events: {} };
  for (const m of MECHANICS) {
    for (const [type, spec] of Object.entries(m.commands ?? {})) {
      commands[type] = spec;
      (owners.commands[type] ??= []).push(m.chapter);
    }
    for (const [type, apply] of Object.entries(m.events ?? {})) {
      events[type] = apply;
      (owners.events[type] ??= []).push(m.chapter);
    }
  }
  built = { commands: commands as Registry['commands'], events: events as EventAppliers, owners };
  return built;
}
