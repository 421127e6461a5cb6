// GraphQL enums for the rules' closed sets. Each is built from a Record keyed by
// the rules' own union type, so a value added in the rules core and not here is a
// compile error naming it (and the GraphQL name is SCREAMING_SNAKE_CASE, mapped
// to the rules' value at the API boundary: see id-enums.ts).
import { registerEnumType } from 'type-graphql';
import type {
  Actor,
  Applicability,
  BotName,
  BattleStepName,
  DiceState,
  GameState,
  OptionUnitPlacement,
  Phase,
  RelationKind,
} from '../../rules';
import { rulesetIds, rulesetView } from '../../rules';
import { POSITION_PROBLEMS } from '../catalogue/position-problems';
import type { BattleView } from '../../../projections/board';
import type { GameResult } from '../../../projections/game-list';
import { enumName } from './id-enums';

/** Where an option unit is placed: the rules' kinds, and `factory` for the usual way (no `placement`). */
export type OptionUnitPlacementKind = OptionUnitPlacement['kind'] | 'factory';

/** Registers an enum whose values are the keys of `described` (the rules' values), each with its description. */
export function describedEnum<K extends string>(name: string, description: string, described: Record<K, string>): Record<string, K> {
  const values = Object.fromEntries(Object.keys(described).map((k) => [enumName(k), k])) as Record<string, K>;
  registerEnumType(values, {
    name,
    description,
    valuesConfig: Object.fromEntries(Object.entries(described).map(([k, d]) => [enumName(k), { description: d as string }])),
  });
  return values;
}

