// What a client is told when something fails (#17 "honest failures", src/api/errors.ts):
// a question asked wrongly is BAD_USER_INPUT with its message; any other error, a
// RangeError from deep inside included, is "Internal server error" with nothing of it shown.
import { GraphQLError } from 'graphql';
import { badInput, formatError, isClientError } from '../../src/api/errors';
import { StoreUnavailableError } from '../../src/store/port';

/** As graphql-js hands a resolver's error to formatError: wrapped, with a path. */
const fromResolver = (original: Error) => new GraphQLError(original.message, { path: ['game', 'board'], originalError: original });

test('a wrongly asked question: BAD_USER_INPUT, its message kept', () => {
  const e = fromResolver(badInput('atEvent 99 is not an event of this game: its events are numbered 1 to 12.'));
  const f = formatError({ ...e.toJSON(), extensions: { code: 'BAD_USER_INPUT' } }, e);
  expect(f).toMatchObject({
    message: 'atEvent 99 is not an event of this game: its events are numbered 1 to 12.',
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(isClientError(f, e)).toBe(true);
});

test.each([
  ['a RangeError from the runtime', new RangeError('Invalid array length')],
  ['a RangeError from our own code', new RangeError('event index must be a non-negative integer, got -1')],
  ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'units')")],
])('%s: internal, nothing of it shown', (_what, original) => {
  const e = fromResolver(original);
  const f = formatError(e.toJSON(), e);
  expect(f).toEqual({ message: 'Internal server error', path: ['game', 'board'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  expect(JSON.stringify(f)).not.toContain(original.message);
  expect(isClientError(e.toJSON(), e)).toBe(false);
});

test('a store that cannot serve now: STORE_UNAVAILABLE with a retry delay, not its file path', () => {
  const e = fromResolver(
    new StoreUnavailableError('SQLite store /var/lib/pacific/pacific.db: the disk is full (database or disk is full)', null),
  );
  const f = formatError(e.toJSON(), e);
  expect(f.extensions).toMatchObject({ code: 'STORE_UNAVAILABLE', retryAfter: 30 });
  expect(JSON.stringify(f)).not.toContain('/var/lib');
});
