// A round of the 2001 game (RULES §7) over real HTTP + WebSocket: its three
// players, one seat each (Japan; Britain for India and Australia; the USA for
// China and itself), play every power's nine phases while a subscription
// started before play receives every event in order. Britain's seat plays one
// turn for both its powers (AMBIG-43), attacking Siam with India's and
// Australia's infantry together. Then the rest of what the
// product offers for a game: pendingDecisions, the timeline, positions, and
// battleOdds under the 2001 units.
import {
  allEvents,
  board,
  expectAccepted,
  MUTATIONS,
  newId,
  sendCommand,
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
/** Any other seat command, by its mutation's name. */
const act = async (name: 'moveUnits' | 'fightBattle' | 'chooseCasualties', player: Player, input: Record<string, unknown>) =>
  (await sendCommand(send, name, { commandId: newId(), gameId, seatToken: tokens[player], ...input })) as CommandResultRow;

beforeAll(async () => {
  t = await startTestServer();
  // Scripted dice (a practice game) for Britain's joint attack on Siam: the three infantry hit, and so does the defender.
  const created = (
    await send(MUTATIONS.createGame, {
      input: { commandId: newId(), rulesetId: 'pacific-2001', name: '2001 round', scriptedDice: [1, 1, 1, 1] },
    })
  ).createGame;
  expect(created.__typename).toBe('GameCreated');
  gameId = created.game.id;
  organizer = created.organizerToken;
});

afterAll(async () => {
  await t?.stop();
});

test("three seats, one per player; a power of a seated player is in its player's seat, taken with it (RULES §7, AMBIG-43)", async () => {
  for (const [player, power] of Object.entries(SEATS_2001) as [Player, string][]) {
    const r = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat;
    expect(r.__typename).toBe('SeatGranted');
    tokens[player] = r.seatToken;
  }
  const again = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power: 'INDIA' } })).takeSeat;
  expect([again.__typename, again.code, again.message]).toEqual([
    'RuleViolation',
    'SEAT_TAKEN',
    "Great Britain's seat (India, Australia) is already taken.",
  ]);
  const seats = (await send(`query($g: String!) { game(id: $g) { seats { power taken player } } }`, { g: gameId })).game.seats;
  expect(seats.map((x: { power: string; taken: boolean; player: string }) => [x.power, x.taken, x.player])).toEqual([
    ['JAPAN', true, 'Japan'],
    ['INDIA', true, 'Great Britain'],
    ['AUSTRALIA', true, 'Great Britain'],
    ['CHINA', true, 'USA'],
    ['USA', true, 'USA'],
  ]);
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

test("pendingDecisions names the power whose turn it is and the seat that answers; another player's seat is refused", async () => {
  const q = await send(`query($g: String!) { game(id: $g) { pendingDecisions { kind power seat player commands } } }`, { g: gameId });
  expect(q.game.pendingDecisions).toEqual([
    { kind: 'PURCHASE', power: 'JAPAN', seat: 'JAPAN', player: 'Japan', commands: expect.arrayContaining(['EndPhase']) },
  ]);
  const wrong = await command('endPhase', 'America', {});
  expect([wrong.__typename, wrong.code]).toEqual(['RuleViolation', 'NOT_YOUR_TURN']);
});

test("the organizer's edit readies a joint attack: two Australian infantry beside India's in Shan State, a Japanese one in Siam", async () => {
  const r = (
    await send(
      `mutation($input: EditPositionInput!) { editPosition(input: $input) { __typename ... on RuleViolation { code message } } }`,
      {
        input: {
          commandId: newId(),
          gameId,
          organizerToken: organizer,
          reason: 'a joint British attack (RULES §7, AMBIG-43)',
          edits: [
            { op: 'addUnits', at: 'Shan State', units: [{ type: 'infantry', owner: 'Australia', count: 2 }] },
            { op: 'addUnits', at: 'Siam', units: [{ type: 'infantry', owner: 'Japan', count: 1 }] },
          ],
        },
      },
    )
  ).editPosition;
  expect(r.__typename).toBe('CommandAccepted');
});

