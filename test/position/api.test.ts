// Positions through the GraphQL schema (executed directly, no HTTP):
// createGameFromPosition, position(gameId, atEvent), Game.position, Game.setUp,
// editPosition for the organizer only, and refusals that append nothing.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { graphql, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { createServices, type Services } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { canon, example } from './helpers';

let schema: GraphQLSchema;
let services: Services;
// Command ids are random UUIDs: createGame, createGameFromPosition and takeSeat refuse anything else (docs/security.md).
const id = (_what: string) => randomUUID();

beforeAll(async () => {
  schema = await buildApiSchema();
});
beforeEach(() => {
  services = createServices(createMemoryEventStore(), 'secret');
});

async function gql(source: string, variableValues: Record<string, unknown> = {}) {
  const r = await graphql({ schema, source, variableValues, contextValue: { services } });
  if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
  return r.data as any;
}

const CREATE = `mutation($input: CreateGameFromPositionInput!) {
  createGameFromPosition(input: $input) {
    __typename
    ... on GameCreated { organizerToken game { id setUp round currentPower phase } events { number type data } }
    ... on RuleViolation { code message rule problems { path code message } }
  }
}`;
const EDIT = `mutation($input: EditPositionInput!) {
  editPosition(input: $input) {
    __typename
    ... on CommandAccepted { events { number type data metadata { actor } } game { eventCount } }
    ... on RuleViolation { code message problems { path code } }
  }
}`;
const POSITION = `query($gameId: String!, $atEvent: Int) { position(gameId: $gameId, atEvent: $atEvent) }`;
const storeSize = async () => (await services.store.readAll()).length;

async function create(position: unknown, extra: Record<string, unknown> = {}) {
  const d = await gql(CREATE, { input: { commandId: id('create'), position, name: 'Teaching position', ...extra } });
  return d.createGameFromPosition;
}

async function seat(gameId: string, power: string): Promise<string> {
  const d = await gql(
    `mutation($input: TakeSeatInput!) { takeSeat(input: $input) { __typename ... on SeatGranted { seatToken } ... on RuleViolation { code } } }`,
    { input: { commandId: id('seat'), gameId, power } },
  );
  return d.takeSeat.seatToken;
}

test('create from the convoy example, take the UK seat, end the phase: the UK loses 4 to the convoy (CNV-5)', async () => {
  const created = await create(example('convoy-cnv5'));
  expect(created.__typename).toBe('GameCreated');
  expect(created.game).toMatchObject({ setUp: true, round: 1, currentPower: 'UK', phase: 'COLLECT_INCOME' });
  expect(created.events.map((e: any) => e.type)).toEqual(['GameCreated']);
  expect(created.events[0].data).toMatchObject({ setUp: true, position: { currentPower: 'UK', phase: 'collectIncome' } });
  const gameId = created.game.id;
  const uk = await seat(gameId, 'UK');
  const d = await gql(
    `mutation($input: EndPhaseInput!) { endPhase(input: $input) { __typename ... on CommandAccepted { events { type data } } ... on RuleViolation { code message } } }`,
    { input: { commandId: id('end'), gameId, seatToken: uk } },
  );
  const income = d.endPhase.events.find((e: any) => e.type === 'IncomeCollected').data;
  expect(income.lines.filter((l: any) => l.source === 'convoy')).toMatchObject([{ seaZone: '37 Sea Zone', pus: -4, raw: 5, cap: 4 }]);
  expect(income.pusAfter).toBe(38);
});

test('the game list tells set-up games from standard ones', async () => {
  const setUp = await create(example('teaching-battle'));
  const standard = await gql(
    `mutation($id: String!) { createGame(input: { commandId: $id }) { ... on GameCreated { game { id setUp } } } }`,
    { id: id('std') },
  );
  expect(standard.createGame.game.setUp).toBe(false);
  const list = await gql(`{ games { nodes { id setUp round currentPower } } }`);
  expect(list.games.nodes).toEqual(
    expect.arrayContaining([
      { id: setUp.game.id, setUp: true, round: 3, currentPower: 'JAPAN' },
      { id: standard.createGame.game.id, setUp: false, round: 1, currentPower: 'JAPAN' },
    ]),
  );
});

