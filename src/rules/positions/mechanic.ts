// Positions as a mechanic: the organizer edits a running game, with a reason,
// as an ordinary event in the log (docs/positions.md).
import type { Mechanic } from '../engine/mechanic';
import { applyEdits, decideEditPosition } from './edit';

export const positions: Mechanic = {
  chapter: 'Positions (docs/positions.md)',
  commands: { EditPosition: { from: 'anyone', decide: (s, c, x) => decideEditPosition(s, x.rs, c, x.actor) } },
  events: { PositionEdited: (s, e) => applyEdits(s, e.data.edits) },
};
