// Seat security over HTTP (#10 item 10, docs/security.md). A command id used
// to work as a password: tokens were derived from it and a repeated
// createGame(commandId: "create-1") or takeSeat(commandId: "seat-japan"), the
// README's own examples, handed the organizer's or Japan's token to whoever
// sent it again. Now:
// - createGame, createGameFromPosition and takeSeat take only random v4 UUIDs;
// - nobody who knows only public things (the game id, the log, its export, the
//   README) gets a token; the sender's own retry still does;
// - the log holds only keyed hashes of command ids, so a guessed id cannot be
//   confirmed offline;
// - the same id with other input, or from another seat, is COMMAND_ID_REUSED
//   and appends nothing.
import { execFile } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandKey } from '../../src/app/command-keys';
import { deterministicEventId } from '../../src/store/event-id';
import {
  allEvents,
  eventCount,
  MUTATIONS,
  newGame,
  purchase,
  startTestServer,
  tempDir,
  TEST_SECRET,
  type Game,
  type GameEventRow,
  type TestServer,
} from './helpers';

const ROOT = join(__dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The README's CreateGame and TakeSeat operations, as a client copies them. */
const README_OPS = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)]
  .map((m) => m[1])
  .filter((b) => /^mutation (CreateGame|TakeSeat)\b/m.test(b));

const dir = tempDir('pacific-security-');
const dbPath = join(dir.dir, 'pacific.db');
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ dbPath });
});
afterAll(async () => {
  await t?.stop();
  dir.remove();
});

const storeSize = async () => (await t.store.readAll()).length;

/** Sends a README operation by name, as a stranger or as its owner would; returns the raw answer too. */
async function readmeOp(name: 'CreateGame' | 'TakeSeat', variables: Record<string, unknown>) {
  const query = README_OPS.find((b) => new RegExp(`^mutation ${name}\\b`, 'm').test(b))!;
  const res = await fetch(t.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const raw = await res.text();
  return { raw, ...(JSON.parse(raw) as { data?: any; errors?: { message: string; extensions?: any }[] }) };
}

/** The export-game tool's output for a game (what an auditor or a bug report gets). */
function exportGame(gameId: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath, TOKEN_SECRET: TEST_SECRET };
  delete env.KURRENTDB_CONNECTION_STRING;
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['dist/src/cli/export-game.js', gameId], // as `npm run export-game` runs it
      { cwd: ROOT, env, timeout: 120_000, killSignal: 'SIGKILL' },
      (err, stdout, stderr) => (err ? reject(new Error(`export-game failed: ${stderr}`)) : resolve(stdout)),
    ),
  );
}

/** Every string in a JSON value (the values a stranger could try as command ids). */
function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, out));
  return out;
}

/** What the owner of a game following the README did: its ids are secrets only the owner holds. */
interface Owned {
  gameId: string;
  createId: string;
  organizerToken: string;
  seatId: string;
  japanToken: string;
}

async function ownGame(): Promise<Owned> {
  const createId = randomUUID();
  const created = (await readmeOp('CreateGame', { commandId: createId })).data!.createGame;
  expect(created.__typename).toBe('GameCreated');
  const gameId = created.game.id;
  const seatId = randomUUID();
  const seat = (await readmeOp('TakeSeat', { commandId: seatId, gameId })).data!.takeSeat;
  expect(seat).toMatchObject({ __typename: 'SeatGranted', power: 'JAPAN' });
  return { gameId, createId, organizerToken: created.organizerToken, seatId, japanToken: seat.seatToken };
}

