// WebSocket operations (src/api/limits.ts parseAndValidate): a valid operation's
// document is parsed and validated once per query text, as Apollo's document
// store does over HTTP, so a thousand viewers subscribing with the same
// operation cost one validation (issue 12, the 1,000 subscribers row). Invalid
// ones are refused every time, and the cache is per schema and limits.
import { buildSchema } from 'graphql';
import { DEFAULT_LIMITS } from '../../src/app/config';
import { parseAndValidate } from '../../src/api/limits';

const schema = buildSchema('type Query { a: Int, b(x: Int): Int, c: C } type C { d: C, e: Int }');
const documentOf = (r: ReturnType<typeof parseAndValidate>) => ('document' in r ? r.document : null);
const codesOf = (r: ReturnType<typeof parseAndValidate>) => ('errors' in r ? r.errors.map((e) => e.extensions.code) : []);

describe('parseAndValidate keeps valid documents by query text', () => {
  test('the same valid text gives the same document, parsed once', () => {
    const first = documentOf(parseAndValidate(schema, '{ a }', DEFAULT_LIMITS));
    expect(first).not.toBeNull();
    expect(documentOf(parseAndValidate(schema, '{ a }', DEFAULT_LIMITS))).toBe(first);
    expect(documentOf(parseAndValidate(schema, '{ a  }', DEFAULT_LIMITS))).not.toBe(first);
  });

  test('an invalid text is refused each time it comes, with its errors', () => {
    for (let i = 0; i < 2; i++) expect(codesOf(parseAndValidate(schema, '{ z }', DEFAULT_LIMITS))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  test('a document valid under some limits is validated again under others', () => {
    const deep = '{ c { d { d { d { e } } } } }';
    expect(documentOf(parseAndValidate(schema, deep, DEFAULT_LIMITS))).not.toBeNull();
    expect(codesOf(parseAndValidate(schema, deep, { ...DEFAULT_LIMITS, maxDepth: 2 }))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    // and against another schema
    expect(codesOf(parseAndValidate(buildSchema('type Query { b: Int }'), '{ a }', DEFAULT_LIMITS))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
