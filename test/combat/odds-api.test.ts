// The battleOdds query over the GraphQL schema: exact answers, reused
// UnitCountInput, BAD_USER_INPUT for what cannot be computed.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphql, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { formatError } from '../../src/api/server';

const QUERY = `
  query Odds($kind: BattleKind!, $attackers: [UnitCountInput!]!, $defenders: [UnitCountInput!]!,
             $attackerOrderOfLoss: [UnitType!], $defenderOrderOfLoss: [UnitType!], $rulesetId: String, $maxRounds: Int) {
    battleOdds(kind: $kind, attackers: $attackers, defenders: $defenders, attackerOrderOfLoss: $attackerOrderOfLoss,
               defenderOrderOfLoss: $defenderOrderOfLoss, rulesetId: $rulesetId, maxRounds: $maxRounds) {
      rulesetId kind attackerWins defenderWins draw unfinished attackerCaptures rounds states
      expectedAttackerSurvivors { unitType count expected }
      expectedDefenderSurvivors { unitType count expected }
      expectedAttackerLossPUs expectedDefenderLossPUs attackerOrderOfLoss defenderOrderOfLoss
    }
  }`;

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const run = (variables: Record<string, unknown>) => graphql({ schema, source: QUERY, variableValues: variables });

test('1 infantry vs 1 infantry over GraphQL: the exact 1v1 answer (UNIT-1)', async () => {
  const r = await run({ kind: 'LAND', attackers: [{ unitType: 'INFANTRY', count: 1 }], defenders: [{ unitType: 'INFANTRY', count: 1 }] });
  expect(r.errors).toBeUndefined();
  const o = r.data!.battleOdds as any;
  expect(o.rulesetId).toBe('pacific-1940');
  expect(o.kind).toBe('LAND');
  expect(o.attackerWins).toBeCloseTo(1 / 4, 12);
  expect(o.defenderWins).toBeCloseTo(5 / 8, 12);
  expect(o.draw).toBeCloseTo(1 / 8, 12);
  expect(o.unfinished).toBe(0);
  expect(o.attackerCaptures).toBeCloseTo(1 / 4, 12);
  expect(o.expectedAttackerSurvivors).toEqual([{ unitType: 'INFANTRY', count: 1, expected: expect.closeTo(1 / 4, 12) }]);
  expect(o.expectedDefenderLossPUs).toBeCloseTo(9 / 8, 12);
  // An explicit null ruleset is the default one.
  const again = await run({
    rulesetId: null,
    kind: 'LAND',
    attackers: [{ unitType: 'INFANTRY', count: 1 }],
    defenders: [{ unitType: 'INFANTRY', count: 1 }],
  });
  expect((again.data!.battleOdds as any).rulesetId).toBe('pacific-1940');
});

test('a sea battle has no capture; an explicit order of loss is reported back', async () => {
  const r = await run({
    kind: 'SEA',
    attackers: [
      { unitType: 'BATTLESHIP', count: 1 },
      { unitType: 'DESTROYER', count: 1 },
    ],
    defenders: [
      { unitType: 'SUBMARINE', count: 2 },
      { unitType: 'TRANSPORT', count: 1 },
    ],
    attackerOrderOfLoss: ['BATTLESHIP'],
    maxRounds: 3,
  });
  expect(r.errors).toBeUndefined();
  const o = r.data!.battleOdds as any;
  expect(o.attackerCaptures).toBeNull();
  expect(o.attackerOrderOfLoss).toEqual(['BATTLESHIP', 'DESTROYER']);
  expect(o.defenderOrderOfLoss).toEqual(['SUBMARINE', 'TRANSPORT']);
  expect(o.attackerWins + o.defenderWins + o.draw + o.unfinished).toBeCloseTo(1, 12);
  expect(o.rounds).toBeLessThanOrEqual(3);
});

test.each([
  [{ attackers: [{ unitType: 'AA_GUN', count: 1 }] }, /cannot attack/],
  [{ attackers: [{ unitType: 'INFANTRY', count: -2 }] }, /at least 0/],
  [{ rulesetId: 'chess' }, /Unknown ruleset "chess"/],
  // RULES §7: the 2001 game is playable, and has no mech infantry.
  [{ rulesetId: 'pacific-2001', attackers: [{ unitType: 'MECH_INFANTRY', count: 1 }] }, /Unknown unit type "mech_infantry"/],
  [{ maxRounds: 0 }, /maxRounds/],
])('bad input is a BAD_USER_INPUT error with a clear message: %j', async (vars, message) => {
  const r = await run({
    kind: 'LAND',
    attackers: [{ unitType: 'INFANTRY', count: 1 }],
    defenders: [{ unitType: 'INFANTRY', count: 1 }],
    ...vars,
  });
  expect(r.data?.battleOdds ?? null).toBeNull();
  expect(r.errors).toHaveLength(1);
  expect(r.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  expect(r.errors![0].message).toMatch(message);
  // The server passes the message on to the client unchanged.
  const formatted = formatError(r.errors![0].toJSON(), r.errors![0]);
  expect(formatted.extensions?.code).toBe('BAD_USER_INPUT');
  expect(formatted.message).toMatch(message);
});

test('a battle too large to compute exactly is refused, not left running', async () => {
  const r = await run({
    kind: 'LAND',
    attackers: [{ unitType: 'INFANTRY', count: 200 }],
    defenders: [{ unitType: 'INFANTRY', count: 200 }],
  });
  expect(r.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  expect(r.errors![0].message).toMatch(/too large/);
});

test('an unknown unit type is not a UnitType enum value: refused by GraphQL before the computation, naming the value (issue 16)', async () => {
  const base = { kind: 'LAND', attackers: [{ unitType: 'INFANTRY', count: 1 }], defenders: [{ unitType: 'INFANTRY', count: 1 }] };
  const panzer = await run({ ...base, attackers: [{ unitType: 'PANZER', count: 1 }] });
  expect(panzer.errors?.[0].message).toMatch(/Value "PANZER" does not exist in "UnitType" enum/);
  const kamikaze = await run({ ...base, defenderOrderOfLoss: ['KAMIKAZE'] });
  expect(kamikaze.errors?.[0].message).toMatch(/Value "KAMIKAZE" does not exist in "UnitType" enum/);
});

test('the example of docs/battle-odds.md runs and gives the numbers it shows', async () => {
  const doc = readFileSync(join(__dirname, '../../docs/battle-odds.md'), 'utf8');
  const block = /```graphql\n([\s\S]*?)```/.exec(doc)![1];
  const r = await graphql({ schema, source: block });
  expect(r.errors).toBeUndefined();
  const o = r.data!.battleOdds as any;
  expect(o.attackerWins.toFixed(4)).toBe('0.9487');
  expect(o.defenderWins.toFixed(4)).toBe('0.0513');
  expect(o.attackerCaptures.toFixed(4)).toBe('0.8549');
  expect(o.rounds.toFixed(2)).toBe('2.64');
  expect(o.expectedAttackerLossPUs.toFixed(2)).toBe('20.06');
  expect(o.expectedDefenderLossPUs.toFixed(2)).toBe('23.56');
  expect(o.attackerOrderOfLoss).toEqual(['INFANTRY', 'ARTILLERY', 'ARMOUR', 'FIGHTER', 'TACTICAL_BOMBER']);
});
