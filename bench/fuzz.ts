// Fuzzes the compiled server from outside (issue 29: "1M fuzzed calls end with 0
// internal errors"): schema-driven queries and mutations with random and hostile
// arguments on real games (tokens from createGame and takeSeat, moves the game
// says are due), malformed HTTP, and graphql-ws WebSocket frames. Prints counts
// per class, calls/s and every FAIL, each saved with its request to replay.
// docs/security.md ("Fuzzing") says what is sent and how answers are judged.
//
//   npm run build && npm run fuzz -- [--seed N] [--calls N] [--seconds N] [--lanes N] [--out DIR] [--rate-limits]
//
// Exit code 0: no FAIL; 1: at least one FAIL (or the server died).
import { Command } from 'commander';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, runFuzz } from './lib/fuzz/run';

const program = new Command('fuzz')
  .option('--seed <n>', 'seed of the run (printed; the same seed makes the same choices)', String(Date.now() % 2 ** 31))
  .option('--calls <n>', 'stop after this many calls (HTTP requests and WebSocket frames)', '20000')
  .option('--seconds <n>', 'or after this many seconds', String(24 * 3600))
  .option('--lanes <n>', 'calls in flight at once', '16')
  .option('--workers <n>', "server processes behind the one port (the server's WORKERS)", '1')
  .option('--out <dir>', 'where each FAIL is saved with its request', join(ROOT, 'fuzz-failures'))
  .option('--rate-limits', "keep the server's per-client rate limits (one client sends everything: most calls are then RATE_LIMITED)")
  .parse();

// Ctrl-C: exit, which ends the server too (run.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function main() {
  const o = program.opts<{
    seed: string;
    calls: string;
    seconds: string;
    lanes: string;
    workers: string;
    out: string;
    rateLimits?: boolean;
  }>();
  const seed = Number(o.seed) >>> 0;
  console.log(
    `fuzz: seed ${seed}, up to ${o.calls} calls or ${o.seconds} s, ${o.lanes} lanes, ${o.workers} server process(es) (rerun: npm run fuzz -- --seed ${seed} --lanes ${o.lanes} --workers ${o.workers})`,
  );
  const r = await runFuzz({
    seed,
    calls: Number(o.calls),
    seconds: Number(o.seconds),
    lanes: Number(o.lanes),
    workers: Number(o.workers),
    outDir: o.out,
    rateLimits: !!o.rateLimits,
    progress: (line) => console.log(line),
  });
  console.log(`\n${r.calls} calls in ${r.seconds} s: ${r.callsPerSecond} calls/s, seed ${r.seed}`);
  console.log(
    `CPU per call: server ${r.cpuMsPerCall.server} ms, fuzzer ${r.cpuMsPerCall.fuzzer} ms (load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})`,
  );
  const width = Math.max(...Object.keys(r.counts).map((k) => k.length));
  for (const [cls, n] of Object.entries(r.counts)) console.log(`  ${cls.padEnd(width)}  ${n}`);
  console.log(
    `\ncommands the rules accepted: ${r.commands.accepted}; refused with a rule's violation: ${r.commands.refused}; games created: ${r.gamesCreated}`,
  );
  console.log(`\nFAIL: ${r.fails.length}${r.serverDied ? ` (${r.serverDied})` : ''}`);
  for (const f of r.fails) console.log(`  ${f.fail}: ${f.file}`);
  process.exitCode = r.fails.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
