// A rated game played to its end over the real HTTP GraphQL API, then audited
// the way an organizer audits a tournament game (README "For organizers").
//
// Set up from a position (rated, so the server's secret seed rolls the dice):
// Japan holds five victory cities (Japan, Kiangsu, Kwangtung, Philippines,
// Hawaiian Islands) and attacks India, the UK capital held by one infantry,
// with eleven land units from Burma. It wins the battle whatever the dice
// (pressing on every round), so at its turn end it controls six victory cities
// including Japan: VIC-1 holds, VIC-3 makes it pending; after the Allies' turns
// and Japan's next turn end, GameEnded (Axis) and DiceSeedRevealed follow. Then:
// the seed was in no answer or event before the end, every later command is
// refused with GAME_ENDED and appends nothing, the export's dice and hash chain
// verify (and a changed die is caught), and the last position round-trips.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { streamOf } from '../../projections/game-states';
import { verifyDice } from '../../src/app/dice-audit';
import { serverSeed } from '../../src/app/dice';
import { eventHash, verifyChain } from '../../src/app/event-chain';
import type { RecordedEvent } from '../../src/store/port';
import { canon } from '../position/helpers';
import { allEvents, newId, SEATS, startTestServer, tempDir, TEST_SECRET, type Power, type TestServer } from './helpers';

// The server's SQLite file is one this test owns, so that the command-line tools can read it too.
const dir = tempDir('pacific-game-to-end-');
const dbPath = join(dir.dir, 'pacific.db');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ dbPath });
});
afterAll(async () => {
  await t.stop();
  dir.remove();
});

/** Runs one of src/cli's tools (as `npm run <tool>` does, without npm) on this test's store; never rejects. */
function cli(tool: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath, TOKEN_SECRET: TEST_SECRET };
  delete env.KURRENTDB_CONNECTION_STRING;
  // The compiled tool, as `npm run <tool>` runs it (dist/ is built before the tests: test/support/build-dist.ts);
  // a tool that hangs is killed after two minutes rather than holding up the suite.
  const argv = [join('dist/src/cli', `${tool}.js`), ...args];
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      argv,
      { cwd: join(__dirname, '../..'), env, timeout: 120_000, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

// ---------------------------------------------------------------------------
// The client: every answer before the game's end is kept, to look for the seed.

const answers: string[] = [];
let keepAnswers = true;

async function q<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await t.gql<T>(query, variables);
  if (keepAnswers) answers.push(r.raw);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors ?? r.raw)}`);
  return r.data;
}

const EVENT = 'number type data metadata { commandId actor hash }';
const RESULT = `__typename
  ... on CommandAccepted { duplicate events { ${EVENT} } game { eventCount round currentPower phase status } }
  ... on RuleViolation { code message rule }`;

interface Result {
  __typename: 'CommandAccepted' | 'RuleViolation';
  duplicate?: boolean;
  events?: { number: number; type: string; data: any; metadata: { commandId: string; actor: string; hash: string } }[];
  game?: { eventCount: number; round: number; currentPower: string; phase: string; status: string };
  code?: string;
  message?: string;
  rule?: string;
}

/** Sends one command mutation (`moveUnits`, `endPhase`, ...) with a fresh command id unless given. */
async function command(name: string, input: Record<string, unknown>): Promise<Result> {
  const Input = `${name[0].toUpperCase()}${name.slice(1)}Input`;
  const data = await q(`mutation($input: ${Input}!) { ${name}(input: $input) { ${RESULT} } }`, { input: { commandId: newId(), ...input } });
  return data[name];
}

/** A command that must be accepted; returns its answer. */
async function accepted(name: string, input: Record<string, unknown>): Promise<Result> {
  const r = await command(name, input);
  if (r.__typename !== 'CommandAccepted') throw new Error(`${name} ${JSON.stringify(input)} refused: ${JSON.stringify(r)}`);
  return r;
}

const BOARD = `query($g: String!) { board(gameId: $g) {
  eventNumber round currentPower phase status winner victoryPending { side power round }
  battles battle { place round step awaiting waitingFor hits { any notAir notSub airOnly } attackers defenders }
  units { id type owner at }
  territories { name owner }
  powers { power pus }
} }`;
const board = async (gameId: string) => (await q(BOARD, { g: gameId })).board;

const GAME = `query($id: String!) { game(id: $id) {
  status winner victoryPending { side power round } round currentPower phase eventCount setUp rated
  dice { commitment seedSource rolled revealedSeed }
  chain { valid checked }
} }`;
const game = async (gameId: string) => (await q(GAME, { id: gameId })).game;

const storeCount = async (gameId: string) => (await t.store.readStream(streamOf(gameId))).length;

// ---------------------------------------------------------------------------
// The position: Japan one battle away from its sixth victory city.

const japan = (type: string, count = 1) => ({ type, owner: 'Japan', count });
const POSITION = {
  format: 'pacific-position/1',
  ruleset: 'pacific-1940',
  round: 1,
  currentPower: 'Japan',
  phase: 'purchase',
  pus: { Japan: 30, UK: 12 },
  territories: {
    // The attack: 7 infantry (one stays behind for the non-combat move), 3 artillery, 2 armour.
    Burma: { owner: 'Japan', units: [japan('infantry', 7), japan('artillery', 3), japan('armour', 2)] },
    // The target: the UK capital with one infantry and its factory (no AA gun, no planes, no airfield to scramble from).
    India: {
      owner: 'UK',
      units: [
        { type: 'infantry', owner: 'UK', count: 1 },
        { type: 'factory_major', owner: 'UK', count: 1 },
      ],
    },
    // Victory cities already Japanese besides Japan and Kiangsu (both Japanese in the standard setup).
    Kwangtung: { owner: 'Japan', units: [japan('infantry', 2)] },
    Philippines: { owner: 'Japan', units: [japan('infantry', 2)] },
    'Hawaiian Islands': { owner: 'Japan', units: [japan('infantry', 2)] },
  },
  relations: [
    { a: 'Japan', b: 'UK', kind: 'war' },
    { a: 'Japan', b: 'ANZAC', kind: 'war' },
    { a: 'Japan', b: 'USA', kind: 'war' },
    { a: 'Japan', b: 'Dutch', kind: 'war' },
  ],
};
const VICTORY_CITIES = [
  'Japan',
  'Kiangsu',
  'Kwangtung',
  'India',
  'New South Wales',
  'Philippines',
  'Western United States',
  'Hawaiian Islands',
];
const japaneseCities = (b: any) => VICTORY_CITIES.filter((c) => b.territories.find((x: any) => x.name === c).owner === 'JAPAN').sort();

const CREATE = `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) {
  __typename
  ... on GameCreated { organizerToken game { id setUp rated status round currentPower phase } events { ${EVENT} } }
  ... on RuleViolation { code message problems { path code message } } } }`;
const SEAT = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) {
  __typename ... on SeatGranted { seatToken } ... on RuleViolation { code message } } }`;

