// game.pendingDecisions through GraphQL (issue 11): a client that knows only
// "ask what is pending, answer it" plays Japan's turn with an attack, taking
// each decision from the seat the game names.
import { expectAccepted, newGame, newId, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const PENDING = `query($g: String!) { game(id: $g) { pendingDecisions {
  kind power place commands rule required units places pus purchasable { unitType cost } placements { unitType count places } hits { any notAir notSub airOnly } } } }`;
const pending = async (g: string) => (await t.data(PENDING, { g })).game.pendingDecisions as any[];

test('a turn is a loop of "ask what is pending, answer it" (MOV-1, CBT-7, MOB-1)', async () => {
  const g = await newGame(t.data);
  const seat = (power: string) => g.tokens[power as keyof typeof g.tokens];
  const send = async (mutation: string, power: string, input: Record<string, unknown>) => {
    const r = (
      await t.data(
        `mutation($input: ${mutation[0].toUpperCase() + mutation.slice(1)}Input!) { ${mutation}(input: $input) { __typename ... on RuleViolation { code message } } }`,
        {
          input: { commandId: newId(), gameId: g.gameId, seatToken: seat(power), ...input },
        },
      )
    )[mutation];
    expectAccepted(r);
  };

  let [d] = await pending(g.gameId);
  expect(d).toMatchObject({ kind: 'PURCHASE', power: 'JAPAN', required: true, pus: 26, rule: 'PUR-2' });
  expect(d.purchasable).toContainEqual({ unitType: 'INFANTRY', cost: 3 });
  await send('purchaseUnits', 'JAPAN', { units: [{ unitType: 'INFANTRY', count: 2 }] });
  await send('endPhase', 'JAPAN', { phase: 'PURCHASE' });

  [d] = await pending(g.gameId);
  expect(d).toMatchObject({ kind: 'COMBAT_MOVE', power: 'JAPAN' });
  const board = (await t.data(`query($g: String!) { board(gameId: $g) { units { id type owner at } } }`, { g: g.gameId })).board;
  const attackers = board.units
    .filter((u: any) => u.at === 'Kiangsi' && u.owner === 'JAPAN' && ['INFANTRY', 'ARTILLERY'].includes(u.type))
    .map((u: any) => u.id);
  expect(d.units).toEqual(expect.arrayContaining(attackers));
  await send('moveUnits', 'JAPAN', { units: attackers, route: ['Hunan'] });
  await send('endPhase', 'JAPAN', { phase: 'COMBAT_MOVE' });

  [d] = await pending(g.gameId);
  expect(d).toMatchObject({ kind: 'CONDUCT_COMBAT', power: 'JAPAN', places: ['Hunan'], commands: ['FightBattle', 'EndPhase'] });
  await send('fightBattle', 'JAPAN', { place: 'Hunan' });

  // Whatever the dice: answer each battle decision from the seat named until the battle is over.
  for (let i = 0; i < 30; i++) {
    const [next] = await pending(g.gameId);
    if (next.kind === 'CONDUCT_COMBAT' || next.kind === 'NON_COMBAT_MOVE') break;
    if (next.kind === 'CHOOSE_CASUALTIES') {
      const n = next.hits.any + next.hits.notAir + next.hits.notSub + next.hits.airOnly;
      await send('chooseCasualties', next.power, { units: next.units.slice(0, n) });
    } else if (next.kind === 'PRESS_ON_OR_RETREAT') await send('pressOn', next.power, {});
    else throw new Error(`unexpected decision ${next.kind}`);
  }
  [d] = await pending(g.gameId);
  expect(d).toMatchObject({ kind: 'CONDUCT_COMBAT', places: [] });
  await send('endPhase', 'JAPAN', { phase: 'CONDUCT_COMBAT' });
  await send('endPhase', 'JAPAN', { phase: 'NON_COMBAT_MOVE' });

  [d] = await pending(g.gameId);
  expect(d).toMatchObject({
    kind: 'MOBILIZE',
    power: 'JAPAN',
    placements: [{ unitType: 'INFANTRY', count: 2, places: expect.arrayContaining(['Japan']) }],
  });
  await send('placeUnits', 'JAPAN', { placements: [{ unitType: 'INFANTRY', count: 2, territory: 'Japan' }] });
  await send('endPhase', 'JAPAN', { phase: 'MOBILIZE' });
  [d] = await pending(g.gameId);
  expect(d).toMatchObject({ kind: 'COLLECT_INCOME', power: 'JAPAN' });
  await send('endPhase', 'JAPAN', { phase: 'COLLECT_INCOME' });
  expect((await pending(g.gameId))[0]).toMatchObject({ kind: 'PURCHASE', power: 'USA' });
});