/** The steps each player played in round 1, as "POWER PHASE" (+ "jointly" when several powers acted at once). */
const played: Record<Player, string[]> = { Japan: [], Britain: [], America: [] };

test('a whole round: the three players play the nine phases; Britain buys for India and Australia separately, attacks with both together, places separately; China places the infantry it is paid', async () => {
  const playerOf = (power: string) => PLAYER_OF[Object.keys(PLAYER_OF).find((p) => api(p) === power)!];
  for (let guard = 0; guard < 200; guard++) {
    const b = (
      await send(
        `query($g: String!) { board(gameId: $g) { round currentPower phase actingPowers battles purchased { type count } units { id type owner at } } }`,
        {
          g: gameId,
        },
      )
    ).board;
    if (b.round === 2) break;
    const player = playerOf(b.currentPower);
    const power = Object.keys(PLANS).find((p) => api(p) === b.currentPower)!;
    played[player].push(`${b.currentPower} ${b.phase}${b.actingPowers.length > 1 ? ' jointly' : ''}`);
    const plan = PLANS[power];
    if (b.phase === 'PURCHASE' && plan.buy.length) expectAccepted(await command('purchaseUnits', player, { units: plan.buy }));
    if (b.phase === 'COMBAT_MOVE' && player === 'Britain') {
      // RULES §7: one combat move for both powers; the British seat moves Australia's units and India's.
      expect(b.actingPowers).toEqual(['INDIA', 'AUSTRALIA']);
      const shan = (owner: string) =>
        b.units.filter((u: any) => u.at === 'Shan State' && u.owner === owner && u.type === 'INFANTRY').map((u: any) => u.id);
      for (const owner of ['AUSTRALIA', 'INDIA']) expectAccepted(await act('moveUnits', player, { units: shan(owner), route: ['Siam'] }));
    }
    if (b.phase === 'CONDUCT_COMBAT' && b.battles.includes('Siam')) {
      // One battle, both powers attacking (scripted dice: 3 hits for the attackers, 1 for the defender).
      const fought = await act('fightBattle', player, { place: 'Siam' });
      expectAccepted(fought);
      const started = fought.events!.find((e) => e.type === 'BattleStarted')!.data;
      expect(new Set(started.attackers.map((id: string) => b.units.find((u: any) => u.id === id).owner))).toEqual(
        new Set(['INDIA', 'AUSTRALIA']),
      );
      const asked = (await send(`query($g: String!) { game(id: $g) { pendingDecisions { kind power seat player units } } }`, { g: gameId }))
        .game.pendingDecisions;
      // The British seat answers (AMBIG-43): the decision names it, as it names the player.
      expect(asked).toEqual([
        expect.objectContaining({ kind: 'CHOOSE_CASUALTIES', power: 'INDIA', seat: 'INDIA', player: 'Great Britain' }),
      ]);
      // The British seat chooses India's infantry: Australia's two take Siam (AMBIG-43: the most land units left).
      const indian = asked[0].units.find((id: string) => b.units.find((u: any) => u.id === id).owner === 'INDIA');
      const chosen = await act('chooseCasualties', player, { units: [indian] });
      expectAccepted(chosen);
      expect(chosen.events!.filter((e) => e.type === 'TerritoryCaptured').map((e) => [e.data.territory, e.data.to])).toEqual([
        ['Siam', 'Australia'],
      ]);
    }
    if (b.phase === 'MOBILIZE') {
      // [S1 "China"]: one infantry per valued territory (Sikang, Szechwan) and one for the open Burma Road.
      const toPlace = power === 'China' ? [{ unitType: 'INFANTRY', count: 3 }] : plan.buy;
      expect(b.purchased).toEqual(toPlace.map((u) => ({ type: u.unitType, count: u.count })));
      expectAccepted(await command('placeUnits', player, { placements: toPlace.map((u) => ({ ...u, territory: plan.at })) }));
    }
    expectAccepted(await command('endPhase', player, { phase: b.phase }));
  }
  const nine = (p: string) =>
    [
      'PURCHASE',
      'COMBAT_AIR_PATROL',
      'COMBAT_MOVE',
      'CONDUCT_COMBAT',
      'NATIONAL_CONTROL',
      'NON_COMBAT_MOVE',
      'MOBILIZE',
      'RESURFACE',
      'COLLECT_INCOME',
    ].map((phase) => `${p} ${phase}`);
  expect(played.Japan).toEqual(nine('JAPAN'));
  expect(played.America).toEqual([...nine('CHINA'), ...nine('USA')]);
  // [S1 "Countries"], [P]: separate purchase, joint moves and combat, separate placement and income.
  expect(played.Britain).toEqual([
    'INDIA PURCHASE',
    'AUSTRALIA PURCHASE',
    'INDIA COMBAT_AIR_PATROL jointly',
    'INDIA COMBAT_MOVE jointly',
    'INDIA CONDUCT_COMBAT jointly',
    'INDIA NATIONAL_CONTROL jointly',
    'INDIA NON_COMBAT_MOVE jointly',
    'INDIA MOBILIZE',
    'AUSTRALIA MOBILIZE',
    'INDIA RESURFACE',
    'AUSTRALIA RESURFACE',
    'INDIA COLLECT_INCOME',
    'AUSTRALIA COLLECT_INCOME',
  ]);
  const b = await board(send, gameId);
  expect([b.round, b.currentPower, b.phase]).toEqual([2, 'JAPAN', 'PURCHASE']);
  expect(b.territories.find((x) => x.name === 'Siam')!.owner).toBe('AUSTRALIA');
  const pus = Object.fromEntries(b.powers.map((p) => [p.power, p.pus]));
  // China is paid in infantry, never in IPCs; Japan's 19 IPCs of income score it 1 victory point (AMBIG-42).
  expect(pus.CHINA).toBe(0);
  expect(pus.JAPAN).toBe(19 - 6 + 19);
  // Each paid for its own purchase: India an artillery (4), Australia an infantry (3), then collected its own income.
  const events = await allEvents(send, gameId, 100);
  const income = (p: string) => events.find((e) => e.type === 'IncomeCollected' && e.data.power === p)!.data.amount;
  expect(pus.INDIA).toBe(22 - 4 + income('India'));
  expect(pus.AUSTRALIA).toBe(25 - 3 + income('Australia'));
  expect(events.filter((e) => e.type === 'VictoryPointsScored').map((e) => e.data.total)).toEqual([1]);
  expect(events.filter((e) => e.type === 'UnitsReceived').map((e) => [e.data.power, e.data.count])).toEqual([['China', 3]]);
});

