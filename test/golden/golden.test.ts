// Behaviour kept: the same commands and dice give byte-identical events
// (DEVELOPERS "A change meant to keep behaviour proves it"). The fixtures are
// captures of the soak games and of every game the API tests play
// (capture.ts); each is replayed through today's rules core.
import { readAll, replay } from './capture';

const captures = readAll();

test('the golden captures are there: soak games and API test games', () => {
  expect(captures.filter((c) => c.name.startsWith('soak-')).length).toBeGreaterThanOrEqual(8);
  expect(captures.filter((c) => c.name.startsWith('api-')).length).toBeGreaterThanOrEqual(50);
  expect(captures.reduce((n, c) => n + c.steps.length, 0)).toBeGreaterThan(5000);
});

test.each(captures.map((c) => [c.name, c] as const))('%s replays with identical events and refusals', (_name, capture) => {
  expect(replay(capture)).toEqual([]);
});
