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

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const COMBAT_DECISIONS = {
  conductCombat: 'RULES §4.4: fight the battles and raids in `places`, one at a time (fightBattle); then endPhase.',
  chooseCasualties: 'CBT-7: choose casualties for `hits` from `units` (chooseCasualties).',
  pressOnOrRetreat: 'CBT-8: press on (pressOn) or retreat to one of `places` (retreat).',
  commitPortDefence:
    'RULES §8.1 hr01-ports-shelter: the port and the land of `place` are both attacked: commit some of the planes in `units` to the port, the rest defend the land (commitPortDefence).',
  submerge: 'CBT-3: submerge some of `units`, or none (submerge).',
  designateSupport:
    'RULES §8.1 hr01-amphibious-support: keep some of `units` out of the sea battle to support the landing in `places`, or none (designateSupport).',
  landPlanes: 'CBT-10: say where each plane in `landing` flies, or let it be lost (landPlanes).',
} as const satisfies Record<string, string>;
