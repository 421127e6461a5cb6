// RULES §8.1 hr01-amphibious-support (seed 002 "Amphibious Operations") through GraphQL: a frontend sees the
// designation as a pending decision (DESIGNATE_SUPPORT, board.battle.awaiting SUPPORT), answers it with
// designateSupport, and reads the choice in the events; battleOdds takes the supporting ships.
import {
  endPhasesUntil,
  expectAccepted,
  MUTATIONS,
  newId,
  SEATS,
  sendCommand,
  startTestServer,
  type Game,
  type Power,
  type TestServer,
} from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const send = (name: string, input: Record<string, unknown>) => sendCommand(t.data, name, input);
const BOARD = `query($g: String!) { board(gameId: $g) { battles battle { place step awaiting waitingFor attackers } units { id type owner at } } }`;
const PENDING = `query($g: String!) { game(id: $g) { pendingDecisions { kind power place rule units places commands } } }`;

test('designateSupport: asked of the attacker before the sea battle, refused for a transport, recorded, and the kept ship bombards', async () => {
  // Sea battle: destroyer and cruiser roll 1 and 6, the blocker 6; landing: the battleship bombards (6), 2 infantry 6 6, defender 6.
  const created: any = (
    await t.data(MUTATIONS.createGame, {
      input: { commandId: newId(), name: 'amphibious support', options: ['hr01-amphibious-support'], scriptedDice: [1, 6, 6, 6, 6, 6, 6] },
    })
  ).createGame;
  expect(created.__typename).toBe('GameCreated');
  const g: Game = { gameId: created.game.id, organizerToken: created.organizerToken, tokens: {} as Record<Power, string> };
  for (const power of SEATS)
    g.tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId: g.gameId, power } })).takeSeat.seatToken;
  let b = (await t.data(BOARD, { g: g.gameId })).board;
  const gone = b.units.filter((u: any) => u.at === 'Okinawa' || u.at === '19 Sea Zone').map((u: any) => u.id);
  expectAccepted(
    await send('editPosition', {
      commandId: newId(),
      gameId: g.gameId,
      organizerToken: g.organizerToken,
      reason: 'a landing against a blocking destroyer',
      edits: [
        { op: 'removeUnits', unitIds: gone },
        { op: 'setOwner', territory: 'Okinawa', owner: 'UK', heldSinceTurnStart: true },
        { op: 'addUnits', at: 'Okinawa', units: [{ type: 'infantry', owner: 'UK', count: 1 }] },
        { op: 'addUnits', at: '19 Sea Zone', units: [{ type: 'destroyer', owner: 'UK', count: 1 }] },
        { op: 'setRelation', a: 'Japan', b: 'UK', kind: 'war' },
      ],
    }),
  );
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  b = (await t.data(BOARD, { g: g.gameId })).board;
  const japan = (at: string, type: string) => b.units.filter((u: any) => u.at === at && u.owner === 'JAPAN' && u.type === type);
  const inf = japan('Japan', 'INFANTRY')
    .slice(0, 2)
    .map((u: any) => u.id);
  const transport = japan('6 Sea Zone', 'TRANSPORT')[0].id;
  const [bb, ca, dd] = ['BATTLESHIP', 'CRUISER', 'DESTROYER'].map((type) => japan('6 Sea Zone', type)[0].id);
  const move = (units: string[], route: string[], extra = {}) =>
    send('moveUnits', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units, route, ...extra });
  expectAccepted(await move(inf, ['6 Sea Zone'], { transport }));
  expectAccepted(await move([transport, bb, ca, dd], ['19 Sea Zone']));
  expectAccepted(await move(inf, ['Okinawa']));
  await endPhasesUntil(t.data, g, 'JAPAN', 'CONDUCT_COMBAT');
  expectAccepted(await send('fightBattle', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, place: '19 Sea Zone' }));

  b = (await t.data(BOARD, { g: g.gameId })).board;
  expect(b.battle).toMatchObject({ place: '19 Sea Zone', step: 'SUPPORT', awaiting: 'SUPPORT', waitingFor: 'JAPAN' });
  const pending = (await t.data(PENDING, { g: g.gameId })).game.pendingDecisions;
  expect(pending).toEqual([
    {
      kind: 'DESIGNATE_SUPPORT',
      power: 'JAPAN',
      place: '19 Sea Zone',
      rule: 'hr01-amphibious-support',
      units: expect.arrayContaining([bb, ca, dd]),
      places: ['Okinawa'],
      commands: ['DesignateSupport'],
    },
  ]);
  const designate = (units: string[]) =>
    send('designateSupport', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units });
  expect(await designate([transport])).toMatchObject({
    __typename: 'RuleViolation',
    code: 'INVALID_SUPPORT',
    rule: 'hr01-amphibious-support',
  });
  const sea = await designate([bb]);
  expectAccepted(sea);
  expect(sea.events!.find((e: any) => e.type === 'AmphibiousSupportDesignated')!.data).toMatchObject({
    place: '19 Sea Zone',
    power: 'Japan',
    landings: ['Okinawa'],
    supporting: [bb],
    rule: 'hr01-amphibious-support',
  });
  expect(sea.events!.find((e: any) => e.type === 'BattleEnded')!.data).toMatchObject({ outcome: 'attackerWon' });
  const land = await send('fightBattle', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, place: 'Okinawa' });
  expectAccepted(land);
  expect(land.events!.find((e: any) => e.type === 'BattleStarted')!.data.bombarders).toEqual([bb]);
  expect(land.events!.find((e: any) => e.type === 'DiceRolled')!.data).toMatchObject({
    purpose: 'bombardment, round 1, Okinawa',
    values: [6],
  });
});

test('battleOdds: bombarding destroyers are refused without the option and counted with it', async () => {
  const q = `query($o: [String!]) { battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 2 }], defenders: [{ unitType: INFANTRY, count: 2 }],
    bombarding: [{ unitType: DESTROYER, count: 2 }], options: $o) { attackerWins } }`;
  const without = await t.gql(q, { o: [] });
  expect(without.errors?.[0]).toMatchObject({
    extensions: { code: 'BAD_USER_INPUT' },
    message: expect.stringContaining('destroyer does not bombard'),
  });
  const plain = (
    await t.data(
      `query { battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 2 }], defenders: [{ unitType: INFANTRY, count: 2 }]) { attackerWins } }`,
    )
  ).battleOdds.attackerWins;
  const supported = (await t.data(q, { o: ['hr01-amphibious-support'] })).battleOdds.attackerWins;
  expect(supported).toBeGreaterThan(plain + 0.05);
});
