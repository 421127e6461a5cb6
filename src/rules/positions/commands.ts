// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type PositionCommand =
  /** The organizer edits the position, with a reason (docs/positions.md); `edits` is checked against docs/position-edits.schema.json. */
  { type: 'EditPosition'; edits: unknown; reason: string };
