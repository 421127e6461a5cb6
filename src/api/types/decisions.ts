// GraphQL types of pendingDecisions: who must decide what now (the rules'
// own answer, src/rules/engine/pending.ts), so a frontend's turn is a loop of
// "ask what is pending, answer it".
import { Field, Int, ObjectType } from 'type-graphql';
import { PowerEnum, UnitTypeEnum } from './id-enums';
import { DECISION_KINDS, DECISIONS, type DecisionKind, type PendingDecision } from '../../rules';
import { describedEnum } from './enums';

/**
 * The order the enum's values were first published in (schema/schema.graphql), kept so that the schema and the
 * generated clients do not churn: the rules compose their kinds folder by folder. A kind added since follows these, in
 * the rules' order; nothing to add here for one.
 */
const PUBLISHED: readonly DecisionKind[] = [
  'purchase',
  'combatMove',
  'conductCombat',
  'nonCombatMove',
  'mobilize',
  'collectIncome',
  'chooseCasualties',
  'pressOnOrRetreat',
  'scramble',
  'commitPortDefence',
  'submerge',
  'intercept',
  'assignBombers',
  'designateSupport',
  'landPlanes',
  'kamikaze',
  'disruptConvoy',
  'combatAirPatrol',
  'nationalControl',
  'resurface',
];
const listed = (k: DecisionKind) => (PUBLISHED.includes(k) ? PUBLISHED.indexOf(k) : PUBLISHED.length);

/** The rules' decision kinds (each folder's, composed in src/rules/engine/pending.ts DECISIONS), each described there. */
export const DecisionKindEnum = describedEnum(
  'DecisionKind',
  "What the game waits for (RULES ids in each value's description).",
  Object.fromEntries(
    DECISION_KINDS.map((k, i) => [k, i] as const)
      .sort(([a, i], [b, j]) => listed(a) - listed(b) || i - j)
      .map(([k]) => [k, DECISIONS[k]]),
  ) as Record<DecisionKind, string>,
);

@ObjectType('HitsToTake', { description: 'CBT-7: hits by what may take them.' })
export class HitsToTakeType {
  @Field(() => Int, { description: 'From submarines: anything but planes (UNIT-5).' }) notAir: number;
  @Field(() => Int, { description: 'From planes with no destroyer on their side: anything but submarines (UNIT-6).' }) notSub: number;
  @Field(() => Int, { description: 'From anti-aircraft fire: planes only (UNIT-4).' }) airOnly: number;
  @Field(() => Int, { description: 'Anything.' }) any: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'From submarines under RULES §8.1 hr01-sub-evasion: surface ships only (not planes, not submarines); null without the option.',
  })
  surface?: number | null;
}

type Candidate = NonNullable<PendingDecision['casualties']>[number];

const HIT_CLASSES: Record<Candidate['hitClasses'][number], string> = {
  notAir: 'From submarines: anything but planes (UNIT-5); `hits.notAir`.',
  notSub: 'From planes with no destroyer on their side: anything but submarines (UNIT-6); `hits.notSub`.',
  airOnly: 'From anti-aircraft fire: planes only (UNIT-4); `hits.airOnly`.',
  any: 'Anything; `hits.any`.',
  surface: 'From submarines under RULES §8.1 hr01-sub-evasion: surface ships only; `hits.surface`.',
};
export const HitClassEnum = describedEnum(
  'HitClass',
  'CBT-7: a class of hits, by what it may strike (the fields of HitsToTake).',
  HIT_CLASSES,
);

@ObjectType('CasualtyCandidate', {
  description:
    'CHOOSE_CASUALTIES: one unit that may be a casualty and what it may take, so a choice can be checked before it is sent (CBT-7). ' +
    'List a unit once per hit it takes, at most `hitsLeft` times; every hit must go to a unit whose `hitClasses` has its class. ' +
    'With RULES §8.2 x2-capital-ship-damage carriers are hit before battleships (seed 003 §10d), which this does not spell out.',
})
export class CasualtyCandidateType {
  @Field({ description: 'The unit id (as in `units`).' }) unit: string;
  @Field(() => [HitClassEnum], {
    description:
      "Of this decision's `hits`, the classes this unit may take; empty: it can take none of them (e.g. a plane against submarine hits).",
  })
  hitClasses: string[];
  @Field(() => Int, {
    description:
      'Hits it can still take (UNIT-8): 1 for most units, 2 for an undamaged battleship, 3 for an undamaged super battleship; listed this often it sinks.',
  })
  hitsLeft: number;
  @Field({
    description: 'UNIT-7: taken only when no other unit could take the hits (a transport). False in pacific-2001 (AMBIG-48).',
  })
  takenLast: boolean;
}

