// Combat over GraphQL: one mutation per battle decision (CBT). The board's
// `battle` field says what a battle waits for and from whom.
import { ArrayMaxSize, ArrayMinSize, IsOptional, Length, ValidateNested } from '../class-validator';
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { BATTLE_DICE_ORDER } from '../../rules';
import type { ApiContext } from '../context';
import { UnitTypeEnum } from '../types/id-enums';
import { SeatCommandInput } from '../inputs';
import { CommandResult } from '../types/results';
import { seatCommand } from './commands';
import { link } from '../command-link';

@InputType({ description: 'fightBattle: fights the battle or raid in a place (Conduct Combat).' })
export class FightBattleInput extends SeatCommandInput {
  @Field({ description: `A place listed in board.battles. ${BATTLE_DICE_ORDER}` }) @Length(1, 60) place: string;
}

@InputType({ description: 'chooseCasualties (CBT-7): the units that take the hits.' })
export class ChooseCasualtiesInput extends SeatCommandInput {
  @Field(() => [String], {
    description:
      "One unit id per hit taken (UNIT-8): a unit listed as often as its hits left (the decision's `casualties.hitsLeft`) is sunk; listed fewer times, it takes one damage per listing (a battleship sinks at 2, a super battleship at 3).",
  })
  @ArrayMaxSize(200)
  @Length(1, 20, { each: true })
  units: string[];
}

@InputType({ description: 'pressOn (CBT-8): the attacker fights another round.' })
export class PressOnInput extends SeatCommandInput {}

@InputType({ description: 'retreat (CBT-8): the attacker retreats.' })
export class RetreatInput extends SeatCommandInput {
  @Field({ description: 'An adjacent friendly place the attack came from (CBT-8).' }) @Length(1, 60) to: string;
  @Field(() => [String], {
    nullable: true,
    description:
      'CBT-8: the attackers that retreat. Omitted: every attacker that may. All must go together, unless units landed from the sea stay ' +
      'and fight on; then planes and overland units may go as the attacker chooses. Naming a landed unit is refused (ILLEGAL_RETREAT).',
  })
  @IsOptional()
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units?: string[] | null;
}

@InputType({ description: 'intercept (SBR-3): fighters that intercept a raid.' })
export class InterceptInput extends SeatCommandInput {
  @Field(() => [String], { description: 'SBR-3: the defending fighters that intercept (may be none).' })
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
}

@InputType({ description: 'scramble (SCR-2): planes that scramble into a sea battle.' })
export class ScrambleInput extends SeatCommandInput {
  @Field(() => [String], { description: 'SCR: planes from board.battle.scramblers (at most 3 per island); may be none.' })
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
}

@InputType({ description: 'commitPortDefence (RULES §8.1 hr01-ports-shelter): planes that defend the port rather than the land.' })
export class CommitPortDefenceInput extends SeatCommandInput {
  @Field({ description: "The territory whose port and land are attacked (the pending decision's place)." })
  @Length(1, 60)
  place: string;
  @Field(() => [String], {
    description: "Planes there (the pending decision's units) that defend the port; the others defend the land. May be none.",
  })
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
}

@InputType({ description: 'submerge (CBT-3): submarines that submerge.' })
export class SubmergeInput extends SeatCommandInput {
  @Field(() => [String], { description: 'CBT-3: own submarines in the battle that leave it; may be none.' })
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
}

@InputType({
  description: 'designateSupport (RULES §8.1 hr01-amphibious-support): ships kept out of the sea battle to support the landing.',
})
export class DesignateSupportInput extends SeatCommandInput {
  @Field(() => [String], {
    description:
      "Own supporting ships from the decision's `units` that stay out of the sea battle and support the landing (at most one per land unit landing from the zone); may be none: the others fight the blockers.",
  })
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
}

@InputType({ description: 'Where one plane without a carrier flies.' })
export class PlaneLandingInput {
  @Field({ description: 'The plane (its unit id).' }) @Length(1, 20) unit: string;
  @Field({ description: 'One of board.battle.landing[].options for that plane.' }) @Length(1, 60) to: string;
}

