// Each mutation's input class tied to the rules command it sends, so the two
// cannot drift: COMMAND_INPUTS names, for every mutation that sends a command,
// the command's type and its input class, with every difference between the
// command's fields and the input's declared (a renamed field, a field the
// server sets, an input field that is not a command field). The compiler then
// checks, for each, that the input's fields are exactly the command's (nested
// lists of objects too), with the same optionality and the same kind of value,
// and that every command of the rules (CommandType) has a mutation: a command
// added to the rules with no link in a resolver file, or a field added to a command and not
// to its input, is a compile error naming it. test/api/command-inputs.test.ts
// checks the record against the schema (each mutation takes that input).
//
// Each link is declared in the resolver file beside its mutation (`LINKS`, made
// with command-link.ts's `link`); this file gathers them and holds the checks.
import type { CommandType } from '../rules';
import type { Assert, NoProblems } from './shape-check';
import { LINKS as commands } from './resolvers/commands';
import { LINKS as position } from './resolvers/position';
import { LINKS as seats } from './resolvers/seats';
import { LINKS as dice } from './resolvers/dice';
import { LINKS as kamikaze } from './resolvers/kamikaze';
import { LINKS as movement } from './resolvers/movement';
import { LINKS as combat } from './resolvers/combat';
import { LINKS as rulings } from './resolvers/rulings';
import { LINKS as clocks } from './resolvers/clocks';
import { LINKS as bots } from './resolvers/bots';

export type { Envelope } from './command-link';

/** Every mutation that sends a command, by its name in the schema. */
export const COMMAND_INPUTS = {
  ...commands,
  ...position,
  ...seats,
  ...dice,
  ...kamikaze,
  ...movement,
  ...combat,
  ...rulings,
  ...clocks,
  ...bots,
};

type Links = typeof COMMAND_INPUTS;

/** Commands of the rules no mutation sends. */
type Unsent = Exclude<CommandType, Links[keyof Links]['command']>;

// A failure reads e.g. "Type '{ 'inputs that differ from their commands': { purchaseUnits: { 'rules fields the API lacks':
// "priority" } } }' does not satisfy the constraint 'true'".
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type InputsMatchCommands = Assert<
  NoProblems<{ [M in keyof Links]: NonNullable<Links[M]['problems']> }, 'inputs that differ from their commands'>
>;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type EveryCommandHasAMutation = Assert<[Unsent] extends [never] ? true : { 'commands with no mutation': Unsent }>;
