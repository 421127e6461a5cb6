// RULES §8.1 hr01-ports-shelter (seed 002 "Ports") through GraphQL: a frontend sends enterPort, sees the ship in port
// on the board (at = the harbour's land, portZone = its sea zone), reads ShipsEnteredPort in the events, and asks
// legalDestinations for it as for any ship (its move starts in that zone).
import { endPhasesUntil, MUTATIONS, newId, SEATS, sendCommand, startTestServer, type Game, type Power, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const BOARD = `query($g: String!) { board(gameId: $g) { units { id type owner at portZone } } }`;

test('enterPort: accepted in Non-combat Move, shown on the board with portZone, refused at a territory that is no port', async () => {
  const created: any = (
    await t.data(MUTATIONS.createGame, { input: { commandId: newId(), name: 'ports', options: ['hr01-ports-shelter'] } })
  ).createGame;
  expect(created.__typename).toBe('GameCreated');
  const g: Game = { gameId: created.game.id, organizerToken: created.organizerToken, tokens: {} as Record<Power, string> };
  for (const power of SEATS)
    g.tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId: g.gameId, power } })).takeSeat.seatToken;
  await endPhasesUntil(t.data, g, 'JAPAN', 'NON_COMBAT_MOVE');
  const before = (await t.data(BOARD, { g: g.gameId })).board;
  const dd = before.units.find((u: any) => u.at === '6 Sea Zone' && u.owner === 'JAPAN' && u.type === 'DESTROYER');
  expect(dd.portZone).toBeNull();
  const enter = (port: string) =>
    sendCommand(t.data, 'enterPort', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: [dd.id], port });
  expect(await enter('Korea')).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_A_PORT', rule: 'hr01-ports-shelter' });
  const accepted = await enter('Japan');
  expect(accepted.__typename).toBe('CommandAccepted');
  expect(accepted.events.map((e: any) => e.type)).toEqual(['ShipsEnteredPort']);
  expect(accepted.events[0].data).toMatchObject({ port: 'Japan', seaZone: '6 Sea Zone', units: [{ unitId: dd.id }] });
  const after = (await t.data(BOARD, { g: g.gameId })).board;
  expect(after.units.find((u: any) => u.id === dd.id)).toMatchObject({ at: 'Japan', portZone: '6 Sea Zone' });
  const dests = (
    await t.data(`query($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u) { territory route } }`, {
      g: g.gameId,
      u: [dd.id],
    })
  ).legalDestinations;
  expect(dests.length).toBeGreaterThan(0);
  expect(dests.every((d: any) => d.territory !== 'Japan')).toBe(true);
  // checkMove answers as moveUnits decides: from the zone the ship is in port on.
  const check = (
    await t.data(`query($g: String!, $u: [String!]!, $r: [String!]!) { checkMove(gameId: $g, units: $u, route: $r) { legal } }`, {
      g: g.gameId,
      u: [dd.id],
      r: dests[0].route,
    })
  ).checkMove;
  expect(check).toEqual({ legal: true });
});
