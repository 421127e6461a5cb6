// What every battle step works with: a script of events evolved as they are
// made (each step sees the last), and the small helpers the steps share.
import type { Dice, diceRoller } from '../dice';
import {
  type GameEvent,
  type Evolve,
  acceptEvolved,
  type Ruling,
  type BattleState,
  type BattleStepName,
  type GameState,
  type Unit,
} from '../engine';
import { battleOf } from './state';
import type { PowerId, RulesetView } from '../ruleset';
import { totalHits, type HitClasses } from './hits';
import { compareIds } from '../units';

export type Side = 'attacker' | 'defender';
export type Roller = ReturnType<typeof diceRoller>;

/**
 * Strategic bombing raids (RULES §4.5, raids/): a kind of battle the machine runs, the raids mechanic's own, handed
 * in by the engine (engine/battles.ts) so that combat never imports raids. `start`: FightBattle where a raid is flown
 * (SBR: it comes before a land battle there); `step`: a raid's next step.
 */
export interface RaidSteps {
  start: (s: GameState, rs: RulesetView, power: PowerId, dice: Dice, place: string, battles: Battles) => Ruling;
  step: (script: Script, rs: RulesetView, roller: Roller, b: BattleState) => void;
}

/**
 * What a battle's decide runs on (DecideContext.battles, composed by engine/battles.ts): the engine's evolve and the
 * battle machine (machine.ts) with every kind of battle in it, so that no decide imports either.
 */
export interface Battles {
  evolve: Evolve;
  run: (script: Script, rs: RulesetView, roller: Roller) => void;
  raid: RaidSteps;
}

/** Runs commands' events through evolve (the engine's, from the decide context) as they are made, so each step sees the last. */
export class Script {
  events: GameEvent[] = [];
  constructor(
    public s: GameState,
    private readonly evolve: Evolve,
  ) {}
  push(e: GameEvent) {
    this.events.push(e);
    this.s = this.evolve(this.s, e);
  }
  /** The command's ruling: these events, and the state they were evolved into. */
  ruling(): Ruling {
    return acceptEvolved(this.events, this.s);
  }
}

export const alive = (s: GameState, ids: string[]) => ids.filter((id) => s.units.has(id));
export const unitsOf = (s: GameState, ids: string[]) => alive(s, ids).map((id) => s.units.unit(id));

/** Dice order within a step: ascending by the number the unit hits at, then by unit id (BATTLE_DICE_ORDER). */
export function bySkill(units: Unit[], value: (u: Unit) => number): Unit[] {
  return [...units].sort((a, b) => value(a) - value(b) || compareIds(a.id, b.id));
}

export function scored(script: Script, b: BattleState, step: BattleStepName, by: Side, firing: string[], hits: HitClasses) {
  script.push({
    type: 'HitsScored',
    data: { place: b.place, round: battleOf(script.s).round, step, by, firing, hits, total: totalHits(hits) },
  });
}
