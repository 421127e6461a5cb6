/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How a battle ended. */
export type BattleOutcome =
  /** The attacker won: the defenders are gone and an attacker is left. */
  | 'ATTACKER_WON'
  /** Both sides were destroyed. */
  | 'BOTH_DESTROYED'
  /** The defender held: no attacker is left. */
  | 'DEFENDER_WON'
  /** A strategic bombing raid is over (SBR). */
  | 'RAIDED'
  /** The attacker retreated (CBT-8). */
  | 'RETREATED'
  /** Neither side could hit the other (CBT-9). */
  | 'STALEMATE';

/** A side of a battle. */
export type BattleSide =
  /** The attacking side. */
  | 'ATTACKER'
  /** The defending side. */
  | 'DEFENDER';

/** The step of a battle or raid being fought (RULES §4.4, §4.5). */
export type BattleStep =
  /** CBT-2: anti-aircraft fire at attacking planes. */
  | 'AA'
  /** SBR-4, SBR-5: escorts and interceptors fight. */
  | 'AIR_BATTLE'
  /** SBR-6: the attacker assigns each bomber a target. */
  | 'ASSIGN'
  /** CBT-2: bombardment by ships supporting a landing (first round). */
  | 'BOMBARD'
  /** SBR-9..SBR-11: the bombers damage the facilities. */
  | 'DAMAGE'
  /** CBT-8: the attacker presses on or retreats. */
  | 'DECIDE'
  /** CBT-6: casualties are removed, the round ends. */
  | 'END'
  /** SBR-7, SBR-8: the facilities fire at the bombers. */
  | 'FACILITY_AA'
  /** CBT-5, CBT-6: general combat, both sides fire. */
  | 'GENERAL'
  /** SBR-3: the defender may intercept the raiders with fighters. */
  | 'INTERCEPT'
  /** CBT-10: planes whose carrier sank say where they land. */
  | 'LAND_PLANES'
  /** SCR-2: defending planes on adjacent islands may scramble in. */
  | 'SCRAMBLE'
  /** CBT-3: submarines may submerge. */
  | 'SUBMERGE'
  /** RULES §8.1 hr01-amphibious-support: the attacker keeps ships out of the sea battle to support the landing. */
  | 'SUPPORT'
  /** CBT-4: surprise strikes of submarines. */
  | 'SURPRISE';

/** What a hit did to a casualty. */
export type CasualtyEffect =
  /** One hit the unit survived (UNIT-8); a unit hit twice in a round without sinking (three hit points) is listed once per hit. */
  | 'DAMAGED'
  /** The unit is destroyed. */
  | 'DESTROYED';

/** How a game is timed (docs/clocks.md). */
export type ClockMode =
  /** Chess-style: each player has a time budget for the whole game, and an increment more each time its turn ends. */
  | 'BUDGET'
  /** Play-by-mail: each time the game waits for a player (its turn, or a decision asked of it), it has a deadline to act. */
  | 'DEADLINE';

/** What kind of fight a battle on the board is: land, sea or a raid. */
export type CombatKind =
  /** A land battle (CBT). */
  | 'LAND'
  /** A strategic bombing raid (SBR). */
  | 'RAID'
  /** A sea battle (CBT). */
  | 'SEA';

/** Where a game's dice seed comes from (docs/dice.md). */
export type DiceSeedSource =
  /** A practice seed given by the game's creator: public, so anyone can predict every roll (docs/dice.md). */
  | 'CREATOR'
  /** A secret seed drawn by the server, committed to in the first event and revealed when the game ends (docs/dice.md). */
  | 'SERVER';

/** Who sent the command that appended an event (docs/security.md). */
export type EventActor =
  /** A client with no token (creating a game, taking a seat). */
  | 'ANONYMOUS'
  /** The server's operator, with its OPERATOR_TOKEN (voidGame on any game: docs/operations.md). */
  | 'OPERATOR'
  /** The organizer, with the organizer token (positions, edits, invitations, dice disclosure). */
  | 'ORGANIZER'
  /** A seat's player, with its token: `actorPower` is the seat's power. */
  | 'SEAT';

