// Movement through the API: the frontend asks where units can go, checks a
// move without making it, moves, is refused with the rule, and undoes.
import { endPhasesUntil, eventCount, expectAccepted, newGame, newId, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const MOVE = `mutation($input: MoveUnitsInput!) { moveUnits(input: $input) {
  __typename
  ... on CommandAccepted { events { number type data } game { phase } }
  ... on RuleViolation { code message rule } } }`;
const UNDO = `mutation($input: UndoMoveInput!) { undoMove(input: $input) {
  __typename ... on CommandAccepted { events { type data } } ... on RuleViolation { code rule } } }`;

async function unitsAt(gameId: string, place: string, type: string) {
  const d = await t.data(`query($g: String!) { board(gameId: $g) { units { id type owner at } } }`, { g: gameId });
  return d.board.units.filter((u: any) => u.at === place && u.type === type).map((u: any) => u.id as string);
}

test('destinations, check, move with capture, refusal with the rule, undo — all through GraphQL (MOV, CAP-1)', async () => {
  const g = await newGame(t.data);
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  const inf = await unitsAt(g.gameId, 'Kiangsu', 'INFANTRY');

  const dest = await t.data(
    `query($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u) { territory route movementLeft battle captures warWith } }`,
    {
      g: g.gameId,
      u: inf,
    },
  );
  expect(dest.legalDestinations).toEqual([
    { territory: 'Anhwe', route: ['Anhwe'], movementLeft: 0, battle: false, captures: ['Anhwe'], warWith: [] },
  ]);

  const check = await t.data(
    `query($g: String!, $u: [String!]!, $r: [String!]!) { checkMove(gameId: $g, units: $u, route: $r) { legal violation { code rule } } }`,
    {
      g: g.gameId,
      u: inf,
      r: ['Shantung'],
    },
  );
  expect(check.checkMove).toEqual({ legal: false, violation: { code: 'NOT_HOSTILE_DESTINATION', rule: 'MOV-1' } });

  const before = await eventCount(t.data, g.gameId);
  const refused = (
    await t.data(MOVE, {
      input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: inf, route: ['Anhwe', 'Hopei'] },
    })
  ).moveUnits;
  expect(refused).toMatchObject({ __typename: 'RuleViolation', code: 'MUST_STOP', rule: 'MOV-2' });
  expect(await eventCount(t.data, g.gameId)).toBe(before);

  const moved = (
    await t.data(MOVE, { input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: inf, route: ['Anhwe'] } })
  ).moveUnits;
  expectAccepted(moved);
  expect(moved.events!.map((e: any) => e.type)).toEqual(['UnitsMoved', 'TerritoryCaptured']);
  const owner = async () =>
    (await t.data(`query($g: String!) { board(gameId: $g) { territories { name owner } } }`, { g: g.gameId })).board.territories.find(
      (x: any) => x.name === 'Anhwe',
    ).owner;
  expect(await owner()).toBe('JAPAN');

  const undone = (await t.data(UNDO, { input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN } })).undoMove;
  expect(undone).toMatchObject({ __typename: 'CommandAccepted', events: [{ type: 'MoveUndone' }] });
  expect(await owner()).toBe('CHINA');
  expect(await eventCount(t.data, g.gameId)).toBe(before + 3); // move, capture, undo: nothing erased

  const movable = await t.data(`query($g: String!) { movableUnits(gameId: $g) { id type at movementLeft } }`, { g: g.gameId });
  expect(movable.movableUnits).toEqual(expect.arrayContaining([expect.objectContaining({ id: inf[0], at: 'Kiangsu', movementLeft: 1 })]));
});

test('MOV-1 / POL-2: `attack` reaches the rules from moveUnits, checkMove and legalDestinations alike', async () => {
  const g = await newGame(t.data);
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  const cruiser = await unitsAt(g.gameId, '19 Sea Zone', 'CRUISER');
  const check = await t.data(
    `query($g: String!, $u: [String!]!, $r: [String!]!) { checkMove(gameId: $g, units: $u, route: $r, attack: true) { legal violation { code rule } } }`,
    {
      g: g.gameId,
      u: cruiser,
      r: ['20 Sea Zone'],
    },
  );
  expect(check.checkMove).toEqual({ legal: false, violation: { code: 'NOTHING_TO_ATTACK', rule: 'MOV-1' } });
  const dest = await t.data(`query($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u, attack: true) { territory } }`, {
    g: g.gameId,
    u: cruiser,
  });
  expect(dest.legalDestinations.map((d: any) => d.territory)).not.toContain('20 Sea Zone');
  const before = await eventCount(t.data, g.gameId);
  const refused = (
    await t.data(MOVE, {
      input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: cruiser, route: ['20 Sea Zone'], attack: true },
    })
  ).moveUnits;
  expect(refused).toMatchObject({ __typename: 'RuleViolation', code: 'NOTHING_TO_ATTACK' });
  expect(await eventCount(t.data, g.gameId)).toBe(before);
});
