// Replays show the board between commands, never inside one (#10 item 13): a
// fightBattle that rolls, removes casualties, ends the battle and captures the
// territory in one command is one step for every reader (board and game.board
// with atEvent, position with atEvent, boardChanged). An atEvent the game does
// not have is a BAD_USER_INPUT error, like an unreached atPhase.
import {
  endPhasesUntil,
  expectAccepted,
  MUTATIONS,
  newId,
  SEATS,
  startTestServer,
  type Game,
  type Power,
  type TestServer,
} from './helpers';

let t: TestServer;
let g: Game;
/** Numbers of the events the fightBattle command appended. */
let fight: { number: number; type: string }[];
let beforeFight: number;
let boards: ReturnType<TestServer['subscribe']>;

const BOARD = `query($g: String!, $at: Int) { board(gameId: $g, atEvent: $at) {
  eventNumber round currentPower phase battles battle { place awaiting waitingFor } territories { name owner units { type owner count } } } }`;

beforeAll(async () => {
  t = await startTestServer();
  // Scripted dice: the attackers roll 1 1 1 (three hits), Hunan's lone defender rolls 6 (a miss): the battle is over in one command.
  const created: any = (await t.data(MUTATIONS.createGame, { input: { commandId: newId(), name: 'replay', scriptedDice: [1, 1, 1, 6] } }))
    .createGame;
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS)
    tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat.seatToken;
  g = { gameId, organizerToken: created.organizerToken, tokens };
  const send = async (name: string, input: Record<string, unknown>) => {
    const cap = name[0].toUpperCase() + name.slice(1);
    const r = `__typename ... on CommandAccepted { events { number type } } ... on RuleViolation { code message }`;
    return (
      await t.data(`mutation($input: ${cap}Input!) { ${name}(input: $input) { ${r} } }`, {
        input: { commandId: newId(), gameId, seatToken: tokens.JAPAN, ...input },
      })
    )[name];
  };
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  const units = (await t.data(`query($g: String!) { board(gameId: $g) { units { id type owner at } } }`, { g: gameId })).board.units;
  const kiangsi = units.filter((u: any) => u.at === 'Kiangsi' && u.owner === 'JAPAN');
  const force = [
    ...kiangsi.filter((u: any) => u.type === 'INFANTRY').slice(0, 2),
    ...kiangsi.filter((u: any) => u.type === 'ARTILLERY'),
  ].map((u: any) => u.id);
  expectAccepted(await send('moveUnits', { units: force, route: ['Hunan'] }));
  await endPhasesUntil(t.data, g, 'JAPAN', 'CONDUCT_COMBAT');
  beforeFight = (await t.data(`query($g: String!) { game(id: $g) { eventCount } }`, { g: gameId })).game.eventCount;
  boards = t.subscribe(
    `subscription($g: String!) { boardChanged(gameId: $g) { eventNumber battle { awaiting } } }`,
    { g: gameId },
    (d) => d.boardChanged,
  );
  await boards.waitFor(1);
  const fought = await send('fightBattle', { place: 'Hunan' });
  expectAccepted(fought);
  fight = fought.events!;
});

afterAll(async () => {
  await t?.stop();
});

test('the fight is one command of several events, and inside it the raw fold shows a battle still awaiting a decision', async () => {
  expect(fight.length).toBeGreaterThanOrEqual(4);
  expect(fight.map((e) => e.type)).toEqual(expect.arrayContaining(['DiceRolled', 'BattleEnded', 'TerritoryCaptured']));
  expect(fight.map((e) => e.number)).toEqual(fight.map((_, i) => beforeFight + 1 + i));
  // What the defect showed: the state after the first events of the command, which no player ever saw.
  const inside = await t.services.states.at(g.gameId, fight[0].number);
  expect(inside!.battle).not.toBeNull();
});

test('board(atEvent) anywhere inside the command is the board after the whole command, and says which event it is after', async () => {
  const last = fight[fight.length - 1].number;
  const after = (await t.data(BOARD, { g: g.gameId, at: last })).board;
  expect(after).toMatchObject({ eventNumber: last, battle: null, battles: [], phase: 'CONDUCT_COMBAT' });
  expect(after.territories.find((x: any) => x.name === 'Hunan').owner).toBe('JAPAN');
  for (const e of fight) expect((await t.data(BOARD, { g: g.gameId, at: e.number })).board).toEqual(after);
  // The Game.board field agrees.
  const field = await t.data(`query($g: String!, $at: Int) { game(id: $g) { board(atEvent: $at) { eventNumber battle { awaiting } } } }`, {
    g: g.gameId,
    at: fight[1].number,
  });
  expect(field.game.board).toEqual({ eventNumber: last, battle: null });
  // The board just before the command is still the one before it.
  const before = (await t.data(BOARD, { g: g.gameId, at: beforeFight })).board;
  expect(before).toMatchObject({ eventNumber: beforeFight, battles: ['Hunan'], battle: null });
  expect(before.territories.find((x: any) => x.name === 'Hunan').owner).toBe('CHINA');
});

test('position(atEvent) inside the command is the position after it', async () => {
  const POS = `query($g: String!, $at: Int) { position(gameId: $g, atEvent: $at) }`;
  const last = fight[fight.length - 1].number;
  const after = (await t.data(POS, { g: g.gameId, at: last })).position;
  for (const e of fight.slice(0, -1)) expect((await t.data(POS, { g: g.gameId, at: e.number })).position).toEqual(after);
  expect((await t.data(POS, { g: g.gameId, at: beforeFight })).position).not.toEqual(after);
});

test('boardChanged sends one board for the command, after its last event, and none from inside it', async () => {
  const last = fight[fight.length - 1].number;
  const items = await boards.waitFor(2);
  await new Promise((r) => setTimeout(r, 300)); // room for any board it should not send
  expect(boards.errors).toEqual([]);
  expect(boards.items).toEqual([
    { eventNumber: beforeFight, battle: null },
    { eventNumber: last, battle: null },
  ]);
  expect(items).toHaveLength(2);
});

test('an atEvent the game does not have is BAD_USER_INPUT with a message saying the range, for board, game.board and position; an unknown game is null', async () => {
  const count = fight[fight.length - 1].number;
  const queries = [
    `query($g: String!, $at: Int) { board(gameId: $g, atEvent: $at) { eventNumber } }`,
    `query($g: String!, $at: Int) { game(id: $g) { board(atEvent: $at) { eventNumber } } }`,
    `query($g: String!, $at: Int) { position(gameId: $g, atEvent: $at) }`,
  ];
  for (const q of queries)
    for (const at of [0, -1, count + 1, 100000]) {
      const r = await t.gql(q, { g: g.gameId, at });
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors![0].message).toBe(`atEvent ${at} is not an event of this game: its events are numbered 1 to ${count}.`);
      expect(r.raw).not.toMatch(/stacktrace/i);
    }
  const unknown = await t.gql(`query($g: String!) { board(gameId: $g, atEvent: 1) { eventNumber } position(gameId: $g, atEvent: 1) }`, {
    g: newId(),
  });
  expect(unknown.errors).toBeUndefined();
  expect(unknown.data).toEqual({ board: null, position: null });
});
