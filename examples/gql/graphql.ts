/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** chooseCasualties (CBT-7): the units that take the hits. */
export type ChooseCasualtiesInput = {
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
  /** One unit id per hit taken (UNIT-8): a unit listed as often as its hits left (the decision's `casualties.hitsLeft`) is sunk; listed fewer times, it takes one damage per listing (a battleship sinks at 2, a super battleship at 3). */
  units: Array<string>;
};

/** What the game waits for (RULES ids in each value's description). */
export type DecisionKind =
  /** SBR-6: give each bomber in `units` one of `targets` (assignBombers). */
  | 'ASSIGN_BOMBERS'
  /** CBT-7: choose casualties for `hits` from `units` (chooseCasualties). */
  | 'CHOOSE_CASUALTIES'
  /** INC-1: end the phase to collect the income (endPhase). */
  | 'COLLECT_INCOME'
  /** RULES §7 (pacific-2001): the Combat Air Patrol phase; end it (endPhase). */
  | 'COMBAT_AIR_PATROL'
  /** MOV-1: move units to attack (moveUnits, undoMove); then endPhase. */
  | 'COMBAT_MOVE'
  /** RULES §8.1 hr01-ports-shelter: the port and the land of `place` are both attacked: commit some of the planes in `units` to the port, the rest defend the land (commitPortDefence). */
  | 'COMMIT_PORT_DEFENCE'
  /** RULES §4.4: fight the battles and raids in `places`, one at a time (fightBattle); then endPhase. */
  | 'CONDUCT_COMBAT'
  /** RULES §8.1 hr01-amphibious-support: keep some of `units` out of the sea battle to support the landing in `places`, or none (designateSupport). */
  | 'DESIGNATE_SUPPORT'
  /** CNV-7: before war, disrupt the convoy in one of `places` (disruptConvoy), an act of war; optional. */
  | 'DISRUPT_CONVOY'
  /** SBR-3: intercept with some of `units`, or none (intercept). */
  | 'INTERCEPT'
  /** KAM-3: spend up to `tokens` kamikaze tokens on ships in `units`, or decline with none (kamikazeAttack). */
  | 'KAMIKAZE'
  /** CBT-10: say where each plane in `landing` flies, or let it be lost (landPlanes). */
  | 'LAND_PLANES'
  /** MOB-1: place the units bought (placeUnits; `placements` lists where each may go); then endPhase. */
  | 'MOBILIZE'
  /** RULES §7 (pacific-2001): the National Control phase; end it (endPhase). */
  | 'NATIONAL_CONTROL'
  /** NCM-1: move units that may still move (moveUnits, undoMove); then endPhase. */
  | 'NON_COMBAT_MOVE'
  /** CBT-8: press on (pressOn) or retreat to one of `places` (retreat). */
  | 'PRESS_ON_OR_RETREAT'
  /** PUR-2, PUR-3, POL-8: buy units (purchaseUnits), repair facilities, declare war; then endPhase. */
  | 'PURCHASE'
  /** RULES §7 (pacific-2001): the Resurface phase; end it (endPhase). */
  | 'RESURFACE'
  /** SCR-2: scramble some of `units` into the sea battle, or none (scramble). */
  | 'SCRAMBLE'
  /** CBT-3: submerge some of `units`, or none (submerge). */
  | 'SUBMERGE';

/** endPhase: ends the current phase. */
export type EndPhaseInput = {
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** If given, must be the current phase (guards against ending two phases by a double click). */
  phase?: Phase | null | undefined;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
};

/** fightBattle: fights the battle or raid in a place (Conduct Combat). */
export type FightBattleInput = {
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** A place listed in board.battles. A battle consumes dice round by round, in this order: (1) anti-aircraft fire (first round only); (2) shore bombardment (first round only); (3) surprise strikes of submarines, the attacker's then the defender's; (4) the attacker's other units; (5) the defender's other units; then the next round from (3). Within a step, units roll one die each in ascending order of the number they hit at, then of unit id; each step is one DiceRolled event whose purpose names it. Any other roll (strategic bombing, for instance) takes the next dice when it happens. */
  place: string;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
};

/** Whether a game goes on. */
export type GameStatus =
  /** The game goes on. */
  | 'ACTIVE'
  /** The game has ended: no command is accepted. Won by a victory condition (GameEnded, VIC-3) or ended by the organizer's ruling (docs/rulings.md): `result` says which, `winner` names the winning side if there is one. */
  | 'ENDED';

/** moveUnits (MOV, NCM): units moving together along a route. */
export type MoveUnitsInput = {
  /** MOV-1, POL-2 (Combat Move only): whether the move attacks where it ends. Omitted: it attacks the units of powers at war with the mover and leaves those at peace alone (they share sea zones without combat). true: it also attacks the units of powers at peace there, an act of war (POL-3, POL-4, POL-7); refused with NOTHING_TO_ATTACK where there is nothing to attack. false: it ends beside enemy submarines and transports without a battle; refused with MUST_ATTACK beside enemy surface warships (MOV-3) or on hostile land. */
  attack?: boolean | null | undefined;
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** RULES §8.1 hr01-ports-shelter (Combat Move): planes attack the enemy ships in port at the destination (a battle of its own, before any land battle there); refused with PLANES_ONLY or NOTHING_IN_PORT. */
  port?: boolean | null | undefined;
  /** SBR-2: bombers (with fighters as escorts) raid the destination's factory, airfield or harbour instead of fighting there. */
  raid?: boolean | null | undefined;
  /** The places after the start, in order. Land units moving into a sea zone board a transport there; cargo moving onto land unloads. */
  route: Array<string>;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
  /** The transport to board, when the sea zone has several. */
  transport?: string | null | undefined;
  /** Ids of own units standing together (see board.units). */
  units: Array<string>;
};

