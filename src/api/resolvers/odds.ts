// The battle-odds query: exact odds of one battle from unit counts
// (src/rules/combat/odds.ts, docs/battle-odds.md). Reads no game.
import { GraphQLError } from 'graphql';
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { BattleOddsInputError, battleOdds, rulesetCreationProblem, rulesetIds, rulesetView, type BattleOddsInput } from '../../rules';
import type { ApiContext } from '../context';
import { COST } from '../cost';
import { BattleKind, BattleOdds, BattleOddsArgs } from '../types/odds';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

@Resolver()
export class OddsResolver {
  @Query(() => BattleOdds, {
    complexity: COST.battleOdds,
    description:
      'The exact chances of each outcome of one battle fought to the end (or to the retreat its policy says), the units expected to survive and the PU value ' +
      "lost on each side. Casualties follow each side's order of loss: the given unit types first, then the cheapest first; a battleship " +
      'or carrier takes its first hit as damage before anything dies; transports go last (not in pacific-2001, AMBIG-48). See docs/battle-odds.md.',
  })
  async battleOdds(@Args() args: BattleOddsArgs, @Ctx() ctx: ApiContext | undefined): Promise<BattleOdds> {
    const { kind, attackers, defenders, attackerOrderOfLoss, defenderOrderOfLoss, maxRounds, surpriseAttack, options, bombarding } = args;
    const { retreatAfterRound, retreatBelowWinChance, attackerUnitOrder, defenderUnitOrder } = args;
    const rulesetId = args.rulesetId ?? 'pacific-1940';
    if (!rulesetIds().includes(rulesetId)) throw badInput(`Unknown ruleset "${rulesetId}". Known rulesets: ${rulesetIds().join(', ')}.`);
    // Odds follow the engine's combat rules, so only for rulesets it plays.
    const notPlayable = rulesetCreationProblem(rulesetId);
    if (notPlayable) throw badInput(notPlayable.message);
    const input: BattleOddsInput = {
      kind: kind === BattleKind.LAND ? 'land' : 'sea',
      attackers: attackers.map((u) => ({ type: u.unitType, count: u.count })),
      defenders: defenders.map((u) => ({ type: u.unitType, count: u.count })),
      attackerOrderOfLoss,
      defenderOrderOfLoss,
      maxRounds,
      ...(surpriseAttack ? { surpriseAttack } : {}),
      ...(bombarding?.length ? { bombarding: bombarding.map((u) => ({ type: u.unitType, count: u.count })) } : {}),
      options,
      ...(attackerUnitOrder?.length ? { attackerUnitOrder } : {}),
      ...(defenderUnitOrder?.length ? { defenderUnitOrder } : {}),
      ...(retreatAfterRound != null || retreatBelowWinChance != null
        ? { retreat: { afterRound: retreatAfterRound, belowWinChance: retreatBelowWinChance } }
        : {}),
    };
    try {
      // On a server, in the odds worker (odds-runner.ts); without one (a schema run in-process), here.
      const r = ctx?.odds ? await ctx.odds.run(rulesetId, input) : battleOdds(rulesetView(rulesetId), input);
      const list = (xs: { type: string; count: number; expected: number }[]) =>
        xs.map((x) => ({ unitType: x.type, count: x.count, expected: x.expected }));
      return {
        ...r,
        rulesetId,
        kind,
        expectedAttackerSurvivors: list(r.expectedAttackerSurvivors),
        expectedDefenderSurvivors: list(r.expectedDefenderSurvivors),
      };
    } catch (err) {
      if (err instanceof BattleOddsInputError) throw badInput(err.message);
      throw err;
    }
  }
}