/** The type of a stored event (docs/events.md describes each); its payload is <Type>Payload, e.g. UNITS_MOVED is UnitsMovedPayload. */
export type EventType =
  /** AircraftLanded: MOV-8: planes on an ally's carrier ride with it. */
  | 'AIRCRAFT_LANDED'
  /** AircraftLost: NCM-3: planes with no place to land were lost. */
  | 'AIRCRAFT_LOST'
  /** AmphibiousSupportDesignated: RULES §8.1 hr01-amphibious-support: ships kept out of the sea battle before a landing, to support it. */
  | 'AMPHIBIOUS_SUPPORT_DESIGNATED'
  /** AttackersRetreated: CBT-8: attackers retreated. */
  | 'ATTACKERS_RETREATED'
  /** BattleContinued: CBT-8: the attacker pressed on. */
  | 'BATTLE_CONTINUED'
  /** BattleEnded: CBT: a battle ended. */
  | 'BATTLE_ENDED'
  /** BattleRoundEnded: CBT: a round ended. */
  | 'BATTLE_ROUND_ENDED'
  /** BattleStarted: CBT: a battle began. */
  | 'BATTLE_STARTED'
  /** BattleStep: CBT: a step of a battle began. */
  | 'BATTLE_STEP'
  /** BombersAssigned: SBR-6: targets of the bombers. */
  | 'BOMBERS_ASSIGNED'
  /** BotSeated: The organizer seated a bot at a seat (docs/bots.md): from now on the bot answers the seat's decisions, through the API like a person. */
  | 'BOT_SEATED'
  /** BotUnseated: The organizer took a seat back from its bot (docs/bots.md): nobody plays it automatically any more. */
  | 'BOT_UNSEATED'
  /** CasualtiesChosen: CBT-7: casualties chosen. */
  | 'CASUALTIES_CHOSEN'
  /** CasualtiesRemoved: CBT-6: casualties removed. */
  | 'CASUALTIES_REMOVED'
  /** CasualtyOrderSet: A seat's order of loss for the engine. */
  | 'CASUALTY_ORDER_SET'
  /** ClocksPaused: The organizer paused the clocks (docs/clocks.md). */
  | 'CLOCKS_PAUSED'
  /** ClocksResumed: The organizer started the clocks again (docs/clocks.md); the pause is not counted. */
  | 'CLOCKS_RESUMED'
  /** ClockRanOut: A player ran out of time (docs/clocks.md): its seat goes by the policy, END_TURN, ADJUDICATE or BOT. */
  | 'CLOCK_RAN_OUT'
  /** ClockStarted: The game waits for a player from `at`: its clock runs (docs/clocks.md). */
  | 'CLOCK_STARTED'
  /** ConvoyDisruptionDeclared: CNV-7: a convoy disrupted before war, an act of war. */
  | 'CONVOY_DISRUPTION_DECLARED'
  /** ConvoyRaided: RULES §8.1 hr01-convoy-raiding (pacific-2001): a convoy centre raided as combat ended. */
  | 'CONVOY_RAIDED'
  /** DeadlineExtended: The organizer gave a player more time (docs/clocks.md): on its budget, or on its current (or next) deadline. */
  | 'DEADLINE_EXTENDED'
  /** DiceRolled: Dice were rolled (docs/dice.md): rolls first..first+values-1 of the game. */
  | 'DICE_ROLLED'
  /** DiceSeedDisclosed: The organizer was shown the seed before its reveal. */
  | 'DICE_SEED_DISCLOSED'
  /** DiceSeedRevealed: The game's dice seed made public when it ended. */
  | 'DICE_SEED_REVEALED'
  /** FacilitiesDamaged: SBR-9..SBR-11: damage done. */
  | 'FACILITIES_DAMAGED'
  /** FacilitiesRepaired: PUR-3: facilities repaired. */
  | 'FACILITIES_REPAIRED'
  /** FactoriesRemoved: RULES §6 (2E): Japanese factories removed from a Chinese territory China owns again (Kiangsu, Shantung, Manchuria). */
  | 'FACTORIES_REMOVED'
  /** FortificationsLost: RULES §8.2 x2-japanese-fortifications: fortifications left with fewer infantry than themselves (died or left) are destroyed. */
  | 'FORTIFICATIONS_LOST'
  /** FreeUnitsGiven: RULES §8.2: units an optional rule gives (x2-increased-shipbuilding, x2-us-national-guard, x2-advanced-production). */
  | 'FREE_UNITS_GIVEN'
  /** GameAdjudicated: The organizer ended the game by adjudication (docs/rulings.md): a side wins, or it is a draw. */
  | 'GAME_ADJUDICATED'
  /** GameCreated: A game was created (RULES §1.1). */
  | 'GAME_CREATED'
  /** GameEnded: VIC-3: the game is won. */
  | 'GAME_ENDED'
  /** GameVoided: The organizer, or the server's operator, voided the game (docs/rulings.md): it ended with no result. */
  | 'GAME_VOIDED'
  /** HitsScored: CBT: hits scored by one side. */
  | 'HITS_SCORED'
  /** IncomeCollected: INC: income collected, with one line per source. */
  | 'INCOME_COLLECTED'
  /** InterceptorsCommitted: SBR-3: interceptors committed. */
  | 'INTERCEPTORS_COMMITTED'
  /** InvadersReturned: RULES §8.1 hr01-amphibious-support: the blockers survived, so the landed units went back where they began the turn. */
  | 'INVADERS_RETURNED'
  /** InvitationIssued: The organizer's invitation to a player's seat (docs/seats.md). */
  | 'INVITATION_ISSUED'
  /** KamikazeActivated: KAM-2: kamikaze attacks are active from now on. */
  | 'KAMIKAZE_ACTIVATED'
  /** KamikazeAttacked: KAM-1, KAM-4: kamikaze attacks made. */
  | 'KAMIKAZE_ATTACKED'
  /** KamikazeTriggerArmed: KAM-2: Japan held a conditional trigger at the end of its turn. */
  | 'KAMIKAZE_TRIGGER_ARMED'
  /** KamikazeWindowClosed: KAM-3: Japan has attacked or declined. */
  | 'KAMIKAZE_WINDOW_CLOSED'
  /** KamikazeWindowOpened: KAM-3: Japan may attack ships in kamikaze zones now. */
  | 'KAMIKAZE_WINDOW_OPENED'
  /** LandingCancelled: MOV-7: units put ashore are back aboard. */
  | 'LANDING_CANCELLED'
  /** MoveUndone: A move taken back. */
  | 'MOVE_UNDONE'
  /** PatrolShot: RULES §8.2 x2-patrol-zone: the home submarines in a patrol zone fired once each at the ships entering it. */
  | 'PATROL_SHOT'
  /** PatrolZoneUnitsLost: RULES §8.2 x2-patrol-zone: ships and planes still in an enemy patrol zone at the end of their power's Non-combat Move were lost. */
  | 'PATROL_ZONE_UNITS_LOST'
  /** PhaseStarted: A phase of a turn began, as `power`'s step: in pacific-2001 the British player's one turn passes between India and Australia (RULES §7, AMBIG-43), and `power` becomes the power to move. */
  | 'PHASE_STARTED'
  /** PlanesLanded: CBT-10: stranded planes flew 1 space. */
  | 'PLANES_LANDED'
  /** PlanesScrambled: SCR: planes scrambled into a sea battle. */
  | 'PLANES_SCRAMBLED'
  /** PlanesStranded: CBT-10: defending planes lost their carrier. */
  | 'PLANES_STRANDED'
  /** PortDefenceCommitted: RULES §8.1 hr01-ports-shelter: with port and land both attacked, the defender's planes there committed to one or the other. */
  | 'PORT_DEFENCE_COMMITTED'
  /** PositionEdited: The organizer's edit of the position (docs/positions.md). */
  | 'POSITION_EDITED'
  /** RelationshipChanged: POL: how two powers stand changed. */
  | 'RELATIONSHIP_CHANGED'
  /** ScrambledPlanesReturned: SCR-4: scrambled planes went back. */
  | 'SCRAMBLED_PLANES_RETURNED'
  /** SeatHandedOver: The organizer handed a seat to another player (docs/rulings.md): the seat's old token no longer works. */
  | 'SEAT_HANDED_OVER'
  /** SeatTaken: A player's seat was taken (docs/seats.md): it plays every power its player runs (RULES §7, AMBIG-43). */
  | 'SEAT_TAKEN'
  /** SeaZoneControlled: 2001 (RULES §7): control of a sea zone changed. */
  | 'SEA_ZONE_CONTROLLED'
  /** SetupAmended: RULES §8.1: how a setup option of the 2001 game (hr01-corrected-setup, hr01-amended-japanese-setup, hr01-pearl-harbor-strike) changes the standard start. */
  | 'SETUP_AMENDED'
  /** ShipsEnteredPort: RULES §8.1 hr01-ports-shelter: ships went into port (a non-combat move): they stand in the port territory, in no sea zone. */
  | 'SHIPS_ENTERED_PORT'
  /** ShipsLeftPort: RULES §8.1 hr01-ports-shelter: ships left port into its sea zone, the start of the move that follows. */
  | 'SHIPS_LEFT_PORT'
  /** ShipsRepaired: PUR-1: battleships and carriers repaired free next to an operative harbour. */
  | 'SHIPS_REPAIRED'
  /** SubsSubmerged: CBT-3: submarines left the battle. */
  | 'SUBS_SUBMERGED'
  /** TerritoryCaptured: CAP: a territory taken or liberated. */
  | 'TERRITORY_CAPTURED'
  /** TransportsSunk: MOV-11: submarines struck transports moving past them (1E). */
  | 'TRANSPORTS_SUNK'
  /** TurnEnded: A power's turn ended (pacific-2001: the British player's whole turn, with its last step's power). */
  | 'TURN_ENDED'
  /** TurnStarted: A power's turn began. */
  | 'TURN_STARTED'
  /** TurnTimeUsed: A player's clock stopped: the time it used, any increment, what its budget holds now (docs/clocks.md). */
  | 'TURN_TIME_USED'
  /** UnitsMoved: MOV, NCM: units moved along a route. */
  | 'UNITS_MOVED'
  /** UnitsPlaced: MOB: units placed. */
  | 'UNITS_PLACED'
  /** UnitsPurchased: PUR-2: units bought. */
  | 'UNITS_PURCHASED'
  /** UnitsReceived: 2001 (RULES §7): units received instead of PUs (China). */
  | 'UNITS_RECEIVED'
  /** UnplacedUnitsRefunded: MOB-9 / AMBIG-18: units bought and not placed, refunded. */
  | 'UNPLACED_UNITS_REFUNDED'
  /** VictoryPending: VIC-3: a victory condition first held at a turn end. */
  | 'VICTORY_PENDING'
  /** VictoryPendingCleared: VIC-3: the pending condition no longer holds. */
  | 'VICTORY_PENDING_CLEARED'
  /** VictoryPointsScored: 2001 (RULES §7): victory points scored at Collect Income. */
  | 'VICTORY_POINTS_SCORED'
  /** WarBonusPaid: RULES §6 (2E): a one-time bonus for being attacked, e.g. the USA's +30 when Japan declares war on it in rounds 1-3. */
  | 'WAR_BONUS_PAID'
  /** WarDeclared: POL: war between two powers. */
  | 'WAR_DECLARED';

