// One mutation per command. Each returns a typed result: accepted with the
// events appended, or the rule violation (nothing appended). Ids of powers and
// unit types arrive as strings; the rules refuse the ones no ruleset has
// (UNKNOWN_POWER, UNKNOWN_UNIT_TYPE).
import type { PowerId, UnitType } from '../../rules';
import { rulesetView } from '../../rules';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { issuedTokenOf, type CommandOutcome, type CommandRequest } from '../../app/commands';
import type { ApiContext } from '../context';
import { SeatingMode } from '../types/enums';
import { enumName } from '../types/id-enums';
import { badInput } from '../errors';
import {
  CreateGameInput,
  NewGameInput,
  DeclareWarInput,
  DisruptConvoyInput,
  EndPhaseInput,
  PlaceUnitsInput,
  PurchaseUnitsInput,
  RepairFacilitiesInput,
  TakeSeatInput,
} from '../inputs';
import { eventToGql, gameToGql } from '../mappers';
import {
  CommandAccepted,
  CommandResult,
  CreateGameResult,
  GameCreated,
  RuleViolationType,
  SeatGranted,
  TakeSeatResult,
} from '../types/results';
import { link } from '../command-link';
import { clockSettingsOf } from '../types/clock-input';

export type Accepted = Extract<CommandOutcome, { ok: true }>;

/** Runs a command: the accepted outcome, or the violation as the typed GraphQL result. */
export async function run(ctx: ApiContext, req: CommandRequest): Promise<Accepted | RuleViolationType> {
  const outcome = await ctx.services.commands.handle(req);
  return outcome.ok ? outcome : outcome.violation;
}

/** An accepted command as GraphQL objects: the game after it and the events it appended. */
export async function accepted(ctx: ApiContext, o: Accepted) {
  // The list has folded the command's events as they were appended: it is asked for the game as of the last of them.
  const last = o.events[o.events.length - 1];
  const summary = await (last ? ctx.services.games.getAfter(o.gameId, last.position) : ctx.services.games.get(o.gameId));
  if (!summary) throw new Error(`game ${o.gameId} missing from the game list after a command`);
  return { gameId: o.gameId, events: o.events.map(eventToGql), game: gameToGql(summary), duplicate: o.duplicate };
}

export async function seatCommand(
  ctx: ApiContext,
  input: { gameId: string; commandId: string; seatToken?: string | null },
  command: CommandRequest['command'],
) {
  const r = await run(ctx, { gameId: input.gameId, commandId: input.commandId, token: input.seatToken || null, command });
  return 'code' in r ? r : Object.assign(new CommandAccepted(), await accepted(ctx, r));
}

/** A command only the organizer sends (rulings, position edits): its result, or the violation. */
export function organizerCommand(
  ctx: ApiContext,
  input: { gameId: string; commandId: string; organizerToken?: string | null },
  command: CommandRequest['command'],
) {
  return seatCommand(ctx, { gameId: input.gameId, commandId: input.commandId, seatToken: input.organizerToken }, command);
}

/** Creates a game (createGame, createGameFromPosition): the organizer token once, or the violation. */
export async function createGame(
  ctx: ApiContext,
  input: NewGameInput & { name: string },
  board: { rulesetId: string; options: string[]; position?: Record<string, unknown> },
): Promise<typeof CreateGameResult> {
  const r = await run(ctx, {
    gameId: input.gameId ?? ctx.services.commands.gameIdFor(input.commandId),
    commandId: input.commandId,
    token: null,
    command: {
      type: 'CreateGame',
      ...board,
      name: input.name,
      rated: input.rated ?? false,
      ...(input.seating === SeatingMode.INVITATION ? { seating: 'invitation' as const } : {}),
      ...(input.diceSeed != null ? { diceSeed: input.diceSeed } : {}),
      ...(input.scriptedDice?.length ? { scriptedDice: input.scriptedDice } : {}),
      ...(input.clocks ? { clocks: clockSettingsOf(input.clocks) } : {}),
    },
  });
  if ('code' in r) return r;
  return Object.assign(new GameCreated(), { ...(await accepted(ctx, r)), organizerToken: issuedTokenOf(r) });
}

