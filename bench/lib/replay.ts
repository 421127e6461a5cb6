// Replays the long game's commands into another game through the command
// service: its own seats and tokens, and the long game's dice (its seed, given
// as the new game's practice seed), so every command is accepted as it was.
import { randomUUID } from 'node:crypto';
import type { CommandService } from '../../src/app/commands';
import { serverSeed } from '../../src/app/dice';
import type { PlayedCommand } from '../../test/support/command-player';
import type { LongGame } from './long-game';

export interface Replica {
  gameId: string;
  organizer: string;
  tokens: Record<string, string>;
  /** Sends the next command of the long game; returns the number of events it appended. */
  next(): Promise<number>;
  /** Commands sent so far (CreateGame and seats included). */
  sent: number;
}

function tokenFor(r: Replica, c: PlayedCommand): string | null {
  if (c.by === 'none') return null;
  if (c.by === 'organizer') return r.organizer;
  return r.tokens[c.by];
}

export async function replica(commands: CommandService, game: LongGame, gameId = randomUUID()): Promise<Replica> {
  const list = game.commands;
  const r: Replica = { gameId, organizer: '', tokens: {}, sent: 0, next: async () => 0 };
  const send = async (c: PlayedCommand) => {
    const command = c.command.type === 'CreateGame' ? { ...c.command, diceSeed: serverSeed(game.secret, game.gameId) } : c.command;
    const outcome = await commands.handle({ gameId, commandId: randomUUID(), token: tokenFor(r, c), command });
    if (!outcome.ok)
      throw new Error(
        `replay of ${game.gameId} command #${r.sent} (${c.command.type}) refused: ${outcome.violation.code} ${outcome.violation.message}`,
      );
    r.sent++;
    if (c.command.type === 'CreateGame') r.organizer = outcome.token!;
    if (c.command.type === 'TakeSeat') r.tokens[c.command.power] = outcome.token!;
    return outcome.events.length;
  };
  r.next = () => {
    if (r.sent >= list.length) throw new Error('the long game has no more commands');
    return send(list[r.sent]);
  };
  for (let i = 0; i < 6; i++) await r.next(); // the game and its five seats
  return r;
}
