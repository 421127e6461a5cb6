// The soak test's side of the random legal player: the player itself is the
// product's (src/bots/random-player.ts, which the random bot plays); the soak
// gives it a seeded pure-rand stream (test/support/random.ts) and a temperament
// with mischief, so that now and then it sends a command it knows is illegal,
// which the engine must refuse. The bot plays none (mischief 0, and every
// command it chooses is checked by decide first: src/bots/random.ts).
import type { GameState } from '../../src/rules';
import { Rng as BotRng } from '../../src/bots/random-player';
import { seededRandom } from '../support/random';

export { RandomPlayer, type Expectation, type Intent, type Temperament } from '../../src/bots/random-player';

/** The player's randomness from a seed alone: a game is reproduced from its seed. */
export class Rng extends BotRng {
  constructor(seed: number) {
    super(seededRandom(seed));
  }
}

export const TURN_ORDER = ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as const;

/**
 * The organizer's opening edit of a "brink" game: Japan holds six victory
 * cities (VIC-1), so VIC-3 ends the game a round later unless the Allies take
 * one back; either way the end of the game is played. In the 2001 game (RULES §7,
 * AMBIG-32) Japan gets India, a second victory city: the Axis wins at the end
 * of the round unless the Allies take it back.
 */
export function brinkEdits(s: GameState): unknown[] {
  const edits: unknown[] = [];
  const cities = s.rulesetId === 'pacific-2001' ? ['India'] : ['Kwangtung', 'Philippines', 'Hawaiian Islands', 'India'];
  for (const t of cities) {
    const allied = s.units
      .all()
      .filter((u) => u.at === t && u.owner !== 'Japan')
      .map((u) => u.id);
    if (allied.length) edits.push({ op: 'removeUnits', unitIds: allied });
    edits.push({ op: 'setOwner', territory: t, owner: 'Japan', heldSinceTurnStart: true });
    edits.push({ op: 'addUnits', at: t, units: [{ type: 'infantry', owner: 'Japan', count: 2 }] });
  }
  return edits;
}
