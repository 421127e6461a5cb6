// Combat Move and Non-combat Move (RULES §4.3 MOV, §4.6 NCM) as a mechanic.
import type { Mechanic } from '../engine/mechanic';
import { decideMove, decideUndo } from './decide-move';
import { movableUnits } from './destinations';
import { applyAircraftLanded, applyAircraftLost, applyMove, applyUndo } from './evolve';
import { applyTransportsSunk } from './sub-strike';
import { applyPatrolShot } from './patrol-shot';
import { applyPatrolZoneUnitsLost } from './patrol-zone';

export const movement: Mechanic = {
  chapter: 'Combat Move and Non-combat Move (RULES §4.3 MOV, §4.6 NCM)',
  commands: {
    MoveUnits: { from: 'turn', decide: (s, c, x) => decideMove(s, x.rs, x.power, c, x.dice) },
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
  },
  pending: (s, rs) =>
    (s.phase === 'combatMove' && !s.kamikazeWindow) || s.phase === 'nonCombatMove'
      ? [
          {
            kind: s.phase,
            power: s.current,
            place: null,
            commands: ['MoveUnits', 'UndoMove', 'EndPhase'],
            rule: s.phase === 'combatMove' ? 'MOV-1' : 'NCM-1',
            required: true,
            units: movableUnits(s, rs),
          },
        ]
      : [],
};
