// Issue 16: every event type the rules core can emit has a GraphQL object type
// (<Type>Payload in the EventPayload union) and a one-line summary in English.
import 'reflect-metadata';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GraphQLUnionType } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { EVENT_SPECS } from '../../src/api/events/spec';
import { SUMMARIES } from '../../src/api/events/summaries';
import { eventsDoc } from '../../src/api/events/doc';
import { endPhasesUntil, expectAccepted, newGame, newId, startTestServer, type TestServer } from './helpers';

const RULES = resolve(__dirname, '../../src/rules');

/** The event types the rules core declares: every `type: 'X'` in a mechanic's events.ts. */
function declaredEventTypes(dir = RULES): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return declaredEventTypes(p);
    if (f !== 'events.ts') return [];
    return [...readFileSync(p, 'utf8').matchAll(/\btype: '([A-Z][A-Za-z]+)'/g)].map((m) => m[1]);
  });
}

test('every event type the rules core declares has a payload type in the EventPayload union and a summary', async () => {
  const declared = [...new Set(declaredEventTypes())].sort();
  expect(declared.length).toBeGreaterThan(45);
  expect(Object.keys(EVENT_SPECS).sort()).toEqual(declared);
  expect(Object.keys(SUMMARIES).sort()).toEqual(declared);
  const schema = await buildApiSchema();
  const union = schema.getType('EventPayload') as GraphQLUnionType;
  expect(
    union
      .getTypes()
      .map((t) => t.name)
      .sort(),
  ).toEqual(declared.map((t) => `${t}Payload`).sort());
});

describe('through the API', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  test('a Japanese attack reads as "Japan attacks Hunan with 2 infantry and 1 artillery."; every event has its typed payload and a summary', async () => {
    const g = await newGame(t.data);
    await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
    const b = (await t.data(`query($g: String!) { board(gameId: $g) { units { id type owner at } } }`, { g: g.gameId })).board;
    const kiangsi = b.units.filter((u: any) => u.at === 'Kiangsi' && u.owner === 'JAPAN');
    const force = [...kiangsi.filter((u: any) => u.type === 'INFANTRY').slice(0, 2), ...kiangsi.filter((u: any) => u.type === 'ARTILLERY')];
    const moved = (
      await t.data(
        `mutation($input: MoveUnitsInput!) { moveUnits(input: $input) { ... on CommandAccepted { events { type summary payload {
          __typename ... on UnitsMovedPayload { power phase from route units { unitId type movementCost } battle } } } } } }`,
        {
          input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: force.map((u: any) => u.id), route: ['Hunan'] },
        },
      )
    ).moveUnits;
    expect(moved.events[0]).toEqual({
      type: 'UnitsMoved',
      summary: 'Japan attacks Hunan with 2 infantry and 1 artillery.',
      payload: {
        __typename: 'UnitsMovedPayload',
        power: 'JAPAN',
        phase: 'COMBAT_MOVE',
        from: 'Kiangsi',
        route: ['Hunan'],
        units: force.map((u: any) => ({ unitId: u.id, type: u.type, movementCost: 1 })),
        battle: true,
      },
    });
    await endPhasesUntil(t.data, g, 'JAPAN', 'CONDUCT_COMBAT');
    expectAccepted(
      (
        await t.data(`mutation($input: FightBattleInput!) { fightBattle(input: $input) { __typename } }`, {
          input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, place: 'Hunan' },
        })
      ).fightBattle,
    );
    const events = (
      await t.data(`query($g: String!) { events(gameId: $g, last: 500) { edges { node { type summary payload { __typename } } } } }`, {
        g: g.gameId,
      })
    ).events.edges.map((e: any) => e.node);
    expect(events.length).toBeGreaterThan(15);
    for (const e of events) {
      expect(e.payload.__typename).toBe(`${e.type}Payload`);
      expect(e.summary).toMatch(/^\S.*[.!:)\w]$/);
      expect(e.summary).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(events.map((e: any) => e.summary)).toEqual(
      expect.arrayContaining(['Japan: Combat Move.', 'Battle in Hunan: Japan (3 units) against China (1 unit).']),
    );
  });
});

test('docs/events.md documents every event shape: it is what `npm run schema` writes from the same declarations', () => {
  const committed = readFileSync(resolve(__dirname, '../../docs/events.md'), 'utf8');
  expect(committed).toBe(eventsDoc());
  for (const type of Object.keys(EVENT_SPECS)) expect(committed).toContain(`## ${type}\n`);
});
