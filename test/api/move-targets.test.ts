// Issue 25: a movement decision says where its units can go, so a client
// offers targets without asking per unit (PendingDecision.moveTargets, MOV-1,
// AMBIG-45); and the 2001 bases through the API (RULES §7 "Bases", AMBIG-44).
import { endPhasesUntil, expectAccepted, MUTATIONS, newGame, newId, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const TARGETS = `query($g: String!) { game(id: $g) { pendingDecisions {
  kind power units moveTargets { unitType power at movementLeft units targets { territory route movementLeft attack battle captures warWith } } } } }`;
const MOVE = `mutation($input: MoveUnitsInput!) { moveUnits(input: $input) {
  __typename ... on CommandAccepted { events { type } } ... on RuleViolation { code message rule } } }`;

test("Japan's first Combat Move lists, per group of alike units, where they can attack or move (MOV-1, AMBIG-45)", async () => {
  const g = await newGame(t.data);
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  const [d] = (await t.data(TARGETS, { g: g.gameId })).game.pendingDecisions;
  expect(d.kind).toBe('COMBAT_MOVE');
  const groups = d.moveTargets as any[];
  // Every listed unit is in exactly one group, and alike units share one (fewer groups than units).
  const grouped = groups.flatMap((x) => x.units);
  expect([...grouped].sort()).toEqual([...d.units].sort());
  expect(groups.length).toBeLessThan(d.units.length);

  // Japan's infantry in Kiangsu may attack Chinese Anhwe (empty: taken without a battle).
  const kiangsu = groups.find((x) => x.unitType === 'INFANTRY' && x.at === 'Kiangsu');
  expect(kiangsu.power).toBe('JAPAN');
  const anhwe = kiangsu.targets.find((x: any) => x.territory === 'Anhwe');
  expect(anhwe).toMatchObject({ route: ['Anhwe'], attack: true, captures: ['Anhwe'], movementLeft: 0 });
  // A land unit attacks or stays: none of its targets is a non-attack (AMBIG-45).
  expect(kiangsu.targets.every((x: any) => x.attack)).toBe(true);

  // Ships may also end a combat move where they do not attack (AMBIG-45): some ship group has such targets.
  const ships = groups.filter((x) => ['DESTROYER', 'CRUISER', 'BATTLESHIP', 'CARRIER', 'TRANSPORT', 'SUBMARINE'].includes(x.unitType));
  expect(ships.some((x) => x.targets.some((y: any) => !y.attack))).toBe(true);

  // The targets are legalDestinations' answer for one unit of the group.
  const fighters = groups.find((x) => x.unitType === 'FIGHTER' && x.targets.length > 0);
  const dest = await t.data(
    `query($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u) { territory route movementLeft battle captures warWith } }`,
    { g: g.gameId, u: [fighters.units[fighters.units.length - 1]] },
  );
  expect(dest.legalDestinations).toEqual(fighters.targets.map(({ attack: _attack, ...rest }: any) => rest));

  // Moving a unit to a listed attack target is accepted.
  const moved: any = (
    await t.data(MOVE, {
      input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: [kiangsu.units[0]], route: anhwe.route },
    })
  ).moveUnits;
  expect(moved.__typename).toBe('CommandAccepted');
  expect(moved.events.map((e: any) => e.type)).toEqual(['UnitsMoved', 'TerritoryCaptured']);

  // Other decisions have no targets.
  await endPhasesUntil(t.data, g, 'JAPAN', 'MOBILIZE');
  const [m] = (await t.data(TARGETS, { g: g.gameId })).game.pendingDecisions;
  expect(m).toMatchObject({ kind: 'MOBILIZE', moveTargets: null });
});

test('pacific-2001 through the API: a fighter gains +1 for an airfield where its move ends; without one the refusal cites AMBIG-44', async () => {
  const created: any = (await t.data(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId: 'pacific-2001', name: 'bases' } }))
    .createGame;
  expect(created.__typename).toBe('GameCreated');
  const gameId: string = created.game.id;
  const seat: any = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power: 'JAPAN' } })).takeSeat;
  expect(seat.__typename).toBe('SeatGranted');
  const japan = { gameId, organizerToken: created.organizerToken, tokens: { JAPAN: seat.seatToken } } as any;
  await endPhasesUntil(t.data, japan, 'JAPAN', 'NON_COMBAT_MOVE');
  const board = await t.data(`query($g: String!) { board(gameId: $g) { units { id type at } } }`, { g: gameId });
  const fighter = board.board.units.find((u: any) => u.type === 'FIGHTER' && u.at === 'Manchuria').id;
  const send = async (route: string[]) =>
    (await t.data(MOVE, { input: { commandId: newId(), gameId, seatToken: seat.seatToken, units: [fighter], route } })).moveUnits;

  // Manchuria (no airfield) to Marshall (no airfield): 5 spaces, the fighter has 4.
  const refused = await send(['37 Sea Zone', '35 Sea Zone', '25 Sea Zone', '18 Sea Zone', 'Marshall']);
  expect(refused).toMatchObject({ __typename: 'RuleViolation', code: 'OUT_OF_MOVEMENT', rule: 'MOV-2, MOV-3, MOV-4, AMBIG-44' });
  // To Caroline (Japan's airfield), 5 spaces: 4 + 1 for the airfield where it ends.
  const dest = await t.data(`query($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u) { territory movementLeft } }`, {
    g: gameId,
    u: [fighter],
  });
  expect(dest.legalDestinations).toContainEqual({ territory: 'Caroline', movementLeft: 0 });
  expect(dest.legalDestinations.map((x: any) => x.territory)).not.toContain('Marshall');
  expectAccepted(await send(['37 Sea Zone', '35 Sea Zone', '25 Sea Zone', '26 Sea Zone', 'Caroline']));
});
