// The planner against the random player (issue 30, docs/planner.md):
//
//   npm run bot-match [-- --games 10 --rounds 15 --rulesets pacific-1940,pacific-1940-2e,pacific-2001,pacific-2001+options]
//
// Seeded games through the pure rules core, in process: in each ruleset `games`
// seeds with the planner as the Axis and the same seeds with the planner as the
// Allies. A game is decided by victory, or after `rounds` rounds by the change
// of its side's share of the production on the board (territory values of the
// land each side holds) from the start: a larger share wins, a smaller loses,
// the same is a draw. Prints wins / losses / draws, the commands the rules
// refused (the planner's must be 0; the random player's "try" commands may be
// refused and are counted apart) and the time per game. Not a test: no figure
// is asserted here.
import { decide, fold, rulesetView, territoryValue, type Command, type GameState, type PowerId, type RulesetView } from '../src/rules';
import { plannerBot } from '../src/bots/planner';
import { requiredInOrder } from '../src/bots/legal';
import { RandomPlayer, Rng } from '../test/soak/random-player';
import { seededRandom } from '../test/support/random';
import { OPTIONAL_RULES } from '../src/rules';
import { arg, numberArg } from './lib/args';

type Side = 'Axis' | 'Allies';

export interface GameResult {
  rulesetId: string;
  options: string[];
  seed: number;
  plannerSide: Side;
  outcome: 'win' | 'loss' | 'draw';
  how: string;
  rounds: number;
  plannerCommands: number;
  plannerRefused: number;
  randomCommands: number;
  randomRefused: number;
  ms: number;
}

/** Every optional rule built for a ruleset that goes with those before it (test/soak's choice: the 002 rows first). */
export function compatibleOptions(rulesetId: string): string[] {
  const built = OPTIONAL_RULES.filter((o) => (o.implementedIn as string[]).includes(rulesetId)).sort(
    (a, b) => Number(a.seed !== '002') - Number(b.seed !== '002'),
  );
  return built
    .filter(
      (o) => !o.conflicts.some((c) => built.findIndex((x) => x.id === c) > -1 && built.findIndex((x) => x.id === c) < built.indexOf(o)),
    )
    .filter((o) => !o.requires?.some((r) => !built.some((x) => x.id === r)))
    .map((o) => o.id);
}

/** The production a side's land adds up to. */
export function production(s: GameState, rs: RulesetView, side: Side): number {
  let n = 0;
  for (const [t, owner] of Object.entries(s.owners)) if (owner && rs.findPower(owner)?.side === side) n += territoryValue(s, rs, t);
  return n;
}

const share = (s: GameState, rs: RulesetView, side: Side) => {
  const mine = production(s, rs, side);
  return mine / (mine + production(s, rs, side === 'Axis' ? 'Allies' : 'Axis'));
};

