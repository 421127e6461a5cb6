// The attack run's alias bomb, again (#17): one anonymous 0.95 MB query of
// 18,500 aliases, then six at once, while a bystander client keeps asking a
// small query. Prints each bomb's status, answer size and time, and the
// bystander's latency before and during the attack.
//
//   npx ts-node --transpile-only bench/attack-alias-bomb.ts               # with the limits (defaults)
//   npx ts-node --transpile-only bench/attack-alias-bomb.ts --no-limits   # every limit lifted, for comparison
//
// Bounded: 7 bombs, a bystander for a few seconds; stops the server it started.
import { bystander, NO_LIMITS, post, round, startServerProcess, withoutLimits } from './attack-common';

const bomb = `{ ${Array.from({ length: 18_500 }, (_, i) => `a${i}: ruleset(id: "pacific-1940") { id name }`).join(' ')} }`;

async function main() {
  const server = await startServerProcess(withoutLimits ? NO_LIMITS : {});
  try {
    console.log(`alias bomb: ${(bomb.length / 1e6).toFixed(2)} MB, 18,500 aliases; limits ${withoutLimits ? 'LIFTED' : 'on (defaults)'}`);
    const calm = bystander(server.url);
    await new Promise((r) => setTimeout(r, 2000));
    const before = await calm.stop();
    const during = bystander(server.url);
    await new Promise((r) => setTimeout(r, 200));
    const one = await post(server.url, bomb);
    console.log(`one bomb: HTTP ${one.status}, ${(one.bytes / 1e6).toFixed(2)} MB answer, ${round(one.ms)} ms`);
    const six = await Promise.all(Array.from({ length: 6 }, () => post(server.url, bomb)));
    console.log(
      `six at once: HTTP ${six.map((r) => r.status).join(',')}; slowest ${round(Math.max(...six.map((r) => r.ms)))} ms; answers ${(six.reduce((a, r) => a + r.bytes, 0) / 1e6).toFixed(2)} MB in all`,
    );
    if (six[0].status !== 200) console.log(`refusal: ${JSON.parse(six[0].body).errors?.[0]?.message}`);
    await new Promise((r) => setTimeout(r, 200));
    const attacked = await during.stop();
    console.log('bystander latency (ms) before:', before, ' during the attack:', attacked);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
