// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type RaidCommand =
  /** SBR-3: the defender commits fighters in the raided territory as interceptors (none is a choice). */
  | { type: 'Intercept'; units: string[] }
  /** SBR-6: the attacker assigns each surviving bomber to one facility (unit id) in the territory. */
  | { type: 'AssignBombers'; assignments: { bomber: string; facility: string }[] };
