// A seeded run of one build of the server, written out whole: for a change
// meant to keep behaviour in the layers between HTTP and the store (the edge,
// Apollo's glue, validation, the request line, the command service's hashes),
// run it against two builds and compare the files (`cmp`, or `diff` to see
// where they differ). In one process, with a fixed clock and
// secret and a SQLite file: a game created and seated over HTTP, endPhases
// with right, wrong and missing tokens, retries, reused command ids, malformed
// inputs and bodies, other paths, a CORS preflight, reads; then the random bot
// plays every seat through the command service with the seats' tokens. The
// transcript holds every answer (status, headers but the date, body), every
// log line (its time and response time left out) and every stored event row
// (as SQLite holds it: text, hashes, ids).
//
//   npx ts-node --transpile-only bench/seeded-transcript.ts --root <checkout, built> --out <file> [--commands 400]
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { seededRandom } from '../test/support/random';
import { arg, numberArg } from './lib/args';

type Store = typeof import('../src/store');
type Services = typeof import('../src/app/services');
type Server = typeof import('../src/api/server');
type Logger = typeof import('../src/app/logger');
type Config = typeof import('../src/app/config');
type Rules = typeof import('../src/rules');
type Bots = typeof import('../src/bots');
type BotRunner = typeof import('../src/app/bot-runner');

const SECRET = 'seeded-transcript-secret-0123456789abcdef';