describe("the attack: the README's createGame and takeSeat sent again by a stranger", () => {
  test('the old fixed ids ("create-1", "seat-japan") are refused as input naming commandId, so no game or seat is ever tied to them', async () => {
    const owned = await ownGame();
    const before = await storeSize();
    for (const commandId of ['create-1', 'seat-japan']) {
      for (const attempt of [
        () => t.gql(MUTATIONS.createGame, { input: { commandId, rulesetId: 'pacific-1940', name: 'Friday game' } }),
        () => t.gql(MUTATIONS.takeSeat, { input: { commandId, gameId: owned.gameId, power: 'JAPAN' } }),
      ]) {
        const r = await attempt();
        expect(r.data?.createGame ?? r.data?.takeSeat ?? null).toBeNull();
        expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', validationErrors: [{ property: 'commandId' }] });
        expect((r.errors?.[0].extensions as any).validationErrors[0].constraints.isUuid).toMatch(
          /commandId must be a new random UUID \(version 4/,
        );
      }
    }
    // Neither are UUIDs that are not random (version 4): the nil UUID, a time-based v1, a name-based v5.
    for (const commandId of [
      '00000000-0000-0000-0000-000000000000',
      'a3bb189e-8bf9-11ee-b9d1-0242ac120002',
      deterministicEventId('x', 0),
    ]) {
      const r = await t.gql(MUTATIONS.takeSeat, { input: { commandId, gameId: owned.gameId, power: 'USA' } });
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await storeSize()).toBe(before);
  });

  test('a stranger trying every public value (game id, every string in the log and its export) as the command id gets no token', async () => {
    const owned = await ownGame();
    const log = await allEvents(t.data, owned.gameId, 50);
    const exported = await exportGame(owned.gameId);
    const candidates = new Set([owned.gameId, 'create-1', 'seat-japan', ...stringsIn(log), ...stringsIn(JSON.parse(exported))]);
    expect(candidates.size).toBeGreaterThan(20);
    const gameEvents = await eventCount(t.data, owned.gameId);
    const answers: string[] = [];
    for (const commandId of candidates) {
      // The README's operations exactly as written, with only public values, and createGame aimed at the game by its id.
      answers.push((await readmeOp('CreateGame', { commandId })).raw);
      answers.push((await readmeOp('TakeSeat', { commandId, gameId: owned.gameId })).raw);
      answers.push((await t.gql(MUTATIONS.createGame, { input: { commandId, gameId: owned.gameId, name: 'Friday game' } })).raw);
    }
    for (const raw of answers) {
      expect(raw).not.toContain(owned.organizerToken);
      expect(raw).not.toContain(owned.japanToken);
      expect(raw).not.toContain('SeatGranted');
      expect(raw).not.toMatch(/"duplicate":\s*true/);
    }
    // The values that are v4 UUIDs (the game id) got past validation to the game itself, and were refused there.
    expect(answers.some((raw) => raw.includes('SEAT_TAKEN'))).toBe(true);
    expect(answers.some((raw) => raw.includes('GAME_ALREADY_EXISTS'))).toBe(true);
    expect(await eventCount(t.data, owned.gameId)).toBe(gameEvents);
  });

  test('only the sender, retrying with its own id and input, gets the same token again; nothing is appended', async () => {
    const owned = await ownGame();
    const before = await storeSize();
    const again = (await readmeOp('CreateGame', { commandId: owned.createId })).data!.createGame;
    expect(again).toMatchObject({ __typename: 'GameCreated', organizerToken: owned.organizerToken, game: { id: owned.gameId } });
    const seat = await t.data(MUTATIONS.takeSeat, { input: { commandId: owned.seatId, gameId: owned.gameId, power: 'JAPAN' } });
    expect(seat.takeSeat).toMatchObject({ __typename: 'SeatGranted', power: 'JAPAN', duplicate: true, seatToken: owned.japanToken });
    expect(await storeSize()).toBe(before);
    // The tokens work: the organizer's for an edit, Japan's for Japan's turn.
    const g: Game = { gameId: owned.gameId, organizerToken: owned.organizerToken, tokens: { JAPAN: owned.japanToken } as Game['tokens'] };
    expect(await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }])).toMatchObject({ __typename: 'CommandAccepted' });
    const edit = await t.data(
      `mutation($input: EditPositionInput!) { editPosition(input: $input) { __typename ... on RuleViolation { code } } }`,
      {
        input: {
          commandId: randomUUID(),
          gameId: owned.gameId,
          organizerToken: owned.organizerToken,
          edits: [{ op: 'setPUs', power: 'UK', pus: 30 }],
          reason: 'test',
        },
      },
    );
    expect(edit.editPosition.__typename).toBe('CommandAccepted');
  });
});

