import { Arg, Query, Resolver } from 'type-graphql';
import { OPTIONAL_RULES, type OptionalRule } from '../../rules';
import { getRuleset, isCreatable, rulesetIds } from '../../rules';
import { getBoardMap, rulesetView, type PowerId } from '../../rules';
import { OptionalRuleType, Ruleset, RulesetSummary } from '../types/ruleset';

@Resolver()
export class RulesetResolver {
  @Query(() => [RulesetSummary], {
    description: 'Every ruleset whose data is committed; `playable` says which ones a game can be created with.',
  })
  rulesets(): RulesetSummary[] {
    return rulesetIds().map((id) => ({ id, name: getRuleset(id).name, playable: isCreatable(id) }));
  }

  @Query(() => Ruleset, {
    nullable: true,
    description: "A ruleset's board, units, setup facts, objectives and map geometry (`map`); null for an unknown id.",
  })
  ruleset(@Arg('id', { description: 'A ruleset id, e.g. "pacific-1940" (the rulesets query lists them).' }) id: string): Ruleset | null {
    if (!rulesetIds().includes(id)) return null;
    const rs = getRuleset(id);
    const view = rulesetView(id);
    // RULES §7, AMBIG-43: who plays each power, and each player's one seat.
    const playerOf = (power: PowerId) => view.playerOf(power);
    return {
      ...rs,
      powers: rs.powers.map((p) => ({
        ...p,
        player: p.playable ? playerOf(p.id).name : null,
        seat: p.playable ? playerOf(p.id).seat : null,
      })),
      players: view.players.map((p) => ({ name: p.name, seat: p.seat, powers: [...p.powers] })),
      phases: view.def.phases.map((p, i) => ({ number: i + 1, phase: p.phase, name: p.name })),
      playable: isCreatable(id),
      map: getBoardMap(id),
      connections: rs.connections.map(([a, b]) => ({ a, b })),
      optionalRules: OPTIONAL_RULES.filter((o) => (o.rulesets as string[]).includes(id)).map((o) => ({
        ...optionalRuleType(o),
        implemented: (o.implementedIn as string[]).includes(id),
      })),
      ambiguities: Object.entries(rs.ambiguities).map(([ambiguity, choice]) => ({ id: ambiguity, choice })),
    };
  }

  @Query(() => [OptionalRuleType], { description: 'The optional rules catalogue (RULES §8).' })
  optionalRules(): OptionalRuleType[] {
    return OPTIONAL_RULES.map(optionalRuleType);
  }
}

function optionalRuleType(o: OptionalRule): OptionalRuleType {
  return {
    ...o,
    applies: Object.entries(o.applies).map(([ruleset, applies]) => ({ ruleset, applies })),
    conflicts: [...o.conflicts],
    requires: [...o.requires],
  };
}
