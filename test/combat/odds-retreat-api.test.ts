// The battleOdds query's retreat policy (CBT-8) and per-unit order of loss over the GraphQL schema: the hand-solved 1 v 1 infantry retreating
// after round 1, and a policy it cannot read refused as BAD_USER_INPUT.
import 'reflect-metadata';
import { graphql, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';

const QUERY = `
  query Odds($retreatAfterRound: Int, $retreatBelowWinChance: Float) {
    battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 1 }], defenders: [{ unitType: INFANTRY, count: 1 }],
               retreatAfterRound: $retreatAfterRound, retreatBelowWinChance: $retreatBelowWinChance) {
      attackerWins defenderWins draw unfinished attackerRetreats rounds
    }
  }`;

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const run = (variables: Record<string, unknown>) => graphql({ schema, source: QUERY, variableValues: variables });

test('retreatAfterRound 1: the attacker retreats when round 1 leaves both sides (5/6 * 2/3)', async () => {
  const r = await run({ retreatAfterRound: 1 });
  expect(r.errors).toBeUndefined();
  const o = r.data!.battleOdds as any;
  expect(o.attackerRetreats).toBeCloseTo(5 / 9, 12);
  expect(o.attackerWins).toBeCloseTo(1 / 9, 12);
  expect(o.defenderWins).toBeCloseTo(5 / 18, 12);
  expect(o.rounds).toBeCloseTo(1, 12);
});

test('retreatBelowWinChance: 1/4 from the start, so 0.3 retreats after round 1 and 0.2 fights on', async () => {
  const low = (await run({ retreatBelowWinChance: 0.3 })).data!.battleOdds as any;
  expect(low.attackerRetreats).toBeCloseTo(5 / 9, 12);
  const high = (await run({ retreatBelowWinChance: 0.2 })).data!.battleOdds as any;
  expect(high.attackerRetreats).toBe(0);
  expect(high.attackerWins).toBeCloseTo(1 / 4, 12);
});

test('a policy it cannot read is BAD_USER_INPUT', async () => {
  const r = await run({ retreatAfterRound: 0 });
  expect(r.errors?.[0].message).toMatch(/afterRound/);
});

test('attackerUnitOrder over GraphQL: the armour listed first is lost first (one round, D2: 1/3)', async () => {
  const r = await graphql({
    schema,
    source: `{ battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 1 }, { unitType: ARMOUR, count: 1 }],
                 defenders: [{ unitType: INFANTRY, count: 1 }], maxRounds: 1, attackerUnitOrder: [ARMOUR]) {
                 expectedAttackerSurvivors { unitType expected } } }`,
  });
  expect(r.errors).toBeUndefined();
  const list = (r.data!.battleOdds as any).expectedAttackerSurvivors as { unitType: string; expected: number }[];
  expect(list.find((x) => x.unitType === 'ARMOUR')!.expected).toBeCloseTo(2 / 3, 12);
  expect(list.find((x) => x.unitType === 'INFANTRY')!.expected).toBeCloseTo(1, 12);
});