/** How a game ended (docs/rulings.md). */
export type GameResult =
  /** The organizer ended the game and named the winner (GameAdjudicated, docs/rulings.md): `winner` is the side, `rulingReason` why. */
  | 'ADJUDICATED'
  /** The organizer ended the game as a draw (GameAdjudicated, docs/rulings.md): no winner; `rulingReason` says why. */
  | 'DRAW'
  /** Won by a victory condition held for a complete round (GameEnded, VIC-1..VIC-3): `winner` is the side. */
  | 'VICTORY'
  /** The organizer, or the server's operator, voided the game (GameVoided, docs/rulings.md): it has no result, no winner; `rulingReason` says why. */
  | 'VOIDED';

/** Whether a game goes on. */
export type GameStatus =
  /** The game goes on. */
  | 'ACTIVE'
  /** The game has ended: no command is accepted. Won by a victory condition (GameEnded, VIC-3) or ended by the organizer's ruling (docs/rulings.md): `result` says which, `winner` names the winning side if there is one. */
  | 'ENDED';

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

/** The two sides (RULES §1.1). */
export type Side =
  /** The USA, China, the UK, ANZAC and their allies. */
  | 'ALLIES'
  /** Japan (and its allies). */
  | 'AXIS';

/** Land territory or sea zone. */
export type TerritoryKind =
  /** A land territory. */
  | 'LAND'
  /** A sea zone. */
  | 'SEA';