/** GraphQL names for the rules' phases; the values are the rules' own. */
export enum PhaseName {
  PURCHASE = 'purchase',
  COMBAT_MOVE = 'combatMove',
  CONDUCT_COMBAT = 'conductCombat',
  NON_COMBAT_MOVE = 'nonCombatMove',
  MOBILIZE = 'mobilize',
  COLLECT_INCOME = 'collectIncome',
  /** RULES §7 phase 2 (pacific-2001). */
  COMBAT_AIR_PATROL = 'combatAirPatrol',
  /** RULES §7 phase 5 (pacific-2001). */
  NATIONAL_CONTROL = 'nationalControl',
  /** RULES §7 phase 8 (pacific-2001). */
  RESURFACE = 'resurface',
}
/**
 * True when A and B are the same set of values. `const check: Same<RulesUnion, \`${ApiEnum}\`> = true`
 * keeps an API enum and the rules' union it mirrors in step: a value added to one and not the
 * other makes the type false and that line a compile error.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The compiler keeps the enum and the rules' phases the same set.
const _samePhase: Same<Phase, `${PhaseName}`> = true;
void _samePhase;
registerEnumType(PhaseName, {
  name: 'Phase',
  description:
    "The phases of a turn, in order (RULES §1.3; pacific-2001's nine, RULES §7). Each ruleset names its own: `ruleset(id) { phases { number phase name } }`, `board.phaseName`.",
  valuesConfig: {
    PURCHASE: { description: 'RULES §4.2 (PUR): buy units, repair facilities, declare war (POL-8).' },
    COMBAT_MOVE: { description: 'RULES §4.3 (MOV): move units into battles.' },
    CONDUCT_COMBAT: { description: 'RULES §4.4 (CBT, SBR, SCR, KAM): fight the battles and raids.' },
    NON_COMBAT_MOVE: { description: 'RULES §4.6 (NCM): move units that did not fight; planes land.' },
    MOBILIZE: { description: 'RULES §4.7 (MOB): place the units bought.' },
    COLLECT_INCOME: { description: 'RULES §4.8 (INC, NO, CNV): collect income, objectives, convoy losses.' },
    COMBAT_AIR_PATROL: {
      description:
        'RULES §7 phase 2 (pacific-2001), "Land Fighters on Combat Air Patrol": an empty step (AMBIG-30, fighters scramble instead).',
    },
    NATIONAL_CONTROL: {
      description:
        'RULES §7 phase 5 (pacific-2001), "Place/Remove National Control Markers and Adjust the National Production Chart": sea zone control changes hands.',
    },
    RESURFACE: {
      description:
        'RULES §7 phase 8 (pacific-2001), "Submerged Submarines Resurface, Damaged Battleships Uprighted": submerged submarines resurface, damaged battleships are uprighted.',
    },
  },
});

const RELATION_KINDS: Record<RelationKind, string> = {
  war: 'At war (POL-1): their units fight where they meet.',
  allied: 'On the same side and at war with the same enemies.',
  neutral: 'At peace (POL-2): entering their places is an act of war.',
};
export const RelationKindName = describedEnum('RelationKind', 'How two powers stand (RULES §4.1).', RELATION_KINDS);

export const TerritoryKindName = describedEnum('TerritoryKind', 'Land territory or sea zone.', {
  land: 'A land territory.',
  sea: 'A sea zone.',
});

export const UnitDomainName = describedEnum('UnitDomain', 'Where a unit type moves and fights (RULES §2).', {
  land: 'Land units.',
  sea: 'Ships.',
  air: 'Planes.',
  facility: 'Factories, airfields, harbours: they do not move.',
});

const GAME_STATUSES: Record<GameState['status'], string> = {
  active: 'The game goes on.',
  ended:
    "The game has ended: no command is accepted. Won by a victory condition (GameEnded, VIC-3) or ended by the organizer's ruling " +
    '(docs/rulings.md): `result` says which, `winner` names the winning side if there is one.',
};
const GAME_RESULTS: Record<GameResult, string> = {
  victory: 'Won by a victory condition held for a complete round (GameEnded, VIC-1..VIC-3): `winner` is the side.',
  adjudicated:
    'The organizer ended the game and named the winner (GameAdjudicated, docs/rulings.md): `winner` is the side, `rulingReason` why.',
  draw: 'The organizer ended the game as a draw (GameAdjudicated, docs/rulings.md): no winner; `rulingReason` says why.',
  voided:
    "The organizer, or the server's operator, voided the game (GameVoided, docs/rulings.md): it has no result, no winner; `rulingReason` says why.",
};
export const GameResultName = describedEnum('GameResult', 'How a game ended (docs/rulings.md).', GAME_RESULTS);
const OPTION_UNIT_PLACEMENTS: Record<OptionUnitPlacementKind, string> = {
  factory: 'Through a factory, as usual (MOB).',
  direct: 'hr01-fortifications: directly in own land held since the turn began, at most its value a turn (1 if 0).',
  island: "x2-japanese-fortifications: directly on an own island held since the turn began, not the power's capital.",
  onCarrier:
    "x2-carrier-fighters: through the power's factory in its carrier base (`carrierBases`), onto an undamaged own carrier in a zone next to it.",
};
export const OptionUnitPlacementEnum = describedEnum(
  'OptionUnitPlacement',
  'Where a unit an optional rule adds is placed (RULES §8).',
  OPTION_UNIT_PLACEMENTS,
);

export const GameStatusName = describedEnum('GameStatus', 'Whether a game goes on.', GAME_STATUSES);

const BATTLE_STEPS: Record<BattleStepName, string> = {
  aa: 'CBT-2: anti-aircraft fire at attacking planes.',
  bombard: 'CBT-2: bombardment by ships supporting a landing (first round).',
  submerge: 'CBT-3: submarines may submerge.',
  surprise: 'CBT-4: surprise strikes of submarines.',
  general: 'CBT-5, CBT-6: general combat, both sides fire.',
  end: 'CBT-6: casualties are removed, the round ends.',
  decide: 'CBT-8: the attacker presses on or retreats.',
  intercept: 'SBR-3: the defender may intercept the raiders with fighters.',
  airBattle: 'SBR-4, SBR-5: escorts and interceptors fight.',
  assign: 'SBR-6: the attacker assigns each bomber a target.',
  facilityAA: 'SBR-7, SBR-8: the facilities fire at the bombers.',
  damage: 'SBR-9..SBR-11: the bombers damage the facilities.',
  scramble: 'SCR-2: defending planes on adjacent islands may scramble in.',
  support: 'RULES §8.1 hr01-amphibious-support: the attacker keeps ships out of the sea battle to support the landing.',
  landPlanes: 'CBT-10: planes whose carrier sank say where they land.',
};
export const BattleStepEnum = describedEnum('BattleStep', 'The step of a battle or raid being fought (RULES §4.4, §4.5).', BATTLE_STEPS);

const BATTLE_AWAITING: Record<BattleView['awaiting'], string> = {
  casualties: 'CBT-7: `waitingFor` chooses casualties (chooseCasualties).',
  pressOnOrRetreat: 'CBT-8: the attacker presses on (pressOn) or retreats (retreat).',
  interceptors: 'SBR-3: the defender commits interceptors, or none (intercept).',
  bomberTargets: 'SBR-6: the attacker assigns each bomber a target (assignBombers).',
  scramble: 'SCR-2: the defender scrambles planes, or none (scramble).',
  support: 'RULES §8.1 hr01-amphibious-support: the attacker keeps ships out of the sea battle to support the landing (designateSupport).',
  submerge: 'CBT-3: `waitingFor` submerges submarines, or none (submerge).',
  landPlanes: 'CBT-10: the defender says where planes without a carrier land (landPlanes).',
};
export const BattleAwaitingEnum = describedEnum(
  'BattleAwaiting',
  "The decision a battle waits for (the battle's part of pendingDecisions).",
  BATTLE_AWAITING,
);

const BATTLE_KINDS: Record<BattleView['kind'], string> = {
  land: 'A land battle (CBT).',
  sea: 'A sea battle (CBT).',
  raid: 'A strategic bombing raid (SBR).',
};
export const BattleKindEnum = describedEnum(
  'CombatKind',
  'What kind of fight a battle on the board is: land, sea or a raid.',
  BATTLE_KINDS,
);

export const SideEnum = describedEnum('Side', 'The two sides (RULES §1.1).', {
  Axis: 'Japan (and its allies).',
  Allies: 'The USA, China, the UK, ANZAC and their allies.',
});

export enum SeatingMode {
  OPEN = 'open',
  INVITATION = 'invitation',
}

registerEnumType(SeatingMode, {
  name: 'Seating',
  description: 'How a game gives its seats (docs/seats.md).',
  valuesConfig: {
    OPEN: { description: 'Any client may take a free seat: the first to ask gets it.' },
    INVITATION: { description: "A seat goes only to a client holding the organizer's invitation code for it (inviteToSeat)." },
  },
});

// Closed sets once served as strings (issue 25). Where the value a client read changes (lowercase ids become
// SCREAMING_SNAKE_CASE names), the enum is served by a new field and the string field is deprecated naming it.

const SEED_SOURCES: Record<DiceState['seedSource'], string> = {
  server: 'A secret seed drawn by the server, committed to in the first event and revealed when the game ends (docs/dice.md).',
  creator: "A practice seed given by the game's creator: public, so anyone can predict every roll (docs/dice.md).",
};
export const DiceSeedSourceEnum = describedEnum('DiceSeedSource', "Where a game's dice seed comes from (docs/dice.md).", SEED_SOURCES);

const APPLICABILITY: Record<Applicability, string> = {
  Y: 'Applies as written.',
  A: 'Applies with the adaptation the rule states (`adaptation`).',
  N: 'Does not apply to the ruleset.',
};
export const ApplicabilityEnum = describedEnum(
  'Applicability',
  'RULES §8 "Applies": how an optional rule applies to a ruleset.',
  APPLICABILITY,
);

const ACTORS: Record<Actor['kind'], string> = {
  seat: "A seat's player, with its token: `actorPower` is the seat's power.",
  organizer: 'The organizer, with the organizer token (positions, edits, invitations, dice disclosure).',
  anonymous: 'A client with no token (creating a game, taking a seat).',
  operator: "The server's operator, with its OPERATOR_TOKEN (voidGame on any game: docs/operations.md).",
};
export const EventActorEnum = describedEnum('EventActor', 'Who sent the command that appended an event (docs/security.md).', ACTORS);

export const PositionProblemCodeEnum = describedEnum(
  'PositionProblemCode',
  'Why a position document or an organizer edit was refused (docs/positions.md lists the codes).',
  POSITION_PROBLEMS,
);

/** Every declaration of war a ruleset names (RULES §6: `declareWar`'s `declarationId`), described with who declares on whom. */
function warDeclarations(): Record<string, string> {
  const out: Record<string, string[]> = {};
  for (const rs of rulesetIds())
    for (const d of rulesetView(rs).def.politics.declarations)
      if (d.id) (out[d.id] ??= []).push(`${rs}: ${d.by.join(' or ')} on ${d.against.join(', ')} (${d.rule})`);
  return Object.fromEntries(Object.entries(out).map(([id, lines]) => [id, `The declaration "${id}". ${lines.join('; ')}.`]));
}
export const WarDeclarationEnum = describedEnum(
  'WarDeclaration',
  "A named declaration of war (RULES §6, 2E): which of a power's declarations covering an enemy `declareWar` makes.",
  warDeclarations(),
);

/** The bots that can play a seat (docs/bots.md; the rules' BOT_NAMES). */
const BOTS: Record<BotName, string> = {
  random: 'Plays a random legal command for every decision (the soak test plays it by the thousand).',
  planner: 'Plays by a simple plan: buys by a budget rule, attacks where the exact odds favour it, defends its capital, lands its planes.',
  'safe-defaults':
    'Plays only what it must, with safe defaults: buys nothing, moves nothing, takes casualties by the order of loss, presses on, ' +
    'places what it must, ends each phase.',
};
export const BotNameEnum = describedEnum('BotName', 'A bot that can play a seat (docs/bots.md).', BOTS);
