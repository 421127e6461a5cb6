// battleOdds off the main thread (#17: ten aliased oversized battleOdds stalled
// every client for 16 s). One battle at a time in a worker thread: other
// clients are answered while it computes, a computation past the time limit is
// stopped, and past the queue the server says SERVER_BUSY instead of piling up.
import { OddsRunner } from '../../src/api/odds-runner';
import { battleOdds, rulesetView } from '../../src/rules';
import { COMPILED_ODDS_WORKER, startTestServer, type TestServer } from './helpers';

const HUGE = `{ battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 100 }, { unitType: ARTILLERY, count: 50 }, { unitType: ARMOUR, count: 50 }],
  defenders: [{ unitType: INFANTRY, count: 100 }, { unitType: ARTILLERY, count: 50 }, { unitType: ARMOUR, count: 50 }]) { attackerWins } }`;
const SMALL = `{ battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 1 }], defenders: [{ unitType: INFANTRY, count: 1 }]) { attackerWins defenderWins draw } }`;

test('while a huge battle computes, other clients are answered; it ends as BAD_USER_INPUT "too large", and small ones are exact', async () => {
  const t = await startTestServer();
  try {
    expect((await t.gql(SMALL)).data.battleOdds).toEqual({
      attackerWins: expect.closeTo(1 / 4, 12),
      defenderWins: expect.closeTo(5 / 8, 12),
      draw: expect.closeTo(1 / 8, 12),
    });
    let hugeDone = false;
    const huge = t.gql(HUGE).then((r) => {
      hugeDone = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 50)); // let it start
    const others = await Promise.all([t.gql('{ rulesets { id } }'), t.gql('{ games { nodes { id } } }')]);
    expect(others.every((o) => o.status === 200 && !o.errors)).toBe(true);
    expect(hugeDone).toBe(false); // answered while the huge one was still computing
    const r = await huge;
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(r.errors![0].message).toMatch(/too large/);
    expect(t.logs.lines.filter((l) => l.level === 'error')).toEqual([]);
  } finally {
    await t.stop();
  }
});

async function withServer(limits: Parameters<typeof startTestServer>[0], run: (t: TestServer) => Promise<void>) {
  const t = await startTestServer(limits);
  try {
    await run(t);
  } finally {
    await t.stop();
  }
}

test('past ODDS_TIMEOUT_MS the computation is stopped (its worker replaced) and answered as too large; the next one works', () =>
  // 1 s: far below the huge battle's time (it runs into the 5 s default in the test above), and far above a small
  // battle's, even in a fresh worker on a loaded machine (150 ms failed once under a load of 8).
  withServer({ limits: { oddsTimeoutMs: 1000 } }, async (t) => {
    expect((await t.gql(SMALL)).errors).toBeUndefined(); // the worker is up
    const r = await t.gql(HUGE);
    expect(r.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringMatching(/too large to compute within the server's limits/),
    });
    const next = await t.gql(SMALL);
    expect(next.errors).toBeUndefined();
    expect(next.data.battleOdds.attackerWins).toBeCloseTo(1 / 4, 12);
  }));

test('past ODDS_QUEUE waiting computations, the next is refused at once with SERVER_BUSY', () =>
  withServer({ limits: { oddsQueue: 1 } }, async (t) => {
    expect((await t.gql(SMALL)).errors).toBeUndefined();
    const running = t.gql(HUGE);
    await new Promise((r) => setTimeout(r, 50));
    const waiting = t.gql(SMALL);
    const refused = await t.gql(SMALL);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'SERVER_BUSY', retryAfter: 5 } });
    expect(refused.status).toBe(503);
    expect(refused.raw).not.toMatch(/Internal server error/);
    expect((await waiting).errors).toBeUndefined(); // the one that waited is answered after the huge one
    expect((await running).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  }));

// The test servers above run the bundle's worker (COMPILED_ODDS_WORKER, built from this source by jest's globalSetup).
// The source run directly (ts-node, as `npm run dev` would) boots the TypeScript worker instead: it must still work.
describe('the worker script', () => {
  const oneOnOne = { kind: 'land' as const, attackers: [{ type: 'infantry', count: 1 }], defenders: [{ type: 'infantry', count: 1 }] };

  test.each([
    ['the bundle (what npm start runs)', COMPILED_ODDS_WORKER],
    ['the TypeScript source through ts-node', undefined],
  ])(
    '%s computes the exact odds',
    async (_name, workerFile) => {
      const runner = new OddsRunner({ queue: 1, timeoutMs: 60_000, workerFile });
      try {
        const r = await runner.run('pacific-1940', oneOnOne);
        expect(r.attackerWins).toBeCloseTo(1 / 4, 12);
        expect(r.defenderWins).toBeCloseTo(5 / 8, 12);
      } finally {
        await runner.close();
      }
    },
    120_000,
  );

  test('the bundle gives the same answer as the rules core in this process', async () => {
    const runner = new OddsRunner({ queue: 1, timeoutMs: 60_000, workerFile: COMPILED_ODDS_WORKER });
    const battle = {
      kind: 'land' as const,
      attackers: [
        { type: 'infantry', count: 3 },
        { type: 'armour', count: 2 },
      ],
      defenders: [{ type: 'infantry', count: 4 }],
    };
    try {
      expect(await runner.run('pacific-1940', battle)).toEqual(battleOdds(rulesetView('pacific-1940'), battle));
    } finally {
      await runner.close();
    }
  });
});
