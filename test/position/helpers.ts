// Helpers for the position tests: create games from documents in the rules
// core (no store), and compare documents as canonical JSON (RFC 8785).
import canonicalize from 'canonicalize';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decide, fold, noDice, type Decision, type GameEvent, type GameState } from '../../src/rules';

export const canon = (x: unknown) => canonicalize(x) as string;

export const example = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../docs/examples', `${name}.json`), 'utf8'));

/** The CreateGame decision for a position document. */
export function createFrom(position: unknown, gameId = 'p1'): Decision {
  return decide(
    null,
    { type: 'CreateGame', gameId, rulesetId: 'ignored', options: [], name: 'set up', organizerTokenHash: 'org', position },
    { actor: { kind: 'anonymous' }, dice: noDice },
  );
}

/** A game set up from a position (fails the test if the position is refused). */
export function gameFrom(position: unknown): { state: GameState; events: GameEvent[] } {
  const d = createFrom(position);
  if (!d.ok) throw new Error(`position refused: ${JSON.stringify(d.violation.problems ?? d.violation.message, null, 1)}`);
  return { state: fold(d.events)!, events: d.events };
}

/** The problems of a refused decision, as [path, code] pairs. */
export function problemsOf(d: Decision): [string, string][] {
  if (d.ok) throw new Error(`expected a refusal, got ${d.events.map((e) => e.type).join(', ')}`);
  return (d.violation.problems ?? []).map((p) => [p.path, p.code]);
}
