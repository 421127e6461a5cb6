// A battle through the API with scripted dice (a practice game): the engine
// uses the listed values in the documented order, asks the right seat for each
// decision, and records every roll.
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

async function practiceGame(scriptedDice: number[]): Promise<Game> {
  const created: any = (await t.data(MUTATIONS.createGame, { input: { commandId: newId(), name: 'practice', scriptedDice } })).createGame;
  expect(created.__typename).toBe('GameCreated');
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS)
    tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat.seatToken;
  return { gameId, organizerToken: created.organizerToken, tokens };
}

const BOARD = `query($g: String!) { board(gameId: $g) { battles battle { place round step awaiting waitingFor hits { any } attackers defenders } units { id type owner at } owners: territories { name owner } } }`;

test('CBT through GraphQL: scripted dice used in order, the owing seat is asked for casualties (no one else), the attacker presses on and takes Hunan', async () => {
  // round 1: the attacker (infantry at 1, infantry at 2 with artillery, artillery at 2) rolls 6 6 6; Hunan's infantry rolls 1: a hit
  const g = await practiceGame([6, 6, 6, 1, 1, 2, 6, 6]);
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  let b = (await t.data(BOARD, { g: g.gameId })).board;
  const kiangsi = b.units.filter((u: any) => u.at === 'Kiangsi' && u.owner === 'JAPAN');
  const force = [
    ...kiangsi.filter((u: any) => u.type === 'INFANTRY').slice(0, 2),
    ...kiangsi.filter((u: any) => u.type === 'ARTILLERY'),
  ].map((u: any) => u.id);
  expectAccepted(
    await send('moveUnits', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: force, route: ['Hunan'] }),
  );
  await endPhasesUntil(t.data, g, 'JAPAN', 'CONDUCT_COMBAT');
  b = (await t.data(BOARD, { g: g.gameId })).board;
  expect(b.battles).toEqual(['Hunan']);

  const fought = await send('fightBattle', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, place: 'Hunan' });
  expectAccepted(fought);
  const dice = fought.events!.filter((e: any) => e.type === 'DiceRolled').map((e: any) => e.data);
  expect(dice).toEqual([
    { first: 1, values: [6, 6, 6], purpose: 'attacker, round 1, Hunan', scripted: [true, true, true] },
    { first: 4, values: [1], purpose: 'defender, round 1, Hunan', scripted: [true] },
  ]);
  // Japan owes one casualty and has a choice (infantry or artillery): it is asked.
  b = (await t.data(BOARD, { g: g.gameId })).board;
  expect(b.battle).toMatchObject({ place: 'Hunan', round: 1, awaiting: 'CASUALTIES', waitingFor: 'JAPAN', hits: { any: 1 } });
  const wrongSeat = await send('chooseCasualties', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.CHINA, units: [force[0]] });
  expect(wrongSeat).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_YOUR_DECISION' });
  expectAccepted(await send('chooseCasualties', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: [force[0]] }));

  b = (await t.data(BOARD, { g: g.gameId })).board;
  expect(b.battle).toMatchObject({ awaiting: 'PRESS_ON_OR_RETREAT', waitingFor: 'JAPAN' });
  // Round 2: attacker infantry (2 with artillery) rolls 1, artillery rolls 2 -> 2 hits on 1 defender; defender rolls 6.
  const round2 = await send('pressOn', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN });
  expectAccepted(round2);
  const types = round2.events!.map((e: any) => e.type);
  expect(types).toEqual(expect.arrayContaining(['BattleContinued', 'DiceRolled', 'BattleEnded', 'TerritoryCaptured']));
  expect(round2.events!.find((e: any) => e.type === 'BattleEnded')?.data).toMatchObject({ outcome: 'attackerWon' });
  b = (await t.data(BOARD, { g: g.gameId })).board;
  expect(b.owners.find((x: any) => x.name === 'Hunan').owner).toBe('JAPAN');
  expect(b.battle).toBeNull();
  expectAccepted(await send('endPhase', { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, phase: 'CONDUCT_COMBAT' }));
});

