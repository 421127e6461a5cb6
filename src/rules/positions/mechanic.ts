// Positions as a mechanic: the organizer edits a running game, with a reason,
// as an ordinary event in the log (docs/positions.md).
import type { Mechanic } from '../engine';
import { applyEdits, decideEditPosition } from './edit';

export const positions = {
  chapter: 'Positions (docs/positions.md)',
  commands: {
    EditPosition: {
      from: 'organizer',
      organizer: { rule: 'API', message: "Only the game's organizer may edit its position; send the organizer token." },
      decide: (s, c, x) => decideEditPosition(s, x.rs, c),
    },
  },
  events: { PositionEdited: (s, e) => applyEdits(s, e.data.edits) },
} satisfies Mechanic;
