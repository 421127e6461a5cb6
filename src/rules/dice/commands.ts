// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type DiceCommand =
  /** The organizer asks to see the dice seed before it is revealed (recorded as DiceSeedDisclosed). */
  { type: 'DiscloseDiceSeed' };
