// What runs by itself as a phase begins or ends, and when a turn ends: the
// ruleset names the hooks in its turn (rulesets/<id>/definition.ts); each is
// implemented by the mechanic it belongs to, and looked up here by name. Also
// what must be done before any phase ends (phaseEnd), each the check of the
// mechanic whose rule it is, so that turn/ imports neither combat nor movement.
import type { Hooks } from './mechanic';
import { collectIncome, convoyRaidEvents } from '../income';
import { battlesPendingProblem } from '../combat';
import { factoryRemovalEvents } from '../capture';
import { noDice, diceRoller } from '../dice';
import { kamikazeEvents, kamikazeWindowEvents } from '../kamikaze';
import { refundUnplaced, freeUnitToPlaceEvents, nationalGuardEvents, shipbuildingEvents } from '../mobilize';
import { garrisonShortProblem, landingEvents, patrolZoneLossEvents } from '../movement';
import { automaticWarEvents } from '../politics';
import { shipRepairs } from '../purchase';
import { militaryVictoryEvents, victoryEvents, victoryPointEvents, roundVictoryEvents } from '../victory';
import { unitsReceived } from '../reinforcements';
import { seaControlEvents } from '../sea-control';
import { uprightEvents } from '../resurface';

/**
 * A phase hook sees the game as the phase begins or ends, with `power` the power whose phase it is;
 * `dice` for the hooks that roll (2E convoy dice), which return their DiceRolled events first.
 */
const PHASE_HOOKS: Hooks['phase'] = {
  repairShips: shipRepairs,
  kamikazeWindow: kamikazeWindowEvents,
  landPlanes: (s, rs, power) => landingEvents(s, rs, power, true),
  patrolZones: patrolZoneLossEvents,
  landPlanesAfterPlacement: (s, rs, power) => landingEvents(s, rs, power),
  refundUnplaced,
  automaticWar: automaticWarEvents,
  collectIncome: (s, rs, power, dice) => {
    const roller = diceRoller(s, dice ?? noDice);
    const income = collectIncome(s, rs, power, roller.roll);
    // AMBIG-42: victory points for what was collected (rulesets with victory points only).
    return [...roller.events, income, ...victoryPointEvents(s, rs, power, income.data.amount)];
  },
  unitsInsteadOfPUs: unitsReceived,
  controlSeaZones: seaControlEvents,
  uprightBattleships: uprightEvents,
  removeFactories: (s, rs) => factoryRemovalEvents(s, rs),
  freeUnitToPlace: freeUnitToPlaceEvents,
  nationalGuard: nationalGuardEvents,
  convoyRaids: convoyRaidEvents,
};

/** A turn-end hook sees the game right after TurnEnded. */
const TURN_END_HOOKS: Hooks['turnEnd'] = {
  kamikazeActivation: kamikazeEvents,
  victory: victoryEvents,
  shipbuilding: shipbuildingEvents,
  roundVictory: roundVictoryEvents,
  militaryVictory: militaryVictoryEvents,
};

/** Every mechanic's hooks, by name (handed to the rules in DecideContext.hooks by engine/decide.ts). */
/** What stops a phase ending, checked in this order: Non-combat Move's garrison (hr01-manchuria-garrison), then Conduct Combat's battles. */
const PHASE_END_CHECKS: Hooks['phaseEnd'] = [garrisonShortProblem, battlesPendingProblem];

export const HOOKS: Hooks = { phase: PHASE_HOOKS, turnEnd: TURN_END_HOOKS, phaseEnd: PHASE_END_CHECKS };
