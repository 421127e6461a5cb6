// Optional rules (RULES §8): named switches chosen when a game is created and
// recorded in its first event. Only the ones implemented can be chosen; the
// rest of the catalogue is listed so frontends can show what is coming.

export interface OptionalRule {
  id: string;
  /** The powers the rule concerns, where it names some (the USA for hr01-no-us-factories). */
  powers?: readonly string[];
  source: string;
  description: string;
  /** Rulesets it applies to. */
  rulesets: string[];
  implemented: boolean;
}

const ALL = ['pacific-1940', 'pacific-1940-2e', 'pacific-2001'];

export const OPTIONAL_RULES: OptionalRule[] = [
  {
    id: 'hr01-no-us-factories',
    powers: ['USA'],
    source: 'seed 002 "No US factories", RULES §8.1',
    description: 'The USA may not buy factories.',
    rulesets: ALL,
    implemented: true,
  },
  ...[
    ['hr01-japan-military-victory', 'Japan also wins holding Western USA, or New South Wales and India, for a complete turn.'],
    ['hr01-fortifications', 'Fortifications: a 4-PU defensive unit that raises one defending infantry to 3.'],
    ['hr01-capital-capture-25', 'A captured power pays 25% of its PUs to the captor and 25% to the bank, and plays on.'],
    ['hr01-manchuria-garrison', 'Japan keeps at least 3 infantry in Manchuria.'],
    ['hr01-rail-movement', 'Japan and the UK may move 2 land units a turn any distance through friendly land.'],
    ['hr01-blitzkrieg-return', 'Armour that used 1 MP to attack may return after winning.'],
    ['hr01-airfields', 'Planes may land in territories captured this turn.'],
    ['hr01-port-to-port', 'A non-combat naval move between two friendly ports may be 4 spaces.'],
    ['hr01-sbr-two-dice', 'Bombers roll 2 dice of damage against factories.'],
    ['hr01-dogfights', 'Planes of both sides first fight a one-round air battle.'],
    ['hr01-battleship-two-dice', 'Battleships roll 2 dice against surface ships.'],
    ['hr01-destroyer-asw', 'Planes hit subs only 1:1 with own destroyers.'],
    ['hr01-sub-evasion', 'Each sub may try to submerge before combat (1-2).'],
    ['hr01-ports-shelter', 'Ships in port at a naval base avoid naval combat.'],
    ['hr01-amphibious-support', 'Destroyers, cruisers and battleships support landings 1:1.'],
    ['x2-enlarged-pacific', 'Expansion II §1: new territory values and extra units.'],
    ['x2-increased-shipbuilding', 'Expansion II §2: free ships for Japan and the USA.'],
    ['x2-us-national-guard', 'Expansion II §6: free US units on the first Axis attack on US soil.'],
    ['x2-advanced-production', 'Expansion II §7: wartime production bonuses.'],
    ['x2-carrier-fighters', 'Expansion II §8: cheap carrier fighters for Japan and the USA.'],
    ['x2-japanese-fortifications', 'Expansion II §9: Japanese island fortifications.'],
    ['x2-capital-ship-damage', 'Expansion II §10: damaged capital ships cannot attack; paid repair.'],
    ['x2-japanese-destroyer-transport', 'Expansion II §11: Japanese destroyers carry 1 infantry.'],
    ['x2-super-battleship', 'Expansion II §12a: super battleships.'],
    ['x2-escorts', 'Expansion II §12b: escort ships and convoy groups.'],
  ].map(([id, description]) => ({
    id,
    source: id.startsWith('hr01') ? 'seed 002, RULES §8.1' : 'seed 003, RULES §8.2',
    description,
    rulesets: ALL,
    implemented: false,
  })),
];

export function optionalRule(id: string): OptionalRule | undefined {
  return OPTIONAL_RULES.find((o) => o.id === id);
}
