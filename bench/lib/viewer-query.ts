// What the replay viewer asks for a board, read from its own query document, so
// that rows measuring boards ask exactly what the page asks (units and territories
// included), and the seeded moments those rows pick.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes';

/** The viewer's own board query (viewer/src/core/core.graphql: ViewerBoard). */
export function viewerBoardQuery(): string {
  const doc = readFileSync(join(ROOT, 'viewer/src/core/core.graphql'), 'utf8');
  const start = doc.indexOf('query ViewerBoard');
  if (start < 0) throw new Error('no query ViewerBoard in viewer/src/core/core.graphql');
  let depth = 0;
  for (let i = doc.indexOf('{', start); i < doc.length; i++) {
    if (doc[i] === '{') depth++;
    if (doc[i] === '}' && --depth === 0) return doc.slice(start, i + 1);
  }
  throw new Error('unbalanced ViewerBoard query');
}

/** A uniform random integer in [0, n), from a seeded generator: the same moments in every repetition. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}
