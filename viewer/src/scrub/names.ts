// How the viewer names a power: as the rules and the API's summaries do ("Japan", "UK",
// "ANZAC"), with the player that plays it when that is someone else (pacific-2001: Great
// Britain plays India and Australia, the USA plays China), as the ruleset gives it.
import type { RulesetData } from '../core/state';

const NAMES: Record<string, string> = {
  JAPAN: 'Japan',
  USA: 'USA',
  CHINA: 'China',
  UK: 'UK',
  ANZAC: 'ANZAC',
  INDIA: 'India',
  AUSTRALIA: 'Australia',
  COMMONWEALTH: 'Commonwealth',
  USSR: 'USSR',
  FRANCE: 'France',
  DUTCH: 'Dutch',
  MONGOLIA: 'Mongolia',
};

/** The power's name ("Japan" for JAPAN); an unknown value as it came. */
export function powerName(power: string): string {
  return NAMES[power] ?? power;
}

/** "India (Great Britain)" where another player plays the power, else the power's name. */
export function turnLabel(power: string, rs: RulesetData | null): string {
  const name = powerName(power);
  const player = rs?.powers.find((p) => p.power === power)?.player;
  return player && player !== name ? `${name} (${player})` : name;
}