test('CBT-10 through GraphQL: a position with a damaged US carrier, scripted dice; its fighter, left without a deck, is flown where the USA says', async () => {
  const position = {
    format: 'pacific-position/1',
    ruleset: 'pacific-1940',
    currentPower: 'Japan',
    phase: 'combatMove',
    relations: [{ a: 'Japan', b: 'USA', kind: 'war' }],
    territories: {
      Okinawa: { owner: 'USA', units: [] },
      '19 Sea Zone': { units: [{ type: 'carrier', owner: 'USA', hits: 1, planes: [{ type: 'fighter', owner: 'USA' }] }] },
    },
  };
  // the battleship hits (1); the carrier and the fighter miss (6, 6)
  const created: any = (
    await t.data(
      `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename ... on GameCreated { game { id } } ... on RuleViolation { code message problems { path code } } } }`,
      {
        input: { commandId: newId(), name: 'CBT-10', position, scriptedDice: [1, 6, 6] },
      },
    )
  ).createGameFromPosition;
  expect(created.__typename).toBe('GameCreated');
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS)
    tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat.seatToken;
  const seat = (power: Power) => ({ commandId: newId(), gameId, seatToken: tokens[power] });

  const LANDING = `query($g: String!) { board(gameId: $g) { battle { awaiting waitingFor landing { unit options } } units { id type owner at } } }`;
  let b = (await t.data(LANDING, { g: gameId })).board;
  const battleship = b.units.find((u: any) => u.at === '6 Sea Zone' && u.owner === 'JAPAN' && u.type === 'BATTLESHIP').id;
  const carrier = b.units.find((u: any) => u.at === '19 Sea Zone' && u.type === 'CARRIER').id;
  const fighter = b.units.find((u: any) => u.at === '19 Sea Zone' && u.type === 'FIGHTER').id;
  expectAccepted(await send('moveUnits', { ...seat('JAPAN'), units: [battleship], route: ['19 Sea Zone'] }));
  expectAccepted(await send('endPhase', { ...seat('JAPAN'), phase: 'COMBAT_MOVE' }));
  expectAccepted(await send('fightBattle', { ...seat('JAPAN'), place: '19 Sea Zone' }));
  expectAccepted(await send('chooseCasualties', { ...seat('USA'), units: [carrier] }));
  expectAccepted(await send('retreat', { ...seat('JAPAN'), to: '6 Sea Zone' }));

  b = (await t.data(LANDING, { g: gameId })).board;
  expect(b.battle).toEqual({ awaiting: 'LAND_PLANES', waitingFor: 'USA', landing: [{ unit: fighter, options: ['Okinawa'] }] });
  expect(await send('landPlanes', { ...seat('JAPAN'), landings: [{ unit: fighter, to: 'Okinawa' }] })).toMatchObject({
    code: 'NOT_YOUR_DECISION',
  });
  expect(await send('landPlanes', { ...seat('USA'), landings: [{ unit: fighter, to: 'Kiangsu' }] })).toMatchObject({
    code: 'INVALID_LANDING',
    rule: 'CBT-10',
  });
  const landed = await send('landPlanes', { ...seat('USA'), landings: [{ unit: fighter, to: 'Okinawa' }] });
  expectAccepted(landed);
  expect(landed.events!.map((e: any) => e.type)).toEqual(['PlanesLanded', 'BattleEnded']);
  b = (await t.data(LANDING, { g: gameId })).board;
  expect(b.battle).toBeNull();
  expect(b.units.find((u: any) => u.id === fighter).at).toBe('Okinawa');
});

