// The organizer's audit of a game (docs/audit.md): the hash chain, the head
// and count noted, every die, and every event re-derived by the rules from the
// recorded commands; the first divergence in words.
//   npm run verify -- <export.json | gameId> [--head H] [--events N] [--seed S] [--json]
import { InvalidArgumentError, type Command } from 'commander';
import { ENGINE_VERSION } from '../app/version';
import { rulesetNote } from '../audit/export';
import { verifyGame, type VerifyReport } from '../audit/verify';
import { EXIT, cliProgram, runAsScript } from './cli';
import { loadForAudit } from './game-log';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function wholeNumber(text: string): number {
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError('expected a whole number of events, e.g. 212');
  return Number(text);
}

function hexHash(text: string): string {
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new InvalidArgumentError('expected the 64 hex digits of a SHA-256 hash');
  return text.toLowerCase();
}

/** Progress on stderr for long games: a line rewritten in place on a terminal, else one line per tenth. */
function progress(quiet: boolean): ((done: number, total: number) => void) | undefined {
  if (quiet) return undefined;
  const tty = process.stderr.isTTY;
  let shown = -1;
  return (done, total) => {
    if (total < 2000) return;
    const tenth = Math.floor((done * 10) / total);
    if (tty) process.stderr.write(`\rverify: re-deriving ${done}/${total} events${done === total ? '\n' : ''}`);
    else if (tenth !== shown) {
      shown = tenth;
      process.stderr.write(`verify: re-derived ${done}/${total} events\n`);
    }
  };
}

/** The report in lines, one per check, then the verdict. */
export function reportLines(
  r: VerifyReport,
  game: { id: string; name: string; ruleset: string; options: string[] },
  noted: { head?: string; events?: number },
): string[] {
  const lines = [
    `game ${game.id} "${game.name}": ${game.ruleset}, options ${game.options.length ? game.options.join(', ') : 'none'}; ${count(r.events, 'event')}, ${r.ended ? 'ended' : 'in progress'}`,
  ];
  const finding = (check: string) => r.findings.find((f) => f.check === check);
  // A broken chain is always a finding of verifyGame's.
  const chainBreak = () => {
    const f = finding('chain');
    if (!f) throw new Error('verify report: the chain is invalid but no finding says where');
    return f.message;
  };
  lines.push(`chain: ${r.chain.valid ? `valid, ${count(r.chain.checked, 'event')} linked, head ${r.head}` : `INVALID, ${chainBreak()}`}`);
  const head = finding('head');
  lines.push(
    `head:  ${noted.head === undefined ? `not checked (note this head and pass --head next time: ${r.head})` : head ? `DIFFERS: ${head.message}` : 'matches the head you noted'}`,
  );
  const counted = finding('count');
  lines.push(
    `count: ${noted.events === undefined ? 'not checked (--events)' : counted ? `DIFFERS: ${counted.message}` : `${count(r.events, 'event')}, as you expected`}`,
  );
  const header = finding('header');
  if (header) lines.push(`header: DIFFERS: ${header.message}`);
  const d = r.dice;
  const seed =
    d.seedFrom === null
      ? 'seed not revealed'
      : `${d.seedFrom} seed ${d.commitmentMatches === false ? 'does NOT match' : 'matches'} the commitment`;
  const diceProblems = r.findings.filter((f) => f.check === 'dice');
  lines.push(
    `dice:  ${count(d.rolls, 'roll')} (${d.scriptedRolls} scripted, ${d.seedRolls} recomputed from the seed); ${seed}${diceProblems.length ? `; ${count(diceProblems.length, 'problem')}, the first: ${diceProblems[0].message}` : ''}`,
  );
  const rules = r.rules;
  const from = rules.dice === 'seed' ? 'dice from the seed' : rules.dice === 'log' ? 'dice as the log records them' : 'no dice';
  lines.push(
    `rules: ${rules.divergence ? `DIVERGE at ${rules.divergence.message}` : `${count(rules.rederived, 'event')} re-derived from ${count(rules.commands, 'command')} (${from})`}${rules.trusted ? `; ${count(rules.trusted, 'event')} before commands were recorded, taken as they are` : ''}`,
  );
  lines.push(
    `engine: recorded by ${rules.engines.length ? rules.engines.join(', ') : 'an engine before 0.2.0'}; checked by ${ENGINE_VERSION}`,
  );
  for (const u of r.rulings) lines.push(`ruling: event ${u.event}: ${u.summary}`);
  for (const u of r.unchecked) lines.push(`not checked: ${u}`);
  if (r.verdict === 'valid') lines.push('VALID');
  else if (r.verdict === 'partial') lines.push('VALID AS FAR AS CHECKED (see "not checked")');
  else lines.push(`INVALID: ${r.first.message}`);
  return lines;
}

export function program(): Command {
  return cliProgram(
    'verify',
    'Audits a game: recomputes the hash chain, checks the head hash and event count you noted, recomputes every die from the seed, ' +
      'and decides every recorded command again with the rules, comparing each event with the log. Reports the first divergence in words (docs/audit.md).',
    {
      OK: 'VALID: every check ran over the whole log and held',
      FAILED: 'could not check: a missing or malformed file, no such game, a store that cannot be read, a bad option',
      INVALID: 'INVALID: a hash, the head, the count, a die or an event the rules do not produce (the first divergence is printed)',
      PARTIAL:
        'nothing wrong found, but part could not be checked: dice of a game whose seed is not revealed (give --seed), events written before engine 0.2.0',
    },
  )
    .argument('<source>', 'an exported game (export-game), or a game id read from the store EVENT_STORE / SQLITE_PATH name')
    .option('--head <hash>', 'the hash of the last event, as you noted it (catches a log cut short or extended)', hexHash)
    .option('--events <n>', 'the number of events you expect', wholeNumber)
    .option('--seed <seed>', "the game's dice seed (from discloseDiceSeed), when the game has not revealed it")
    .option('--json', 'print the report as JSON (for scripts) instead of lines')
    .option('--quiet', 'no progress on stderr')
    .action(async (source: string, opts: { head?: string; events?: number; seed?: string; json?: boolean; quiet?: boolean }) => {
      const { events, header } = await loadForAudit(source);
      const report = verifyGame(events, {
        header: header ?? undefined,
        head: opts.head,
        events: opts.events,
        seed: opts.seed,
        onProgress: progress(Boolean(opts.quiet || opts.json)),
      });
      const created =
        events[0]?.type === 'GameCreated'
          ? (events[0].data as { gameId?: string; name?: string; rulesetId?: string; options?: string[] })
          : {};
      const game = {
        id: String(created.gameId ?? '(no GameCreated)'),
        name: String(created.name ?? ''),
        ruleset: String(created.rulesetId ?? 'unknown ruleset'),
        options: Array.isArray(created.options) ? created.options.map(String) : [],
      };
      const note = rulesetNote(header);
      if (note && !opts.json) console.log(`note: ${note}`);
      if (opts.json) process.stdout.write(JSON.stringify({ game, ...report }, null, 2) + '\n');
      else console.log(reportLines(report, game, opts).join('\n'));
      process.exitCode = report.verdict === 'valid' ? EXIT.OK : report.verdict === 'partial' ? EXIT.PARTIAL : EXIT.INVALID;
    });
}

runAsScript(module, program);
