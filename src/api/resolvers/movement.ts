// Movement over GraphQL: the moveUnits and undoMove commands, and the
// questions a frontend asks instead of re-implementing the rules.
import { ArrayMaxSize, ArrayMinSize, IsOptional, Length } from '../class-validator';
import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { movementLeft } from '../../rules';
import { checkMoveOf } from '../../rules';
import { legalDestinations, movableUnits } from '../../rules';
import { actingPowers, moverOf, rulesetView } from '../../rules';
import type { ApiContext } from '../context';
import type { GameState, ViolationCode } from '../../rules';
import { badInput } from '../errors';
import { SeatCommandInput } from '../inputs';
import { CommandResult } from '../types/results';
import { DestinationType, MovableUnitType, MoveCheckType } from '../types/movement';
import { seatCommand } from './commands';
import { COST } from '../cost';
import { link } from '../command-link';

const ATTACK_DESCRIPTION =
  'MOV-1, POL-2 (Combat Move only): whether the move attacks where it ends. Omitted: it attacks the units of powers at war with the mover and ' +
  'leaves those at peace alone (they share sea zones without combat). true: it also attacks the units of powers at peace there, an act of war ' +
  '(POL-3, POL-4, POL-7); refused with NOTHING_TO_ATTACK where there is nothing to attack. false: it ends beside enemy submarines and transports ' +
  'without a battle; refused with MUST_ATTACK beside enemy surface warships (MOV-3) or on hostile land.';

/** Why `units` cannot be asked about: none or too many, one unknown, another power's, or not standing together (MOV-1); null when they can. */
function unitsProblem(s: GameState, units: string[]): { code: ViolationCode; rule: string; message: string } | null {
  if (units.length === 0) return { code: 'EMPTY_ROUTE', rule: 'MOV-1', message: 'Name at least one unit.' };
  if (units.length > 100) return { code: 'INVALID_QUANTITY', rule: 'MOV-1', message: 'Name at most 100 units.' };
  // RULES §7, AMBIG-43: in a joint step (pacific-2001 Britain) the units of every acting power move.
  const acting = actingPowers(s);
  for (const id of units) {
    const u = s.units.get(id);
    if (!u) return { code: 'UNKNOWN_UNIT', rule: 'MOV-1', message: `There is no unit ${id} on the board.` };
    if (!acting.includes(u.owner))
      return {
        code: 'NOT_OWN_UNIT',
        rule: 'MOV-1',
        message: `Unit ${id} belongs to ${u.owner}; only ${acting.join(' and ')}, the player to move, moves units now.`,
      };
  }
  const at = new Set(units.map((id) => s.units.unit(id).at));
  if (at.size > 1)
    return {
      code: 'NOT_TOGETHER',
      rule: 'MOV-1',
      message: `The units stand in different places (${[...at].join(', ')}); ask about each place separately.`,
    };
  return null;
}

@InputType({ description: 'moveUnits (MOV, NCM): units moving together along a route.' })
export class MoveUnitsInput extends SeatCommandInput {
  @Field(() => [String], { description: 'Ids of own units standing together (see board.units).' })
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
  @Field(() => [String], {
    description:
      'The places after the start, in order. Land units moving into a sea zone board a transport there; cargo moving onto land unloads.',
  })
  @ArrayMinSize(1)
  @ArrayMaxSize(12)
  @Length(1, 60, { each: true })
  route: string[];
  @Field({ nullable: true, description: 'The transport to board, when the sea zone has several.' })
  @IsOptional()
  @Length(1, 20)
  transport?: string;
  @Field({
    nullable: true,
    description: "SBR-2: bombers (with fighters as escorts) raid the destination's factory, airfield or harbour instead of fighting there.",
  })
  @IsOptional()
  raid?: boolean;
  @Field({
    nullable: true,
    description:
      'RULES §8.1 hr01-ports-shelter (Combat Move): planes attack the enemy ships in port at the destination (a battle of its own, before any land battle there); refused with PLANES_ONLY or NOTHING_IN_PORT.',
  })
  @IsOptional()
  port?: boolean;
  @Field(() => Boolean, { nullable: true, description: ATTACK_DESCRIPTION })
  @IsOptional()
  attack?: boolean | null;
}

@InputType({
  description:
    'enterPort (RULES §8.1 hr01-ports-shelter, seed 002 "Ports"): in Non-combat Move, own ships of one sea zone go into port at a territory next to it with the power\'s own operative harbour, held since the turn began. Free (no movement); not for ships that moved in Combat Move (NCM-1) or carry units. They leave by moving (moveUnits), from that zone.',
})
export class EnterPortInput extends SeatCommandInput {
  @Field(() => [String], { description: 'Ids of own ships in one sea zone (see board.units).' })
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @Length(1, 20, { each: true })
  units: string[];
  @Field({ description: 'The land territory whose harbour they go into.' })
  @Length(1, 60)
  port: string;
}