describe('the log lets nobody confirm a guessed command id offline', () => {
  test('neither the events query nor the export holds a command id or any unkeyed function of it', async () => {
    const owned = await ownGame();
    const g: Game = { gameId: owned.gameId, organizerToken: owned.organizerToken, tokens: { JAPAN: owned.japanToken } as Game['tokens'] };
    const buyId = 'j1-buy'; // a short, guessable id for an ordinary command
    expect(await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], buyId)).toMatchObject({
      __typename: 'CommandAccepted',
    });
    const log = await allEvents(t.data, owned.gameId, 50);
    const texts = { events: JSON.stringify(log), export: await exportGame(owned.gameId) };
    for (const id of [owned.createId, owned.seatId, buyId]) {
      const unkeyed = [id];
      for (const alg of ['md5', 'sha1', 'sha256', 'sha512'])
        for (const input of [id, `command\n${id}`])
          for (const enc of ['hex', 'base64', 'base64url'] as const) unkeyed.push(createHash(alg).update(input).digest(enc));
      unkeyed.push(deterministicEventId(`create-game:${id}`, 0)); // the game id an unkeyed derivation would give
      for (const [where, text] of Object.entries(texts))
        for (const value of unkeyed) expect({ where, found: text.includes(value) }).toEqual({ where, found: false });
    }
    // The old event ids were a public function of the unkeyed key: none of those either.
    const oldKey = createHash('sha256').update(`command\n${owned.seatId}`).digest('hex');
    expect(texts.export).not.toContain(deterministicEventId(`game-${owned.gameId}:${oldKey}`, 0));
    // A game created without an id gets one that says nothing about the command id.
    expect(owned.gameId).not.toBe(deterministicEventId(`create-game:${owned.createId}`, 0));
  });

  test("what the log holds is an HMAC keyed with the server's secret, per game: without the secret it cannot be recomputed", async () => {
    const a = await newGame(t.data);
    const b = await newGame(t.data);
    const shared = randomUUID(); // one command id, used in two games
    for (const g of [a, b])
      expect(await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], shared)).toMatchObject({ duplicate: false });
    const keyIn = async (g: Game) => (await allEvents(t.data, g.gameId, 50)).find((e) => e.type === 'UnitsPurchased')!.metadata.commandId;
    const [ka, kb] = [await keyIn(a), await keyIn(b)];
    expect(ka).not.toBe(kb);
    expect(ka).toBe(commandKey(TEST_SECRET, a.gameId, shared));
    expect(ka).not.toBe(commandKey('a guessed secret', a.gameId, shared));
    expect(ka).not.toBe(createHmac('sha256', '').update(`command-key\n${a.gameId}\n${shared}`).digest('hex'));
  });
});

