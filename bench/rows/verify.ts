// Row: re-validating the long game (issue 27): verifyGame over its 20,000
// events (the hash chain, every die recomputed from the seed, every command
// decided again by the rules and each event compared with the log), against
// folding the same events into the game state as the server does
// (projections/game-states.ts: evolve of each upcast event; no store, no
// snapshots). The rules' re-derivation alone (rederive) is timed too, to tell
// the rules from the chain and the dice. Events in memory as exported: reading
// and parsing a file is the CLI's, timed apart (docs/performance.md).
import { serverSeed } from '../../src/app/dice';
import { toGameEvent } from '../../src/app/upcast';
import { rederive } from '../../src/audit/rederive';
import { verifyGame } from '../../src/audit/verify';
import { evolve, type GameState } from '../../src/rules';
import { longGame } from '../lib/long-game';
import { runRow, type RowResult } from '../lib/row';
import { median, msSince } from '../lib/stats';
import { gc } from '../lib/heap';

const MB = 2 ** 20;

/** Timed runs of each side after an untimed one (a running verifier's code compiled); the median counts. */
const TIMED = 3;

export async function measure(): Promise<RowResult> {
  const game = await longGame();
  const events = game.events;
  const commands = events.filter((e) => e.metadata.command !== undefined).length;
  if (commands === 0)
    throw new Error(
      'the cached long game records no commands (played before engine 0.2.0): delete bench/.cache/long-game-* to play it again',
    );
  // The organizer's full audit: the server's seed for this game, as discloseDiceSeed would give it.
  const seed = serverSeed(game.secret, game.gameId);

  const fold = () => {
    let state: GameState | null = null;
    for (const e of events) state = evolve(state, toGameEvent(e));
    return state;
  };
  const rules = () => rederive(events, { seed });
  const verify = () => verifyGame(events, { seed, events: events.length, head: events.at(-1)!.metadata.hash });

  // The first verification in this process (nothing compiled yet), with the resident memory it
  // reaches, sampled after every command (process.memoryUsage.rss: one cheap call).
  gc();
  gc();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  let t0 = process.hrtime.bigint();
  const first = verifyGame(events, {
    seed,
    onProgress: () => {
      const rss = process.memoryUsage.rss();
      if (rss > rssPeak) rssPeak = rss;
    },
  });
  const firstMs = msSince(t0);
  if (first.verdict !== 'valid')
    throw new Error(`the long game does not verify: ${first.verdict}, ${first.first?.message ?? first.unchecked.join('; ')}`);
  if (first.rules.trusted > 0 || first.rules.rederived !== events.length)
    throw new Error(`re-derived ${first.rules.rederived} of ${events.length} events (${first.rules.trusted} on trust)`);

  const times = { fold: [] as number[], rules: [] as number[], verify: [] as number[] };
  // CPU time too (the process's, collector threads included): on a machine shared with other
  // work, wall time stretches with the load while CPU time mostly does not.
  const cpu = { fold: [] as number[], rules: [] as number[], verify: [] as number[] };
  fold();
  rules();
  // Interleaved, so that a busy moment of the shared machine falls on every side alike. No forced
  // collection before a side: after one, V8 starts again from a small young generation, and the
  // fold (about half a second of CPU) then ran 1.6 to 2 times slower; verifyGame, long enough to
  // grow it back, hardly noticed, so the ratio came out low.
  for (let i = 0; i < TIMED; i++)
    for (const [side, run] of [
      ['fold', fold],
      ['rules', rules],
      ['verify', verify],
    ] as const) {
      const c0 = process.cpuUsage();
      t0 = process.hrtime.bigint();
      const r = run();
      times[side].push(msSince(t0));
      const c = process.cpuUsage(c0);
      cpu[side].push((c.user + c.system) / 1000);
      if (!r) throw new Error(`${side} returned nothing`);
    }
  const foldMs = median(times.fold);
  const rulesMs = median(times.rules);
  const verifyMs = median(times.verify);
  const perSecond = (ms: number) => events.length / (ms / 1000);

  return {
    ratio: verifyMs / foldMs,
    more: {
      rulesOfFold: rulesMs / foldMs,
      cpuVerifyOfFold: median(cpu.verify) / median(cpu.fold),
      cpuRulesOfFold: median(cpu.rules) / median(cpu.fold),
    },
    measured: [
      { label: 'verifyGame ms (chain, head, count, dice from the seed, rules)', value: verifyMs },
      { label: 'verifyGame events/s', value: perSecond(verifyMs) },
      { label: 'rederive alone ms (the rules)', value: rulesMs },
      { label: 'rederive events/s', value: perSecond(rulesMs) },
      { label: 'chain + dice (verifyGame − rederive) ms', value: verifyMs - rulesMs },
      { label: 'verifyGame CPU ms', value: median(cpu.verify) },
      { label: 'rederive CPU ms', value: median(cpu.rules) },
      { label: 'verifyGame ms, first in a fresh process', value: firstMs },
      { label: 'MB peak RSS growth during the first verifyGame (sampled per command)', value: (rssPeak - rssBefore) / MB },
      { label: 'commands re-derived', value: first.rules.commands },
    ],
    baseline: [
      { label: 'fold ms (evolve of each upcast event)', value: foldMs },
      { label: 'fold events/s', value: perSecond(foldMs) },
      { label: 'fold CPU ms', value: median(cpu.fold) },
    ],
  };
}

if (require.main === module) runRow(measure);