test('CBT-7 through GraphQL: chooseCasualties lists each candidate with the hit classes it may take, its hits left and whether it is taken last', async () => {
  const position = {
    format: 'pacific-position/1',
    ruleset: 'pacific-1940',
    currentPower: 'Japan',
    phase: 'combatMove',
    relations: [{ a: 'Japan', b: 'USA', kind: 'war' }],
    territories: {
      '6 Sea Zone': { units: [{ type: 'submarine', owner: 'Japan' }] },
      '19 Sea Zone': {
        units: [
          { type: 'destroyer', owner: 'USA' },
          { type: 'transport', owner: 'USA' },
          { type: 'carrier', owner: 'USA', planes: [{ type: 'fighter', owner: 'USA' }] },
        ],
      },
    },
  };
  // The submarine hits (1: a hit no plane may take, UNIT-5); the destroyer, carrier and fighter miss (6, 6, 6).
  const created: any = (
    await t.data(
      `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename ... on GameCreated { game { id } } ... on RuleViolation { code message problems { path code } } } }`,
      { input: { commandId: newId(), name: 'CBT-7 candidates', position, scriptedDice: [1, 6, 6, 6] } },
    )
  ).createGameFromPosition;
  expect(created.__typename).toBe('GameCreated');
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS)
    tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat.seatToken;
  const seat = (power: Power) => ({ commandId: newId(), gameId, seatToken: tokens[power] });
  const units = (await t.data(`query($g: String!) { board(gameId: $g) { units { id type owner at damage } } }`, { g: gameId })).board.units;
  const id = (at: string, type: string) => units.find((u: any) => u.at === at && u.type === type).id;
  const sub = id('6 Sea Zone', 'SUBMARINE');
  expectAccepted(await send('moveUnits', { ...seat('JAPAN'), units: [sub], route: ['19 Sea Zone'] }));
  expectAccepted(await send('endPhase', { ...seat('JAPAN'), phase: 'COMBAT_MOVE' }));
  expectAccepted(await send('fightBattle', { ...seat('JAPAN'), place: '19 Sea Zone' }));

  const PENDING = `query($g: String!) { game(id: $g) { pendingDecisions { kind power hits { notAir notSub airOnly any surface } units casualties { unit hitClasses hitsLeft takenLast } } } }`;
  const [decision] = (await t.data(PENDING, { g: gameId })).game.pendingDecisions;
  expect(decision).toMatchObject({
    kind: 'CHOOSE_CASUALTIES',
    power: 'USA',
    hits: { notAir: 1, notSub: 0, airOnly: 0, any: 0, surface: null },
  });
  const [dd, tr, cv, ftr] = [
    id('19 Sea Zone', 'DESTROYER'),
    id('19 Sea Zone', 'TRANSPORT'),
    id('19 Sea Zone', 'CARRIER'),
    id('19 Sea Zone', 'FIGHTER'),
  ];
  expect(decision.casualties.map((c: any) => c.unit).sort()).toEqual([...decision.units].sort());
  expect(decision.casualties).toEqual(
    expect.arrayContaining([
      { unit: dd, hitClasses: ['NOT_AIR'], hitsLeft: 1, takenLast: false },
      { unit: tr, hitClasses: ['NOT_AIR'], hitsLeft: 1, takenLast: true },
      { unit: cv, hitClasses: ['NOT_AIR'], hitsLeft: 2, takenLast: false },
      { unit: ftr, hitClasses: [], hitsLeft: 1, takenLast: false },
    ]),
  );
  // What the candidates say is what the engine checks: the plane and the transport are refused, the carrier is damaged.
  expect(await send('chooseCasualties', { ...seat('USA'), units: [ftr] })).toMatchObject({ code: 'INVALID_CASUALTIES', rule: 'CBT-7' });
  expect(await send('chooseCasualties', { ...seat('USA'), units: [tr] })).toMatchObject({ code: 'INVALID_CASUALTIES', rule: 'UNIT-7' });
  const chosen = await send('chooseCasualties', { ...seat('USA'), units: [cv] });
  expectAccepted(chosen);
  expect(chosen.events!.find((e: any) => e.type === 'CasualtiesChosen')!.data.units).toEqual([{ unitId: cv, effect: 'damaged' }]);
  // The summaries name what was hit, and a sea battle's bombard step says nothing happened (issue 25 "Summaries").
  const log = (
    await t.data(`query($g: String!) { events(gameId: $g, last: 40) { edges { node { type summary } } } }`, { g: gameId })
  ).events.edges.map((e: any) => e.node.summary);
  expect(log).toEqual(expect.arrayContaining(["USA's 1 carrier is damaged in 19 Sea Zone.", '19 Sea Zone, round 1: no bombardment.']));
});