export function playGame(rulesetId: string, options: string[], seed: number, plannerSide: Side, maxRounds: number): GameResult {
  const started = Date.now();
  const created = decide(
    null,
    { type: 'CreateGame', gameId: `match-${seed}`, rulesetId, options, name: `match ${seed}`, organizerTokenHash: 'org' },
    {
      actor: { kind: 'anonymous' },
      dice: () => {
        throw new Error('no dice at creation');
      },
    },
  );
  if (!created.ok) throw new Error(created.violation.message);
  let s = created.state ?? fold(created.events)!;
  const rs = rulesetView(rulesetId);
  const shareAtStart = share(s, rs, plannerSide);
  const random = new RandomPlayer(new Rng(seed), { japanDeclares: 0.4, aggression: 0.8, mischief: 0 });
  const plannerRandom = seededRandom(seed * 7 + 1);
  const diceRandom = seededRandom(seed * 13 + 5);
  const dice = (count: number, sides = 6) => Array.from({ length: count }, () => 1 + Math.floor(diceRandom() * sides));
  const r: GameResult = {
    rulesetId,
    options,
    seed,
    plannerSide,
    outcome: 'draw',
    how: '',
    rounds: 0,
    plannerCommands: 0,
    plannerRefused: 0,
    randomCommands: 0,
    randomRefused: 0,
    ms: 0,
  };
  const send = (power: PowerId, command: Command): boolean => {
    const d = decide(s, command, { actor: { kind: 'seat', power: rs.playerOf(power).seat }, dice });
    if (!d.ok) return false;
    s = d.state ?? fold(d.events, s)!;
    return true;
  };
  let stuck = 0;
  for (let n = 0; n < 60000 && s.status === 'active' && s.round <= maxRounds && stuck < 50; n++) {
    const first = requiredInOrder(s)[0];
    if (!first) break;
    if (
      process.env.MATCH_TRACE &&
      first.kind === 'purchase' &&
      s.current === 'Japan' &&
      s.phase === 'purchase' &&
      !Object.keys(s.purchased).length
    )
      console.error(
        `  round ${s.round}: Japan land units on the mainland ${s.units.filter((u) => u.owner === 'Japan' && rs.unit(u.type).domain === 'land' && !rs.territory(u.at).island && rs.territory(u.at).kind === 'land').length}, all ${s.units.filter((u) => u.owner === 'Japan').length}, share ${share(s, rs, 'Axis').toFixed(3)}`,
      );
    if (rs.power(first.power).side === plannerSide) {
      r.plannerCommands++;
      const command = plannerBot(s, first.power, plannerRandom);
      if (!send(first.power, command)) {
        r.plannerRefused++;
        stuck++;
        if (process.env.MATCH_TRACE) console.error('planner refused', JSON.stringify(command));
      }
    } else {
      r.randomCommands++;
      const intent = random.next(s);
      if (!send(intent.organizer ? first.power : intent.power, intent.command)) {
        r.randomRefused++;
        // The soak player's plain EndPhase on a refusal it cannot get past.
        if (r.randomRefused % 20 === 0) send(first.power, { type: 'EndPhase', phase: s.phase });
      }
    }
  }
  r.rounds = Math.min(s.round, maxRounds);
  if (process.env.MATCH_TRACE) {
    const start = fold(created.events)!;
    for (const [t, o] of Object.entries(s.owners))
      if (start.owners[t] !== o) console.error(`  ${t} (${territoryValue(s, rs, t)}): ${start.owners[t]} -> ${o}`);
    console.error(
      '  units',
      JSON.stringify(Object.fromEntries(rs.data.turnOrder.map((p) => [p, s.units.filter((u) => u.owner === p).length]))),
      'pus',
      JSON.stringify(s.pus),
      'relations',
      JSON.stringify(s.relations),
    );
  }
  if (s.status === 'ended' && s.winner) {
    r.outcome = s.winner === plannerSide ? 'win' : 'loss';
    r.how = `victory of the ${s.winner}`;
  } else {
    const change = share(s, rs, plannerSide) - shareAtStart;
    r.outcome = change > 1e-9 ? 'win' : change < -1e-9 ? 'loss' : 'draw';
    r.how = `production share ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} points`;
  }
  r.ms = Date.now() - started;
  return r;
}

function main() {
  const games = numberArg('games', '10', { min: 1, integer: true });
  const rounds = numberArg('rounds', '15', { min: 1, integer: true });
  const firstSeed = numberArg('seed', '1', { integer: true });
  const sets = arg('rulesets', 'pacific-1940,pacific-1940-2e,pacific-2001,pacific-2001+options').split(',');
  const lines: string[] = [];
  for (const set of sets) {
    const [rulesetId, withOptions] = set.split('+');
    const options = withOptions ? compatibleOptions(rulesetId) : [];
    for (const side of arg('sides', 'Axis,Allies').split(',') as Side[]) {
      const results: GameResult[] = [];
      for (let seed = firstSeed; seed < firstSeed + games; seed++) {
        const g = playGame(rulesetId, options, seed, side, rounds);
        results.push(g);
        console.log(
          `${set} seed ${seed} planner ${side}: ${g.outcome} (${g.how}, round ${g.rounds}); planner ${g.plannerCommands} commands, ${g.plannerRefused} refused; random ${g.randomCommands}, ${g.randomRefused} refused; ${(g.ms / 1000).toFixed(1)} s`,
        );
      }
      const count = (o: string) => results.filter((g) => g.outcome === o).length;
      const line = `| ${set} | ${side} | ${count('win')} | ${count('loss')} | ${count('draw')} | ${results.reduce((n, g) => n + g.plannerRefused, 0)} | ${results.reduce((n, g) => n + g.randomRefused, 0)} | ${(results.reduce((n, g) => n + g.ms, 0) / results.length / 1000).toFixed(1)} s |`;
      lines.push(line);
      console.log(line);
    }
  }
  console.log('\n| ruleset | planner plays | wins | losses | draws | planner refused | random refused ("try") | time per game |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const l of lines) console.log(l);
}

if (require.main === module) main();
