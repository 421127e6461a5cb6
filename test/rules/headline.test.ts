// One fold (issue 28): the game list and the timeline fold a game's headline
// (engine/headline.ts) with the functions the rules' evolve uses, instead of
// reading raw payloads and assuming every turn opens with a purchase. Here the
// headline is held equal to the full fold's round, power, phase, status,
// winner, ruling and pending victory after every event of recorded games (the
// soak games, all four rule systems, to their end, and the API's games that
// end by victory) and of the organizer's rulings (docs/rulings.md).
import {
  createdHeadline,
  decide,
  evolve,
  fixedDice,
  headlineAfter,
  headlineOf,
  type GameEvent,
  type GameHeadline,
  type GameState,
} from '../../src/rules';
import { readAll } from '../golden/capture';
import { given, organizer, standardGame } from '../support/decider-spec';

const games = readAll().filter((c) => /^(soak-|api-game-to-end|api-victory|api-pacific-2001)/.test(c.name));

/** The headline folded over `events`, checked against the rules' full fold after each one; how many were checked. */
function foldBoth(
  events: readonly GameEvent[],
  from: { state: GameState | null; headline: GameHeadline | null } = { state: null, headline: null },
) {
  let { state, headline } = from;
  for (const e of events) {
    state = evolve(state, e);
    headline = e.type === 'GameCreated' ? createdHeadline(e) : headlineAfter(headline!, e);
    expect(headline).toEqual(headlineOf(state));
  }
  return { state, headline };
}

test('the recordings cover every rule system and games won', () => {
  const created = games.flatMap((c) => c.steps.filter((s) => s.command.type === 'CreateGame').map((s) => s.command));
  const rulesets = new Set(created.map((c) => (c as { rulesetId?: string }).rulesetId ?? 'pacific-1940'));
  expect([...rulesets]).toEqual(expect.arrayContaining(['pacific-1940', 'pacific-1940-2e', 'pacific-2001']));
  expect(games.some((c) => c.steps.some((s) => s.appended?.length))).toBe(true); // a game ended: its seed revealed
});

test.each([
  ['adjudicated to a winner', { type: 'AdjudicateGame', outcome: 'winner', winner: 'Allies', reason: 'Japan resigned' }],
  ['adjudicated a draw', { type: 'AdjudicateGame', outcome: 'draw', reason: 'time ran out' }],
  ['voided', { type: 'VoidGame', reason: 'a player cheated' }],
] as const)('a game %s: the headline ends it as the rules do', (_how, command) => {
  const history = standardGame({ seated: ['Japan'] });
  const before = foldBoth(history);
  given(history)
    .when(command, { by: organizer })
    .then((events) => {
      const after = foldBoth(events, before);
      expect(after.headline).toMatchObject({ status: 'ended', ruling: expect.objectContaining({ reason: command.reason }) });
    });
});

test.each(games.map((c) => [c.name, c] as const))('%s: the headline folds as the rules do, event by event', (_name, capture) => {
  let at: { state: GameState | null; headline: GameHeadline | null } = { state: null, headline: null };
  const seen = new Set<string>();
  for (const step of capture.steps) {
    if (step.refused !== undefined) continue;
    const d = decide(at.state, step.command, { actor: step.actor, dice: fixedDice(step.dice) });
    if (!d.ok) throw new Error(`${step.command.type} refused: ${d.violation.code}`);
    at = foldBoth([...d.events, ...(step.appended ?? [])], at);
    seen.add(`${at.headline!.round}/${at.headline!.current}/${at.headline!.phase}`);
  }
  // The soak games play whole rounds: many powers' phases went by.
  if (capture.name.startsWith('soak-')) expect(seen.size).toBeGreaterThan(20);
});
