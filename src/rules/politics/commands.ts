// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { PowerId } from '../ruleset';

export type PoliticsCommand =
  /** POL-8: explicit declaration of war. */
  {
    type: 'DeclareWar';
    against: PowerId;
    /** Which of the power's declarations covering `against` (its `id`, RULES §6); the first one listed when absent. */
    declaration?: string;
  };
