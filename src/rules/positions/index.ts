// Positions: documents that describe a whole board (docs/positions.md).
export { applyPosition } from './apply';
export { decideCreateFromPosition } from './create';
export { applyEdits, decideEditPosition } from './edit';
export { positionOf } from './export';
export { editsSchema, positionSchema } from './schema';
export { positionRuleProblems, validatePosition } from './validate';
export * from './types';

// What other folders use besides (.dependency-cruiser.cjs: only through this file).
export type { PositionCommand } from './commands';
export type { PositionEvent } from './events';