/** What happens to a player whose clock runs out (docs/clocks.md). */
export type TimeOutPolicy =
  /** The game ends by adjudication on the board (victory cities, then territory PUs; else a draw): result ADJUDICATED, dice seed revealed. */
  | 'ADJUDICATE'
  /** A bot takes the seat for the rest of the game. */
  | 'BOT'
  /** The player's turn is ended for it by the safe-defaults player (no purchase, no move, casualties by the order of loss, press on). */
  | 'END_TURN';

/** Where a unit type moves and fights (RULES §2). */
export type UnitDomain =
  /** Planes. */
  | 'AIR'
  /** Factories, airfields, harbours: they do not move. */
  | 'FACILITY'
  /** Land units. */
  | 'LAND'
  /** Ships. */
  | 'SEA';

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

export type ViewerCourseQueryVariables = Exact<{
  id: string;
}>;


export type ViewerCourseQuery = { game: { id: string, eventCount: number, course: Array<{ round: number, power: Power, eventNumber: number, endEventNumber: number | null, finished: boolean, pus: number, income: number | null, units: number, unitValue: number, production: number }> } | null };

export type ViewerClocksQueryVariables = Exact<{
  id: string;
}>;


export type ViewerClocksQuery = { game: { id: string, status: GameStatus, clocks: { mode: ClockMode, onTimeOut: TimeOutPolicy, paused: boolean, running: Power | null, now: string, players: Array<{ power: Power, remainingMs: number, running: boolean, flagged: boolean }>, timedOut: { power: Power, policy: TimeOutPolicy } | null } | null } | null };