/** The phases of a turn, in order (RULES §1.3; pacific-2001's nine, RULES §7). Each ruleset names its own: `ruleset(id) { phases { number phase name } }`, `board.phaseName`. */
export type Phase =
  /** RULES §4.8 (INC, NO, CNV): collect income, objectives, convoy losses. */
  | 'COLLECT_INCOME'
  /** RULES §7 phase 2 (pacific-2001), "Land Fighters on Combat Air Patrol": an empty step (AMBIG-30, fighters scramble instead). */
  | 'COMBAT_AIR_PATROL'
  /** RULES §4.3 (MOV): move units into battles. */
  | 'COMBAT_MOVE'
  /** RULES §4.4 (CBT, SBR, SCR, KAM): fight the battles and raids. */
  | 'CONDUCT_COMBAT'
  /** RULES §4.7 (MOB): place the units bought. */
  | 'MOBILIZE'
  /** RULES §7 phase 5 (pacific-2001), "Place/Remove National Control Markers and Adjust the National Production Chart": sea zone control changes hands. */
  | 'NATIONAL_CONTROL'
  /** RULES §4.6 (NCM): move units that did not fight; planes land. */
  | 'NON_COMBAT_MOVE'
  /** RULES §4.2 (PUR): buy units, repair facilities, declare war (POL-8). */
  | 'PURCHASE'
  /** RULES §7 phase 8 (pacific-2001), "Submerged Submarines Resurface, Damaged Battleships Uprighted": submerged submarines resurface, damaged battleships are uprighted. */
  | 'RESURFACE';

