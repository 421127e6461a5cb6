// Issue 28 "Each mechanic a module": pairs of rules-core folders that import each other (type imports included),
// counted as tools/mutual-imports.ts counts them (the engine and the ruleset's folders left out: the engine composes
// every mechanic). There were 10; these are the ones left, each for a reason. A new pair fails here: put what both
// use where it belongs (the folder whose rule it is, or units/ below them all), or hand it in through the decide
// context as the engine does for evolve, hooks and battles (src/rules/README.md).
import { mutualPairs } from '../../tools/mutual-imports';

const ALLOWED: Record<string, string> = {
  // SCR-1..SCR-4: a scramble is a step inside a sea battle: the battle fixes who may scramble as it starts and sends
  // them back as it ends (scramble/candidates.ts, return.ts), and Scramble's decide runs the battle on (combat's face).
  'combat <-> scramble': 'scramble is a step of a sea battle',
  // game composes every mechanic's state, turn's included, for a new game and for each new turn (freshTurn), which
  // turn's TurnStarted applies; the first turn opens the game game creates (turn's gameStart).
  'game <-> turn': 'game composes the state each turn starts from',
};

test('no two rules-core folders import each other but the allowed pairs', () => {
  const pairs = mutualPairs('src/rules');
  const unexpected = pairs.filter((p) => !(p.pair in ALLOWED));
  const listed = unexpected.map((p) => `${p.pair}:\n${p.imports.map((i) => `  ${i.file} -> ${i.target}`).join('\n')}`).join('\n');
  if (unexpected.length) throw new Error(`Folders that import each other (issue 28):\n${listed}`);
  expect(pairs.map((p) => p.pair)).toEqual(Object.keys(ALLOWED));
});

test('the counter sees a pair joined by type imports alone, and not a one-way import', () => {
  expect(mutualPairs('test/tools/fixtures/mutual').map((p) => p.pair)).toEqual(['a <-> b']);
});
