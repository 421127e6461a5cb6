// Which HTTP requests go to the Apollo server without the gateway (src/api/server.ts): those whose document starts
// with a mutation. The rest goes to the one with it, as before; either answers the same (the seeded transcript and
// the API tests), so a document judged wrongly here costs speed, never a different answer.
import { isMutation } from '../../src/api/server';

test('a document that starts with a mutation, after whitespace, commas, a byte order mark and comments', () => {
  expect(isMutation({ query: 'mutation { endPhase(input: {}) { __typename } }' })).toBe(true);
  expect(isMutation({ query: 'mutation End($i: GameCommandInput!) { endPhase(input: $i) { __typename } }' })).toBe(true);
  expect(isMutation({ query: '\ufeff\n  , # a comment\n\t# another\r\nmutation{ x }' })).toBe(true);
  expect(isMutation({ query: 'mutation', variables: {} })).toBe(true);
});

test('queries, other words, batches and bodies without a document are not', () => {
  expect(isMutation({ query: '{ games { nodes { gameId } } }' })).toBe(false);
  expect(isMutation({ query: 'query Q { games { nodes { gameId } } }' })).toBe(false);
  expect(isMutation({ query: 'subscription { gameEvents(gameId: "g") { type } }' })).toBe(false);
  expect(isMutation({ query: '# mutation\n{ games { totalCount } }' })).toBe(false);
  expect(isMutation({ query: 'mutations { x }' })).toBe(false);
  expect(isMutation({ query: 'mutation_ { x }' })).toBe(false);
  expect(isMutation({ query: 'mutation2 { x }' })).toBe(false);
  expect(isMutation([{ query: 'mutation { x }' }])).toBe(false);
  expect(isMutation({ query: 42 })).toBe(false);
  expect(isMutation('mutation { x }')).toBe(false);
  expect(isMutation(undefined)).toBe(false);
  expect(isMutation(null)).toBe(false);
});