@InputType({ description: "undoMove: takes back the seat's own last move of the phase." })
export class UndoMoveInput extends SeatCommandInput {}

@Resolver()
export class MovementResolver {
  @Mutation(() => CommandResult, { description: 'MOV: moves units along a route in Combat Move or Non-combat Move.' })
  moveUnits(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: MoveUnitsInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, {
      type: 'MoveUnits',
      units: input.units,
      route: input.route,
      ...(input.transport ? { transport: input.transport } : {}),
      ...(input.raid ? { raid: true } : {}),
      ...(input.port ? { port: true } : {}),
      ...(input.attack != null ? { attack: input.attack } : {}),
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'RULES §8.1 hr01-ports-shelter: ships go into port (recorded as ShipsEnteredPort; UndoMove takes it back). Refusals: OPTION_NOT_CHOSEN, WRONG_PHASE, NOT_A_PORT, ALREADY_IN_PORT, NOT_A_SHIP, CARGO_ABOARD, ALREADY_MOVED, NOT_TOGETHER.',
  })
  enterPort(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: EnterPortInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'EnterPort', units: input.units, port: input.port });
  }

  @Mutation(() => CommandResult, {
    description: "Takes back the player's own last move of the current movement phase (recorded as MoveUndone).",
  })
  undoMove(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: UndoMoveInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'UndoMove' });
  }

  @Query(() => [DestinationType], {
    complexity: COST.legalDestinations,
    description:
      'Where these units (standing together, of the player to move) can legally go now; [] when they can go nowhere. An unknown game, ' +
      "an unknown unit, another power's unit or units in different places are a BAD_USER_INPUT error saying which (extensions.violation: " +
      'UNKNOWN_UNIT, NOT_OWN_UNIT, NOT_TOGETHER, EMPTY_ROUTE).',
  })
  async legalDestinations(
    @Arg('gameId', { description: 'The game (its id).' }) gameId: string,
    @Arg('units', () => [String], { description: 'Ids of own units standing together (board.units).' }) units: string[],
    @Arg('attack', () => Boolean, { nullable: true, description: ATTACK_DESCRIPTION }) attack: boolean | null,
    @Ctx() ctx: ApiContext,
  ): Promise<DestinationType[]> {
    const entry = await ctx.services.states.current(gameId);
    if (!entry) throw badInput(`There is no game ${gameId}.`);
    const why = unitsProblem(entry.state, units);
    if (why) throw badInput(why.message, { violation: why.code, rule: why.rule });
    const s = entry.state;
    return legalDestinations(s, rulesetView(s.rulesetId), moverOf(s, s.current, units), units, attack ?? undefined);
  }

  @Query(() => MoveCheckType, {
    nullable: true,
    complexity: COST.checkMove,
    description: 'Whether a move would be accepted now, with the same checks and codes as moveUnits; null for an unknown game.',
  })
  async checkMove(
    @Arg('gameId', { description: 'The game (its id).' }) gameId: string,
    @Arg('units', () => [String], { description: 'Ids of own units standing together (board.units).' }) units: string[],
    @Arg('route', () => [String], { description: 'The places after the start, in order.' }) route: string[],
    @Arg('transport', () => String, { nullable: true, description: 'The transport to board, when the sea zone has several.' })
    transport: string | null,
    @Arg('attack', () => Boolean, { nullable: true, description: ATTACK_DESCRIPTION }) attack: boolean | null,
    @Ctx() ctx: ApiContext,
  ): Promise<MoveCheckType | null> {
    const entry = await ctx.services.states.current(gameId);
    if (!entry) return null;
    const s = entry.state;
    const plan = checkMoveOf(s, rulesetView(s.rulesetId), moverOf(s, s.current, units), {
      type: 'MoveUnits',
      units,
      route,
      ...(transport ? { transport } : {}),
      ...(attack != null ? { attack } : {}),
    });
    if ('code' in plan) return { legal: false, violation: plan, battle: false, captures: [], warWith: [] };
    return { legal: true, violation: null, battle: plan.battle, captures: plan.captures, warWith: plan.actsOfWar.map((w) => w.against) };
  }

  @Query(() => [MovableUnitType], {
    complexity: COST.movableUnits,
    description: 'Units of the player to move that can still move in this phase.',
  })
  async movableUnits(
    @Arg('gameId', { description: 'The game (its id).' }) gameId: string,
    @Ctx() ctx: ApiContext,
  ): Promise<MovableUnitType[]> {
    const entry = await ctx.services.states.current(gameId);
    if (!entry) return [];
    const s = entry.state;
    const rs = rulesetView(s.rulesetId);
    return movableUnits(s, rs).map((id) => ({
      id,
      type: s.units.unit(id).type,
      at: s.units.unit(id).at,
      movementLeft: movementLeft(s, rs, s.units.unit(id)),
    }));
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  moveUnits: link('MoveUnits', MoveUnitsInput),
  enterPort: link('EnterPort', EnterPortInput),
  undoMove: link('UndoMove', UndoMoveInput),
};