test('position query and Game.position: export, create, export again gives the identical document', async () => {
  const first = await create(example('teaching-battle'));
  const exported = (await gql(POSITION, { gameId: first.game.id })).position;
  expect(canon(exported)).toBe(canon(first.events[0].data.position));
  const again = await create(exported);
  const field = await gql(`query($id: String!) { game(id: $id) { position(atEvent: 1) } }`, { id: again.game.id });
  expect(canon(field.game.position)).toBe(canon(exported));
  await expect(gql(POSITION, { gameId: first.game.id, atEvent: 99 })).rejects.toThrow(
    /atEvent 99 is not an event of this game: its events are numbered 1 to 1\./,
  );
  expect((await gql(POSITION, { gameId: 'no-such-game' })).position).toBeNull();
});

test('a bad position is refused with every problem and its path, and nothing is appended', async () => {
  const before = await storeSize();
  const r = await create({
    format: 'pacific-position/1',
    ruleset: 'pacific-1940',
    phase: 'siesta',
    territories: { India: { units: [{ type: 'submarine', owner: 'UK', count: -2 }] }, 'Sea of Tranquility': {} },
  });
  expect(r.__typename).toBe('RuleViolation');
  expect(r.code).toBe('INVALID_POSITION');
  expect(r.problems.map((p: any) => [p.path, p.code])).toEqual([
    ['phase', 'UNKNOWN_PHASE'],
    ['territories["India"].units[0].count', 'INVALID_COUNT'],
    ['territories["India"].units[0].type', 'SHIP_ON_LAND'],
    ['territories["Sea of Tranquility"]', 'UNKNOWN_TERRITORY'],
  ]);
  expect(await storeSize()).toBe(before);
});

test('scripted dice and the dice seed are accepted as in createGame', async () => {
  const r = await create(example('teaching-battle'), { diceSeed: 'lesson-1', scriptedDice: [1, 6, 2] });
  expect(r.__typename).toBe('GameCreated');
  expect(r.events[0].data.dice).toBeDefined();
});

