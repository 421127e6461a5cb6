// The ViolationCode enum: the violation catalogue (src/api/catalogue/violation-codes.ts)
// as a GraphQL enum, each value described with its RULES ids. Its names are the
// rules' codes (already SCREAMING_SNAKE_CASE).
import { registerEnumType } from 'type-graphql';
import { VIOLATION_CATALOGUE } from '../catalogue/violation-codes';

export const ViolationCodeEnum = Object.fromEntries(Object.keys(VIOLATION_CATALOGUE).map((c) => [c, c]));

registerEnumType(ViolationCodeEnum, {
  name: 'ViolationCode',
  description:
    "Why a command was refused: the catalogue of every code, each value's description saying what it means and the RULES.md ids " +
    '(or docs page) behind it. Branch on it; `RuleViolation.rule` names the exact rule of one refusal.',
  valuesConfig: Object.fromEntries(
    Object.entries(VIOLATION_CATALOGUE).map(([code, e]) => [code, { description: `${e.description} (${e.rules.join(', ')})` }]),
  ),
});
