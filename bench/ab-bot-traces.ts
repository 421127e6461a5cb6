// Same rules, same events: seeded bot games played command by command through
// two builds of the rules core in one process, every command's events hashed
// and compared. For a change meant to keep behaviour (a speed-up of the rules),
// beside test/golden: the players here are the product's bots (src/bots: the
// random player, the safe-defaults bot, the planner, and the random player
// against the planner) over every ruleset, with and without every optional rule
// that goes with the others (bench/bot-match.ts compatibleOptions).
//
//   npx ts-node --transpile-only bench/ab-bot-traces.ts --base /path/to/other/checkout [--seeds 2] [--commands 1500]
//
// --base is another checkout, built (`npx tsc -b tsconfig.build.json` there); "after" is this one's dist/ (build it
// first). Exits 1 at the first command whose events differ.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { seededRandom } from '../test/support/random';
import { compatibleOptions } from './bot-match';
import { arg, numberArg } from './lib/args';

type Rules = typeof import('../src/rules');
type Bots = typeof import('../src/bots');
type Legal = typeof import('../src/bots/legal');
type Random = typeof import('../src/bots/random-player');
type Player = 'random' | 'safe-defaults' | 'planner' | 'random-vs-planner';

interface Build {
  rules: Rules;
  bots: Bots;
  legal: Legal;
  random: Random;
}

function load(root: string): Build {
  const at = createRequire(__filename);
  const dist = (p: string) => at(join(root, 'dist/src', p));
  return {
    rules: dist('rules/index.js'),
    bots: dist('bots/index.js'),
    legal: dist('bots/legal.js'),
    random: dist('bots/random-player.js'),
  };
}

/** One seeded game: a hash per command sent (its events, or its refusal's code). */
function trace(b: Build, rulesetId: string, options: string[], player: Player, seed: number, commands: number): string[] {
  type State = Parameters<Rules['decide']>[0];
  type Command = Parameters<Rules['decide']>[1];
  const { decide, rulesetView } = b.rules;
  const diceRandom = seededRandom(seed * 13 + 5);
  const dice = (count: number, sides = 6) => Array.from({ length: count }, () => 1 + Math.floor(diceRandom() * sides));
  const created = decide(
    null,
    { type: 'CreateGame', gameId: `trace-${seed}`, rulesetId, options, name: 'trace', organizerTokenHash: 'org' },
    { actor: { kind: 'anonymous' }, dice },
  );
  if (!created.ok) throw new Error(created.violation.message);
  let s = created.state as NonNullable<State>;
  const rs = rulesetView(rulesetId);
  const randomPlayer = new b.random.RandomPlayer(new b.random.Rng(seededRandom(seed)), {
    japanDeclares: 0.4,
    aggression: 0.8,
    mischief: 0,
  });
  const botRandom = seededRandom(seed * 7 + 1);
  const hashes: string[] = [];
  const send = (power: string, command: Command, organizer = false): boolean => {
    const actor = organizer ? ({ kind: 'organizer' } as const) : ({ kind: 'seat', power: rs.playerOf(power as never).seat } as const);
    const d = decide(s, command, { actor, dice });
    hashes.push(
      createHash('sha256')
        .update(JSON.stringify(d.ok ? d.events : d.violation.code))
        .digest('hex'),
    );
    if (!d.ok) return false;
    s = d.state as NonNullable<State>;
    return true;
  };
  let stuck = 0;
  for (let n = 0; n < commands && s.status === 'active' && stuck < 20; n++) {
    const first = b.legal.requiredInOrder(s)[0];
    if (!first) break;
    const side = rs.power(first.power).side;
    const who = player === 'random-vs-planner' ? (side === 'Axis' ? 'random' : 'planner') : player;
    let ok: boolean;
    if (who === 'random') {
      const intent = randomPlayer.next(s);
      ok = send(intent.organizer ? first.power : intent.power, intent.command, intent.organizer);
    } else {
      const bot = b.bots.BOTS[who];
      if (!bot) throw new Error(`no bot ${who}`);
      ok = send(first.power, bot(s, first.power, botRandom));
    }
    if (!ok && ++stuck % 5 === 0) send(s.current, { type: 'EndPhase' });
  }
  return hashes;
}

function main() {
  const before = load(resolve(arg('base', '')));
  const after = load(resolve(__dirname, '..'));
  const seeds = numberArg('seeds', '2', { min: 1, integer: true });
  const commands = numberArg('commands', '1500', { min: 1, integer: true });
  const players: Player[] = ['random', 'safe-defaults', 'planner', 'random-vs-planner'];
  let games = 0;
  let compared = 0;
  for (const rulesetId of after.rules.creatableRulesetIds())
    for (const options of [[], compatibleOptions(rulesetId)])
      for (const player of players)
        for (let seed = 1; seed <= seeds; seed++) {
          const a = trace(before, rulesetId, options, player, seed, commands);
          const b = trace(after, rulesetId, options, player, seed, commands);
          const differ = a.findIndex((h, i) => h !== b[i]);
          const what = `${rulesetId}${options.length ? ' with options' : ''}, ${player}, seed ${seed}`;
          if (differ >= 0 || a.length !== b.length) {
            console.log(`DIFFERENT: ${what}: command ${differ >= 0 ? differ + 1 : Math.min(a.length, b.length) + 1}`);
            process.exit(1);
          }
          games++;
          compared += a.length;
          console.log(`same: ${what}: ${a.length} commands`);
        }
  console.log(`${games} of ${games} games identical, ${compared} commands compared`);
}

main();
