// The second edition (pacific-1940-2e, RULES §6) through the GraphQL API: its
// politics (the rows "Japanese declarations" and "USA"), convoy dice ("Convoys",
// verifiable like every roll) and AA guns ("AA gun", in a battle and in battleOdds).
import { serverSeed } from '../../src/app/dice';
import { verifyDice } from '../../src/app/dice-audit';
import { streamOf } from '../../projections/game-states';
import { inProcessGame, seatedGame } from '../support/in-process';

const E2 = 'pacific-1940-2e';
const DECLARE = `mutation($input: DeclareWarInput!) { declareWar(input: $input) {
  __typename ... on CommandAccepted { events { type data } } ... on RuleViolation { code rule } } }`;
const BOARD = `query($id: String!) { board(gameId: $id) { round currentPower phase powers { power pus } units { id type owner at } } }`;

async function game(id: string, extra: Record<string, unknown> = {}) {
  const g = inProcessGame(id);
  const seats = await seatedGame(g, 'second edition', { rulesetId: E2, ...extra });
  const gql = async (source: string, variableValues: Record<string, unknown> = {}) => {
    const r = await g.gql(source, variableValues);
    if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
    return r.data as any;
  };
  return { g, gql, ...seats };
}

test('RULES §6 "Japanese declarations" and "USA" through the API: "all" brings every Ally, France included, and pays the USA +30 once', async () => {
  const { g, gql, tokens } = await game('00000000-0000-4000-8000-0000000002e1');
  const input = (declaration?: string) => ({
    input: {
      commandId: `d-${declaration ?? 'none'}`,
      gameId: g.gameId,
      seatToken: tokens.Japan,
      against: 'USA',
      ...(declaration ? { declaration } : {}),
    },
  });
  expect((await gql(DECLARE, input('nonsense'))).declareWar).toEqual({
    __typename: 'RuleViolation',
    code: 'UNKNOWN_DECLARATION',
    rule: 'POL-8',
  });
  const r = (await gql(DECLARE, input('all'))).declareWar;
  expect(r.__typename).toBe('CommandAccepted');
  const wars = r.events.filter((e: any) => e.type === 'WarDeclared').map((e: any) => [e.data.a, e.data.b].sort().join('-'));
  expect(wars.sort()).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'France-Japan', 'Japan-UK', 'Japan-USA']);
  expect(r.events.find((e: any) => e.type === 'WarBonusPaid').data).toMatchObject({ power: 'USA', pus: 30, rule: 'RULES §6' });
  const board = (await gql(BOARD, { id: g.gameId })).board;
  expect(board.powers.find((p: any) => p.power === 'USA').pus).toBe(17 + 30);
});

test('RULES §6 "USA" through the API: the USA may not declare in round 1 unless Japan has declared on the UK', async () => {
  const { g, gql, tokens } = await game('00000000-0000-4000-8000-0000000002e2');
  await g.endTurn(tokens); // Japan
  const usa = (id: string) => ({ input: { commandId: id, gameId: g.gameId, seatToken: tokens.USA, against: 'JAPAN' } });
  expect((await gql(DECLARE, usa('u1'))).declareWar).toEqual({
    __typename: 'RuleViolation',
    code: 'TOO_EARLY_TO_DECLARE',
    rule: 'RULES §6',
  });
});

