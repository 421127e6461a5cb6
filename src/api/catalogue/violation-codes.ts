// The violation catalogue: every code a refused command can answer with, what it
// means and the RULES.md ids behind it. It is a Record over the rules core's own
// ViolationCode union, so a code added there and not here (or left here after it
// is gone) is a compile error that names it; test/api/catalogue.test.ts also
// checks every code the rules' sources use is a ViolationCode.
import type { ViolationCode } from '../../rules';

export interface ViolationEntry {
  /** What it means for a client, in a sentence. */
  description: string;
  /** RULES.md ids (or a docs page) of the rules that refuse with it. */
  rules: string[];
}

export const VIOLATION_CATALOGUE: Record<ViolationCode, ViolationEntry> = {
  GAME_ALREADY_EXISTS: { description: 'A game with the given gameId exists already.', rules: ['API'] },
  GAME_NOT_FOUND: { description: 'There is no game with that id.', rules: ['API'] },
  GAME_ENDED: {
    description:
      "The game has ended: won (GameEnded, VIC-3), adjudicated or voided by its organizer, or voided by the server's operator (docs/rulings.md). " +
      'No command is accepted any more.',
    rules: ['VIC-3', 'docs/rulings.md'],
  },
  UNKNOWN_RULESET: { description: 'There is no ruleset with that id (see `rulesets`).', rules: ['RULES §6', 'RULES §7'] },
  RULESET_NOT_PLAYABLE: {
    description:
      "The ruleset's board data is committed but its rules are not built, so no game can be created with it. No committed ruleset is so " +
      'today: `rulesets { id playable }` shows all three playable, pacific-2001 (RULES §7) included.',
    rules: ['RULES §7'],
  },
  UNKNOWN_OPTION: { description: 'No optional rule has that id (see `optionalRules`).', rules: ['RULES §8'] },
  OPTION_NOT_APPLICABLE: {
    description: 'RULES §8 does not apply the optional rule to this ruleset; the message names both.',
    rules: ['RULES §8'],
  },
  OPTION_NOT_IMPLEMENTED: {
    description: 'The optional rule applies to this ruleset but is not built for it yet (`implementedIn`).',
    rules: ['RULES §8'],
  },
  OPTIONS_CONFLICT: { description: 'Two chosen optional rules exclude each other; the message names both.', rules: ['RULES §8'] },
  OPTION_REQUIRES: { description: 'The optional rule needs another that was not chosen.', rules: ['RULES §8'] },
  UNKNOWN_POWER: { description: 'No power of this ruleset has that id.', rules: ['RULES §1.1', 'POL-8'] },
  POWER_NOT_PLAYABLE: { description: 'The power has no seat: it does not play (Dutch, French, Soviets).', rules: ['RULES §1.1'] },
  UNKNOWN_DECLARATION: {
    description: 'The power has no declaration of war with that name covering that enemy (2E: `declaration` on declareWar).',
    rules: ['POL-8', 'RULES §6'],
  },
  TOO_EARLY_TO_DECLARE: {
    description: 'The power may not declare war yet in this round (2E: the USA before round 4).',
    rules: ['RULES §6'],
  },
  PEACETIME_LIMIT: {
    description: 'Before their war, Japan and the USA may not move into the sea zones listed for each other (2E peacetime limits).',
    rules: ['RULES §6'],
  },
  SUBMARINE_BLOCKS_UNLOADING: {
    description: 'An enemy submarine in the zone blocks unloading there where no own warship is (2E).',
    rules: ['RULES §6'],
  },
  SEAT_TAKEN: {
    description:
      "The seat is already taken: the seat of the player who plays the power named, whichever of the player's powers took it " +
      '(pacific-2001: Great Britain plays India and Australia, the USA plays China and the USA); the message names the player and its powers.',
    rules: ['RULES §1.1', 'RULES §7', 'AMBIG-43'],
  },
  INVITATION_REQUIRED: {
    description: 'The game gives seats by invitation, and the request has no invitation code.',
    rules: ['docs/seats.md'],
  },
  INVITATION_INVALID: { description: "The invitation code is not the organizer's current one for that seat.", rules: ['docs/seats.md'] },
  SEATS_ARE_OPEN: { description: 'Invitations are only for games whose seats are given by invitation.', rules: ['docs/seats.md'] },
  NOT_AUTHORIZED: {
    description:
      "The seat or organizer token is missing, wrong, or not the one this command needs; or the operator token is not the server's " +
      '(docs/operations.md).',
    rules: ['API', 'docs/operations.md'],
  },
  CONCURRENCY_CONFLICT: { description: 'Another command changed the game at the same moment; send the command again.', rules: ['API'] },
  COMMAND_ID_REUSED: {
    description: 'The commandId was used before with other input or by another seat; nothing was changed.',
    rules: ['API'],
  },
  NOT_YOUR_TURN: { description: "It is another power's turn.", rules: ['RULES §1.3'] },
  WRONG_PHASE: {
    description: 'The command belongs to another phase than the current one.',
    rules: ['RULES §1.3', 'MOV-1', 'NCM-1', 'CNV-1', 'SBR-2'],
  },
  PHASE_MISMATCH: {
    description: "endPhase named a phase that is not the current one (a double click's second end).",
    rules: ['RULES §1.3'],
  },
  UNKNOWN_UNIT_TYPE: { description: 'No unit type of this ruleset has that id.', rules: ['PUR-2', 'PUR-3', 'MOB-1', 'CBT-7'] },
  UNKNOWN_TERRITORY: {
    description: 'No territory or sea zone of this ruleset has that name.',
    rules: ['MOV-1', 'MOB-1', 'PUR-3', 'CNV-2'],
  },
  INVALID_QUANTITY: {
    description: 'A count that is not a positive whole number, or nothing named at all.',
    rules: ['PUR-2', 'PUR-3', 'MOB-1'],
  },
  NOT_PURCHASABLE: {
    description:
      "The power may not buy that unit type (its production frontier, or an optional rule). Cites PUR-2, PUR-4 (1940 China), RULES §7 (2001's own units, China paid in infantry) or the option's id.",
    rules: ['PUR-2', 'PUR-4', 'RULES §7', 'RULES §8'],
  },
  BURMA_ROAD_CLOSED: { description: 'China buys artillery only while the Burma Road is open.', rules: ['PUR-4'] },
  UNIT_LIMIT_REACHED: {
    description: 'A unit an optional rule adds is limited in number (x2-super-battleship: 2 each), counting those bought and not placed.',
    rules: ['RULES §8.2'],
  },
  INSUFFICIENT_PUS: { description: 'The purchase or repair costs more PUs than the power has.', rules: ['PUR-2', 'PUR-3'] },
  NO_SUCH_FACILITY: { description: 'The power has no facility of that type in that territory.', rules: ['PUR-3'] },
  NOTHING_TO_REPAIR: { description: 'The facility has no damage.', rules: ['PUR-3'] },
  REPAIR_EXCEEDS_DAMAGE: { description: 'More points of repair than the facility has damage.', rules: ['PUR-3', 'AMBIG-36'] },
  NOT_PURCHASED: {
    description: 'More units of a type placed than were bought (or, 2001 China, received: RULES §7) this turn and not yet placed.',
    rules: ['MOB-1', 'RULES §7'],
  },
  NO_FACTORY: { description: 'The power has no factory where the units are placed.', rules: ['MOB-2', 'MOB-3'] },
  NOT_HELD_SINCE_TURN_START: {
    description: 'Units are placed only at factories held since the start of the turn.',
    rules: ['MOB-2', 'MOB-6'],
  },
  FACTORY_CAPACITY_EXCEEDED: {
    description: 'More units than the factory may place this turn (its capacity less its damage).',
    rules: ['MOB-2', 'UNIT-9'],
  },
  WRONG_TERRAIN: {
    description: 'The unit cannot be placed or go there: a sea unit on land, a land unit at sea.',
    rules: ['MOB-2', 'MOB-3', 'MOB-8', 'MOV-3', 'RULES §7'],
  },
  WRONG_PLACEMENT_TERRITORY: {
    description: "The power places its units in one territory only (2001: China's reinforcements).",
    rules: ['RULES §7'],
  },
  MAY_NOT_BOARD_ALLIED_TRANSPORT: {
    description: "The power's units may not be loaded onto allied transports (2001).",
    rules: ['RULES §7'],
  },
  NOT_ADJACENT: {
    description: 'Sea units are placed in a zone next to the factory; land and air units in its own territory.',
    rules: ['MOB-2', 'MOB-3'],
  },
  AMBIGUOUS_FACTORY: { description: 'The sea zone touches several factories: say which places the unit (`factory`).', rules: ['MOB-3'] },
  NO_CARRIER_ROOM: { description: 'Planes placed at sea need room on a carrier there.', rules: ['MOB-4', 'UNIT-8'] },
  CARRIER_DAMAGED: { description: 'Planes aboard a damaged carrier stay aboard until it is repaired.', rules: ['UNIT-8', 'AMBIG-27'] },
  GARRISON_REQUIRED: {
    description: 'The move would take units of the Manchurian garrison out of it (hr01-manchuria-garrison).',
    rules: ['RULES §8.1'],
  },
  GARRISON_SHORT: {
    description:
      'Non-combat Move may not end while the Manchurian garrison is short and a land unit could still move in (hr01-manchuria-garrison).',
    rules: ['RULES §8.1'],
  },
  FACTORY_BANNED: { description: 'No factory may be built in that territory.', rules: ['MOB-5', 'RULES §3'] },
  TERRITORY_VALUE_TOO_LOW: { description: 'The territory is worth too little for that factory.', rules: ['MOB-5', 'MOB-6'] },
  NOT_ORIGINAL_TERRITORY: {
    description: "Major factories are built only in the power's original territories.",
    rules: ['MOB-5', 'MOB-6', 'RULES §6'],
  },
  FACILITY_EXISTS: { description: 'The territory already has that facility.', rules: ['MOB-5', 'MOB-7', 'AMBIG-34'] },
  NOT_COASTAL: { description: 'A harbour needs a territory next to a sea zone.', rules: ['MOB-7'] },
  NOT_OWN_TERRITORY: { description: 'The power does not hold the territory.', rules: ['MOB-8', 'AMBIG-25', 'RULES §7'] },
  NO_MINOR_FACTORY: { description: 'An upgrade needs a minor factory of the power there.', rules: ['MOB-6'] },
  ALREADY_AT_WAR: { description: 'The powers are at war already.', rules: ['POL-1', 'CNV-7', 'AMBIG-07'] },
  CANNOT_DECLARE_WAR: {
    description: 'The power may not declare war on that power now (its ruleset says who may declare on whom).',
    rules: ['POL-8'],
  },
  NOT_A_CONVOY_ZONE: { description: 'The sea zone has no convoy.', rules: ['CNV-2'] },
  NO_CONVOY_TO_DISRUPT: { description: 'The convoy zone is not next to any territory the victim controls.', rules: ['CNV-2'] },
  NO_WARSHIPS_IN_ZONE: { description: 'Disrupting a convoy needs a warship of the power in the zone.', rules: ['CNV-2'] },
  CHINA_IS_IMMUNE: { description: 'China is not subject to convoy disruption.', rules: ['CNV-1'] },
  INVALID_POSITION: {
    description: 'The position document has problems, each listed with its path in `problems`.',
    rules: ['docs/positions.md'],
  },
  INVALID_EDIT: { description: 'The organizer edit has problems, each listed with its path in `problems`.', rules: ['docs/positions.md'] },
  PRACTICE_DICE_IN_RATED_GAME: { description: 'A rated game never has a chosen seed or scripted dice.', rules: ['docs/dice.md'] },
  INVALID_DICE_SEED: { description: 'The practice dice seed is empty or too long.', rules: ['docs/dice.md'] },
  INVALID_DICE_SCRIPT: { description: 'Scripted dice must be whole numbers from 1 to 6, at most 10000.', rules: ['docs/dice.md'] },
  INVALID_ENTROPY: { description: "A seat's entropy is empty or too long.", rules: ['docs/dice.md'] },
  ENTROPY_TOO_LATE: { description: 'Dice have been rolled already: entropy is only taken before the first roll.', rules: ['docs/dice.md'] },
  DICE_SEED_UNAVAILABLE: {
    description: "The game's dice seed cannot be disclosed (a game created without a committed seed).",
    rules: ['docs/dice.md'],
  },
  INVALID_REASON: {
    description:
      "An organizer's ruling without a reason, or with one over 1000 characters (docs/rulings.md): the reason is recorded in the log.",
    rules: ['docs/rulings.md'],
  },
  INVALID_RULING: {
    description: 'An adjudication that is neither a win naming the winning side (Axis or Allies) nor a draw naming none (docs/rulings.md).',
    rules: ['docs/rulings.md'],
  },
  SEAT_NOT_TAKEN: {
    description: 'A seat nobody holds cannot be handed over (docs/rulings.md): it is taken with takeSeat.',
    rules: ['docs/rulings.md'],
  },
  INVALID_CLOCKS: {
    description:
      'The clocks asked for at creation are not a budget (with an increment) or a deadline of 100 ms to a year, with a time-out policy (docs/clocks.md); the message names the field.',
    rules: ['docs/clocks.md'],
  },
  NO_CLOCKS: { description: 'The game has no clocks (docs/clocks.md), or no time came with the command.', rules: ['docs/clocks.md'] },
  CLOCK_NOT_RUN_OUT: {
    description: "A time-out claimed for a player whose clock is not running, or has time left at the command's time (docs/clocks.md).",
    rules: ['docs/clocks.md'],
  },
  CLOCK_RAN_OUT: {
    description:
      "The player's time has run out (docs/clocks.md): it acts no more; its time-out is recorded and its seat goes by the game's policy.",
    rules: ['docs/clocks.md'],
  },
  CLOCKS_PAUSED: {
    description: 'The clocks are paused (docs/clocks.md): nobody runs out of time, and they are paused already.',
    rules: ['docs/clocks.md'],
  },
  CLOCKS_NOT_PAUSED: { description: 'The clocks are running: there is nothing to resume (docs/clocks.md).', rules: ['docs/clocks.md'] },
  INVALID_EXTENSION: {
    description:
      "More time is a whole number of milliseconds from 1 to a year, for a player whose seat is not a bot's after a time-out (docs/clocks.md).",
    rules: ['docs/clocks.md'],
  },
  UNKNOWN_BOT: {
    description: 'No bot has that name (docs/bots.md): RANDOM, PLANNER or SAFE_DEFAULTS.',
    rules: ['docs/bots.md'],
  },
  BOT_ALREADY_SEATED: { description: 'That bot already plays the seat (docs/bots.md): nothing would change.', rules: ['docs/bots.md'] },
  NO_BOT_SEATED: { description: 'No bot plays the seat (docs/bots.md): there is nothing to take back.', rules: ['docs/bots.md'] },
  UNKNOWN_UNIT: { description: 'A unit id that is not on the board, or named twice.', rules: ['MOV-1'] },
  NOT_OWN_UNIT: { description: 'The unit belongs to another power.', rules: ['MOV-1'] },
  NOT_TOGETHER: { description: 'Units moved together must start in the same place.', rules: ['MOV-1'] },
  EMPTY_ROUTE: { description: 'No units or no route given.', rules: ['MOV-1'] },
  CANNOT_MOVE: { description: 'The unit does not move (facilities).', rules: ['RULES §2'] },
  NO_COMBAT_MOVE: { description: 'Anti-aircraft guns do not move in Combat Move.', rules: ['MOV-9'] },
  ALREADY_MOVED: {
    description: 'The unit moved in Combat Move; only planes finish their move in Non-combat Move.',
    rules: ['NCM-1', 'MOV-6'],
  },
  UNLOADED_UNITS_STOP: { description: 'Units unloaded this turn move no further.', rules: ['MOV-6'] },
  CARGO_MOVES_WITH_TRANSPORT: { description: 'Land units at sea move with their transport, not alone.', rules: ['MOV-6'] },
  ROUTE_GAP: { description: 'Two places of the route are not next to each other.', rules: ['MOV-1'] },
  IMPASSABLE: { description: 'The route crosses an impassable territory.', rules: ['RULES §3'] },
  OUT_OF_MOVEMENT: {
    description:
      'The route is longer than the movement the unit has left. Cites MOV-5 (1940 bases) or AMBIG-44 (2001 bases), or the optional rule that could have carried it further (hr01-rail-movement, hr01-port-to-port).',
    rules: ['MOV-2', 'MOV-3', 'MOV-4', 'MOV-5', 'AMBIG-44', 'RULES §8.1'],
  },
  MUST_STOP: {
    description: 'The unit entered a hostile place (or one it took) and stops there this phase.',
    rules: ['MOV-1', 'MOV-2', 'MOV-3', 'MOV-6'],
  },
  BLITZ_BLOCKED: { description: 'A blitz may not pass a territory holding enemy units.', rules: ['MOV-2', 'AMBIG-19'] },
  NO_TRANSPORT: {
    description: 'No ship to carry the unit, or the unit cannot be carried.',
    rules: ['MOV-6', 'UNIT-7', 'RULES §7', 'AMBIG-31', 'RULES §8.2'],
  },
  TRANSPORT_FULL: {
    description:
      "No ship that carries has room for the unit; the message gives each one's room. Cites the carrier's rule: UNIT-7 (1940 transports), RULES §7 (2001 transports), AMBIG-31 (2001 destroyers), x2-japanese-destroyer-transport.",
    rules: ['MOV-6', 'UNIT-7', 'RULES §7', 'AMBIG-31', 'RULES §8.2'],
  },
  ENEMY_WARSHIPS_PRESENT: { description: 'No loading or unloading in a sea zone with enemy surface warships.', rules: ['MOV-6'] },
  TRANSPORT_ALREADY_UNLOADED: { description: 'A transport that unloaded this turn stops.', rules: ['MOV-6'] },
  OUTSIDE_CHINA: { description: "Chinese units move only inside China's area.", rules: ['RULES §3'] },
  SOVIET_TERRITORY: { description: 'No power may enter or fly over the Soviet Union.', rules: ['RULES §3'] },
  MONGOLIAN_AIRSPACE: { description: 'Planes may not fly over Mongolia except to attack it.', rules: ['MOV-4', 'RULES §3'] },
  POWER_AT_PEACE: {
    description: 'Entering a place of a power at peace is an act of war, made only in Combat Move (or not at all).',
    rules: ['POL-2', 'POL-7', 'AMBIG-05'],
  },
  USA_NOT_AT_WAR: { description: 'The USA may not do that before it is at war.', rules: ['POL-6'] },
  HOSTILE_IN_NONCOMBAT: { description: 'Non-combat moves may not enter or pass hostile places.', rules: ['NCM-2', 'NCM-6', 'MOV-1'] },
  NOT_HOSTILE_DESTINATION: {
    description: 'A combat move ends only in a hostile place; move elsewhere in Non-combat Move.',
    rules: ['MOV-1'],
  },
  NO_LANDING_PLACE: {
    description: 'The planes could not reach a place to land with the movement left.',
    rules: ['NCM-3', 'MOV-4', 'AMBIG-38'],
  },
  NOTHING_TO_ATTACK: { description: 'attack: true where nothing may be attacked.', rules: ['MOV-1'] },
  MUST_ATTACK: {
    description: 'attack: false where a battle cannot be avoided (enemy surface warships, hostile land).',
    rules: ['MOV-1', 'MOV-3'],
  },
  OPTION_NOT_CHOSEN: { description: 'A command of an optional rule the game was not created with.', rules: ['RULES §8'] },
  NOT_A_PORT: {
    description:
      "Not a port of the ships' power: a territory next to their zone, held since the turn began, with its own operative harbour.",
    rules: ['RULES §8.1'],
  },
  ALREADY_IN_PORT: { description: 'The ship is in port already.', rules: ['RULES §8.1'] },
  NOT_A_SHIP: { description: 'Only ships go into port.', rules: ['RULES §8.1'] },
  CARGO_ABOARD: {
    description: 'A ship goes into port empty: its cargo and planes go ashore or land first.',
    rules: ['RULES §8.1'],
  },
  PLANES_ONLY: { description: 'Only planes attack ships in port (moveUnits port: true).', rules: ['RULES §8.1'] },
  NOTHING_IN_PORT: { description: 'moveUnits port: true where no enemy ships are in port.', rules: ['RULES §8.1'] },
  PORT_DEFENCE_PENDING: {
    description: 'The defender first commits its planes there to the port or the land (commitPortDefence).',
    rules: ['RULES §8.1'],
  },
  BATTLE_IN_PROGRESS: { description: 'Another battle is being fought: finish it first.', rules: ['RULES §4.4'] },
  NO_BATTLE_THERE: { description: 'There is no battle to fight in that place.', rules: ['MOV-1'] },
  BATTLE_ORDER: { description: 'The sea battle a landing comes from is fought before the landing.', rules: ['MOV-7'] },
  BATTLES_PENDING: { description: 'Battles or raids are left to fight before the phase ends.', rules: ['RULES §4.4', 'MOV-1'] },
  NO_DECISION_PENDING: { description: 'Nobody is asked for that decision now (see pendingDecisions).', rules: ['RULES §4.4'] },
  NOT_YOUR_DECISION: { description: 'The decision is asked of another power (see pendingDecisions).', rules: ['RULES §4.4'] },
  INVALID_CASUALTIES: {
    description:
      'The casualties chosen do not take the hits owed from the units in the battle (CBT-7), or take a transport while another unit could be taken (UNIT-7).',
    rules: ['CBT-7', 'UNIT-7'],
  },
  CARRIERS_FIRST: {
    description:
      'With x2-capital-ship-damage a battleship may take a hit only while fewer battleships than carriers of its side have been hit in the battle.',
    rules: ['RULES §8.2'],
  },
  PATROL_ZONE_NO_STOP: {
    description:
      "With x2-patrol-zone, ships and planes of the home power's enemies may pass through a patrol zone or fight there, but not stop there.",
    rules: ['RULES §8.2'],
  },
  DAMAGED_CANNOT_ATTACK: {
    description: 'With x2-capital-ship-damage a damaged carrier or battleship cannot attack (or bombard) until repaired; it may defend.',
    rules: ['RULES §8.2'],
  },
  CANNOT_RETREAT: { description: 'No attacker may retreat (units landed from the sea may not).', rules: ['CBT-8'] },
  ILLEGAL_RETREAT: {
    description: "A retreat to a place not allowed, or naming units that are not this battle's attackers.",
    rules: ['CBT-8'],
  },
  NOT_A_RAIDER: { description: 'Only bombers raid, with fighters as escorts.', rules: ['SBR-1', 'SBR-2'] },
  INVALID_SCRAMBLE: {
    description: 'Only planes on adjacent islands with an operative airfield may scramble.',
    rules: ['SCR-1', 'SCR-3', 'AMBIG-10'],
  },
  INVALID_SUBMERGE: { description: "Only the deciding side's submarines in the battle may submerge.", rules: ['CBT-3'] },
  INVALID_SUPPORT: {
    description:
      "hr01-amphibious-support: only the attacker's own supporting ships (destroyers, battleships; 1E/2E cruisers too) in the sea battle may be kept out of it to support the landing.",
    rules: ['RULES §8.1'],
  },
  TOO_MANY_SUPPORTING_SHIPS: {
    description:
      'hr01-amphibious-support: support is 1:1, so at most one ship per land unit landing from the zone may be kept out of the sea battle.',
    rules: ['RULES §8.1'],
  },
  INVALID_LANDING: { description: 'A plane without a carrier lands only at one of the places offered (1 space away).', rules: ['CBT-10'] },
  NOTHING_TO_RAID: { description: 'No enemy factory, airfield or harbour to raid there.', rules: ['SBR-2'] },
  INVALID_INTERCEPTORS: { description: 'Interceptors must be defending fighters in the raided territory.', rules: ['SBR-3'] },
  INVALID_ASSIGNMENT: { description: 'Each surviving bomber must get exactly one of the offered targets.', rules: ['SBR-6'] },
  NOTHING_TO_UNDO: { description: 'The power has no move of this phase to take back.', rules: ['API'] },
  UNDO_NOT_ALLOWED: {
    description: 'Something else happened since that move (a battle, an act of war, a sub strike, an x2-patrol-zone patrol shot).',
    rules: ['API', 'POL-1', 'MOV-11', 'RULES §8.2'],
  },
  KAMIKAZE_PENDING: { description: 'Japan decides on kamikaze attacks before any battle is fought.', rules: ['KAM-3'] },
  INVALID_KAMIKAZE_TARGET: {
    description: "Kamikaze attacks target the attacker's surface warships in active kamikaze zones.",
    rules: ['KAM-3', 'AMBIG-12'],
  },
  INVALID_KAMIKAZE_TOKENS: {
    description: 'Each attack spends a whole number of tokens, at least 1, and no more than are left.',
    rules: ['KAM-1', 'KAM-4'],
  },
};
