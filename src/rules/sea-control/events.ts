// The events of sea-zone control (RULES §7 phase 5, pacific-2001).
import type { PowerId, TerritoryName } from '../ruleset';

export type SeaControlEvent =
  /** [S1 phase 5]: `to`'s control marker replaces `from`'s on a convoy centre or convoy-route sea zone. */
  { type: 'SeaZoneControlled'; data: { seaZone: TerritoryName; from: PowerId; to: PowerId } };