/** placeUnits (MOB): units bought to place in Mobilize. */
export type PlaceUnitsInput = {
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** Where to place the units bought (MOB; pendingDecisions' placements say where each may go). */
  placements: Array<PlacementInput>;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
};

/** Units of one type to place in one place. */
export type PlacementInput = {
  /** How many. */
  count: number;
  /** The factory placing a sea unit, when the zone touches several. */
  factory?: string | null | undefined;
  /** Factory territory, adjacent sea zone, or (China) any territory it holds. */
  territory: string;
  /** The unit type. */
  unitType: UnitType;
};

/** A power of some ruleset (RULES §1.1, §7); which play in a ruleset: `ruleset { powers { power playable } }`. */
export type Power =
  /** The power "ANZAC" in the rules' ids and stored events. pacific-1940: plays (Allies); pacific-1940-2e: plays (Allies). */
  | 'ANZAC'
  /** The power "Australia" in the rules' ids and stored events. pacific-2001: plays (Allies). */
  | 'AUSTRALIA'
  /** The power "China" in the rules' ids and stored events. pacific-1940: plays (Allies); pacific-1940-2e: plays (Allies); pacific-2001: plays (Allies). */
  | 'CHINA'
  /** The power "Commonwealth" in the rules' ids and stored events. pacific-2001: does not play. */
  | 'COMMONWEALTH'
  /** The power "Dutch" in the rules' ids and stored events. pacific-1940: does not play; pacific-1940-2e: does not play. */
  | 'DUTCH'
  /** The power "France" in the rules' ids and stored events. pacific-1940: does not play; pacific-1940-2e: does not play. */
  | 'FRANCE'
  /** The power "India" in the rules' ids and stored events. pacific-2001: plays (Allies). */
  | 'INDIA'
  /** The power "Japan" in the rules' ids and stored events. pacific-1940: plays (Axis); pacific-1940-2e: plays (Axis); pacific-2001: plays (Axis). */
  | 'JAPAN'
  /** The power "Mongolia" in the rules' ids and stored events. pacific-1940: does not play; pacific-1940-2e: does not play. */
  | 'MONGOLIA'
  /** The power "UK" in the rules' ids and stored events. pacific-1940: plays (Allies); pacific-1940-2e: plays (Allies). */
  | 'UK'
  /** The power "USA" in the rules' ids and stored events. pacific-1940: plays (Allies); pacific-1940-2e: plays (Allies); pacific-2001: plays (Allies). */
  | 'USA'
  /** The power "USSR" in the rules' ids and stored events. pacific-1940: does not play; pacific-1940-2e: does not play. */
  | 'USSR';

/** pressOn (CBT-8): the attacker fights another round. */
export type PressOnInput = {
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
};

/** purchaseUnits (PUR-2): units to buy in Purchase. */
export type PurchaseUnitsInput = {
  /** Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED. */
  commandId: string;
  /** The game (its id, a UUID). */
  gameId: string;
  /** The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED. */
  seatToken?: string | null | undefined;
  /** What to buy: unit types and counts (PUR-2). */
  units: Array<UnitCountInput>;
};

/** A number of units of one type. */
export type UnitCountInput = {
  /** How many (at most 1000). */
  count: number;
  /** The unit type. */
  unitType: UnitType;
};

/** A unit type of some ruleset (RULES §2), or one an optional rule adds (RULES §8); its profile in a ruleset: `ruleset { units { type cost attack } }`, and for the units options add `ruleset(id, options: [...]) { units }` or `ruleset { optionUnits { option unit { type } } }`. */
export type UnitType =
  /** The unit type "aaGun" in the rules' ids and stored events (RULES §2). pacific-1940: land, cost 6, attack 0, defense 0, movement 1; pacific-1940-2e: land, cost 5, attack 0, defense 0, movement 1; pacific-2001: land, cost 5, attack 0, defense 0, movement 1. */
  | 'AA_GUN'
  /** The unit type "airfield" in the rules' ids and stored events (RULES §2). pacific-1940: facility, cost 15, attack 0, defense 0, movement 0; pacific-1940-2e: facility, cost 15, attack 0, defense 0, movement 0; pacific-2001: facility, not bought, attack 0, defense 0, movement 0. */
  | 'AIRFIELD'
  /** The unit type "armour" in the rules' ids and stored events (RULES §2). pacific-1940: land, cost 6, attack 3, defense 3, movement 2; pacific-1940-2e: land, cost 6, attack 3, defense 3, movement 2; pacific-2001: land, cost 5, attack 3, defense 2, movement 2. */
  | 'ARMOUR'
  /** The unit type "artillery" in the rules' ids and stored events (RULES §2). pacific-1940: land, cost 4, attack 2, defense 2, movement 1; pacific-1940-2e: land, cost 4, attack 2, defense 2, movement 1; pacific-2001: land, cost 4, attack 2, defense 2, movement 1. */
  | 'ARTILLERY'
  /** The unit type "battleship" in the rules' ids and stored events (RULES §2). pacific-1940: sea, cost 20, attack 4, defense 4, movement 2; pacific-1940-2e: sea, cost 20, attack 4, defense 4, movement 2; pacific-2001: sea, cost 24, attack 4, defense 4, movement 2. */
  | 'BATTLESHIP'
  /** The unit type "bomber" in the rules' ids and stored events (RULES §2). pacific-1940: air, cost 12, attack 4, defense 1, movement 6; pacific-1940-2e: air, cost 12, attack 4, defense 1, movement 6; pacific-2001: air, cost 15, attack 4, defense 1, movement 6. */
  | 'BOMBER'
  /** The unit type "carrier" in the rules' ids and stored events (RULES §2). pacific-1940: sea, cost 16, attack 0, defense 2, movement 2; pacific-1940-2e: sea, cost 16, attack 0, defense 2, movement 2; pacific-2001: sea, cost 18, attack 1, defense 3, movement 2. */
  | 'CARRIER'
  /** The unit type "carrier_fighter" in the rules' ids and stored events (RULES §2). pacific-1940 with the optional rule x2-carrier-fighters (RULES §8): air, cost 6, attack 3, defense 4, movement 3, 1 hit; pacific-1940-2e with the optional rule x2-carrier-fighters (RULES §8): air, cost 6, attack 3, defense 4, movement 3, 1 hit; pacific-2001 with the optional rule x2-carrier-fighters (RULES §8): air, cost 6, attack 3, defense 4, movement 3, 1 hit. */
  | 'CARRIER_FIGHTER'
  /** The unit type "cruiser" in the rules' ids and stored events (RULES §2). pacific-1940: sea, cost 12, attack 3, defense 3, movement 2; pacific-1940-2e: sea, cost 12, attack 3, defense 3, movement 2. */
  | 'CRUISER'
  /** The unit type "destroyer" in the rules' ids and stored events (RULES §2). pacific-1940: sea, cost 8, attack 2, defense 2, movement 2; pacific-1940-2e: sea, cost 8, attack 2, defense 2, movement 2; pacific-2001: sea, cost 12, attack 3, defense 3, movement 2. */
  | 'DESTROYER'
  /** The unit type "escort" in the rules' ids and stored events (RULES §2). pacific-1940 with the optional rule x2-escorts (RULES §8): sea, cost 6, attack 1, defense 2, movement 2, 1 hit; pacific-1940-2e with the optional rule x2-escorts (RULES §8): sea, cost 6, attack 1, defense 2, movement 2, 1 hit; pacific-2001 with the optional rule x2-escorts (RULES §8): sea, cost 6, attack 1, defense 2, movement 2, 1 hit. */
  | 'ESCORT'
  /** The unit type "factory" in the rules' ids and stored events (RULES §2). pacific-2001: facility, cost 15, attack 0, defense 0, movement 0. */
  | 'FACTORY'
  /** The unit type "factory_major" in the rules' ids and stored events (RULES §2). pacific-1940: facility, cost 30, attack 0, defense 0, movement 0; pacific-1940-2e: facility, cost 30, attack 0, defense 0, movement 0. */
  | 'FACTORY_MAJOR'
  /** The unit type "factory_minor" in the rules' ids and stored events (RULES §2). pacific-1940: facility, cost 12, attack 0, defense 0, movement 0; pacific-1940-2e: facility, cost 12, attack 0, defense 0, movement 0. */
  | 'FACTORY_MINOR'
  /** The unit type "factory_upgrade" in the rules' ids and stored events (RULES §2). pacific-1940: facility, cost 20, attack 0, defense 0, movement 0; pacific-1940-2e: facility, cost 20, attack 0, defense 0, movement 0. */
  | 'FACTORY_UPGRADE'
  /** The unit type "fighter" in the rules' ids and stored events (RULES §2). pacific-1940: air, cost 10, attack 3, defense 4, movement 4; pacific-1940-2e: air, cost 10, attack 3, defense 4, movement 4; pacific-2001: air, cost 12, attack 3, defense 4, movement 4. */
  | 'FIGHTER'
  /** The unit type "fortification" in the rules' ids and stored events (RULES §2). pacific-1940 with the optional rule hr01-fortifications (RULES §8): land, cost 4, attack 0, defense 3, movement 0, 1 hit; pacific-1940-2e with the optional rule hr01-fortifications (RULES §8): land, cost 4, attack 0, defense 3, movement 0, 1 hit; pacific-2001 with the optional rule hr01-fortifications (RULES §8): land, cost 4, attack 0, defense 3, movement 0, 1 hit. */
  | 'FORTIFICATION'
  /** The unit type "harbour" in the rules' ids and stored events (RULES §2). pacific-1940: facility, cost 15, attack 0, defense 0, movement 0; pacific-1940-2e: facility, cost 15, attack 0, defense 0, movement 0; pacific-2001: facility, not bought, attack 0, defense 0, movement 0. */
  | 'HARBOUR'
  /** The unit type "infantry" in the rules' ids and stored events (RULES §2). pacific-1940: land, cost 3, attack 1, defense 2, movement 1; pacific-1940-2e: land, cost 3, attack 1, defense 2, movement 1; pacific-2001: land, cost 3, attack 1, defense 2, movement 1. */
  | 'INFANTRY'
  /** The unit type "island_fortification" in the rules' ids and stored events (RULES §2). pacific-1940 with the optional rule x2-japanese-fortifications (RULES §8): land, cost 1, attack 0, defense 0, movement 0, 1 hit; pacific-1940-2e with the optional rule x2-japanese-fortifications (RULES §8): land, cost 1, attack 0, defense 0, movement 0, 1 hit; pacific-2001 with the optional rule x2-japanese-fortifications (RULES §8): land, cost 1, attack 0, defense 0, movement 0, 1 hit. */
  | 'ISLAND_FORTIFICATION'
  /** The unit type "marine" in the rules' ids and stored events (RULES §2). pacific-2001: land, cost 4, attack 1, defense 2, movement 1. */
  | 'MARINE'
  /** The unit type "mech_infantry" in the rules' ids and stored events (RULES §2). pacific-1940: land, cost 4, attack 1, defense 2, movement 2; pacific-1940-2e: land, cost 4, attack 1, defense 2, movement 2. */
  | 'MECH_INFANTRY'
  /** The unit type "submarine" in the rules' ids and stored events (RULES §2). pacific-1940: sea, cost 6, attack 2, defense 1, movement 2; pacific-1940-2e: sea, cost 6, attack 2, defense 1, movement 2; pacific-2001: sea, cost 8, attack 2, defense 2, movement 2. */
  | 'SUBMARINE'
  /** The unit type "super_battleship" in the rules' ids and stored events (RULES §2). pacific-1940 with the optional rule x2-super-battleship (RULES §8): sea, cost 20, attack 5, defense 5, movement 2, 3 hits; pacific-1940-2e with the optional rule x2-super-battleship (RULES §8): sea, cost 20, attack 5, defense 5, movement 2, 3 hits; pacific-2001 with the optional rule x2-super-battleship (RULES §8): sea, cost 20, attack 5, defense 5, movement 2, 3 hits. */
  | 'SUPER_BATTLESHIP'
  /** The unit type "tactical_bomber" in the rules' ids and stored events (RULES §2). pacific-1940: air, cost 11, attack 3, defense 3, movement 4; pacific-1940-2e: air, cost 11, attack 3, defense 3, movement 4. */
  | 'TACTICAL_BOMBER'
  /** The unit type "transport" in the rules' ids and stored events (RULES §2). pacific-1940: sea, cost 7, attack 0, defense 0, movement 2; pacific-1940-2e: sea, cost 7, attack 0, defense 0, movement 2; pacific-2001: sea, cost 8, attack 0, defense 1, movement 2. */
  | 'TRANSPORT';

/** Why a command was refused: the catalogue of every code, each value's description saying what it means and the RULES.md ids (or docs page) behind it. Branch on it; `RuleViolation.rule` names the exact rule of one refusal. */
export type ViolationCode =
  /** The powers are at war already. (POL-1, CNV-7, AMBIG-07) */
  | 'ALREADY_AT_WAR'
  /** The ship is in port already. (RULES §8.1) */
  | 'ALREADY_IN_PORT'
  /** The unit moved in Combat Move; only planes finish their move in Non-combat Move. (NCM-1, MOV-6) */
  | 'ALREADY_MOVED'
  /** The sea zone touches several factories: say which places the unit (`factory`). (MOB-3) */
  | 'AMBIGUOUS_FACTORY'
  /** Battles or raids are left to fight before the phase ends. (RULES §4.4, MOV-1) */
  | 'BATTLES_PENDING'
  /** Another battle is being fought: finish it first. (RULES §4.4) */
  | 'BATTLE_IN_PROGRESS'
  /** The sea battle a landing comes from is fought before the landing. (MOV-7) */
  | 'BATTLE_ORDER'
  /** A blitz may not pass a territory holding enemy units. (MOV-2, AMBIG-19) */
  | 'BLITZ_BLOCKED'
  /** That bot already plays the seat (docs/bots.md): nothing would change. (docs/bots.md) */
  | 'BOT_ALREADY_SEATED'
  /** China buys artillery only while the Burma Road is open. (PUR-4) */
  | 'BURMA_ROAD_CLOSED'
  /** The power may not declare war on that power now (its ruleset says who may declare on whom). (POL-8) */
  | 'CANNOT_DECLARE_WAR'
  /** The unit does not move (facilities). (RULES §2) */
  | 'CANNOT_MOVE'
  /** No attacker may retreat (units landed from the sea may not). (CBT-8) */
  | 'CANNOT_RETREAT'
  /** A ship goes into port empty: its cargo and planes go ashore or land first. (RULES §8.1) */
  | 'CARGO_ABOARD'
  /** Land units at sea move with their transport, not alone. (MOV-6) */
  | 'CARGO_MOVES_WITH_TRANSPORT'
  /** With x2-capital-ship-damage a battleship may take a hit only while fewer battleships than carriers of its side have been hit in the battle. (RULES §8.2) */
  | 'CARRIERS_FIRST'
  /** Planes aboard a damaged carrier stay aboard until it is repaired. (UNIT-8, AMBIG-27) */
  | 'CARRIER_DAMAGED'
  /** China is not subject to convoy disruption. (CNV-1) */
  | 'CHINA_IS_IMMUNE'
  /** The clocks are running: there is nothing to resume (docs/clocks.md). (docs/clocks.md) */
  | 'CLOCKS_NOT_PAUSED'
  /** The clocks are paused (docs/clocks.md): nobody runs out of time, and they are paused already. (docs/clocks.md) */
  | 'CLOCKS_PAUSED'
  /** A time-out claimed for a player whose clock is not running, or has time left at the command's time (docs/clocks.md). (docs/clocks.md) */
  | 'CLOCK_NOT_RUN_OUT'
  /** The player's time has run out (docs/clocks.md): it acts no more; its time-out is recorded and its seat goes by the game's policy. (docs/clocks.md) */
  | 'CLOCK_RAN_OUT'
  /** The commandId was used before with other input or by another seat; nothing was changed. (API) */
  | 'COMMAND_ID_REUSED'
  /** Another command changed the game at the same moment; send the command again. (API) */
  | 'CONCURRENCY_CONFLICT'
  /** With x2-capital-ship-damage a damaged carrier or battleship cannot attack (or bombard) until repaired; it may defend. (RULES §8.2) */
  | 'DAMAGED_CANNOT_ATTACK'
  /** The game's dice seed cannot be disclosed (a game created without a committed seed). (docs/dice.md) */
  | 'DICE_SEED_UNAVAILABLE'
  /** No units or no route given. (MOV-1) */
  | 'EMPTY_ROUTE'
  /** No loading or unloading in a sea zone with enemy surface warships. (MOV-6) */
  | 'ENEMY_WARSHIPS_PRESENT'
  /** Dice have been rolled already: entropy is only taken before the first roll. (docs/dice.md) */
  | 'ENTROPY_TOO_LATE'
  /** The territory already has that facility. (MOB-5, MOB-7, AMBIG-34) */
  | 'FACILITY_EXISTS'
  /** No factory may be built in that territory. (MOB-5, RULES §3) */
  | 'FACTORY_BANNED'
  /** More units than the factory may place this turn (its capacity less its damage). (MOB-2, UNIT-9) */
  | 'FACTORY_CAPACITY_EXCEEDED'
  /** A game with the given gameId exists already. (API) */
  | 'GAME_ALREADY_EXISTS'
  /** The game has ended: won (GameEnded, VIC-3), adjudicated or voided by its organizer, or voided by the server's operator (docs/rulings.md). No command is accepted any more. (VIC-3, docs/rulings.md) */
  | 'GAME_ENDED'
  /** There is no game with that id. (API) */
  | 'GAME_NOT_FOUND'
  /** The move would take units of the Manchurian garrison out of it (hr01-manchuria-garrison). (RULES §8.1) */
  | 'GARRISON_REQUIRED'
  /** Non-combat Move may not end while the Manchurian garrison is short and a land unit could still move in (hr01-manchuria-garrison). (RULES §8.1) */
  | 'GARRISON_SHORT'
  /** Non-combat moves may not enter or pass hostile places. (NCM-2, NCM-6, MOV-1) */
  | 'HOSTILE_IN_NONCOMBAT'
  /** A retreat to a place not allowed, or naming units that are not this battle's attackers. (CBT-8) */
  | 'ILLEGAL_RETREAT'
  /** The route crosses an impassable territory. (RULES §3) */
  | 'IMPASSABLE'
  /** The purchase or repair costs more PUs than the power has. (PUR-2, PUR-3) */
  | 'INSUFFICIENT_PUS'
  /** Each surviving bomber must get exactly one of the offered targets. (SBR-6) */
  | 'INVALID_ASSIGNMENT'
  /** The casualties chosen do not take the hits owed from the units in the battle (CBT-7), or take a transport while another unit could be taken (UNIT-7). (CBT-7, UNIT-7) */
  | 'INVALID_CASUALTIES'
  /** The clocks asked for at creation are not a budget (with an increment) or a deadline of 100 ms to a year, with a time-out policy (docs/clocks.md); the message names the field. (docs/clocks.md) */
  | 'INVALID_CLOCKS'
  /** Scripted dice must be whole numbers from 1 to 6, at most 10000. (docs/dice.md) */
  | 'INVALID_DICE_SCRIPT'
  /** The practice dice seed is empty or too long. (docs/dice.md) */
  | 'INVALID_DICE_SEED'
  /** The organizer edit has problems, each listed with its path in `problems`. (docs/positions.md) */
  | 'INVALID_EDIT'
  /** A seat's entropy is empty or too long. (docs/dice.md) */
  | 'INVALID_ENTROPY'
  /** More time is a whole number of milliseconds from 1 to a year, for a player whose seat is not a bot's after a time-out (docs/clocks.md). (docs/clocks.md) */
  | 'INVALID_EXTENSION'
  /** Interceptors must be defending fighters in the raided territory. (SBR-3) */
  | 'INVALID_INTERCEPTORS'
  /** Kamikaze attacks target the attacker's surface warships in active kamikaze zones. (KAM-3, AMBIG-12) */
  | 'INVALID_KAMIKAZE_TARGET'
  /** Each attack spends a whole number of tokens, at least 1, and no more than are left. (KAM-1, KAM-4) */
  | 'INVALID_KAMIKAZE_TOKENS'
  /** A plane without a carrier lands only at one of the places offered (1 space away). (CBT-10) */
  | 'INVALID_LANDING'
  /** The position document has problems, each listed with its path in `problems`. (docs/positions.md) */
  | 'INVALID_POSITION'
  /** A count that is not a positive whole number, or nothing named at all. (PUR-2, PUR-3, MOB-1) */
  | 'INVALID_QUANTITY'
  /** An organizer's ruling without a reason, or with one over 1000 characters (docs/rulings.md): the reason is recorded in the log. (docs/rulings.md) */
  | 'INVALID_REASON'
  /** An adjudication that is neither a win naming the winning side (Axis or Allies) nor a draw naming none (docs/rulings.md). (docs/rulings.md) */
  | 'INVALID_RULING'
  /** Only planes on adjacent islands with an operative airfield may scramble. (SCR-1, SCR-3, AMBIG-10) */
  | 'INVALID_SCRAMBLE'
  /** Only the deciding side's submarines in the battle may submerge. (CBT-3) */
  | 'INVALID_SUBMERGE'
  /** hr01-amphibious-support: only the attacker's own supporting ships (destroyers, battleships; 1E/2E cruisers too) in the sea battle may be kept out of it to support the landing. (RULES §8.1) */
  | 'INVALID_SUPPORT'
  /** The invitation code is not the organizer's current one for that seat. (docs/seats.md) */
  | 'INVITATION_INVALID'
  /** The game gives seats by invitation, and the request has no invitation code. (docs/seats.md) */
  | 'INVITATION_REQUIRED'
  /** Japan decides on kamikaze attacks before any battle is fought. (KAM-3) */
  | 'KAMIKAZE_PENDING'
  /** The power's units may not be loaded onto allied transports (2001). (RULES §7) */
  | 'MAY_NOT_BOARD_ALLIED_TRANSPORT'
  /** Planes may not fly over Mongolia except to attack it. (MOV-4, RULES §3) */
  | 'MONGOLIAN_AIRSPACE'
  /** attack: false where a battle cannot be avoided (enemy surface warships, hostile land). (MOV-1, MOV-3) */
  | 'MUST_ATTACK'
  /** The unit entered a hostile place (or one it took) and stops there this phase. (MOV-1, MOV-2, MOV-3, MOV-6) */
  | 'MUST_STOP'
  /** moveUnits port: true where no enemy ships are in port. (RULES §8.1) */
  | 'NOTHING_IN_PORT'
  /** attack: true where nothing may be attacked. (MOV-1) */
  | 'NOTHING_TO_ATTACK'
  /** No enemy factory, airfield or harbour to raid there. (SBR-2) */
  | 'NOTHING_TO_RAID'
  /** The facility has no damage. (PUR-3) */
  | 'NOTHING_TO_REPAIR'
  /** The power has no move of this phase to take back. (API) */
  | 'NOTHING_TO_UNDO'
  /** Sea units are placed in a zone next to the factory; land and air units in its own territory. (MOB-2, MOB-3) */
  | 'NOT_ADJACENT'
  /** The seat or organizer token is missing, wrong, or not the one this command needs; or the operator token is not the server's (docs/operations.md). (API, docs/operations.md) */
  | 'NOT_AUTHORIZED'
  /** The sea zone has no convoy. (CNV-2) */
  | 'NOT_A_CONVOY_ZONE'
  /** Not a port of the ships' power: a territory next to their zone, held since the turn began, with its own operative harbour. (RULES §8.1) */
  | 'NOT_A_PORT'
  /** Only bombers raid, with fighters as escorts. (SBR-1, SBR-2) */
  | 'NOT_A_RAIDER'
  /** Only ships go into port. (RULES §8.1) */
  | 'NOT_A_SHIP'
  /** A harbour needs a territory next to a sea zone. (MOB-7) */
  | 'NOT_COASTAL'
  /** Units are placed only at factories held since the start of the turn. (MOB-2, MOB-6) */
  | 'NOT_HELD_SINCE_TURN_START'
  /** A combat move ends only in a hostile place; move elsewhere in Non-combat Move. (MOV-1) */
  | 'NOT_HOSTILE_DESTINATION'
  /** Major factories are built only in the power's original territories. (MOB-5, MOB-6, RULES §6) */
  | 'NOT_ORIGINAL_TERRITORY'
  /** The power does not hold the territory. (MOB-8, AMBIG-25, RULES §7) */
  | 'NOT_OWN_TERRITORY'
  /** The unit belongs to another power. (MOV-1) */
  | 'NOT_OWN_UNIT'
  /** The power may not buy that unit type (its production frontier, or an optional rule). Cites PUR-2, PUR-4 (1940 China), RULES §7 (2001's own units, China paid in infantry) or the option's id. (PUR-2, PUR-4, RULES §7, RULES §8) */
  | 'NOT_PURCHASABLE'
  /** More units of a type placed than were bought (or, 2001 China, received: RULES §7) this turn and not yet placed. (MOB-1, RULES §7) */
  | 'NOT_PURCHASED'
  /** Units moved together must start in the same place. (MOV-1) */
  | 'NOT_TOGETHER'
  /** The decision is asked of another power (see pendingDecisions). (RULES §4.4) */
  | 'NOT_YOUR_DECISION'
  /** It is another power's turn. (RULES §1.3) */
  | 'NOT_YOUR_TURN'
  /** There is no battle to fight in that place. (MOV-1) */
  | 'NO_BATTLE_THERE'
  /** No bot plays the seat (docs/bots.md): there is nothing to take back. (docs/bots.md) */
  | 'NO_BOT_SEATED'
  /** Planes placed at sea need room on a carrier there. (MOB-4, UNIT-8) */
  | 'NO_CARRIER_ROOM'
  /** The game has no clocks (docs/clocks.md), or no time came with the command. (docs/clocks.md) */
  | 'NO_CLOCKS'
  /** Anti-aircraft guns do not move in Combat Move. (MOV-9) */
  | 'NO_COMBAT_MOVE'
  /** The convoy zone is not next to any territory the victim controls. (CNV-2) */
  | 'NO_CONVOY_TO_DISRUPT'
  /** Nobody is asked for that decision now (see pendingDecisions). (RULES §4.4) */
  | 'NO_DECISION_PENDING'
  /** The power has no factory where the units are placed. (MOB-2, MOB-3) */
  | 'NO_FACTORY'
  /** The planes could not reach a place to land with the movement left. (NCM-3, MOV-4, AMBIG-38) */
  | 'NO_LANDING_PLACE'
  /** An upgrade needs a minor factory of the power there. (MOB-6) */
  | 'NO_MINOR_FACTORY'
  /** The power has no facility of that type in that territory. (PUR-3) */
  | 'NO_SUCH_FACILITY'
  /** No ship to carry the unit, or the unit cannot be carried. (MOV-6, UNIT-7, RULES §7, AMBIG-31, RULES §8.2) */
  | 'NO_TRANSPORT'
  /** Disrupting a convoy needs a warship of the power in the zone. (CNV-2) */
  | 'NO_WARSHIPS_IN_ZONE'
  /** Two chosen optional rules exclude each other; the message names both. (RULES §8) */
  | 'OPTIONS_CONFLICT'
  /** RULES §8 does not apply the optional rule to this ruleset; the message names both. (RULES §8) */
  | 'OPTION_NOT_APPLICABLE'
  /** A command of an optional rule the game was not created with. (RULES §8) */
  | 'OPTION_NOT_CHOSEN'
  /** The optional rule applies to this ruleset but is not built for it yet (`implementedIn`). (RULES §8) */
  | 'OPTION_NOT_IMPLEMENTED'
  /** The optional rule needs another that was not chosen. (RULES §8) */
  | 'OPTION_REQUIRES'
  /** Chinese units move only inside China's area. (RULES §3) */
  | 'OUTSIDE_CHINA'
  /** The route is longer than the movement the unit has left. Cites MOV-5 (1940 bases) or AMBIG-44 (2001 bases), or the optional rule that could have carried it further (hr01-rail-movement, hr01-port-to-port). (MOV-2, MOV-3, MOV-4, MOV-5, AMBIG-44, RULES §8.1) */
  | 'OUT_OF_MOVEMENT'
  /** With x2-patrol-zone, ships and planes of the home power's enemies may pass through a patrol zone or fight there, but not stop there. (RULES §8.2) */
  | 'PATROL_ZONE_NO_STOP'
  /** Before their war, Japan and the USA may not move into the sea zones listed for each other (2E peacetime limits). (RULES §6) */
  | 'PEACETIME_LIMIT'
  /** endPhase named a phase that is not the current one (a double click's second end). (RULES §1.3) */
  | 'PHASE_MISMATCH'
  /** Only planes attack ships in port (moveUnits port: true). (RULES §8.1) */
  | 'PLANES_ONLY'
  /** The defender first commits its planes there to the port or the land (commitPortDefence). (RULES §8.1) */
  | 'PORT_DEFENCE_PENDING'
  /** Entering a place of a power at peace is an act of war, made only in Combat Move (or not at all). (POL-2, POL-7, AMBIG-05) */
  | 'POWER_AT_PEACE'
  /** The power has no seat: it does not play (Dutch, French, Soviets). (RULES §1.1) */
  | 'POWER_NOT_PLAYABLE'
  /** A rated game never has a chosen seed or scripted dice. (docs/dice.md) */
  | 'PRACTICE_DICE_IN_RATED_GAME'
  /** More points of repair than the facility has damage. (PUR-3, AMBIG-36) */
  | 'REPAIR_EXCEEDS_DAMAGE'
  /** Two places of the route are not next to each other. (MOV-1) */
  | 'ROUTE_GAP'
  /** The ruleset's board data is committed but its rules are not built, so no game can be created with it. No committed ruleset is so today: `rulesets { id playable }` shows all three playable, pacific-2001 (RULES §7) included. (RULES §7) */
  | 'RULESET_NOT_PLAYABLE'
  /** Invitations are only for games whose seats are given by invitation. (docs/seats.md) */
  | 'SEATS_ARE_OPEN'
  /** A seat nobody holds cannot be handed over (docs/rulings.md): it is taken with takeSeat. (docs/rulings.md) */
  | 'SEAT_NOT_TAKEN'
  /** The seat is already taken: the seat of the player who plays the power named, whichever of the player's powers took it (pacific-2001: Great Britain plays India and Australia, the USA plays China and the USA); the message names the player and its powers. (RULES §1.1, RULES §7, AMBIG-43) */
  | 'SEAT_TAKEN'
  /** No power may enter or fly over the Soviet Union. (RULES §3) */
  | 'SOVIET_TERRITORY'
  /** An enemy submarine in the zone blocks unloading there where no own warship is (2E). (RULES §6) */
  | 'SUBMARINE_BLOCKS_UNLOADING'
  /** The territory is worth too little for that factory. (MOB-5, MOB-6) */
  | 'TERRITORY_VALUE_TOO_LOW'
  /** The power may not declare war yet in this round (2E: the USA before round 4). (RULES §6) */
  | 'TOO_EARLY_TO_DECLARE'
  /** hr01-amphibious-support: support is 1:1, so at most one ship per land unit landing from the zone may be kept out of the sea battle. (RULES §8.1) */
  | 'TOO_MANY_SUPPORTING_SHIPS'
  /** A transport that unloaded this turn stops. (MOV-6) */
  | 'TRANSPORT_ALREADY_UNLOADED'
  /** No ship that carries has room for the unit; the message gives each one's room. Cites the carrier's rule: UNIT-7 (1940 transports), RULES §7 (2001 transports), AMBIG-31 (2001 destroyers), x2-japanese-destroyer-transport. (MOV-6, UNIT-7, RULES §7, AMBIG-31, RULES §8.2) */
  | 'TRANSPORT_FULL'
  /** Something else happened since that move (a battle, an act of war, a sub strike, an x2-patrol-zone patrol shot). (API, POL-1, MOV-11, RULES §8.2) */
  | 'UNDO_NOT_ALLOWED'
  /** A unit an optional rule adds is limited in number (x2-super-battleship: 2 each), counting those bought and not placed. (RULES §8.2) */
  | 'UNIT_LIMIT_REACHED'
  /** No bot has that name (docs/bots.md): RANDOM, PLANNER or SAFE_DEFAULTS. (docs/bots.md) */
  | 'UNKNOWN_BOT'
  /** The power has no declaration of war with that name covering that enemy (2E: `declaration` on declareWar). (POL-8, RULES §6) */
  | 'UNKNOWN_DECLARATION'
  /** No optional rule has that id (see `optionalRules`). (RULES §8) */
  | 'UNKNOWN_OPTION'
  /** No power of this ruleset has that id. (RULES §1.1, POL-8) */
  | 'UNKNOWN_POWER'
  /** There is no ruleset with that id (see `rulesets`). (RULES §6, RULES §7) */
  | 'UNKNOWN_RULESET'
  /** No territory or sea zone of this ruleset has that name. (MOV-1, MOB-1, PUR-3, CNV-2) */
  | 'UNKNOWN_TERRITORY'
  /** A unit id that is not on the board, or named twice. (MOV-1) */
  | 'UNKNOWN_UNIT'
  /** No unit type of this ruleset has that id. (PUR-2, PUR-3, MOB-1, CBT-7) */
  | 'UNKNOWN_UNIT_TYPE'
  /** Units unloaded this turn move no further. (MOV-6) */
  | 'UNLOADED_UNITS_STOP'
  /** The USA may not do that before it is at war. (POL-6) */
  | 'USA_NOT_AT_WAR'
  /** The command belongs to another phase than the current one. (RULES §1.3, MOV-1, NCM-1, CNV-1, SBR-2) */
  | 'WRONG_PHASE'
  /** The power places its units in one territory only (2001: China's reinforcements). (RULES §7) */
  | 'WRONG_PLACEMENT_TERRITORY'
  /** The unit cannot be placed or go there: a sea unit on land, a land unit at sea. (MOB-2, MOB-3, MOB-8, MOV-3, RULES §7) */
  | 'WRONG_TERRAIN';

export type PendingFragment = { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> };

type Answer_CommandAccepted_Fragment = { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } };

type Answer_RuleViolation_Fragment = { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string };

export type AnswerFragment =
  | Answer_CommandAccepted_Fragment
  | Answer_RuleViolation_Fragment
;

export type CreateGameMutationVariables = Exact<{
  commandId: string;
  name: string;
  diceSeed?: string | null | undefined;
}>;


export type CreateGameMutation = { createGame:
    | { __typename: 'GameCreated', organizerToken: string, game: { id: string } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string }
   };

export type TakeSeatMutationVariables = Exact<{
  commandId: string;
  gameId: string;
  power: Power;
}>;


export type TakeSeatMutation = { takeSeat:
    | { __typename: 'RuleViolation', code: ViolationCode, message: string }
    | { __typename: 'SeatGranted', power: Power, seatToken: string }
   };

export type PendingQueryVariables = Exact<{
  gameId: string;
}>;


export type PendingQuery = { game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } | null, board: { units: Array<{ id: string, type: UnitType, owner: Power, at: string }> } | null };

export type PurchaseMutationVariables = Exact<{
  input: PurchaseUnitsInput;
}>;


export type PurchaseMutation = { purchaseUnits:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export type EndPhaseMutationVariables = Exact<{
  input: EndPhaseInput;
}>;


export type EndPhaseMutation = { endPhase:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export type MoveMutationVariables = Exact<{
  input: MoveUnitsInput;
}>;


export type MoveMutation = { moveUnits:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export type FightMutationVariables = Exact<{
  input: FightBattleInput;
}>;


export type FightMutation = { fightBattle:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export type ChooseCasualtiesMutationVariables = Exact<{
  input: ChooseCasualtiesInput;
}>;


export type ChooseCasualtiesMutation = { chooseCasualties:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export type PressOnMutationVariables = Exact<{
  input: PressOnInput;
}>;


export type PressOnMutation = { pressOn:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export type PlaceMutationVariables = Exact<{
  input: PlaceUnitsInput;
}>;


export type PlaceMutation = { placeUnits:
    | { __typename: 'CommandAccepted', events: Array<{ number: number, summary: string }>, game: { id: string, round: number, currentPower: Power, phase: Phase, status: GameStatus, pendingDecisions: Array<{ kind: DecisionKind, power: Power, place: string | null, required: boolean, units: Array<string> | null, places: Array<string> | null, pus: number | null, hits: { any: number, notAir: number, notSub: number, airOnly: number } | null, purchasable: Array<{ unitType: UnitType, cost: number }> | null, placements: Array<{ unitType: UnitType, count: number, places: Array<string> }> | null }> } }
    | { __typename: 'RuleViolation', code: ViolationCode, message: string, rule: string }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PendingFragmentDoc = new TypedDocumentString(`
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
    `, {"fragmentName":"Pending"}) as unknown as TypedDocumentString<PendingFragment, unknown>;
export const AnswerFragmentDoc = new TypedDocumentString(`
    fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}`, {"fragmentName":"Answer"}) as unknown as TypedDocumentString<AnswerFragment, unknown>;
export const CreateGameDocument = new TypedDocumentString(`
    mutation CreateGame($commandId: String!, $name: String!, $diceSeed: String) {
  createGame(
    input: {commandId: $commandId, rulesetId: "pacific-1940", name: $name, diceSeed: $diceSeed}
  ) {
    __typename
    ... on GameCreated {
      organizerToken
      game {
        id
      }
    }
    ... on RuleViolation {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CreateGameMutation, CreateGameMutationVariables>;
export const TakeSeatDocument = new TypedDocumentString(`
    mutation TakeSeat($commandId: String!, $gameId: String!, $power: Power!) {
  takeSeat(input: {commandId: $commandId, gameId: $gameId, power: $power}) {
    __typename
    ... on SeatGranted {
      power
      seatToken
    }
    ... on RuleViolation {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TakeSeatMutation, TakeSeatMutationVariables>;
export const PendingDocument = new TypedDocumentString(`
    query Pending($gameId: String!) {
  game(id: $gameId) {
    ...Pending
  }
  board(gameId: $gameId) {
    units {
      id
      type
      owner
      at
    }
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}`) as unknown as TypedDocumentString<PendingQuery, PendingQueryVariables>;
export const PurchaseDocument = new TypedDocumentString(`
    mutation Purchase($input: PurchaseUnitsInput!) {
  purchaseUnits(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<PurchaseMutation, PurchaseMutationVariables>;
export const EndPhaseDocument = new TypedDocumentString(`
    mutation EndPhase($input: EndPhaseInput!) {
  endPhase(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<EndPhaseMutation, EndPhaseMutationVariables>;
export const MoveDocument = new TypedDocumentString(`
    mutation Move($input: MoveUnitsInput!) {
  moveUnits(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<MoveMutation, MoveMutationVariables>;
export const FightDocument = new TypedDocumentString(`
    mutation Fight($input: FightBattleInput!) {
  fightBattle(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<FightMutation, FightMutationVariables>;
export const ChooseCasualtiesDocument = new TypedDocumentString(`
    mutation ChooseCasualties($input: ChooseCasualtiesInput!) {
  chooseCasualties(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<ChooseCasualtiesMutation, ChooseCasualtiesMutationVariables>;
export const PressOnDocument = new TypedDocumentString(`
    mutation PressOn($input: PressOnInput!) {
  pressOn(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<PressOnMutation, PressOnMutationVariables>;
export const PlaceDocument = new TypedDocumentString(`
    mutation Place($input: PlaceUnitsInput!) {
  placeUnits(input: $input) {
    ...Answer
  }
}
    fragment Pending on Game {
  id
  round
  currentPower
  phase
  status
  pendingDecisions {
    kind
    power
    place
    required
    units
    places
    hits {
      any
      notAir
      notSub
      airOnly
    }
    purchasable {
      unitType
      cost
    }
    pus
    placements {
      unitType
      count
      places
    }
  }
}
fragment Answer on CommandResult {
  __typename
  ... on CommandAccepted {
    events {
      number
      summary
    }
    game {
      ...Pending
    }
  }
  ... on RuleViolation {
    code
    message
    rule
  }
}`) as unknown as TypedDocumentString<PlaceMutation, PlaceMutationVariables>;