export type ViewerRulesetQueryVariables = Exact<{
  id: string;
  options?: Array<string> | string | null | undefined;
}>;


export type ViewerRulesetQuery = { ruleset: { id: string, name: string, turnOrder: Array<Power>, powers: Array<{ power: Power, side: Side | null, capital: string | null, player: string | null, seat: Power | null, playable: boolean }>, players: Array<{ name: string, seat: Power, powers: Array<Power> }>, phases: Array<{ phase: Phase, name: string }>, territories: Array<{ name: string, kind: TerritoryKind, production: number, originalOwner: Power | null, capitalOf: Power | null, victoryCity: boolean, impassable: boolean }>, units: Array<{ type: UnitType, domain: UnitDomain, cost: number | null, hitPoints: number, isFactory: boolean, isInfrastructure: boolean }>, map: { board: string, width: number, height: number, territories: Array<{ name: string, path: string, label: { x: number, y: number } }> } } | null };

export type ViewerGameQueryVariables = Exact<{
  id: string;
}>;


export type ViewerGameQuery = { game: { id: string, name: string, rulesetId: string, options: Array<string>, status: GameStatus, winner: Side | null, eventCount: number, round: number, currentPower: Power, phase: Phase, phaseName: string, createdAt: string, updatedAt: string, commandEnds: Array<number>, players: Array<{ name: string, seat: Power, powers: Array<Power>, taken: boolean }>, timeline: Array<{ eventNumber: number, round: number, power: Power, phase: Phase, phaseName: string }> } | null };

export type ViewerBoardQueryVariables = Exact<{
  gameId: string;
  atEvent?: number | null | undefined;
}>;


export type ViewerBoardQuery = { board: { eventNumber: number, status: GameStatus, winner: Side | null, result: GameResult | null, rulingReason: string | null, round: number, currentPower: Power, phase: Phase, phaseName: string, battles: Array<string>, powers: Array<{ power: Power, side: Side | null, pus: number, capital: string | null }>, territories: Array<{ name: string, owner: Power | null, units: Array<{ type: UnitType, owner: Power, count: number, damage: number }> }> } | null };

export type ViewerDiceQueryVariables = Exact<{
  id: string;
}>;


