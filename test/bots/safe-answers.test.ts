// Issue 28: a decision's safe answer is the rules' (its mechanic's `decisions`), and every bot falls back to it for
// a kind it does not play otherwise; which decision a bot answers first comes from the rules too (the phase's last).
import { autoCasualties, decide, pendingDecisions, rulesetView, safeAnswers, type GameState, type PendingDecision } from '../../src/rules';
import { randomBot, safeDefaultsBot } from '../../src/bots';
import { requiredInOrder } from '../../src/bots/legal';
import { battleAnswer } from '../../src/bots/planner-decisions';
import { ctxOf } from '../../src/bots/planner-core';
import { seededStream } from '../../src/app/bot-runner';
import { given, standardGame } from '../support/decider-spec';

const fresh = () => given(standardGame({ ruleset: 'pacific-1940' })).state;

/** The random bot plays every seat until the game waits for a decision of `kind` (or gives up). */
function playUntil(kind: PendingDecision['kind'], seed: string): { state: GameState; d: PendingDecision } {
  let state = fresh();
  const rs = rulesetView(state.rulesetId);
  const dice = seededStream(`${seed}/dice`);
  for (let n = 0; n < 3000; n++) {
    const d = requiredInOrder(state)[0];
    if (d.kind === kind) return { state, d };
    const command = randomBot(state, d.power, seededStream(`${seed}/${n}`));
    const r = decide(state, command, {
      actor: { kind: 'seat', power: rs.playerOf(d.power).seat },
      dice: (count, sides = 6) => Array.from({ length: count }, () => 1 + Math.floor(dice() * sides)),
    });
    if (!r.ok) throw new Error(`${command.type} refused: ${r.violation.code}`);
    state = r.state;
  }
  throw new Error(`no ${kind} decision in 3000 commands`);
}

test('PUR-2: the safe answer to the purchase is to buy nothing (end the phase), and the safe-defaults bot plays it', () => {
  const s = fresh();
  const [d] = pendingDecisions(s);
  expect(d.kind).toBe('purchase');
  expect(safeAnswers(s, d)).toEqual([{ type: 'EndPhase', phase: 'purchase' }]);
  expect(safeDefaultsBot(s, d.power, seededStream('x'))).toEqual({ type: 'EndPhase', phase: 'purchase' });
});

test("CBT-7: the safe answer to casualties is the engine's own default (the order of loss), which the safe-defaults bot sends", () => {
  const { state, d } = playUntil('chooseCasualties', 'casualties');
  const side = state.battle?.owed[0]?.side ?? 'defender';
  const units = autoCasualties(state, rulesetView(state.rulesetId), d.hits!, d.units!, side);
  expect(units.length).toBeGreaterThan(0);
  expect(safeAnswers(state, d)).toEqual([{ type: 'ChooseCasualties', units }]);
  expect(safeDefaultsBot(state, d.power, seededStream('y'))).toEqual({ type: 'ChooseCasualties', units });
});

test("a kind the planner has no answer of its own to gets the rules' safe answer (the first they accept)", () => {
  const s = fresh();
  const [d] = pendingDecisions(s);
  expect(battleAnswer(ctxOf(s, d.power, seededStream('z')), d)).toEqual({ type: 'EndPhase', phase: 'purchase' });
});

test("the bots answer every other required decision before the turn's phase's own, in the rules' order; optional ones never", () => {
  const s = fresh();
  const phase: PendingDecision = { kind: 'purchase', power: 'Japan', place: null, commands: ['EndPhase'], rule: 'PUR-2', required: true };
  const battle: PendingDecision = {
    kind: 'chooseCasualties',
    power: 'China',
    place: 'x',
    commands: ['ChooseCasualties'],
    rule: 'CBT-7',
    required: true,
  };
  const port: PendingDecision = { ...battle, kind: 'commitPortDefence', commands: ['CommitPortDefence'], rule: 'hr01-ports-shelter' };
  const convoy: PendingDecision = {
    kind: 'disruptConvoy',
    power: 'USA',
    place: null,
    commands: ['DisruptConvoy'],
    rule: 'CNV-7',
    required: false,
  };
  expect(requiredInOrder(s, [phase, convoy, port, battle]).map((d) => d.kind)).toEqual([
    'commitPortDefence',
    'chooseCasualties',
    'purchase',
  ]);
});
