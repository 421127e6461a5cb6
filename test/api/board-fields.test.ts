// src/api/types/game.ts: the board's types read their plain fields with no
// resolver of type-graphql's own (simpleResolvers), which graphql-jit inlines: a
// board is about 700 of their objects and type-graphql's wrapper per field was a
// share of its CPU over HTTP (docs/performance.md). This checks the fields the
// viewer's board reads have no resolver, and that field resolvers are still there.
import { isObjectType, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const PLAIN: Record<string, string[]> = {
  Board: [
    'eventNumber',
    'status',
    'winner',
    'result',
    'rulingReason',
    'round',
    'currentPower',
    'phase',
    'phaseName',
    'powers',
    'territories',
    'units',
    'battles',
    'battle',
    'pendingDecisions',
  ],
  TerritoryState: ['name', 'kind', 'owner', 'production', 'capturedThisTurn', 'units'],
  UnitStack: ['type', 'owner', 'count', 'damage'],
  Unit: ['id', 'type', 'owner', 'at', 'damage', 'carriedBy', 'portZone'],
  PowerState: ['power', 'side', 'pus', 'capital', 'seatTaken', 'player', 'seat'],
  Relation: ['a', 'b', 'kind'],
  PowerCount: ['power', 'count'],
  UnitCount: ['type', 'count'],
  HitsOwed: ['notAir', 'notSub', 'airOnly', 'any'],
  PlaneLanding: ['unit', 'options'],
  Battle: ['place', 'kind', 'attacker', 'defender', 'round', 'step', 'attackers', 'defenders', 'awaiting', 'waitingFor', 'landing', 'hits'],
};

test('the fields of a board read their property directly (no resolver)', () => {
  for (const [typeName, fields] of Object.entries(PLAIN)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    const all = type.getFields();
    for (const f of fields) expect([typeName, f, typeof all[f]?.resolve]).toEqual([typeName, f, 'undefined']);
  }
});

test("a field resolver of the board's types still resolves (Game.board)", () => {
  const game = schema.getType('Game');
  if (!isObjectType(game)) throw new Error('Game is not an object type');
  expect(typeof game.getFields().board.resolve).toBe('function');
});
