// graphql-jit against graphql-js for the reads (issue 29: "try graphql-jit for
// reads"), both measured in the same run, alternated, so the ratio holds on a
// busy machine:
//
//   npx ts-node --transpile-only bench/jit-reads.ts [--samples 200] [--no-http]
//
// In process: the viewer's own board query (ViewerBoard) at random events of the
// long game, executed by graphql-js and by the server's query executor
// (src/api/jit-executor.ts) on the same services, each result compared with the
// other's (the run fails on any difference). Over HTTP: the board-http row's load
// (10 clients) against two compiled servers, QUERY_EXECUTOR=graphql-js and jit,
// in alternating slices. Prints p50 / p99 of each and the ratios jit ÷ graphql-js.
import 'reflect-metadata';
import { isDeepStrictEqual } from 'node:util';
import { execute, parse } from 'graphql';
import { buildApiSchema } from '../src/api/schema';
import { jitExecutor } from '../src/api/jit-executor';
import { createServices } from '../src/app/services';
import { createSqliteEventStore } from '../src/store/sqlite';
import { closedLoop, gqlClient, merged, type LoadResult } from './lib/http-load';
import { longGameDb } from './lib/long-game-db';
import { startEngine } from './lib/processes';
import { runScript } from './lib/row';
import { msSince, percentile } from './lib/stats';
import { seeded, viewerBoardQuery } from './lib/viewer-query';

const argv = process.argv.slice(2);
const SAMPLES = Number(argv[argv.indexOf('--samples') + 1] || 200);
const WARMUP = 30;
const f = (x: number) => x.toFixed(2);

async function inProcess(): Promise<void> {
  const { path, game } = await longGameDb(console.log);
  const total = game.events.length;
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  const services = createServices(store, 'bench-secret');
  const schema = await buildApiSchema();
  const document = parse(viewerBoardQuery());
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
  const jit = jitExecutor(schema, { compileAfter: 0 });
  const rnd = seeded(29);
  const byJs = (variables: Record<string, unknown>) => execute({ schema, document, contextValue: { services }, variableValues: variables });
  const byJit = (variables: Record<string, unknown>) =>
    jit.execute({ document, operation, operationName: undefined, variables, contextValue: { services } });
  await byJs({ gameId: game.gameId }); // the cold load of the game

  const t0 = process.hrtime.bigint();
  await byJit({ gameId: game.gameId });
  console.log(`first jit execution (compiles the query): ${f(msSince(t0))} ms`);
  for (let i = 0; i < WARMUP; i++) {
    const v = { gameId: game.gameId, atEvent: 1 + rnd(total) };
    await byJs(v);
    await byJit(v);
  }
  const series = { js: [] as number[], jit: [] as number[], jsNow: [] as number[], jitNow: [] as number[] };
  let differences = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const v = { gameId: game.gameId, atEvent: 1 + rnd(total) };
    // Which goes first alternates: the second finds the state's board in no cache the first left (boards are not cached).
    const order = i % 2 ? (['jit', 'js'] as const) : (['js', 'jit'] as const);
    const results: Record<string, unknown> = {};
    for (const which of order) {
      const t = process.hrtime.bigint();
      results[which] = await (which === 'js' ? byJs(v) : byJit(v));
      series[which].push(msSince(t));
    }
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(results.js)), JSON.parse(JSON.stringify(results.jit)))) differences++;
    for (const which of order) {
      const t = process.hrtime.bigint();
      await (which === 'js' ? byJs({ gameId: game.gameId }) : byJit({ gameId: game.gameId }));
      series[which === 'js' ? 'jsNow' : 'jitNow'].push(msSince(t));
    }
  }
  await store.close();
  console.log(`jit executions ${jit.stats.jit}, graphql-js ${jit.stats.graphqlJs}; results differing: ${differences} of ${SAMPLES}`);
  const line = (label: string, js: number[], jt: number[]) =>
    console.log(
      `${label}: graphql-js p50 ${f(percentile(js, 50))} p99 ${f(percentile(js, 99))} ms; jit p50 ${f(percentile(jt, 50))} p99 ${f(percentile(jt, 99))} ms; ` +
        `jit ÷ graphql-js p50 ${f(percentile(jt, 50) / percentile(js, 50))} p99 ${f(percentile(jt, 99) / percentile(js, 99))}`,
    );
  line('in process, ViewerBoard at an event', series.js, series.jit);
  line('in process, ViewerBoard now', series.jsNow, series.jitNow);
  if (differences) throw new Error(`${differences} results differ between graphql-js and graphql-jit`);
}

async function overHttp(): Promise<void> {
  const { path, game } = await longGameDb();
  const total = game.events.length;
  const query = viewerBoardQuery();
  const engines = {
    js: await startEngine(path, { QUERY_EXECUTOR: 'graphql-js' }),
    jit: await startEngine(path, { QUERY_EXECUTOR: 'jit' }),
  };
  const clients = { js: gqlClient(engines.js.url, 12), jit: gqlClient(engines.jit.url, 12) };
  const rnd = seeded(29);
  const drawn = (r: { errors?: unknown; data?: { board?: { territories?: unknown[] } } }) =>
    !r.errors && Array.isArray(r.data?.board?.territories) && r.data.board.territories.length > 0;
  try {
    const slices = { js: [] as LoadResult[], jit: [] as LoadResult[] };
    const cpu = { js: 0, jit: 0 };
    const load = (which: 'js' | 'jit', warmup: number, seconds: number) =>
      closedLoop(10, warmup, seconds, async () =>
        drawn(await clients[which].post(query, { gameId: game.gameId, atEvent: 1 + rnd(total) })),
      );
    for (const which of ['js', 'jit'] as const) {
      await clients[which].post(query, { gameId: game.gameId });
      await load(which, 1, 0);
    }
    for (let i = 0; i < 4; i++)
      for (const which of i % 2 ? (['jit', 'js'] as const) : (['js', 'jit'] as const)) {
        const before = engines[which].cpuMs();
        slices[which].push(await load(which, 0.2, 2));
        cpu[which] += engines[which].cpuMs() - before;
      }
    const js = merged(slices.js);
    const jt = merged(slices.jit);
    if (js.errors || jt.errors) throw new Error(`failed requests: graphql-js ${js.errors}, jit ${jt.errors}`);
    const cpuJs = cpu.js / js.requests;
    const cpuJit = cpu.jit / jt.requests;
    console.log(
      `over HTTP, ViewerBoard at an event, 10 clients: graphql-js p50 ${f(js.p50)} p99 ${f(js.p99)} ms, ${f(js.perSecond)} boards/s, ${f(cpuJs)} ms CPU each; ` +
        `jit p50 ${f(jt.p50)} p99 ${f(jt.p99)} ms, ${f(jt.perSecond)} boards/s, ${f(cpuJit)} ms CPU each`,
    );
    console.log(
      `over HTTP, jit ÷ graphql-js: p50 ${f(jt.p50 / js.p50)}, p99 ${f(jt.p99 / js.p99)}, boards/s ${f(jt.perSecond / js.perSecond)}, CPU per board ${f(cpuJit / cpuJs)}`,
    );
  } finally {
    clients.js.close();
    clients.jit.close();
    await engines.js.stop();
    await engines.jit.stop();
  }
}

async function main() {
  await inProcess();
  if (!argv.includes('--no-http')) await overHttp();
}

runScript(main);