// ---------------------------------------------------------------------------
// State shared by the steps (each test is a step of the same game, in order).

let gameId = '';
let organizerToken = '';
const tokens = {} as Record<Power, string>;
const seat = (power: string) => ({ gameId, seatToken: tokens[power as Power] });
/** Dice values rolled in the India battle, as the DiceRolled events of the answers reported them. */
let battleDice = 0;
let endingCommandId = '';
let endingEvents: Result['events'] = [];
/** The game's events as a graphql-ws subscriber received them, from the first. */
let feed: ReturnType<TestServer['subscribeEvents']>;

/** Ends every phase of `power`'s turn; returns the answer of the last one (Collect Income). */
async function playOutTurn(power: Power): Promise<Result> {
  let last: Result | null = null;
  for (let i = 0; i < 6; i++) {
    const b = await board(gameId);
    expect(b.currentPower).toBe(power);
    last = await accepted('endPhase', { ...seat(power), phase: b.phase });
    if (last.game!.currentPower !== power || last.game!.status !== 'ACTIVE') return last;
  }
  throw new Error(`${power}'s turn did not end after six phases`);
}

test('set up: a rated game from the position, five seats; Japan holds five victory cities including Japan', async () => {
  const created = (await q(CREATE, { input: { commandId: newId(), position: POSITION, name: 'Tournament table 7', rated: true } }))
    .createGameFromPosition;
  if (created.__typename !== 'GameCreated') throw new Error(JSON.stringify(created, null, 1));
  expect(created.game).toMatchObject({ setUp: true, rated: true, status: 'ACTIVE', round: 1, currentPower: 'JAPAN', phase: 'PURCHASE' });
  gameId = created.game.id;
  organizerToken = created.organizerToken;
  feed = t.subscribeEvents(gameId, 0);
  // Server seed: a commitment and nothing to predict the dice from.
  const dice = created.events[0].data.dice;
  expect(dice.seedSource).toBe('server');
  expect(dice).not.toHaveProperty('creatorSeed');
  expect(dice).not.toHaveProperty('scripted');
  expect(dice.commitment).toMatch(/^[0-9a-f]{64}$/);

  for (const power of SEATS) {
    const entropy = power === 'JAPAN' ? { entropy: 'banzai table 7' } : {};
    const r = (await q(SEAT, { input: { commandId: newId(), gameId, power, ...entropy } })).takeSeat;
    expect(r.__typename).toBe('SeatGranted');
    tokens[power] = r.seatToken;
  }
  const b = await board(gameId);
  expect(japaneseCities(b)).toEqual(['Hawaiian Islands', 'Japan', 'Kiangsu', 'Kwangtung', 'Philippines']);
  expect(b.victoryPending).toBeNull();
});