test('RULES §6 "Convoys" through the API: convoy dice are DiceRolled events the auditor verifies', async () => {
  const { g, organizer, tokens } = await game('00000000-0000-4000-8000-0000000002e3');
  await g.run(organizer, {
    type: 'EditPosition',
    edits: [
      { op: 'setRelation', a: 'Japan', b: 'UK', kind: 'war' },
      { op: 'addUnits', at: '37 Sea Zone', units: [{ type: 'submarine', owner: 'Japan', count: 2 }] },
    ],
    reason: 'convoy test',
  });
  for (let turn = 0; turn < 3; turn++) await g.endTurn(tokens); // Japan, the USA, China
  const income = await g.endTurn(tokens); // the UK's turn: its income ends it
  const types = income.events.map((e) => e.type);
  const roll = income.events.find((e) => e.type === 'DiceRolled' && (e.data as any).purpose === 'convoy disruption, UK, 37 Sea Zone')!;
  expect(roll).toBeDefined();
  expect(types.indexOf('DiceRolled')).toBeLessThan(types.indexOf('IncomeCollected'));
  const line = (income.events.find((e) => e.type === 'IncomeCollected')!.data as any).lines.find((l: any) => l.seaZone === '37 Sea Zone');
  expect(line.dice).toEqual((roll.data as any).values);
  expect(line.dice).toHaveLength(4); // 2 subs, 2 dice each
  const events = await g.services.store.readStream(streamOf(g.gameId));
  expect(verifyDice(events, { seed: serverSeed('secret', g.gameId) })).toMatchObject({ valid: true, problems: [] });
});

test('RULES §6 "AA gun" through the API: battleOdds rolls at most 3 dice a gun and the gun can be lost', async () => {
  const { gql } = await game('00000000-0000-4000-8000-0000000002e4');
  const ODDS = `query($r: String, $a: [UnitCountInput!]!, $d: [UnitCountInput!]!) { battleOdds(rulesetId: $r, kind: LAND, attackers: $a, defenders: $d) {
    attackerWins defenderWins expectedDefenderSurvivors { unitType expected } } }`;
  const four = { a: [{ unitType: 'FIGHTER', count: 4 }], d: [{ unitType: 'AA_GUN', count: 1 }] };
  // 2E: one gun rolls 3 dice at 4 fighters, so a fighter always survives and the gun is lost; 1E: 4 dice, and the gun is never lost.
  const e2 = (await gql(ODDS, { r: E2, ...four })).battleOdds;
  expect(e2.attackerWins).toBe(1);
  expect(e2.expectedDefenderSurvivors).toEqual([{ unitType: 'AA_GUN', expected: 0 }]);
  const e1 = (await gql(ODDS, { r: 'pacific-1940', ...four })).battleOdds;
  expect(e1.defenderWins).toBeCloseTo(Math.pow(1 / 6, 4), 12);
});

test('RULES §6 "AA gun" through the API: in a battle one gun rolls 3 dice at 4 fighters', async () => {
  const { g, gql, organizer, tokens } = await game('00000000-0000-4000-8000-0000000002e5', {
    scriptedDice: [1, 6, 6, 6, 6, 6, 6, 6, 6, 6],
  });
  const hunan = (await gql(BOARD, { id: g.gameId })).board.units.filter((u: any) => u.at === 'Hunan').map((u: any) => u.id);
  await g.run(organizer, {
    type: 'EditPosition',
    edits: [
      { op: 'removeUnits', unitIds: hunan },
      {
        op: 'addUnits',
        at: 'Hunan',
        units: [
          { type: 'aaGun', owner: 'China' },
          { type: 'infantry', owner: 'China' },
        ],
      },
      { op: 'addUnits', at: 'Kiangsi', units: [{ type: 'fighter', owner: 'Japan', count: 4 }] },
    ],
    reason: 'AA test',
  });
  await g.run(tokens.Japan, { type: 'EndPhase' }); // purchase
  const board = (await gql(BOARD, { id: g.gameId })).board;
  const fighters = board.units.filter((u: any) => u.at === 'Kiangsi' && u.type === 'FIGHTER' && u.owner === 'JAPAN').map((u: any) => u.id);
  await g.run(tokens.Japan, { type: 'MoveUnits', units: fighters, route: ['Hunan'] });
  await g.run(tokens.Japan, { type: 'EndPhase' });
  await g.run(tokens.Japan, { type: 'SetCasualtyOrder', orderOfLoss: [] });
  const fought = await g.run(tokens.Japan, { type: 'FightBattle', place: 'Hunan' });
  const aa = fought.events.find((e) => e.type === 'DiceRolled' && (e.data as any).purpose.startsWith('anti-aircraft'))!;
  expect((aa.data as any).values).toEqual([1, 6, 6]);
});
