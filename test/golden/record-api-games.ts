// Jest setup (setupFilesAfterEnv): with GOLDEN_RECORD set, every game a test
// file plays through the command service (API tests, in-process tests) is
// captured for the golden replay (capture.ts): each decision that took
// effect, in order. A game seen only in part by one service (played through
// two servers at once) is left out, with a warning. Without GOLDEN_RECORD
// this does nothing.
import { basename } from 'node:path';
import * as services from '../../src/app/services';
import type { DecisionObserver } from '../../src/app/commands';
import { replay, stepOf, write, recording, type Step } from './capture';

if (recording()) {
  // Keyed by service instance and game id: tests may reuse a game id in another store.
  const games = new Map<string, Step[]>();
  let instances = 0;
  const observerFor =
    (instance: number): DecisionObserver =>
    ({ gameId: id, command, actor, decision }) => {
      const gameId = `${instance}:${id}`;
      // The app appends the seed's reveal after a command that ends the game: folded on replay, not the core's answer.
      const events = decision.ok ? decision.events : [];
      const cut = events.findIndex((e) => e.type === 'DiceSeedRevealed');
      const core = decision.ok && cut >= 0 ? { ok: true as const, events: events.slice(0, cut) } : decision;
      const steps = games.get(gameId) ?? [];
      steps.push(stepOf(actor, command, core, cut >= 0 ? events.slice(cut) : []));
      games.set(gameId, steps);
    };
  const original = services.createServices;
  (services as { createServices: typeof original }).createServices = (store, secret, options = {}) =>
    original(store, secret, { ...options, observe: observerFor(++instances) });
  afterAll(() => {
    const file = basename(expect.getState().testPath ?? 'unknown', '.test.ts');
    let n = 0;
    for (const steps of games.values()) {
      if (steps[0]?.command.type !== 'CreateGame') continue;
      const capture = { name: `api-${file}-${++n}`, steps };
      // A game played through two servers at once (the concurrency tests) is seen in part by each: not a capture.
      const problems = replay(capture);
      if (problems.length) console.warn(`golden: ${capture.name} not recorded, it does not replay on its own: ${problems[0]}`);
      else write(capture);
    }
    games.clear();
  });
}