test("Japan's turn: purchase, combat move, the India battle fought to the end, non-combat move, mobilize, income; VIC-3 pending", async () => {
  // Purchase & repair.
  const bought = await accepted('purchaseUnits', { ...seat('JAPAN'), units: [{ unitType: 'INFANTRY', count: 2 }] });
  expect(bought.events!.map((e) => e.type)).toEqual(['UnitsPurchased']);
  await accepted('endPhase', { ...seat('JAPAN'), phase: 'PURCHASE' });

  // Combat move: everything in Burma but one infantry into India.
  let b = await board(gameId);
  const inBurma = b.units.filter((u: any) => u.at === 'Burma' && u.owner === 'JAPAN');
  const stays = inBurma.find((u: any) => u.type === 'INFANTRY').id;
  const force: string[] = inBurma.filter((u: any) => u.id !== stays).map((u: any) => u.id);
  expect(force).toHaveLength(11);
  await accepted('moveUnits', { ...seat('JAPAN'), units: force, route: ['India'] });
  await accepted('endPhase', { ...seat('JAPAN'), phase: 'COMBAT_MOVE' });

  // Conduct combat: fight, then answer whatever the battle waits for until it is over.
  b = await board(gameId);
  expect(b.phase).toBe('CONDUCT_COMBAT');
  expect(b.battles).toEqual(['India']);
  const battleEvents: NonNullable<Result['events']> = [];
  battleEvents.push(...(await accepted('fightBattle', { ...seat('JAPAN'), place: 'India' })).events!);
  const typeOf = new Map<string, string>(b.units.map((u: any) => [u.id, u.type]));
  const cheapestFirst = ['infantry', 'artillery', 'armour'];
  let decisions = 0;
  let pressOns = 0;
  for (b = await board(gameId); b.battle; b = await board(gameId)) {
    if (++decisions > 60) throw new Error(`the battle is still on after 60 decisions: ${JSON.stringify(b.battle)}`);
    const { awaiting, waitingFor, hits, attackers, defenders } = b.battle;
    expect(b.battle.place).toBe('India');
    if (awaiting === 'CASUALTIES') {
      const owed = hits.any + hits.notAir + hits.notSub + hits.airOnly;
      const side: string[] = waitingFor === 'JAPAN' ? attackers : defenders;
      const chosen = [...side].sort((x, y) => cheapestFirst.indexOf(typeOf.get(x)!) - cheapestFirst.indexOf(typeOf.get(y)!)).slice(0, owed);
      battleEvents.push(...(await accepted('chooseCasualties', { ...seat(waitingFor), units: chosen })).events!);
    } else if (awaiting === 'PRESS_ON_OR_RETREAT') {
      expect(waitingFor).toBe('JAPAN');
      battleEvents.push(...(await accepted('pressOn', seat('JAPAN'))).events!);
      pressOns++;
    } else throw new Error(`unexpected decision in a land battle without planes: ${JSON.stringify(b.battle)}`);
  }
  const types = battleEvents.map((e) => e.type);
  expect(types).toContain('BattleEnded');
  expect(types).toContain('TerritoryCaptured');
  expect(battleEvents.find((e) => e.type === 'BattleEnded')!.data).toMatchObject({ outcome: 'attackerWon' });
  // The UK capital falls: its PUs go to Japan, its major factory becomes a minor one (CAP-2, AMBIG-15).
  expect(battleEvents.find((e) => e.type === 'TerritoryCaptured')!.data).toMatchObject({
    territory: 'India',
    from: 'UK',
    to: 'Japan',
    pusSeized: { from: 'UK', amount: 12 },
    facilities: [{ type: 'factory_major', becomes: 'factory_minor' }],
  });
  const rolls = battleEvents.filter((e) => e.type === 'DiceRolled');
  expect(rolls.length).toBeGreaterThanOrEqual(2); // at least the attacker's and the defender's first round
  for (const r of rolls) {
    expect(r.data.purpose).toMatch(/^(attacker|defender), round \d+, India$/);
    expect(r.data.scripted.every((s: boolean) => s === false)).toBe(true);
    expect(r.data.values.every((v: number) => Number.isInteger(v) && v >= 1 && v <= 6)).toBe(true);
  }
  battleDice = rolls.reduce((n, r) => n + r.data.values.length, 0);
  // One round per press on, plus the first; the dice are numbered from 1 without a gap.
  const rounds = Math.max(...rolls.map((r) => Number(/round (\d+)/.exec(r.data.purpose)![1])));
  expect(rounds).toBe(pressOns + 1);
  expect(rolls.map((r) => r.data.first)).toEqual(rolls.map((_, k) => 1 + rolls.slice(0, k).reduce((n, r) => n + r.data.values.length, 0)));
  // Eleven attackers roll in round 1, the single defender one die per round.
  expect(rolls[0].data).toMatchObject({ first: 1, purpose: 'attacker, round 1, India' });
  expect(rolls[0].data.values).toHaveLength(11);

  b = await board(gameId);
  expect(b.battles).toEqual([]);
  expect(b.territories.find((x: any) => x.name === 'India').owner).toBe('JAPAN');
  expect(b.units.filter((u: any) => u.at === 'India' && u.owner === 'UK' && u.type === 'INFANTRY')).toEqual([]);
  expect(japaneseCities(b)).toHaveLength(6);
  expect(b.powers.filter((p: any) => p.power === 'JAPAN' || p.power === 'UK')).toEqual([
    { power: 'JAPAN', pus: 30 - 6 + 12 },
    { power: 'UK', pus: 0 },
  ]);
  await accepted('endPhase', { ...seat('JAPAN'), phase: 'CONDUCT_COMBAT' });

  // Non-combat move: the infantry left in Burma follows into India.
  await accepted('moveUnits', { ...seat('JAPAN'), units: [stays], route: ['India'] });
  await accepted('endPhase', { ...seat('JAPAN'), phase: 'NON_COMBAT_MOVE' });

  // Mobilize the two infantry bought at Japan's factory.
  const placed = await accepted('placeUnits', { ...seat('JAPAN'), placements: [{ unitType: 'INFANTRY', count: 2, territory: 'Japan' }] });
  expect(placed.events!.map((e) => e.type)).toEqual(['UnitsPlaced']);
  await accepted('endPhase', { ...seat('JAPAN'), phase: 'MOBILIZE' });

  // Collect income: the turn ends with six victory cities including Japan (VIC-1), which is now pending (VIC-3).
  const income = await accepted('endPhase', { ...seat('JAPAN'), phase: 'COLLECT_INCOME' });
  const t2 = income.events!.map((e) => e.type);
  expect(t2).toEqual(expect.arrayContaining(['IncomeCollected', 'TurnEnded', 'VictoryPending', 'TurnStarted']));
  expect(t2).not.toContain('GameEnded');
  expect(t2.indexOf('TurnEnded')).toBeLessThan(t2.indexOf('VictoryPending'));
  expect(income.events!.find((e) => e.type === 'VictoryPending')!.data).toEqual({
    side: 'Axis',
    power: 'Japan',
    round: 1,
    condition: 'VIC-1',
  });
  expect(income.events!.find((e) => e.type === 'TurnStarted')!.data).toEqual({ round: 1, power: 'USA' });

  b = await board(gameId);
  expect(b.victoryPending).toEqual({ side: 'AXIS', power: 'JAPAN', round: 1 });
  expect(b).toMatchObject({ status: 'ACTIVE', winner: null, currentPower: 'USA', phase: 'PURCHASE' });
  expect((await game(gameId)).victoryPending).toEqual({ side: 'AXIS', power: 'JAPAN', round: 1 });
});

