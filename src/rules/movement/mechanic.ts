// Combat Move and Non-combat Move (RULES §4.3 MOV, §4.6 NCM) as a mechanic.
import { type Mechanic, endThePhase } from '../engine';
import { garrisonReinforcement } from './garrison-fix';
import { decideMove, decideUndo } from './decide-move';
import { moverOf } from './mover';
import { movableUnits } from './destinations';
import { applyAircraftLanded, applyAircraftLost, applyMove, applyUndo } from './evolve';
import { applyTransportsSunk } from './sub-strike';
import { applyPatrolShot } from './patrol-shot';
import { applyPatrolZoneUnitsLost } from './patrol-zone';
import { applyEnteredPort, applyLeftPort, decideEnterPort } from './port-shelter';
import { optionOn } from '../rulesets';

export const movement = {
  chapter: 'Combat Move and Non-combat Move (RULES §4.3 MOV, §4.6 NCM)',
  commands: {
    MoveUnits: { from: 'turn', decide: (s, c, x) => decideMove(s, x.rs, x.power, c, x.dice, x.evolve) },
    EnterPort: {
      from: 'turn',
      decide: (s, c, x) => decideEnterPort(s, x.rs, moverOf(s, x.power, c.units), c.units, c.port),
    },
    UndoMove: {
      from: 'turn',
      phases: {
        in: ['combatMove', 'nonCombatMove'],
        rule: 'API',
        message: 'Moves are taken back only in the movement phase they were made in.',
      },
      decide: (s, _c, x) => decideUndo(s, x.power),
    },
  },
  events: {
    UnitsMoved: applyMove,
    MoveUndone: applyUndo,
    TransportsSunk: applyTransportsSunk,
    PatrolShot: applyPatrolShot,
    PatrolZoneUnitsLost: applyPatrolZoneUnitsLost,
    AircraftLost: applyAircraftLost,
    AircraftLanded: applyAircraftLanded,
    ShipsEnteredPort: applyEnteredPort,
    ShipsLeftPort: applyLeftPort,
  },
  decisions: {
    combatMove: endThePhase,
    // RULES §8.1 hr01-manchuria-garrison: a short garrison is made good before Non-combat Move may end.
    nonCombatMove: {
      safe: (s, rs, d) => {
        const fix = garrisonReinforcement(s, rs, d.power);
        return [
          { type: 'EndPhase', phase: s.phase },
          ...(fix ? [{ type: 'MoveUnits' as const, units: [fix.unit], route: fix.route }] : []),
        ];
      },
    },
  },
  pending: (s, rs) =>
    (s.phase === 'combatMove' && !s.kamikazeWindow) || s.phase === 'nonCombatMove'
      ? [
          {
            kind: s.phase,
            power: s.current,
            place: null,
            // RULES §8.1 hr01-ports-shelter: going into port is a non-combat move.
            commands:
              s.phase === 'nonCombatMove' && optionOn(s, 'hr01-ports-shelter')
                ? ['MoveUnits', 'EnterPort', 'UndoMove', 'EndPhase']
                : ['MoveUnits', 'UndoMove', 'EndPhase'],
            rule: s.phase === 'combatMove' ? 'MOV-1' : 'NCM-1',
            required: true,
            units: movableUnits(s, rs),
          },
        ]
      : [],
} satisfies Mechanic;
