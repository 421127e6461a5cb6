// RULES §8: which optional rules a game may be created with. Shared by
// CreateGame and positions (positions/validate.ts), so both refuse alike:
// an unknown id, a row that does not apply to the ruleset (named with it), a
// row not built for that ruleset, two rows that exclude each other (both
// named), and a row whose prerequisite is missing.
import type { ViolationCode } from '../engine';
import { optionalRule, type RulesetId } from './options';

export interface OptionProblem {
  code: Extract<
    ViolationCode,
    'UNKNOWN_OPTION' | 'OPTION_NOT_APPLICABLE' | 'OPTION_NOT_IMPLEMENTED' | 'OPTIONS_CONFLICT' | 'OPTION_REQUIRES'
  >;
  /** The option it concerns (the first of a conflicting pair). */
  option: string;
  /** Its index in the list given. */
  index: number;
  message: string;
}

/** Every problem with choosing `options` for a game of `rulesetId`; empty if they can be played together. */
export function optionProblems(rulesetId: string, options: readonly string[]): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const chosen = new Set(options);
  options.forEach((id, index) => {
    const o = optionalRule(id);
    if (!o) return problems.push({ code: 'UNKNOWN_OPTION', option: id, index, message: `"${id}" is not an optional rule (RULES §8).` });
    const applies = o.applies[rulesetId as RulesetId] ?? 'N';
    if (applies === 'N')
      return problems.push({
        code: 'OPTION_NOT_APPLICABLE',
        option: id,
        index,
        message: `The optional rule "${id}" (${o.source}) does not apply to ${rulesetId}; it applies to ${o.rulesets.join(', ') || 'no ruleset here'}.`,
      });
    if (!o.implementedIn.includes(rulesetId as RulesetId))
      problems.push({
        code: 'OPTION_NOT_IMPLEMENTED',
        option: id,
        index,
        message: `The optional rule "${id}" (${o.source}) is not built for ${rulesetId} yet.`,
      });
    for (const other of o.conflicts)
      // Each pair once: reported at the first of the two in the list.
      if (chosen.has(other) && options.indexOf(other) > index)
        problems.push({
          code: 'OPTIONS_CONFLICT',
          option: id,
          index,
          message: `The optional rules "${id}" and "${other}" cannot be combined: one replaces the other (RULES §8).`,
        });
    for (const needed of o.requires)
      if (!chosen.has(needed))
        problems.push({
          code: 'OPTION_REQUIRES',
          option: id,
          index,
          message: `The optional rule "${id}" needs "${needed}" too (RULES §8).`,
        });
  });
  // The most telling first: what cannot be at all, then what cannot be together, then what is not built yet.
  return problems.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code) || a.index - b.index);
}

const ORDER: OptionProblem['code'][] = [
  'UNKNOWN_OPTION',
  'OPTION_NOT_APPLICABLE',
  'OPTIONS_CONFLICT',
  'OPTION_REQUIRES',
  'OPTION_NOT_IMPLEMENTED',
];