test('the Allies pass their turns, still pending; Japan ends its next turn: GameEnded (Axis), then the seed revealed', async () => {
  for (const power of ['USA', 'CHINA', 'UK', 'ANZAC'] as const) {
    const last = await playOutTurn(power);
    const types = last.events!.map((e) => e.type);
    expect(types).not.toContain('GameEnded');
    expect(types).not.toContain('VictoryPendingCleared');
    expect((await board(gameId)).victoryPending).toEqual({ side: 'AXIS', power: 'JAPAN', round: 1 });
  }
  expect(await board(gameId)).toMatchObject({ round: 2, currentPower: 'JAPAN', phase: 'PURCHASE', status: 'ACTIVE' });

  // Japan's round 2: every phase but the last.
  for (const phase of ['PURCHASE', 'COMBAT_MOVE', 'CONDUCT_COMBAT', 'NON_COMBAT_MOVE', 'MOBILIZE'])
    await accepted('endPhase', { ...seat('JAPAN'), phase });
  const before = await game(gameId);
  expect(before).toMatchObject({
    status: 'ACTIVE',
    winner: null,
    phase: 'COLLECT_INCOME',
    dice: { revealedSeed: null, rolled: battleDice },
  });

  // The answers so far are kept; the ending command's answer holds the seed (it is checked below).
  keepAnswers = false;
  endingCommandId = newId();
  const input = { commandId: endingCommandId, ...seat('JAPAN'), phase: 'COLLECT_INCOME' };
  const end = (await t.data(`mutation($input: EndPhaseInput!) { endPhase(input: $input) { ${RESULT} } }`, { input })).endPhase as Result;
  expect(end.__typename).toBe('CommandAccepted');
  endingEvents = end.events!;
  const types = endingEvents.map((e) => e.type);
  expect(types.slice(0, 2)).toEqual(['IncomeCollected', 'TurnEnded']);
  expect(types.slice(-2)).toEqual(['GameEnded', 'DiceSeedRevealed']);
  expect(types).not.toContain('TurnStarted');
  expect(endingEvents.at(-2)!.data).toEqual({ winner: 'Axis', condition: 'VIC-1', round: 2, power: 'Japan' });
  expect(end.game).toMatchObject({ status: 'ENDED', round: 2, currentPower: 'JAPAN' });

  // The revealed seed is the server's secret seed of this game, and the one committed to at creation.
  const reveal = endingEvents.at(-1)!.data;
  const events = await allEvents(q, gameId, 50);
  const commitment = events[0].data.dice.commitment;
  expect(reveal).toEqual({ seed: serverSeed(TEST_SECRET, gameId), commitment, reason: 'gameEnded' });
  expect(createHash('sha256').update(reveal.seed).digest('hex')).toBe(commitment);

  const g = await game(gameId);
  expect(g).toMatchObject({
    status: 'ENDED',
    winner: 'AXIS',
    victoryPending: null,
    dice: { revealedSeed: reveal.seed, rolled: battleDice },
    chain: { valid: true },
  });
  expect(await board(gameId)).toMatchObject({ status: 'ENDED', winner: 'AXIS', victoryPending: null });
});

