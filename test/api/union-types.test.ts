// The API's unions answer their type at once (src/api/union-types.ts): the schema has a synchronous resolveType for
// every union whose type-graphql declaration has one, and each gives the type type-graphql's own async wrapper gave.
import 'reflect-metadata';
import { isUnionType, type GraphQLResolveInfo, type GraphQLUnionType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { buildApiSchema } from '../../src/api/schema';

const info = {} as GraphQLResolveInfo;

test('every union with a resolveType of its own answers at once, with the type type-graphql named', async () => {
  const schema = await buildApiSchema();
  const unions = Object.values(schema.getTypeMap()).filter(isUnionType) as GraphQLUnionType[];
  const declared = getMetadataStorage().unions.filter((u) => u.resolveType);
  expect(declared.length).toBeGreaterThanOrEqual(6);
  const violation = { code: 'NOT_AUTHORIZED', rule: 'API', message: 'no' };
  let withViolation = 0;
  for (const u of declared) {
    const type = unions.find((t) => t.name === u.name)!;
    if (!type.getTypes().some((t) => t.name === 'RuleViolation')) continue;
    withViolation++;
    // The type's name, not a promise of it.
    expect(type.resolveType!(violation, {}, info, type)).toBe('RuleViolation');
  }
  expect(withViolation).toBeGreaterThanOrEqual(6);
  const result = unions.find((t) => t.name === 'CommandResult')!;
  expect(result.resolveType!({ gameId: 'g', events: [], duplicate: false }, {}, info, result)).toBe('CommandAccepted');
});
