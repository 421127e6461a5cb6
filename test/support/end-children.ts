// After every test file, whatever happened in it: no child process it started
// through test/support/children.ts is left running (so jest never waits on one).
import { endChildren } from './children';

afterAll(async () => {
  const ended = await endChildren();
  if (ended > 0) console.warn(`${ended} child process(es) still running after the tests of this file were killed`);
});