test('before the end the seed was in no event and no answer; the answer that ended the game carries it', async () => {
  const seed = serverSeed(TEST_SECRET, gameId);
  const events = await allEvents(q, gameId, 50);
  const revealAt = events.findIndex((e) => e.type === 'DiceSeedRevealed');
  expect(revealAt).toBe(events.length - 1);
  expect(events[revealAt - 1].type).toBe('GameEnded');
  events.slice(0, revealAt).forEach((e) => expect(`event ${e.number}: ${JSON.stringify(e)}`).not.toContain(seed));
  expect(JSON.stringify(events[revealAt].data)).toContain(seed); // the search finds the seed where it is
  expect(answers.length).toBeGreaterThan(50);
  answers.forEach((raw, i) => expect(`answer ${i}: ${raw}`).not.toContain(seed));
  expect(JSON.stringify(endingEvents)).toContain(seed);
  // A subscriber following the game live got the same events, the seed only in the last.
  const live = await feed.waitFor(events.length);
  expect(feed.errors).toEqual([]);
  expect(live.map((e) => e.metadata.hash)).toEqual(events.map((e) => e.metadata.hash));
  live.slice(0, revealAt).forEach((e) => expect(`live event ${e.number}: ${JSON.stringify(e)}`).not.toContain(seed));
  // The stored log, not only the API's view of it.
  const stored = await t.store.readStream(streamOf(gameId));
  expect(stored.slice(0, revealIndex(stored)).every((e) => !JSON.stringify(e).includes(seed))).toBe(true);
});

