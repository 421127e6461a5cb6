// Issue 16: a frontend developer learns the API from the schema alone. Every
// type, field, argument, input field and enum value is described, and the
// closed sets are enums whose values are the rules' own, each described.
import 'reflect-metadata';
import { buildApiSchema } from '../../src/api/schema';
import { undescribed } from '../../src/api/catalogue/undescribed';
import { enumName } from '../../src/api/types/id-enums';
import { DECISION_KINDS, OPTION_UNIT_TYPES, POWER_IDS, UNIT_TYPES } from '../../src/rules';
import type { GraphQLEnumType, GraphQLSchema } from 'graphql';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues();

test('every type, field, argument, input field and enum value of the schema has a description', () => {
  // The list names each one missing: describe it where it is declared (src/api/types, src/api/resolvers).
  expect(undescribed(schema)).toEqual([]);
});

test('one naming convention: every enum value is SCREAMING_SNAKE_CASE', () => {
  const bad = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && 'getValues' in t)
    .flatMap((t) => (t as GraphQLEnumType).getValues().map((v) => `${t.name}.${v.name}`))
    .filter((n) => !/^[A-Z][A-Z0-9_]*$/.test(n.split('.')[1]));
  expect(bad).toEqual([]);
});

test('Power and UnitType enums hold every id of the rules (RULES §1.1, §2, and the units options add, §8), mapped to the rules’ own values', () => {
  expect(values('Power').map((v) => v.value)).toEqual([...POWER_IDS]);
  expect(values('Power').map((v) => v.name)).toEqual(POWER_IDS.map(enumName));
  // Issue 25: every unit the core can produce has a value, the units optional rules add too (RULES §8).
  expect(values('UnitType').map((v) => v.value)).toEqual([...UNIT_TYPES, ...OPTION_UNIT_TYPES]);
  expect(values('UnitType').find((v) => v.value === 'super_battleship')!.name).toBe('SUPER_BATTLESHIP');
  expect(values('UnitType').find((v) => v.value === 'fortification')!.description).toMatch(
    /pacific-1940 with the optional rule hr01-fortifications \(RULES §8\): land, cost 4, attack 0, defense 3, movement 0, 1 hit/,
  );
  expect(values('UnitType').find((v) => v.value === 'aaGun')!.name).toBe('AA_GUN');
  expect(values('UnitType').find((v) => v.value === 'mech_infantry')!.name).toBe('MECH_INFANTRY');
});

test('the DecisionKind enum holds every kind the rules can wait for', () => {
  expect(
    values('DecisionKind')
      .map((v) => v.value)
      .sort(),
  ).toEqual([...DECISION_KINDS].sort());
});
