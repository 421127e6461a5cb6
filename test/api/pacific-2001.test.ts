// A round of the 2001 game (RULES §7) over real HTTP + WebSocket: its three
// players, one seat each (Japan; Britain for India and Australia; the USA for
// China and itself), play every power's nine phases while a subscription
// started before play receives every event in order. Then the rest of what the
// product offers for a game: pendingDecisions, the timeline, positions, and
// battleOdds under the 2001 units.
import {
  allEvents,
  board,
  expectAccepted,
  MUTATIONS,
  newId,
  startTestServer,
  type CommandResultRow,
  type Feed,
  type GameEventRow,
  type TestServer,
} from './helpers';
import { enumName } from '../../src/api/types/id-enums';

/** The API names powers and unit types with its enums ("Japan" is JAPAN); events keep the rules' ids. */
const api = enumName;

/** The three players' seats, taken by naming one power each (any of the player's powers names its seat). */
const SEATS_2001 = { Japan: 'JAPAN', Britain: 'AUSTRALIA', America: 'CHINA' } as const;
type Player = keyof typeof SEATS_2001;
/** [S1 "Order of Play"] with AMBIG-43: who plays each power's turn. */
const PLAYER_OF: Record<string, Player> = { Japan: 'Japan', India: 'Britain', Australia: 'Britain', China: 'America', USA: 'America' };
/** What each power buys (China buys nothing: it is paid in infantry) and where it places it. */
const PLANS: Record<string, { buy: { unitType: string; count: number }[]; at: string }> = {
  Japan: { buy: [{ unitType: 'INFANTRY', count: 2 }], at: 'Japan' },
  India: { buy: [{ unitType: 'ARTILLERY', count: 1 }], at: 'India' },
  Australia: { buy: [{ unitType: 'INFANTRY', count: 1 }], at: 'New South Wales' },
  China: { buy: [], at: 'Szechwan' },
  USA: { buy: [{ unitType: 'MARINE', count: 2 }], at: 'United States' },
};

let t: TestServer;
let gameId: string;
let organizer: string;
const tokens = {} as Record<Player, string>;
let feed: Feed<GameEventRow>;

const send = (query: string, variables: Record<string, unknown> = {}) => t.data(query, variables);
const command = async (name: 'purchaseUnits' | 'placeUnits' | 'endPhase', player: Player, input: Record<string, unknown>) =>
  (await send(MUTATIONS[name], { input: { commandId: newId(), gameId, seatToken: tokens[player], ...input } }))[name] as CommandResultRow;

beforeAll(async () => {
  t = await startTestServer();
  const created = (await send(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId: 'pacific-2001', name: '2001 round' } }))
    .createGame;
  expect(created.__typename).toBe('GameCreated');
  gameId = created.game.id;
  organizer = created.organizerToken;
});

afterAll(async () => {
  await t?.stop();
});

test('three seats, one per player; a power of a seated player has no seat of its own (RULES §7, AMBIG-43)', async () => {
  for (const [player, power] of Object.entries(SEATS_2001) as [Player, string][]) {
    const r = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat;
    expect(r.__typename).toBe('SeatGranted');
    tokens[player] = r.seatToken;
  }
  const again = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power: 'INDIA' } })).takeSeat;
  expect([again.__typename, again.code]).toEqual(['RuleViolation', 'SEAT_TAKEN']);
  const b = await board(send, gameId);
  expect(b.powers.map((p) => [p.power, p.pus, p.seatTaken])).toEqual(
    expect.arrayContaining([
      ['JAPAN', 19, true],
      ['INDIA', 22, true],
      ['AUSTRALIA', 25, true],
      ['CHINA', 0, true],
      ['USA', 75, true],
    ]),
  );
  feed = t.subscribeEvents(gameId, 0);
  const items = await feed.waitFor(4);
  expect(items.map((e) => e.type)).toEqual(['GameCreated', 'SeatTaken', 'SeatTaken', 'SeatTaken']);
  expect(items.slice(1).map((e) => e.data.power)).toEqual(['Japan', 'India', 'USA']);
});

test("pendingDecisions names the power whose turn it is; another player's seat is refused", async () => {
  const q = await send(`query($g: String!) { game(id: $g) { pendingDecisions { kind power commands } } }`, { g: gameId });
  expect(q.game.pendingDecisions).toEqual([{ kind: 'PURCHASE', power: 'JAPAN', commands: expect.arrayContaining(['EndPhase']) }]);
  const wrong = await command('endPhase', 'America', {});
  expect([wrong.__typename, wrong.code]).toEqual(['RuleViolation', 'NOT_YOUR_TURN']);
});