const revealIndex = (events: RecordedEvent[]) => {
  const i = events.findIndex((e) => e.type === 'DiceSeedRevealed');
  if (i < 0) throw new Error('no DiceSeedRevealed in the store');
  return i;
};

test('after the end every command is refused with GAME_ENDED (VIC-3) and appends nothing; the ending command id replays', async () => {
  const count = await storeCount(gameId);
  const tries: [string, Record<string, unknown>][] = [
    ['endPhase', seat('JAPAN')],
    ['endPhase', { ...seat('USA'), phase: 'PURCHASE' }],
    ['purchaseUnits', { ...seat('JAPAN'), units: [{ unitType: 'INFANTRY', count: 1 }] }],
    ['placeUnits', { ...seat('JAPAN'), placements: [{ unitType: 'INFANTRY', count: 1, territory: 'Japan' }] }],
    [
      'moveUnits',
      {
        ...seat('JAPAN'),
        units: [(await board(gameId)).units.find((u: any) => u.at === 'India' && u.owner === 'JAPAN').id],
        route: ['Burma'],
      },
    ],
    ['editPosition', { gameId, organizerToken, reason: 'after the end', edits: [{ op: 'setPUs', power: 'UK', pus: 99 }] }],
  ];
  for (const [name, input] of tries) {
    const r = await command(name, input);
    expect({ name, __typename: r.__typename, code: r.code, rule: r.rule }).toEqual({
      name,
      __typename: 'RuleViolation',
      code: 'GAME_ENDED',
      rule: 'VIC-3',
    });
  }
  expect(await storeCount(gameId)).toBe(count);
  expect((await game(gameId)).eventCount).toBe(count);

  // Sending the command that ended the game again is a duplicate: the same events, nothing appended.
  const again = await command('endPhase', { commandId: endingCommandId, ...seat('JAPAN'), phase: 'COLLECT_INCOME' });
  expect(again).toMatchObject({ __typename: 'CommandAccepted', duplicate: true });
  expect(again.events!.map((e) => e.metadata.hash)).toEqual(endingEvents!.map((e) => e.metadata.hash));
  expect(await storeCount(gameId)).toBe(count);
});

