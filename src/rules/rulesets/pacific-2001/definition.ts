// The original 2001 Axis & Allies Pacific (RULES §7, seed 001): what the
// ruleset declares beside its board data (ruleset.json): the nine phases of
// seed 001 ("What to do on a Turn"), its three players, everyone at war from
// the start (no politics), kamikaze from the start (AMBIG-40), scramble as [P]
// plays it instead of Combat Air Patrol (AMBIG-30), and its own victory
// (AMBIG-32, AMBIG-42).
import type { GameDefinition } from '../../ruleset/definition';

export const PACIFIC_2001: GameDefinition = {
  // [S1 "Phases"]: 1 Purchase, 2 land CAP fighters, 3 Combat Move, 4 Combat, 5 control markers and
  // production chart, 6 Non-combat Move, 7 Place, 8 subs resurface and battleships uprighted, 9 Collect Income.
  phases: [
    // [S1 "China"]: China's infantry is counted at the start of its turn.
    { phase: 'purchase', onStart: ['unitsInsteadOfPUs'] },
    { phase: 'combatAirPatrol' },
    { phase: 'combatMove' },
    // AMBIG-40: kamikaze from the start, at the end of an Allied combat move.
    { phase: 'conductCombat', onStart: ['kamikazeWindow'] },
    { phase: 'nationalControl', onStart: ['controlSeaZones'] },
    { phase: 'nonCombatMove', onEnd: ['landPlanes'] },
    { phase: 'mobilize', onEnd: ['landPlanesAfterPlacement', 'refundUnplaced'] },
    // [P: Units Repair Hits End Turn]: battleships are repaired anywhere at the end of their owner's turn.
    { phase: 'resurface', onStart: ['uprightBattleships'] },
    // AMBIG-42: Japan's victory points come with its income (victory/points.ts).
    { phase: 'collectIncome', onEnd: ['collectIncome'] },
  ],
  // AMBIG-42: victory is checked at the end of each complete round.
  turnEnd: ['roundVictory'],
  // RULES §7: everyone is at war from the start; there are no declarations.
  politics: { declarations: [], automatic: [], entering: [] },
  // AMBIG-40: no activation trigger (the tokens are active from the start).
  kamikaze: { activatingPowers: [], triggers: [], triggersAfterHold: [] },
  upgrades: [],
  unownedLandPower: null,
  // [S1 "Order of Play"], AMBIG-43: three players; Britain's seat plays India then Australia, the American seat China then the USA.
  players: [
    { name: 'Japan', seat: 'Japan', powers: ['Japan'] },
    { name: 'Great Britain', seat: 'India', powers: ['India', 'Australia'] },
    { name: 'USA', seat: 'USA', powers: ['China', 'USA'] },
  ],
  switches: {
    bombingBonus: 0,
    majorFactoryOriginalOnly: false,
    // [S1 "China"]: China's infantry needs no factory; it is placed in Szechwan (paidInUnits in the data).
    placesWithoutFactories: ['China'],
    noCapital: [],
    convoyImmune: [],
    cannotDeclareWar: [],
    kamikazeActiveFromStart: true,
    kamikazeAttackersOnly: false,
    // [P] has no strike on moving transports (MOV-11 is the 1940 data's).
    subStrikeOnTransports: false,
    // AMBIG-30: fighters scramble from any territory with an operative airfield, into sea battles and landings.
    scrambleFromAnyTerritory: true,
    confinedToChineseArea: [],
    capturesForOriginalOwner: [],
    factoriesRemovedOnCapture: [],
  },
};
