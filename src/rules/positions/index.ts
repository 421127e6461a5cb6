// Positions: documents that describe a whole board (docs/positions.md).
export { applyPosition } from './apply';
export { decideCreateFromPosition } from './create';
export { applyEdits, decideEditPosition } from './edit';
export { positionOf } from './export';
export { editsSchema, positionSchema } from './schema';
export { positionRuleProblems, validatePosition } from './validate';
export * from './types';
