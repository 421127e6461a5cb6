// GraphQL enums for the rules' ids: powers and unit types. Built from the rules'
// own lists (rulesets/ids.ts), so a power or unit type another ruleset adds shows
// up here with nothing to edit; described from the ruleset data. The API's one
// naming convention for enum values is SCREAMING_SNAKE_CASE ("aaGun" is AA_GUN,
// "mech_infantry" MECH_INFANTRY, "Japan" JAPAN); the rules core keeps its ids and
// stored events keep theirs: the enum maps between them at the API boundary.
import { registerEnumType } from 'type-graphql';
import { OPTION_UNIT_TYPES, POWER_IDS, UNIT_TYPES, getRuleset, rulesetIds, rulesetView } from '../../rules';

/** "aaGun" -> "AA_GUN", "mech_infantry" -> "MECH_INFANTRY", "Japan" -> "JAPAN", "ANZAC" -> "ANZAC". */
export function enumName(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/** The enum object type-graphql registers: GraphQL name -> the rules' id. */
function enumOf(ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [enumName(id), id]));
}

export const PowerEnum = enumOf(POWER_IDS);
/**
 * Every unit type a game can hold: the rulesets' own and those optional rules add (RULES §8, OPTION_UNIT_TYPES), so
 * that every unit the core can produce (bought, placed, on the board) has a value here.
 */
const ALL_UNIT_TYPES: readonly string[] = [...UNIT_TYPES, ...OPTION_UNIT_TYPES];
export const UnitTypeEnum = enumOf(ALL_UNIT_TYPES);

function powerDescription(id: string): string {
  const lines: string[] = [];
  for (const rs of rulesetIds()) {
    const p = getRuleset(rs).powers.find((x) => x.id === id);
    if (!p) continue;
    const role = p.playable ? `plays${p.side ? ` (${p.side})` : ''}` : 'does not play';
    lines.push(`${rs}: ${role}`);
  }
  return `The power "${id}" in the rules' ids and stored events. ${lines.length ? lines.join('; ') : 'In no ruleset yet'}.`;
}

function unitTypeDescription(id: string): string {
  const lines: string[] = [];
  for (const rs of rulesetIds()) {
    const u = getRuleset(rs).units.find((x) => x.type === id);
    if (!u) continue;
    const cost = u.cost === null ? 'not bought' : `cost ${u.cost}`;
    lines.push(`${rs}: ${u.domain}, ${cost}, attack ${u.attack}, defense ${u.defense}, movement ${u.movement}`);
  }
  // RULES §8: a unit an optional rule adds, described from the option's profile in each ruleset that builds it.
  for (const rs of rulesetIds()) {
    const o = rulesetView(rs).def.optionParams?.units?.find((x) => x.profile.type === id);
    if (!o) continue;
    const u = o.profile;
    lines.push(
      `${rs} with the optional rule ${o.option} (RULES §8): ${u.domain}, cost ${u.cost}, attack ${u.attack}, defense ${u.defense}, movement ${u.movement}, ${u.hitPoints} hit${u.hitPoints === 1 ? '' : 's'}`,
    );
  }
  return `The unit type "${id}" in the rules' ids and stored events (RULES §2). ${lines.length ? lines.join('; ') : 'In no ruleset'}.`;
}

registerEnumType(PowerEnum, {
  name: 'Power',
  description: 'A power of some ruleset (RULES §1.1, §7); which play in a ruleset: `ruleset { powers { power playable } }`.',
  valuesConfig: Object.fromEntries(POWER_IDS.map((id) => [enumName(id), { description: powerDescription(id) }])),
});

registerEnumType(UnitTypeEnum, {
  name: 'UnitType',
  description:
    'A unit type of some ruleset (RULES §2), or one an optional rule adds (RULES §8); its profile in a ruleset: `ruleset { units { type cost attack } }`, and for the units options add `ruleset(id, options: [...]) { units }` or `ruleset { optionUnits { option unit { type } } }`.',
  valuesConfig: Object.fromEntries(ALL_UNIT_TYPES.map((id) => [enumName(id), { description: unitTypeDescription(id) }])),
});
