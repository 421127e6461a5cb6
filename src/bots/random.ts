// The random legal player as a bot (docs/bots.md): the soak test's player
// (random-player.ts), without its mischief, answering the decision the game
// waits for from the bot's seat. Every command it considers is decided by the
// rules first; a refused one is never sent: it draws again (up to TRIES times),
// then falls back to the safe default.
import type { GameState, PowerId } from '../rules';
import type { Bot } from './bot';
import { accepted, NoLegalCommand, sameSeat } from './legal';
import { RandomPlayer, Rng, type Temperament } from './random-player';
import { requiredOf, safeChoice } from './safe-choice';

/** A bot's temperament: never a known-illegal command. */
const TEMPERAMENT: Temperament = { japanDeclares: 0.3, aggression: 0.8, mischief: 0 };

/** Draws before the safe default: a random draw is refused now and then (a placement the player guessed, a battle that must wait). */
const TRIES = 24;

/**
 * What the soak player remembers between commands, read from the game instead, so that the bot is a function of the
 * state (a restart or another process plays on the same way): the phase's moves so far (a phase ends once they pass a
 * budget drawn afresh each time), whether this turn's purchase was made, and no mischief or convoy raid by another power.
 */
function recall(s: GameState) {
  const bought = Object.values(s.purchased).some((n) => (n ?? 0) > 0);
  if (s.phase === 'purchase') return { step: bought ? 4 : 0 };
  if (s.phase === 'mobilize' || s.phase === 'collectIncome') return { step: 1 };
  return { moves: s.moveLog.length };
}

/** The random player's choice for `power`'s required decision that the rules accept, or null after TRIES draws. */
export function randomChoice(state: GameState, power: PowerId, random: () => number) {
  const d = requiredOf(state, power);
  if (!d) return null;
  const player = new RandomPlayer(new Rng(random), TEMPERAMENT, recall);
  for (let i = 0; i < TRIES; i++) {
    const intent = player.next(state);
    if (!intent.organizer && sameSeat(state, intent.power, power) && accepted(state, intent.power, intent.command, random))
      return intent.command;
  }
  return null;
}

export const randomBot: Bot = (state, power, random) => {
  const choice = randomChoice(state, power, random) ?? safeChoice(state, power, random);
  if (!choice) throw new NoLegalCommand(state, power, 'random');
  return choice;
};