export type ViewerDiceQuery = { game: { id: string, status: GameStatus, dice: { commitment: string | null, seedOrigin: DiceSeedSource, creatorSeed: string | null, scriptedDice: Array<number>, rolled: number, revealedSeed: string | null, disclosures: number, entropy: Array<{ power: Power, entropy: string }> } | null } | null };

export type ViewerEventsQueryVariables = Exact<{
  gameId: string;
  first: number;
  after?: string | null | undefined;
}>;


export type ViewerEventsQuery = { events: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { number: number, eventType: EventType, summary: string, metadata: { commandId: string, actorKind: EventActor, actorPower: Power | null, time: string }, payload:
          | { __typename: 'AircraftLandedPayload' }
          | { __typename: 'AircraftLostPayload' }
          | { __typename: 'AmphibiousSupportDesignatedPayload' }
          | { __typename: 'AttackersRetreatedPayload', place: string, retreatTo: string, retreated: Array<string> }
          | { __typename: 'BattleContinuedPayload', place: string, round: number }
          | { __typename: 'BattleEndedPayload', place: string, outcome: BattleOutcome, attackers: Array<string>, defenders: Array<string> }
          | { __typename: 'BattleRoundEndedPayload', place: string, round: number }
          | { __typename: 'BattleStartedPayload', place: string, kind: CombatKind, attacker: Power, defender: Power, attackers: Array<string>, defenders: Array<string>, bombarders: Array<string>, amphibious: Array<string>, port: boolean | null }
          | { __typename: 'BattleStepPayload', place: string, round: number, step: BattleStep }
          | { __typename: 'BombersAssignedPayload' }
          | { __typename: 'BotSeatedPayload' }
          | { __typename: 'BotUnseatedPayload' }
          | { __typename: 'CasualtiesChosenPayload', place: string, side: BattleSide, power: Power, auto: boolean, casualties: Array<{ unitId: string, effect: CasualtyEffect }> }
          | { __typename: 'CasualtiesRemovedPayload', place: string, reason: string, removedUnits: Array<string> }
          | { __typename: 'CasualtyOrderSetPayload' }
          | { __typename: 'ClockRanOutPayload' }
          | { __typename: 'ClockStartedPayload' }
          | { __typename: 'ClocksPausedPayload' }
          | { __typename: 'ClocksResumedPayload' }
          | { __typename: 'ConvoyDisruptionDeclaredPayload' }
          | { __typename: 'ConvoyRaidedPayload' }
          | { __typename: 'DeadlineExtendedPayload' }
          | { __typename: 'DiceRolledPayload', first: number, values: Array<number>, purpose: string, scripted: Array<boolean> }
          | { __typename: 'DiceSeedDisclosedPayload' }
          | { __typename: 'DiceSeedRevealedPayload' }
          | { __typename: 'FacilitiesDamagedPayload' }
          | { __typename: 'FacilitiesRepairedPayload' }
          | { __typename: 'FactoriesRemovedPayload' }
          | { __typename: 'FortificationsLostPayload' }
          | { __typename: 'FreeUnitsGivenPayload' }
          | { __typename: 'GameAdjudicatedPayload' }
          | { __typename: 'GameCreatedPayload' }
          | { __typename: 'GameEndedPayload' }
          | { __typename: 'GameVoidedPayload' }
          | { __typename: 'HitsScoredPayload', place: string, round: number, step: BattleStep, total: number, firedBy: BattleSide }
          | { __typename: 'IncomeCollectedPayload' }
          | { __typename: 'InterceptorsCommittedPayload' }
          | { __typename: 'InvadersReturnedPayload' }
          | { __typename: 'InvitationIssuedPayload' }
          | { __typename: 'KamikazeActivatedPayload' }
          | { __typename: 'KamikazeAttackedPayload' }
          | { __typename: 'KamikazeTriggerArmedPayload' }
          | { __typename: 'KamikazeWindowClosedPayload' }
          | { __typename: 'KamikazeWindowOpenedPayload' }
          | { __typename: 'LandingCancelledPayload' }
          | { __typename: 'MoveUndonePayload' }
          | { __typename: 'PatrolShotPayload' }
          | { __typename: 'PatrolZoneUnitsLostPayload' }
          | { __typename: 'PhaseStartedPayload' }
          | { __typename: 'PlanesLandedPayload' }
          | { __typename: 'PlanesScrambledPayload', place: string, power: Power }
          | { __typename: 'PlanesStrandedPayload' }
          | { __typename: 'PortDefenceCommittedPayload' }
          | { __typename: 'PositionEditedPayload' }
          | { __typename: 'RelationshipChangedPayload' }
          | { __typename: 'ScrambledPlanesReturnedPayload' }
          | { __typename: 'SeaZoneControlledPayload' }
          | { __typename: 'SeatHandedOverPayload' }
          | { __typename: 'SeatTakenPayload' }
          | { __typename: 'SetupAmendedPayload' }
          | { __typename: 'ShipsEnteredPortPayload' }
          | { __typename: 'ShipsLeftPortPayload' }
          | { __typename: 'ShipsRepairedPayload' }
          | { __typename: 'SubsSubmergedPayload', place: string, side: BattleSide, power: Power }
          | { __typename: 'TerritoryCapturedPayload', territory: string, capturedBy: Power }
          | { __typename: 'TransportsSunkPayload' }
          | { __typename: 'TurnEndedPayload' }
          | { __typename: 'TurnStartedPayload' }
          | { __typename: 'TurnTimeUsedPayload' }
          | { __typename: 'UnitsMovedPayload', power: Power, phase: Phase, moveNumber: number, from: string, route: Array<string>, battle: boolean, units: Array<{ unitId: string, type: UnitType }> }
          | { __typename: 'UnitsPlacedPayload' }
          | { __typename: 'UnitsPurchasedPayload' }
          | { __typename: 'UnitsReceivedPayload' }
          | { __typename: 'UnplacedUnitsRefundedPayload' }
          | { __typename: 'VictoryPendingClearedPayload' }
          | { __typename: 'VictoryPendingPayload' }
          | { __typename: 'VictoryPointsScoredPayload' }
          | { __typename: 'WarBonusPaidPayload' }
          | { __typename: 'WarDeclaredPayload' }
         | null } }> } };

