// One mutation's link to the rules command it sends (see command-inputs.ts):
// each resolver file declares its mutations' links next to them (`LINKS`),
// and COMMAND_INPUTS gathers them for the compiler's checks.
import type { Command, CommandType } from '../rules';
import type { Class, Differences, Problems } from './shape-check';

/** The fields around a command (which request, which game, who sends it): never a command's own field. */
export type Envelope = 'commandId' | 'gameId' | 'seatToken' | 'organizerToken' | 'operatorToken';

type CommandOf<T extends CommandType> = Omit<Extract<Command, { type: T }>, 'type'>;

export interface Link<T extends CommandType, I, P> {
  command: T;
  input: Class<I>;
  /** Only for the compiler: what is wrong with the input ({} when nothing). */
  problems?: P;
}

/** One mutation's link: the command it sends, its input class, and how the two differ. */
export function link<T extends CommandType, I, const D extends Differences<CommandOf<T>, I> = Record<never, never>>(
  command: T,
  input: Class<I>,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by the compiler only
  differences?: D,
): Link<T, I, Problems<CommandOf<T>, I, D, Envelope>> {
  return { command, input };
}