@InputType({ description: 'landPlanes (CBT-10): where planes without a carrier fly.' })
export class LandPlanesInput extends SeatCommandInput {
  @Field(() => [PlaneLandingInput], { description: 'CBT-10: where each plane in board.battle.landing flies; planes not listed are lost.' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  landings: PlaneLandingInput[];
}

@InputType({ description: "One bomber's target." })
export class BomberAssignmentInput {
  @Field({ description: 'The bomber (its unit id).' }) @Length(1, 20) bomber: string;
  @Field({ description: 'Unit id of the factory, airfield or harbour.' }) @Length(1, 20) facility: string;
}

@InputType({ description: "assignBombers (SBR-6): each bomber's target." })
export class AssignBombersInput extends SeatCommandInput {
  @Field(() => [BomberAssignmentInput], { description: 'One target for each surviving bomber (SBR-6).' })
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  assignments: BomberAssignmentInput[];
}

@InputType({ description: "setCasualtyOrder: let the engine choose this seat's casualties by an order of loss." })
export class SetCasualtyOrderInput extends SeatCommandInput {
  @Field(() => [UnitTypeEnum], {
    nullable: true,
    description:
      'Unit types, first lost first; [] means cheapest first. Null: be asked again. Two-hit units always absorb a first hit before anything dies.',
  })
  @IsOptional()
  @ArrayMinSize(0)
  @ArrayMaxSize(30)
  @Length(1, 40, { each: true })
  orderOfLoss?: string[] | null;
}

@Resolver()
export class CombatResolver {
  @Mutation(() => CommandResult, {
    description: 'CBT: the attacker fights the battle in a place; the engine rolls and stops where someone must decide.',
  })
  fightBattle(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: FightBattleInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'FightBattle', place: input.place });
  }

  @Mutation(() => CommandResult, { description: 'CBT-7: the side owing casualties names them (board.battle.waitingFor).' })
  chooseCasualties(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: ChooseCasualtiesInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'ChooseCasualties', units: input.units });
  }

  @Mutation(() => CommandResult, {
    description: 'CBT-10: the defender flies planes whose carrier is gone 1 space, to land or to a carrier with room; the others are lost.',
  })
  landPlanes(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: LandPlanesInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'LandPlanes', landings: input.landings.map((l) => ({ unitId: l.unit, to: l.to })) });
  }

  @Mutation(() => CommandResult, { description: 'CBT-8: the attacker fights another round.' })
  pressOn(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: PressOnInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'PressOn' });
  }

  @Mutation(() => CommandResult, {
    description:
      'CBT-8: the attacker retreats its units to one place the attack came from; units landed from the sea stay and fight another round.',
  })
  retreat(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: RetreatInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'Retreat', to: input.to, ...(input.units ? { units: input.units } : {}) });
  }

  @Mutation(() => CommandResult, {
    description: 'SCR: the defender scrambles planes from adjacent islands into a sea battle (board.battle.awaiting = scramble).',
  })
  scramble(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: ScrambleInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'Scramble', units: input.units });
  }

  @Mutation(() => CommandResult, {
    description:
      'RULES §8.1 hr01-ports-shelter: with the port and the land of a place both attacked, the defender commits its planes there to one or the other (pendingDecisions kind commitPortDefence); recorded as PortDefenceCommitted.',
  })
  commitPortDefence(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: CommitPortDefenceInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'CommitPortDefence', place: input.place, units: input.units });
  }

  @Mutation(() => CommandResult, {
    description: "CBT-3: a side's submarines leave the battle before the round's fire (board.battle.awaiting = submerge).",
  })
  submerge(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: SubmergeInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'Submerge', units: input.units });
  }

  @Mutation(() => CommandResult, {
    description:
      'RULES §8.1 hr01-amphibious-support: before the sea battle a landing depends on, the attacker keeps ships out of it to support the landing (board.battle.awaiting = support).',
  })
  designateSupport(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: DesignateSupportInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'DesignateSupport', units: input.units });
  }

  @Mutation(() => CommandResult, {
    description: 'SBR-3: the defender commits interceptors against a raid (board.battle.awaiting = interceptors).',
  })
  intercept(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: InterceptInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'Intercept', units: input.units });
  }

  @Mutation(() => CommandResult, {
    description: 'SBR-6: the attacker assigns each surviving bomber to a facility (board.battle.awaiting = bomberTargets).',
  })
  assignBombers(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: AssignBombersInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, {
      type: 'AssignBombers',
      assignments: input.assignments.map((a) => ({ bomber: a.bomber, facility: a.facility })),
    });
  }

  @Mutation(() => CommandResult, {
    description: "Casualty defaults: the engine chooses this seat's casualties by an order of loss from now on.",
  })
  setCasualtyOrder(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: SetCasualtyOrderInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'SetCasualtyOrder', orderOfLoss: input.orderOfLoss ?? null });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  fightBattle: link('FightBattle', FightBattleInput),
  chooseCasualties: link('ChooseCasualties', ChooseCasualtiesInput),
  pressOn: link('PressOn', PressOnInput),
  retreat: link('Retreat', RetreatInput),
  submerge: link('Submerge', SubmergeInput),
  designateSupport: link('DesignateSupport', DesignateSupportInput),
  landPlanes: link('LandPlanes', LandPlanesInput, { nested: { landings: { renamed: { unitId: 'unit' } } } }),
  commitPortDefence: link('CommitPortDefence', CommitPortDefenceInput),
  setCasualtyOrder: link('SetCasualtyOrder', SetCasualtyOrderInput),
  scramble: link('Scramble', ScrambleInput),
  intercept: link('Intercept', InterceptInput),
  assignBombers: link('AssignBombers', AssignBombersInput),
};