@ObjectType('LandingChoice', { description: 'CBT-10: a plane without a carrier and where it may fly.' })
export class LandingChoiceType {
  @Field({ description: 'The plane.' }) unit: string;
  @Field(() => [String], { description: 'Places 1 space away where it may land.' }) options: string[];
}

@ObjectType('PurchaseChoice', { description: 'A unit type a power may buy now, and its cost.' })
export class PurchaseChoiceType {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) unitType: string;
  @Field(() => Int, { description: 'Its cost in PUs (PUR-2).' }) cost: number;
}

@ObjectType('PlacementChoice', { description: 'MOB: units of one type bought and not placed, and where one may go now.' })
export class PlacementChoiceType {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) unitType: string;
  @Field(() => Int, { description: 'How many are left to place.' }) count: number;
  @Field(() => [String], { description: 'Territories and sea zones where placeUnits would take one now.' }) places: string[];
}

@ObjectType('PendingDecision', { description: 'A decision the game waits for (or, when not required, offers), from one power.' })
export class PendingDecisionType {
  @Field(() => DecisionKindEnum, { description: 'What is to be decided.' }) kind: string;
  @Field(() => PowerEnum, { description: 'The power that decides (whose units, money or battle it is about).' }) power: string;
  @Field(() => PowerEnum, {
    description:
      "The seat whose token answers it, named by the power it is recorded under (`Player.seat`): the seat of the player who plays `power` (pacific-2001: INDIA's for India's and Australia's decisions, USA's for China's; RULES §7, AMBIG-43; in 1940, `power` itself).",
  })
  seat: string;
  @Field({ description: 'The player who answers it (e.g. "Great Britain"); `game.players` lists each with its powers.' }) player: string;
  @Field(() => String, { nullable: true, description: "The place it is about (a battle's), if one." }) place: string | null;
  @Field(() => [String], {
    description: 'The commands that answer it, by their rules names (e.g. ChooseCasualties is the chooseCasualties mutation).',
  })
  commands: string[];
  @Field({ description: 'The RULES.md id that asks for it.' }) rule: string;
  @Field({ description: 'The game waits for it; false for an option nobody waits for (disrupting a convoy before war).' })
  required: boolean;
  @Field(() => HitsToTakeType, { nullable: true, description: 'CHOOSE_CASUALTIES: the hits to take.' }) hits?: HitsToTakeType | null;
  @Field(() => [CasualtyCandidateType], {
    nullable: true,
    description: 'CHOOSE_CASUALTIES: each casualty candidate (the same as `units`), the hit classes it may take and its hits left.',
  })
  casualties?: CasualtyCandidateType[] | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'The units it is about: casualty candidates, planes that may scramble or intercept, subs, bombers, kamikaze targets, units that may move.',
  })
  units?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Places it offers: battles to fight, retreat places, convoy zones.' }) places?:
    string[] | null;
  @Field(() => [LandingChoiceType], { nullable: true, description: 'LAND_PLANES: each plane and where it may fly.' }) landing?:
    LandingChoiceType[] | null;
  @Field(() => [String], { nullable: true, description: 'ASSIGN_BOMBERS: the facilities the bombers may attack.' }) targets?:
    string[] | null;
  @Field(() => Int, { nullable: true, description: 'KAMIKAZE: the tokens left.' }) tokens?: number | null;
  @Field(() => [PurchaseChoiceType], { nullable: true, description: 'PURCHASE: what may be bought now, with costs.' }) purchasable?:
    PurchaseChoiceType[] | null;
  @Field(() => Int, { nullable: true, description: 'PURCHASE: the PUs on hand.' }) pus?: number | null;
  @Field(() => [PlacementChoiceType], { nullable: true, description: 'MOBILIZE: each unit type left to place and where it may go.' })
  placements?: PlacementChoiceType[] | null;
}
