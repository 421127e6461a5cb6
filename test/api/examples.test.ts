// Issue 16: the example client (examples/, typed documents generated from the
// committed schema) plays a whole Japanese turn with an attack as a loop of
// "ask what is pending, answer it", and counts its requests (34 before).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import config from '../../examples/codegen';
import { buildApiSchema } from '../../src/api/schema';
import { Client } from '../../examples/client';
import { newTable, playTurn } from '../../examples/play-turn';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

test("the example client plays Japan's turn with an attack on Hunan in at most 17 requests (half of 34)", async () => {
  const client = new Client(t.url);
  // Practice dice of our choosing: the battle, hence the number of requests, is the same every run.
  const table = await newTable(client, 'Example table', 'example-turn');
  const turn = await playTurn(client, table, { from: 'Kiangsi', target: 'Hunan' });
  expect(turn.summaries).toEqual(
    expect.arrayContaining([
      'Japan buys 3 infantry for 9 PUs.',
      expect.stringMatching(/^Japan attacks Hunan with (\d+ (infantry|artillery)( and )?){2}\.$/),
      expect.stringMatching(/^The battle in Hunan is over: /),
      'Japan places 3 infantry in Japan.',
      expect.stringMatching(/^Japan collects \d+ PUs/),
      "Round 1: USA's turn begins.",
    ]),
  );
  // Every decision names the mutations that answer it as the schema has them (here: the USA's Purchase).
  const mutations = Object.keys((await buildApiSchema()).getMutationType()!.getFields());
  const pending = (await t.data(`query($g: String!) { game(id: $g) { pendingDecisions { commands mutations } } }`, { g: table.gameId }))
    .game.pendingDecisions;
  expect(pending[0].mutations).toEqual(expect.arrayContaining(['purchaseUnits', 'endPhase']));
  for (const d of pending) for (const m of d.mutations) expect(mutations).toContain(m);
  process.stdout.write(`example turn: ${turn.requests} requests\n`);
  expect(turn.requests).toBeLessThanOrEqual(17);
});

test('the example client’s typed documents are what GraphQL Code Generator makes from the committed schema (npm run codegen)', async () => {
  const root = resolve(__dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'pacific-codegen-'));
  try {
    const [target, output] = Object.entries(config.generates)[0];
    writeFileSync(join(dir, 'codegen.json'), JSON.stringify({ ...config, generates: { [join(dir, 'gql/')]: output } }));
    await promisify(execFile)(join(root, 'node_modules/.bin/graphql-codegen'), ['--config', join(dir, 'codegen.json'), '--silent'], {
      cwd: root,
      timeout: 120_000, // killed rather than holding up the suite if it hangs
      killSignal: 'SIGKILL',
    });
    const files = readdirSync(join(dir, 'gql'));
    expect(files.sort()).toEqual(readdirSync(join(root, target)).sort());
    for (const f of files) expect(readFileSync(join(root, target, f), 'utf8')).toBe(readFileSync(join(dir, 'gql', f), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
