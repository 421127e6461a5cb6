// The battleOdds flood, again (#17: ten aliased oversized battleOdds stalled the
// server 16 s). Three rounds while a bystander client keeps asking a small query:
//   1. ten aliased oversized battleOdds in one request;
//   2. ten oversized battleOdds as ten separate requests at once, from one client;
//   3. the same from one client every 200 ms for 10 s (50 requests).
// Prints what each got, how long it took, and the bystander's latency.
//
//   npx ts-node --transpile-only bench/attack-odds-flood.ts [--no-limits]
import { bystander, NO_LIMITS, post, round, startServerProcess, summary, withoutLimits } from './attack-common';

const ODDS = `battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 100 }, { unitType: ARTILLERY, count: 50 }, { unitType: ARMOUR, count: 50 }],
  defenders: [{ unitType: INFANTRY, count: 100 }, { unitType: ARTILLERY, count: 50 }, { unitType: ARMOUR, count: 50 }]) { attackerWins }`;

const outcome = (r: { status: number; body: string }) => {
  if (r.status === 200 && !JSON.parse(r.body).errors) return 'answered';
  const e = JSON.parse(r.body).errors?.[0];
  return `${r.status} ${e?.extensions?.code ?? '?'}`;
};
const tally = (xs: string[]) =>
  Object.entries(xs.reduce<Record<string, number>>((a, x) => ({ ...a, [x]: (a[x] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ');

async function main() {
  const server = await startServerProcess(withoutLimits ? NO_LIMITS : {});
  try {
    console.log(`battleOdds flood; limits ${withoutLimits ? 'LIFTED' : 'on (defaults)'}`);
    await post(
      server.url,
      `{ battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 1 }], defenders: [{ unitType: INFANTRY, count: 1 }]) { attackerWins } }`,
    ); // the worker up

    let by = bystander(server.url);
    const aliased = await post(server.url, `{ ${Array.from({ length: 10 }, (_, i) => `o${i}: ${ODDS}`).join(' ')} }`);
    await new Promise((r) => setTimeout(r, 300));
    console.log(`1. ten aliased in one request: ${outcome(aliased)} in ${round(aliased.ms)} ms; bystander`, await by.stop());

    by = bystander(server.url);
    const ten = await Promise.all(Array.from({ length: 10 }, () => post(server.url, `{ ${ODDS} }`)));
    console.log(
      `2. ten separate at once: ${tally(ten.map(outcome))}; slowest ${round(Math.max(...ten.map((r) => r.ms)))} ms; bystander`,
      await by.stop(),
    );

    by = bystander(server.url);
    const steady: Promise<{ status: number; ms: number; body: string }>[] = [];
    for (let i = 0; i < 50; i++) {
      steady.push(post(server.url, `{ ${ODDS} }`));
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = await Promise.all(steady);
    console.log(
      `3. one every 200 ms for 10 s: ${tally(done.map(outcome))}; time to answer`,
      summary(done.map((r) => r.ms)),
      '; bystander',
      await by.stop(),
    );
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
