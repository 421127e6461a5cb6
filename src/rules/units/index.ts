// The public face of units/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { damageCap, isAirBase, isNavalBase, movementGiven, operative, operativeBases, repairsUnits } from './bases';
export { cargoCapacity, cargoRoom, cargoRule, carriesType, notCarryingYet } from './cargo';
export { landsOnCarriersOnly, strandedCargo } from './carrier-only';
export { factoryIn, isFactory } from './factories';
export { fortificationsLost, isGarrisoned } from './garrison';
export { byUnitId, compareIds } from './order';
export { inPort, seaZoneOf } from './port';
export { carriedTo, relocated } from './relocate';
export { UnitTable } from './table';
export type { Unit } from './unit';
