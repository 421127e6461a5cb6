// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type ScrambleCommand =
  /** SCR: the defender scrambles planes from adjacent islands into a sea battle (none is a choice). */
  { type: 'Scramble'; units: string[] };
