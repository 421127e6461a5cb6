// Dice an auditor can verify (docs/dice.md) as a mechanic: rolls are counted
// and recorded; the organizer may ask to see the seed before it is revealed.
import { type Mechanic, copyState } from '../engine';
import { decideDiscloseSeed, evolveDice } from './log';

export const dice = {
  chapter: 'Dice (docs/dice.md)',
  commands: {
    DiscloseDiceSeed: {
      from: 'organizer',
      organizer: { rule: 'docs/dice.md', message: 'Only the organizer of the game may see its dice seed before it is revealed.' },
      decide: (s) => decideDiscloseSeed(s),
    },
  },
  events: {
    DiceRolled: (s, e) => copyState(s, { dice: evolveDice(s.dice, e) }),
    DiceSeedRevealed: (s, e) => ({ ...s, dice: evolveDice(s.dice, e) }),
    DiceSeedDisclosed: (s, e) => ({ ...s, dice: evolveDice(s.dice, e) }),
  },
} satisfies Mechanic;