async function main() {
  const root = resolve(arg('root'));
  const out = arg('out');
  const botCommands = numberArg('commands', '400', { min: 1, integer: true });
  const at = createRequire(join(root, 'package.json'));
  const dist = <T>(p: string): T => at(join(root, 'dist/src', p)) as T;
  const { createEventStore } = dist<Store>('store/index.js');
  const { createServices } = dist<Services>('app/services.js');
  const { startServer } = dist<Server>('api/server.js');
  const { createLogger } = dist<Logger>('app/logger.js');
  const { NO_RATE_LIMITS } = dist<Config>('app/config.js');
  const rules = dist<Rules>('rules/index.js');
  const { randomBot } = dist<Bots>('bots/index.js');
  const { seededStream } = dist<BotRunner>('app/bot-runner.js');

  const dir = mkdtempSync(join(tmpdir(), 'seeded-transcript-'));
  const dbPath = join(dir, 'events.db');
  const store = createEventStore({ kind: 'sqlite', path: dbPath });
  let tick = 0;
  const services = createServices(store, SECRET, { now: () => new Date(Date.UTC(2026, 0, 1) + 1000 * tick++) });
  const lines: string[] = [];
  const log = createLogger({ level: 'debug', stream: { write: (line: string) => void lines.push(line) } });
  const server = await startServer(services, { port: 0, host: '127.0.0.1', logger: log, rateLimits: NO_RATE_LIMITS });
  const random = seededRandom(29038);
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
    h[12] = '4';
    h[16] = '8';
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  const answers: unknown[] = [];
  let n = 0;
  /** One HTTP request; `id: false` sends no x-request-id (the server makes one, left out of the transcript). */
  async function http(method: string, path: string, body: string | undefined, headers: Record<string, string> = {}, id = true) {
    const requestId = `seeded-${++n}`;
    const res = await fetch(server.url.replace('/graphql', path), {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(id ? { 'x-request-id': requestId } : {}),
        ...headers,
      },
      body,
    });
    const text = await res.text();
    const kept = [...res.headers].filter(([k]) => k !== 'date' && (id || k !== 'x-request-id'));
    answers.push({ n, method, path, status: res.status, headers: kept, body: text });
    try {
      return JSON.parse(text) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
    } catch {
      return {};
    }
  }
  const gql = (query: string, variables: Record<string, unknown>, headers?: Record<string, string>, id = true) =>
    http('POST', '/graphql', JSON.stringify({ query, variables }), headers, id);

  const ACCEPTED = `__typename ... on CommandAccepted { duplicate events { id gameId number position type eventType data summary payload { __typename } metadata { commandId commandType commandFingerprint actor actorKind actorPower causationId schemaVersion time prevHash hash engineVersion } } game { id name round currentPower phase phaseName status eventCount seats { power taken player seat powers bot } players { name seat powers taken } } } ... on RuleViolation { code rule message }`;
  const created = await gql(
    `mutation($input: CreateGameInput!) { createGame(input: $input) { __typename ... on GameCreated { organizerToken game { id } events { number type data } } ... on RuleViolation { code } } }`,
    { input: { commandId: uuid(), rulesetId: 'pacific-1940', name: 'seeded' } },
  );
  const gameId = (created.data!.createGame.game as { id: string }).id;
  const organizer = created.data!.createGame.organizerToken as string;
  const powers = rules.rulesetView('pacific-1940').players.map((p) => p.seat);
  const tokens: Record<string, string> = {};
  for (const power of powers) {
    const input = { commandId: uuid(), gameId, power: power.toUpperCase() };
    const seat = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) { __typename ... on SeatGranted { seatToken seat player powers duplicate game { eventCount } } ... on RuleViolation { code message } } }`;
    const took = await gql(seat, { input });
    if (!took.data) throw new Error(JSON.stringify(took));
    tokens[power] = took.data.takeSeat.seatToken as string;
    if (power === powers[0]) {
      await gql(seat, { input }); // a retry: the same token, duplicate
      await gql(seat, { input: { ...input, power: powers[1].toUpperCase() } }); // the id again for another seat: COMMAND_ID_REUSED
    }
  }
  const END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) { ${ACCEPTED} } }`;
  const current = async () => {
    const g = await gql(`query($id: String!) { game(id: $id) { currentPower phase round } }`, { id: gameId });
    return (g.data?.game as { currentPower: string } | undefined)?.currentPower ?? powers[0];
  };
  for (let i = 0; i < 40; i++) {
    const power = await current();
    const seat = powers.find((p) => p.toUpperCase() === power) ?? powers[0];
    const commandId = uuid();
    const kind = i % 8;
    if (kind === 1) await gql(END, { input: { commandId, gameId, seatToken: 'not-a-token' } });
    else if (kind === 2) await gql(END, { input: { commandId, gameId } });
    else if (kind === 3) await gql(END, { input: { commandId: 'not a uuid!', gameId, seatToken: tokens[seat] } });
    else if (kind === 4) await gql(END, { input: { commandId, gameId, seatToken: organizer } });
    else if (kind === 5) {
      const input = { commandId, gameId, seatToken: tokens[seat] };
      await gql(END, { input });
      await gql(END, { input }); // a retry: the same events, duplicate
      await gql(END, { input: { ...input, phase: 'PURCHASE' } }); // other parameters: COMMAND_ID_REUSED
    } else if (kind === 6) await gql(END, { input: { commandId, gameId, seatToken: tokens[seat] } }, {}, false);
    else await gql(END, { input: { commandId, gameId, seatToken: tokens[seat] } });
  }
  // What is not a command: bodies, paths, methods, CORS, reads, errors of the query itself.
  await http('POST', '/graphql', '{"query": ', {});
  await http('POST', '/graphql', JSON.stringify({ query: '{ rulesets { id } }', variables: { x: 'y'.repeat(2_000_000) } }));
  await http('GET', '/health', undefined);
  await http('GET', '/nowhere', undefined);
  await http('GET', `/graphql?query=${encodeURIComponent('{ rulesets { id name playable } }')}`, undefined, {
    'apollo-require-preflight': 'true',
  });
  await http('OPTIONS', '/graphql', undefined, {
    origin: 'http://localhost:5173',
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  });
  await gql('{ rulesets { id } }', {}, { origin: 'http://localhost:5173' });
  await gql('{ rulesets { id } }', {}, { origin: 'https://elsewhere.example' });
  await gql('{ nope }', {});
  await gql('mutation { endPhase(input: { commandId: "x" }) { __typename } }', {});
  await gql(END, { input: { commandId: uuid(), gameId: 'no-such-game', seatToken: 'x' } });
  await gql(
    `query($id: String!) { events(gameId: $id, first: 500) { totalCount edges { cursor node { number type summary gameId data metadata { hash prevHash actor actorKind actorPower commandId } } } } }`,
    {
      id: gameId,
    },
  ).catch(() => ({}));

  // The random bot plays every seat through the command service, with the seats' tokens (the organizer's where a
  // command is the organizer's to send).
  let sent = 0;
  while (sent < botCommands) {
    const entry = await services.states.current(gameId);
    if (!entry || entry.state.status !== 'active') break;
    const d = rules.pendingDecisions(entry.state).find((x) => x.required);
    if (!d) break;
    const command = randomBot(entry.state, d.power, seededStream(`seeded/${sent}`));
    const seat = rules.rulesetView('pacific-1940').playerOf(d.power).seat;
    const outcome = await services.commands.handle({ gameId, commandId: uuid(), token: tokens[seat], command: command as never });
    sent++;
    if (!outcome.ok) answers.push({ bot: sent, refused: outcome.violation });
  }
  await gql(
    `query($id: String!) { game(id: $id) { ${'id name round currentPower phase status eventCount seats { power taken bot } players { name seat }'} } }`,
    {
      id: gameId,
    },
  );

  await server.stop();
  await store.close();
  const db = new Database(dbPath, { readonly: true });
  const rows = db.prepare('SELECT * FROM events ORDER BY position').all();
  db.close();
  rmSync(dir, { recursive: true, force: true });
  const logged = lines.map((l) => {
    const o = JSON.parse(l) as Record<string, unknown>;
    delete o.time;
    delete o.responseTime;
    const req = o.req as { id?: string } | undefined;
    if (req?.id && !req.id.startsWith('seeded-')) req.id = '(made by the server)';
    return o;
  });
  writeFileSync(out, JSON.stringify({ answers, log: logged, rows }, null, 1));
  console.log(`${answers.length} answers, ${logged.length} log lines, ${rows.length} event rows, ${sent} bot commands -> ${out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