test('organizer edits: an ordinary event in the log with who and why; the board after differs exactly by the edit; players are refused', async () => {
  const created = await create(example('convoy-cnv5'));
  const gameId = created.game.id;
  const uk = await seat(gameId, 'UK');
  const edits = [
    { op: 'removeUnits', at: '37 Sea Zone', units: [{ type: 'submarine', owner: 'Japan', count: 1 }] },
    { op: 'setPUs', power: 'UK', pus: 20 },
  ];

  // A player seat, a wrong token and no token are refused; nothing is appended.
  const size = await storeSize();
  for (const organizerToken of [uk, 'not-a-token', null]) {
    const r = (await gql(EDIT, { input: { commandId: id('edit'), gameId, organizerToken, edits, reason: 'sub was never there' } }))
      .editPosition;
    expect([r.__typename, r.code]).toEqual(['RuleViolation', 'NOT_AUTHORIZED']);
  }
  const bad = (
    await gql(EDIT, {
      input: {
        commandId: id('edit'),
        gameId,
        organizerToken: created.organizerToken,
        edits: [{ op: 'setPUs', power: 'UK', pus: -1 }],
        reason: '',
      },
    })
  ).editPosition;
  expect(bad.code).toBe('INVALID_EDIT');
  expect(bad.problems.map((p: any) => [p.path, p.code])).toEqual([
    ['reason', 'REASON_REQUIRED'],
    ['edits[0].pus', 'INVALID_NUMBER'],
  ]);
  expect(await storeSize()).toBe(size);

  const ok = (
    await gql(EDIT, {
      input: { commandId: id('edit'), gameId, organizerToken: created.organizerToken, edits, reason: 'Misplayed: one sub was never there' },
    })
  ).editPosition;
  expect(ok.__typename).toBe('CommandAccepted');
  expect(ok.events).toHaveLength(1);
  const [event] = ok.events;
  expect(event).toMatchObject({
    number: 3,
    type: 'PositionEdited',
    metadata: { actor: 'organizer' },
    data: { by: 'organizer', reason: 'Misplayed: one sub was never there' },
  });

  // Visible in the log ...
  const log = await gql(`query($id: String!) { events(gameId: $id) { edges { node { number type data } } } }`, { id: gameId });
  expect(log.events.edges.map((e: any) => e.node.type)).toEqual(['GameCreated', 'SeatTaken', 'PositionEdited']);
  // ... and in the replay: the boards before and after differ exactly by the edit.
  const BOARD = `query($id: String!, $at: Int) { board(gameId: $id, atEvent: $at) { powers { power pus } territories { name owner units { type owner count damage } } } }`;
  const before = (await gql(BOARD, { id: gameId, at: 2 })).board;
  const after = (await gql(BOARD, { id: gameId, at: 3 })).board;
  const changed = after.territories.filter((t: any, i: number) => canon(t) !== canon(before.territories[i]));
  expect(changed).toEqual([
    {
      name: '37 Sea Zone',
      owner: null,
      units: [
        { type: 'DESTROYER', owner: 'JAPAN', count: 1, damage: 0 },
        { type: 'SUBMARINE', owner: 'JAPAN', count: 1, damage: 0 },
      ],
    },
  ]);
  expect(after.powers.filter((p: any, i: number) => p.pus !== before.powers[i].pus)).toEqual([{ power: 'UK', pus: 20 }]);
  // ... and in the exported position.
  const pos = (await gql(POSITION, { gameId })).position;
  expect(pos.territories['37 Sea Zone'].units).toEqual([
    { type: 'destroyer', owner: 'Japan', count: 1 },
    { type: 'submarine', owner: 'Japan', count: 1 },
  ]);

  // Play on: the income follows the edited board (1 sub x2 + 1 destroyer = 3 < cap 4).
  const d = await gql(`mutation($input: EndPhaseInput!) { endPhase(input: $input) { ... on CommandAccepted { events { type data } } } }`, {
    input: { commandId: id('end'), gameId, seatToken: uk },
  });
  const income = d.endPhase.events.find((e: any) => e.type === 'IncomeCollected').data;
  expect(income.lines.filter((l: any) => l.source === 'convoy')).toMatchObject([{ pus: -3 }]);
  expect(income.pusAfter).toBe(20 + 21 - 3 + 5);
});

test('a played game: its position at any event, created as a new game, exports the same', async () => {
  const g = await gql(`mutation($id: String!) { createGame(input: { commandId: $id }) { ... on GameCreated { game { id } } } }`, {
    id: id('played'),
  });
  const gameId = g.createGame.game.id;
  const japan = await seat(gameId, 'JAPAN');
  const send = async (mutation: string, input: Record<string, unknown>) => {
    const r = await gql(
      `mutation($input: ${mutation[0].toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { __typename ... on RuleViolation { code message } } }`,
      {
        input: { commandId: id(mutation), gameId, seatToken: japan, ...input },
      },
    );
    expect(r[mutation].__typename).toBe('CommandAccepted');
  };
  await send('purchaseUnits', {
    units: [
      { unitType: 'INFANTRY', count: 2 },
      { unitType: 'DESTROYER', count: 1 },
    ],
  });
  for (let i = 0; i < 4; i++) await send('endPhase', {});
  await send('placeUnits', { placements: [{ unitType: 'DESTROYER', count: 1, territory: '6 Sea Zone' }] });
  const count = (await gql(`query($id: String!) { game(id: $id) { eventCount } }`, { id: gameId })).game.eventCount;
  for (let at = 1; at <= count; at++) {
    const doc = (await gql(POSITION, { gameId, atEvent: at })).position;
    const copy = await create(doc);
    expect(copy.__typename).toBe('GameCreated');
    expect(canon((await gql(POSITION, { gameId: copy.game.id })).position)).toBe(canon(doc));
  }
});
