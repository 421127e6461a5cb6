// A refused position or edit: one violation that lists every problem found.
import type { Ruling } from '../engine';
import type { PositionProblem } from './types';

/** A refusal that lists every problem found, each with its path. */
export function invalid(code: 'INVALID_POSITION' | 'INVALID_EDIT', what: string, problems: PositionProblem[]): Ruling {
  const first = problems
    .slice(0, 3)
    .map((p) => `${p.path}: ${p.message}`)
    .join(' ');
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return {
    ok: false,
    violation: {
      code,
      rule: 'docs/positions.md',
      message: `${what} has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${first}${more}`,
      problems,
    },
  };
}
