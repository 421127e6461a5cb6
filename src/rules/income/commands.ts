// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { PowerId, TerritoryName } from '../ruleset';

export type IncomeCommand =
  /** CNV-7: before war, a power declares that its warships disrupt a victim's convoy zone. */
  { type: 'DisruptConvoy'; victim: PowerId; seaZone: TerritoryName };