test('a whole round: the five powers of the three players each play the nine phases; China places the infantry it is paid', async () => {
  for (const power of ['Japan', 'India', 'Australia', 'China', 'USA']) {
    const player = PLAYER_OF[power];
    const plan = PLANS[power];
    let b = await board(send, gameId);
    expect([b.currentPower, b.phase]).toEqual([api(power), 'PURCHASE']);
    if (plan.buy.length) expectAccepted(await command('purchaseUnits', player, { units: plan.buy }));
    const phases: string[] = [];
    for (b = await board(send, gameId); b.phase !== 'MOBILIZE'; b = await board(send, gameId)) {
      phases.push(b.phase);
      expectAccepted(await command('endPhase', player, { phase: b.phase }));
    }
    // [S1 "China"]: one infantry per valued territory (Sikang, Szechwan) and one for the open Burma Road.
    const toPlace = power === 'China' ? [{ unitType: 'INFANTRY', count: 3 }] : plan.buy;
    expect(b.purchased).toEqual(toPlace.map((u) => ({ type: u.unitType, count: u.count })));
    const placed = await command('placeUnits', player, { placements: toPlace.map((u) => ({ ...u, territory: plan.at })) });
    expectAccepted(placed);
    for (b = await board(send, gameId); b.currentPower === api(power); b = await board(send, gameId)) {
      phases.push(b.phase);
      expectAccepted(await command('endPhase', player, { phase: b.phase }));
    }
    expect(phases).toEqual([
      'PURCHASE',
      'COMBAT_AIR_PATROL',
      'COMBAT_MOVE',
      'CONDUCT_COMBAT',
      'NATIONAL_CONTROL',
      'NON_COMBAT_MOVE',
      'MOBILIZE',
      'RESURFACE',
      'COLLECT_INCOME',
    ]);
  }
  const b = await board(send, gameId);
  expect([b.round, b.currentPower, b.phase]).toEqual([2, 'JAPAN', 'PURCHASE']);
  const pus = Object.fromEntries(b.powers.map((p) => [p.power, p.pus]));
  // China is paid in infantry, never in IPCs; Japan's 19 IPCs of income score it 1 victory point (AMBIG-42).
  expect(pus.CHINA).toBe(0);
  expect(pus.JAPAN).toBe(19 - 6 + 19);
  const events = await allEvents(send, gameId, 100);
  expect(events.filter((e) => e.type === 'VictoryPointsScored').map((e) => e.data.total)).toEqual([1]);
  expect(events.filter((e) => e.type === 'UnitsReceived').map((e) => [e.data.power, e.data.count])).toEqual([['China', 3]]);
});

test('the subscription followed the whole round: every stored event, in order, with nothing missing', async () => {
  const stored = await allEvents(send, gameId, 100);
  const live = await feed.waitFor(stored.length);
  expect(live.map((e) => [e.number, e.type])).toEqual(stored.map((e) => [e.number, e.type]));
  expect(live.map((e) => e.number)).toEqual(stored.map((_, i) => i + 1));
});

test('the timeline marks the nine phases of every turn, and board(atPhase) replays any of them', async () => {
  const q = await send(`query($g: String!) { game(id: $g) { timeline { eventNumber round power phase } } }`, { g: gameId });
  const marks = q.game.timeline as { eventNumber: number; round: number; power: string; phase: string }[];
  expect(marks.filter((m) => m.round === 1)).toHaveLength(5 * 9);
  const mark = marks.find((m) => m.power === 'AUSTRALIA' && m.phase === 'RESURFACE')!;
  const at = await send(`query($g: String!, $p: PhaseMarkInput) { board(gameId: $g, atPhase: $p) { eventNumber currentPower phase } }`, {
    g: gameId,
    p: { round: 1, power: 'AUSTRALIA', phase: 'RESURFACE' },
  });
  expect(at.board).toEqual({ eventNumber: mark.eventNumber, currentPower: 'AUSTRALIA', phase: 'RESURFACE' });
});

test('a position of the 2001 game is exported and sets up a new game', async () => {
  const pos = (await send(`query($g: String!) { position(gameId: $g) }`, { g: gameId })).position;
  expect(pos.ruleset).toBe('pacific-2001');
  const r = (
    await send(
      `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename ... on GameCreated { game { id round currentPower } } ... on RuleViolation { code message problems { path code message } } } }`,
      { input: { commandId: newId(), name: 'from a 2001 position', position: pos } },
    )
  ).createGameFromPosition;
  expect(r).toMatchObject({ __typename: 'GameCreated', game: { round: 2, currentPower: 'JAPAN' } });
  expect(organizer).toBeTruthy();
});

test('battleOdds plays the 2001 units: two marines against one infantry', async () => {
  const q = await send(
    `query { battleOdds(kind: LAND, rulesetId: "pacific-2001", attackers: [{ unitType: MARINE, count: 2 }], defenders: [{ unitType: INFANTRY, count: 1 }]) { rulesetId attackerWins defenderWins draw unfinished } }`,
  );
  const o = q.battleOdds;
  expect(o.rulesetId).toBe('pacific-2001');
  expect(o.attackerWins + o.defenderWins + o.draw + o.unfinished).toBeCloseTo(1, 12);
  expect(o.attackerWins).toBeGreaterThan(0.5);
});

test("battleOdds of a surprise attack (AMBIG-39): the same battle is better for Japan's first turn; other rulesets have none", async () => {
  const odds = async (rulesetId: string, surpriseAttack: boolean) =>
    t.gql(
      `query($r: String, $s: Boolean) { battleOdds(kind: LAND, rulesetId: $r, surpriseAttack: $s, attackers: [{ unitType: INFANTRY, count: 2 }], defenders: [{ unitType: INFANTRY, count: 1 }, { unitType: ARTILLERY, count: 1 }]) { attackerWins } }`,
      { r: rulesetId, s: surpriseAttack },
    );
  const normal = (await odds('pacific-2001', false)).data!.battleOdds.attackerWins;
  const surprised = (await odds('pacific-2001', true)).data!.battleOdds.attackerWins;
  expect(surprised).toBeGreaterThan(normal);
  const none = await odds('pacific-1940', true);
  expect(none.errors![0].message).toMatch(/no surprise attack/);
});