test('the export verifies: every die recomputed from the revealed seed, the hash chain intact; a changed die is caught', async () => {
  // `npm run export-game -- <gameId> game.json` against the server's store, read back as an auditor would.
  const file = join(dir.dir, 'game.json');
  const exportRun = await cli('export-game', [gameId, file]);
  expect({ code: exportRun.code, stderr: exportRun.stderr }).toEqual({ code: 0, stderr: '' });
  const exported: { gameId: string; eventCount: number; status: string; events: RecordedEvent[] } = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.gameId).toBe(gameId);
  expect(exported.eventCount).toBe(exported.events.length);
  expect(exported.status).toBe('ended'); // the versioned export's header (docs/exports.md)
  const log = await allEvents(q, gameId, 50);
  expect(exported.events.map((e) => [e.type, e.metadata.hash])).toEqual(log.map((e) => [e.type, e.metadata.hash]));
  expect(exported.events.at(-1)!.type).toBe('DiceSeedRevealed');

  // The dice rolled are exactly the battle's, all from the seed.
  const rolled = exported.events.filter((e) => e.type === 'DiceRolled');
  expect(rolled.every((e) => /, India$/.test((e.data as any).purpose))).toBe(true);
  expect(rolled.reduce((n, e) => n + (e.data as any).values.length, 0)).toBe(battleDice);

  const dice = verifyDice(exported.events);
  expect(dice).toEqual({
    valid: true,
    rolls: battleDice,
    scriptedRolls: 0,
    seedRolls: battleDice,
    seedFrom: 'revealed',
    commitment: (exported.events[0].data as any).dice.commitment,
    commitmentMatches: true,
    problems: [],
  });
  expect(dice.seedRolls).toBeGreaterThan(0);
  // The revealed seed is the one an organizer would pass with --seed.
  expect(verifyDice(exported.events, { seed: serverSeed(TEST_SECRET, gameId) }).valid).toBe(true);
  expect(verifyChain(exported.events)).toEqual({ valid: true, checked: exported.events.length, firstInvalidRevision: null, reason: null });

  // One die changed: the dice check names it and the chain breaks at that event.
  const i = exported.events.findIndex((e) => e.type === 'DiceRolled');
  const tampered: RecordedEvent[] = JSON.parse(JSON.stringify(exported.events));
  const data = tampered[i].data as { first: number; values: number[] };
  data.values[3] = (data.values[3] % 6) + 1;
  const bad = verifyDice(tampered);
  expect(bad.valid).toBe(false);
  expect(bad.problems).toEqual([
    expect.stringMatching(new RegExp(`^event ${i + 1}: roll ${data.first + 3} is ${data.values[3]}, the seed gives \\d$`)),
  ]);
  expect(verifyChain(tampered)).toMatchObject({ valid: false, firstInvalidRevision: i, reason: 'hash does not match the event' });

  // A forger who recomputes every hash after the change mends the chain, but not the dice.
  let prevHash = '';
  const rehashed = tampered.map((e) => {
    const { hash: _old, ...rest } = e.metadata;
    const metadata = { ...rest, prevHash };
    const hash = eventHash(e.type, e.data, metadata);
    prevHash = hash;
    return { ...e, metadata: { ...metadata, hash } };
  });
  expect(verifyChain(rehashed).valid).toBe(true);
  expect(verifyDice(rehashed).valid).toBe(false);

  // The command-line tools say the same: exit 0 on the export, 2 on the forgery.
  const forged = join(dir.dir, 'forged.json');
  // (and the header's headHash: a file whose header does not match its events is refused outright, docs/exports.md)
  writeFileSync(forged, JSON.stringify({ ...exported, headHash: prevHash, events: rehashed }, null, 2));
  const [chainRun, diceRun, forgedRun] = await Promise.all([
    cli('verify-chain', [file]),
    cli('verify-dice', [file]),
    cli('verify-dice', [forged]),
  ]);
  expect(chainRun.code).toBe(0);
  expect(chainRun.stdout).toContain(`valid: ${exported.events.length} events`);
  expect(diceRun.code).toBe(0);
  expect(diceRun.stdout).toContain(`dice: ${battleDice} rolled, 0 scripted, ${battleDice} recomputed from the seed`);
  expect(diceRun.stdout).toContain('seed: revealed, matches the commitment');
  expect(diceRun.stdout).toContain('all dice match');
  expect(forgedRun.code).toBe(2);
  expect(forgedRun.stdout).toContain('hash chain: valid');
  expect(forgedRun.stdout).toMatch(new RegExp(`problem: event ${i + 1}: roll ${data.first + 3} is`));
  expect(forgedRun.stdout).toContain('NOT VERIFIED');
});

test('the position at the last event, created as a new game, exports identically; the new game does not inherit the end', async () => {
  const count = (await game(gameId)).eventCount;
  const POS = `query($g: String!, $at: Int) { position(gameId: $g, atEvent: $at) }`;
  const last = (await q(POS, { g: gameId, at: count })).position;
  expect(canon((await q(POS, { g: gameId })).position)).toBe(canon(last));
  expect(last).toMatchObject({ round: 2, currentPower: 'Japan', phase: 'collectIncome', victoryPending: null });
  expect(last.territories.India.owner).toBe('Japan');
  expect(JSON.stringify(last)).not.toMatch(/status|winner|seed/i); // a position holds no status and no dice

  const copy = (await q(CREATE, { input: { commandId: newId(), position: last, name: 'Table 7 replayed', rated: true } }))
    .createGameFromPosition;
  if (copy.__typename !== 'GameCreated') throw new Error(JSON.stringify(copy, null, 1));
  expect(canon(copy.events[0].data.position)).toBe(canon(last));
  expect(canon((await q(POS, { g: copy.game.id })).position)).toBe(canon(last));
  // Positions do not carry the game's status (docs/positions.md): the copy is a live game, with its own commitment.
  // (Its phase is still Collect Income although the original collected it before GameEnded: the ending command
  // has no TurnStarted, so the copy would collect Japan's income again and start VIC-3's round afresh.)
  const g = await game(copy.game.id);
  expect(g).toMatchObject({
    status: 'ACTIVE',
    winner: null,
    victoryPending: null,
    setUp: true,
    eventCount: 1,
    dice: { rolled: 0, revealedSeed: null },
  });
  expect(g.dice.commitment).not.toBe((await game(gameId)).dice.commitment);
});