test('the subscription followed the whole round: every stored event, in order, with nothing missing', async () => {
  const stored = await allEvents(send, gameId, 100);
  const live = await feed.waitFor(stored.length);
  expect(live.map((e) => [e.number, e.type])).toEqual(stored.map((e) => [e.number, e.type]));
  expect(live.map((e) => e.number)).toEqual(stored.map((_, i) => i + 1));
  // It followed Britain's joint battle (RULES §7, AMBIG-43): India and Australia in Siam, which Australia took.
  const battle = live.find((e) => e.type === 'BattleStarted' && e.data.place === 'Siam')!;
  expect(battle.data.attacker).toBe('India');
  expect(live.filter((e) => e.type === 'TerritoryCaptured').map((e) => [e.data.territory, e.data.to])).toEqual([['Siam', 'Australia']]);
});

test('the timeline marks the nine phases of every turn, and board(atPhase) replays any of them', async () => {
  const q = await send(`query($g: String!) { game(id: $g) { timeline { eventNumber round power phase } } }`, { g: gameId });
  const marks = q.game.timeline as { eventNumber: number; round: number; power: string; phase: string }[];
  // Japan's 9, Britain's 13 steps (RULES §7, AMBIG-43: purchase, placement, phase 8 and income each power's), China's and the USA's 9.
  expect(marks.filter((m) => m.round === 1)).toHaveLength(9 + 13 + 9 + 9);
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
