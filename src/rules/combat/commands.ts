// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { TerritoryName } from '../ruleset';

export type CombatCommand =
  /** CBT: the attacker starts the battle in a place (one at a time, in the order it likes, MOV-7 aside). */
  | { type: 'FightBattle'; place: TerritoryName }
  /** CBT-7: the side owing casualties names them; a battleship or carrier listed twice is sunk. */
  | { type: 'ChooseCasualties'; units: string[] }
  /** CBT-8: after a round, the attacker fights on... */
  | { type: 'PressOn' }
  /**
   * ...or retreats to one adjacent friendly place the attack came from. `units`: which attackers go (CBT-8: all of
   * them, unless units landed from the sea stay and fight on, when planes and overland units may go as the attacker
   * chooses); omitted: every attacker that may retreat.
   */
  | { type: 'Retreat'; to: TerritoryName; units?: string[] }
  /** CBT-3: a side's submarines leave the battle before the round's fire (none is a choice). */
  | { type: 'Submerge'; units: string[] }
  /**
   * RULES §8.1 hr01-amphibious-support: before the sea battle a landing depends on, the attacker's ships kept out of it
   * to support the landing (at most one per land unit landing from the zone); the others fight the blockers.
   */
  | { type: 'DesignateSupport'; units: string[] }
  /** CBT-10: where defending planes whose carrier is gone fly (1 space); planes not listed are lost. */
  | { type: 'LandPlanes'; landings: { unitId: string; to: string }[] }
  /**
   * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: with both its port and its land attacked, the defender commits its planes
   * there: `units` defend the port, the others the land.
   */
  | { type: 'CommitPortDefence'; place: TerritoryName; units: string[] }
  /** Casualty defaults: the engine chooses this power's casualties by this order of loss (null: ask again). */
  | { type: 'SetCasualtyOrder'; orderOfLoss: string[] | null };