export type ViewerGamesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  status?: GameStatus | null | undefined;
  rulesetId?: string | null | undefined;
}>;


export type ViewerGamesQuery = { games: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, rulesetId: string, options: Array<string>, status: GameStatus, winner: Side | null, result: GameResult | null, round: number, currentPower: Power, phaseName: string, eventCount: number, updatedAt: string, players: Array<{ seat: Power, taken: boolean }> } }> } };

export type ViewerRulesetsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerRulesetsQuery = { rulesets: Array<{ id: string, name: string }> };

export type ViewerLiveEventsSubscriptionVariables = Exact<{
  gameId: string;
  after: number;
}>;


export type ViewerLiveEventsSubscription = { gameEvents: { number: number } };

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

export const ViewerCourseDocument = new TypedDocumentString(`
    query ViewerCourse($id: String!) {
  game(id: $id) {
    id
    eventCount
    course {
      round
      power
      eventNumber
      endEventNumber
      finished
      pus
      income
      units
      unitValue
      production
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerCourseQuery, ViewerCourseQueryVariables>;
export const ViewerClocksDocument = new TypedDocumentString(`
    query ViewerClocks($id: String!) {
  game(id: $id) {
    id
    status
    clocks {
      mode
      onTimeOut
      paused
      running
      now
      players {
        power
        remainingMs
        running
        flagged
      }
      timedOut {
        power
        policy
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerClocksQuery, ViewerClocksQueryVariables>;
export const ViewerRulesetDocument = new TypedDocumentString(`
    query ViewerRuleset($id: String!, $options: [String!]) {
  ruleset(id: $id, options: $options) {
    id
    name
    turnOrder
    powers {
      power
      side
      capital
      player
      seat
      playable
    }
    players {
      name
      seat
      powers
    }
    phases {
      phase
      name
    }
    territories {
      name
      kind
      production
      originalOwner
      capitalOf
      victoryCity
      impassable
    }
    units {
      type
      domain
      cost
      hitPoints
      isFactory
      isInfrastructure
    }
    map {
      board
      width
      height
      territories {
        name
        path
        label {
          x
          y
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerRulesetQuery, ViewerRulesetQueryVariables>;
export const ViewerGameDocument = new TypedDocumentString(`
    query ViewerGame($id: String!) {
  game(id: $id) {
    id
    name
    rulesetId
    options
    status
    winner
    eventCount
    round
    currentPower
    phase
    phaseName
    createdAt
    updatedAt
    players {
      name
      seat
      powers
      taken
    }
    timeline {
      eventNumber
      round
      power
      phase
      phaseName
    }
    commandEnds
  }
}
    `) as unknown as TypedDocumentString<ViewerGameQuery, ViewerGameQueryVariables>;
export const ViewerBoardDocument = new TypedDocumentString(`
    query ViewerBoard($gameId: String!, $atEvent: Int) {
  board(gameId: $gameId, atEvent: $atEvent) {
    eventNumber
    status
    winner
    result
    rulingReason
    round
    currentPower
    phase
    phaseName
    powers {
      power
      side
      pus
      capital
    }
    territories {
      name
      owner
      units {
        type
        owner
        count
        damage
      }
    }
    battles
  }
}
    `) as unknown as TypedDocumentString<ViewerBoardQuery, ViewerBoardQueryVariables>;
export const ViewerDiceDocument = new TypedDocumentString(`
    query ViewerDice($id: String!) {
  game(id: $id) {
    id
    status
    dice {
      commitment
      seedOrigin
      creatorSeed
      scriptedDice
      entropy {
        power
        entropy
      }
      rolled
      revealedSeed
      disclosures
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerDiceQuery, ViewerDiceQueryVariables>;
export const ViewerEventsDocument = new TypedDocumentString(`
    query ViewerEvents($gameId: String!, $first: Int!, $after: String) {
  events(gameId: $gameId, first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        number
        eventType
        summary
        metadata {
          commandId
          actorKind
          actorPower
          time
        }
        payload {
          __typename
          ... on UnitsMovedPayload {
            power
            phase
            moveNumber
            from
            route
            battle
            units {
              unitId
              type
            }
          }
          ... on BattleStartedPayload {
            place
            kind
            attacker
            defender
            attackers
            defenders
            bombarders
            amphibious
            port
          }
          ... on BattleStepPayload {
            place
            round
            step
          }
          ... on DiceRolledPayload {
            first
            values
            purpose
            scripted
          }
          ... on HitsScoredPayload {
            place
            round
            step
            firedBy: by
            total
          }
          ... on CasualtiesChosenPayload {
            place
            side
            power
            auto
            casualties: units {
              unitId
              effect
            }
          }
          ... on CasualtiesRemovedPayload {
            place
            removedUnits: units
            reason
          }
          ... on BattleRoundEndedPayload {
            place
            round
          }
          ... on BattleContinuedPayload {
            place
            round
          }
          ... on AttackersRetreatedPayload {
            place
            retreatTo: to
            retreated: units
          }
          ... on SubsSubmergedPayload {
            place
            side
            power
          }
          ... on PlanesScrambledPayload {
            place
            power
          }
          ... on BattleEndedPayload {
            place
            outcome
            attackers
            defenders
          }
          ... on TerritoryCapturedPayload {
            territory
            capturedBy: by
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerEventsQuery, ViewerEventsQueryVariables>;
export const ViewerGamesDocument = new TypedDocumentString(`
    query ViewerGames($first: Int!, $after: String, $status: GameStatus, $rulesetId: String) {
  games(first: $first, after: $after, status: $status, rulesetId: $rulesetId) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        id
        name
        rulesetId
        options
        status
        winner
        result
        round
        currentPower
        phaseName
        eventCount
        players {
          seat
          taken
        }
        updatedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerGamesQuery, ViewerGamesQueryVariables>;
export const ViewerRulesetsDocument = new TypedDocumentString(`
    query ViewerRulesets {
  rulesets {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ViewerRulesetsQuery, ViewerRulesetsQueryVariables>;
export const ViewerLiveEventsDocument = new TypedDocumentString(`
    subscription ViewerLiveEvents($gameId: String!, $after: Int!) {
  gameEvents(gameId: $gameId, after: $after) {
    number
  }
}
    `) as unknown as TypedDocumentString<ViewerLiveEventsSubscription, ViewerLiveEventsSubscriptionVariables>;