describe('a command id sent again with other input, or from another seat: COMMAND_ID_REUSED, nothing appended', () => {
  let g: Game;
  beforeAll(async () => {
    g = await newGame(t.data);
  });

  /** Sends, and checks that the answer is COMMAND_ID_REUSED and that nothing was appended anywhere. */
  async function reused(send: () => Promise<any>) {
    const [before, all] = [await eventCount(t.data, g.gameId), await storeSize()];
    const r = await send();
    expect(r).toMatchObject({ __typename: 'RuleViolation', code: 'COMMAND_ID_REUSED', rule: 'API' });
    expect(r.message).toMatch(/another command, other parameters or another seat/);
    expect(await eventCount(t.data, g.gameId)).toBe(before);
    expect(await storeSize()).toBe(all);
    return r;
  }

  test('takeSeat: the same id for another power, or with other entropy, is refused; the seat is not taken and no token comes back', async () => {
    const created = (await t.data(MUTATIONS.createGame, { input: { commandId: randomUUID() } })).createGame;
    const gameId = created.game.id;
    const commandId = randomUUID();
    const first = (await t.data(MUTATIONS.takeSeat, { input: { commandId, gameId, power: 'USA' } })).takeSeat;
    expect(first).toMatchObject({ __typename: 'SeatGranted', power: 'USA', duplicate: false });
    const before = await storeSize();
    for (const input of [
      { commandId, gameId, power: 'UK' },
      { commandId, gameId, power: 'USA', entropy: 'dice please' },
    ]) {
      const r = (await t.gql(MUTATIONS.takeSeat, { input })).data.takeSeat;
      expect(r).toMatchObject({ __typename: 'RuleViolation', code: 'COMMAND_ID_REUSED' });
      expect(JSON.stringify(r)).not.toContain(first.seatToken);
    }
    expect(await storeSize()).toBe(before);
    const seats = (await t.data(`query($id: String!) { game(id: $id) { seats { power taken } } }`, { id: gameId })).game.seats;
    expect(seats.filter((s: { taken: boolean }) => s.taken).map((s: { power: string }) => s.power)).toEqual(['USA']);
    // The genuine retry still works.
    const retry = (await t.data(MUTATIONS.takeSeat, { input: { commandId, gameId, power: 'USA' } })).takeSeat;
    expect(retry).toMatchObject({ __typename: 'SeatGranted', power: 'USA', duplicate: true, seatToken: first.seatToken });
  });

  test('createGame: the same id with another name or other dice is refused; the game is unchanged', async () => {
    const commandId = randomUUID();
    const first = (await t.data(MUTATIONS.createGame, { input: { commandId, name: 'first' } })).createGame;
    expect(first.__typename).toBe('GameCreated');
    const before = await storeSize();
    for (const input of [
      { commandId, name: 'second' },
      { commandId, name: 'first', scriptedDice: [6, 6, 6] },
      { commandId, name: 'first', rated: true },
    ]) {
      const r = (await t.data(MUTATIONS.createGame, { input })).createGame;
      expect(r).toMatchObject({ __typename: 'RuleViolation', code: 'COMMAND_ID_REUSED' });
      expect(JSON.stringify(r)).not.toContain(first.organizerToken);
    }
    expect(await storeSize()).toBe(before);
    const game = (await t.data(`query($id: String!) { game(id: $id) { name eventCount } }`, { id: first.game.id })).game;
    expect(game).toEqual({ name: 'first', eventCount: 1 });
  });

  test('a seat command: a genuine retry is a duplicate; other units, another seat, no token or another command are refused', async () => {
    const commandId = 'j1-buy-' + randomUUID().slice(0, 8); // ordinary commands may use any id of the allowed characters
    const first = await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], commandId);
    expect(first).toMatchObject({ __typename: 'CommandAccepted', duplicate: false });
    const retry = await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], commandId);
    expect(retry).toMatchObject({ __typename: 'CommandAccepted', duplicate: true });
    expect(retry.events!.map((e: GameEventRow) => e.id)).toEqual(first.events!.map((e: GameEventRow) => e.id));

    await reused(() => purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2 }], commandId));
    await reused(() => purchase(t.data, g, 'USA', [{ unitType: 'INFANTRY', count: 1 }], commandId));
    await reused(() =>
      purchase(t.data, { ...g, tokens: { ...g.tokens, JAPAN: '' } }, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], commandId),
    );
    await reused(
      async () => (await t.data(MUTATIONS.endPhase, { input: { commandId, gameId: g.gameId, seatToken: g.tokens.JAPAN } })).endPhase,
    );
    // A token that fits no seat is refused as such, before the id is looked at.
    const wrong = await purchase(
      t.data,
      { ...g, tokens: { ...g.tokens, JAPAN: 'not-a-token' } },
      'JAPAN',
      [{ unitType: 'INFANTRY', count: 1 }],
      commandId,
    );
    expect(wrong).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_AUTHORIZED' });
  });
});