@Resolver()
export class CommandResolver {
  @Mutation(() => CreateGameResult, {
    description:
      'Creates a game; returns the organizer token (again only to a retry of the very same request: same random commandId and input).',
  })
  createGame(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: CreateGameInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CreateGameResult> {
    return createGame(ctx, input, { rulesetId: input.rulesetId, options: input.options });
  }

  @Mutation(() => TakeSeatResult, {
    description:
      'Takes a seat; returns its token. Only a retry of the very same request (same random commandId, game and input) gets the token again; ' +
      'the commandId sent with anything else is refused with COMMAND_ID_REUSED.',
  })
  async takeSeat(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: TakeSeatInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof TakeSeatResult> {
    const entropy = input.entropy != null ? { entropy: input.entropy } : {};
    const r = await run(ctx, {
      gameId: input.gameId,
      commandId: input.commandId,
      token: null,
      command: { type: 'TakeSeat', power: input.power as PowerId, ...entropy },
      ...(input.invitationCode != null ? { invitationCode: input.invitationCode } : {}),
    });
    if ('code' in r) return r;
    const a = await accepted(ctx, r);
    // RULES §7, AMBIG-43: the seat is the player's, whichever of its powers was named.
    const player = rulesetView(a.game.rulesetId).playerOf(input.power as PowerId);
    return Object.assign(new SeatGranted(), {
      power: input.power,
      seat: player.seat,
      player: player.name,
      powers: [...player.powers],
      seatToken: issuedTokenOf(r),
      game: a.game,
      events: a.events,
      duplicate: a.duplicate,
    });
  }

  @Mutation(() => CommandResult, { description: 'PUR-2: buys units with the PUs on hand.' })
  purchaseUnits(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: PurchaseUnitsInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, {
      type: 'PurchaseUnits',
      units: input.units.map((u) => ({ type: u.unitType as UnitType, count: u.count })),
    });
  }

  @Mutation(() => CommandResult, { description: 'PUR-3: repairs damaged factories and bases, 1 PU a point.' })
  repairFacilities(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: RepairFacilitiesInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, {
      type: 'RepairFacilities',
      repairs: input.repairs.map((r) => ({ ...r, unitType: r.unitType as UnitType })),
    });
  }

  @Mutation(() => CommandResult, { description: 'MOB: places units bought this turn.' })
  placeUnits(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: PlaceUnitsInput,
    @Ctx() ctx: ApiContext,
  ) {
    const placements = input.placements.map((p) => ({
      unitType: p.unitType as UnitType,
      count: p.count,
      territory: p.territory,
      ...(p.factory ? { factory: p.factory } : {}),
    }));
    return seatCommand(ctx, input, { type: 'PlaceUnits', placements });
  }

  @Mutation(() => CommandResult, { description: 'Ends the current phase; ending Collect Income collects it and passes the turn.' })
  endPhase(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: EndPhaseInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'EndPhase', ...(input.phase ? { phase: input.phase } : {}) });
  }

  @Mutation(() => CommandResult, { description: 'POL-8: declares war, in the Purchase phase of the declaring power.' })
  declareWar(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: DeclareWarInput,
    @Ctx() ctx: ApiContext,
  ) {
    // The deprecated string `declaration` is still accepted; `declarationId` (the WarDeclaration enum) replaces it.
    if (input.declaration && input.declarationId && input.declaration !== input.declarationId)
      throw badInput(`declaration "${input.declaration}" and declarationId ${enumName(input.declarationId)} name different declarations.`);
    const declaration = input.declarationId ?? input.declaration;
    return seatCommand(ctx, input, {
      type: 'DeclareWar',
      against: input.against as PowerId,
      ...(declaration ? { declaration } : {}),
    });
  }

  @Mutation(() => CommandResult, {
    description: "CNV-7: before war, disrupts a convoy zone in the victim's Collect Income phase (an act of war).",
  })
  disruptConvoy(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: DisruptConvoyInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(ctx, input, { type: 'DisruptConvoy', victim: input.victim as PowerId, seaZone: input.seaZone });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  createGame: link('CreateGame', CreateGameInput, {
    onlyInRules: ['gameId', 'organizerTokenHash', 'diceCommitment', 'position'],
    defaulted: ['rated', 'seating'],
    // The API's ClocksInput, turned into the rules' settings (types/clocks.ts clockSettingsOf).
    converted: ['clocks'],
  }),
  takeSeat: link('TakeSeat', TakeSeatInput, {
    onlyInRules: ['tokenHash'],
    // The app records the code's SHA-256, never the code.
    renamed: { invitationHash: 'invitationCode' },
  }),
  purchaseUnits: link('PurchaseUnits', PurchaseUnitsInput, { nested: { units: { renamed: { type: 'unitType' } } } }),
  repairFacilities: link('RepairFacilities', RepairFacilitiesInput),
  placeUnits: link('PlaceUnits', PlaceUnitsInput),
  endPhase: link('EndPhase', EndPhaseInput),
  // declarationId: the declaration by its WarDeclaration enum name, turned into `declaration`.
  declareWar: link('DeclareWar', DeclareWarInput, { onlyInApi: ['declarationId'] }),
  disruptConvoy: link('DisruptConvoy', DisruptConvoyInput),
};
