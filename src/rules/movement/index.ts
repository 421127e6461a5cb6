// The public face of movement/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { allowance, movementLeft } from './allowance';
export { checkMove, type MovePlan } from './check-move';
export { MOVEMENT_DECISIONS, type MovementCommand } from './commands';
export { checkMoveOf, legalDestinations, movableUnits, type Destination } from './destinations';
export type { MovementEvent } from './events';
export { recordMove } from './evolve';
export { garrisonReinforcement, garrisonShortProblem } from './garrison-fix';
export { landingEvents } from './landing';
export { moverOf } from './mover';
export { enemyPatrolZone, patrolZoneLossEvents } from './patrol-zone';
export { isSurfaceWarship } from './places';
export { isPortOf } from './port-shelter';
export { type MoveRecord, type MovementState, movementTurnStart, type UnitMovement } from './state';
export { moveTargets, type MoveTarget, type MoveTargetGroup } from './targets';
