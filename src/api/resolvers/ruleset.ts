import { Arg, Query, Resolver } from 'type-graphql';
import { OPTIONAL_RULES, optionalRule, rulesetView, type OptionalRule, type OptionUnit } from '../../rules';
import { getRuleset, isCreatable, rulesetIds } from '../../rules';
import { getBoardMap } from '../../rules';
import { entriesOf, named } from '../entries';
import { badInput } from '../errors';
import { OptionalRuleType, OptionUnitType, Ruleset, RulesetSummary } from '../types/ruleset';

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
  ruleset(
    @Arg('id', { description: 'A ruleset id, e.g. "pacific-1940" (the rulesets query lists them).' }) id: string,
    @Arg('options', () => [String], {
      nullable: true,
      description:
        "Optional rules (ids of `optionalRules`, e.g. a game's `options`): `units` then also lists the units they add (RULES §8). An id not in the catalogue is a BAD_USER_INPUT error.",
    })
    options?: string[] | null,
  ): Ruleset | null {
    if (!rulesetIds().includes(id)) return null;
    const unknown = (options ?? []).filter((o) => !optionalRule(o));
    if (unknown.length) throw badInput(`Not optional rules (see optionalRules): ${unknown.join(', ')}.`);
    const rs = getRuleset(id);
    const view = rulesetView(id);
    const optionUnits = view.def.optionParams?.units ?? [];
    return {
      ...rs,
      powers: rs.powers.map((p) => ({
        ...p,
        power: p.id,
        // RULES §7, AMBIG-43: who plays each power, and each player's one seat.
        player: p.playable ? view.playerOf(p.id).name : null,
        seat: p.playable ? view.playerOf(p.id).seat : null,
      })),
      players: view.players.map((p) => ({ name: p.name, seat: p.seat, powers: [...p.powers] })),
      phases: view.def.phases.map((p, i) => ({ number: i + 1, phase: p.phase, name: p.name })),
      units: [...rs.units, ...optionUnits.filter((u) => options?.includes(u.option)).map((u) => u.profile)],
      optionUnits: optionUnits.map(optionUnitType),
      territories: rs.territories.map((t) => ({ ...t, convoyCentre: t.convoyCentre ?? false, convoyRouteSeaZone: t.convoyRoute ?? null })),
      playable: isCreatable(id),
      version: view.def.version,
      map: getBoardMap(id),
      connections: rs.connections.map((c) => named(c, ['a', 'b'])),
      optionalRules: OPTIONAL_RULES.filter((o) => (o.rulesets as string[]).includes(id)).map((o) => ({
        ...optionalRuleType(o),
        implemented: (o.implementedIn as string[]).includes(id),
      })),
      ambiguities: entriesOf(rs.ambiguities, 'id', 'choice'),
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
    applies: entriesOf(o.applies, 'rulesetId', 'applies').map((a) => ({ ...a, ruleset: a.rulesetId })),
    conflicts: [...o.conflicts],
    requires: [...o.requires],
  };
}

/** A unit an optional rule adds, as the API shows it (RULES §8). */
function optionUnitType(u: OptionUnit): OptionUnitType {
  const placement = u.placement;
  return {
    option: u.option,
    unit: u.profile,
    // Infinity (no limit) is served as null.
    limits: entriesOf(u.maxPerPower, 'power', 'max').map((l) => ({ ...l, max: Number.isFinite(l.max) ? l.max : null })),
    dice: u.dice ?? 1,
    placement: placement?.kind ?? 'factory',
    carrierBases: placement?.kind === 'onCarrier' ? entriesOf(placement.at, 'power', 'territory') : [],
    garrison: u.garrison ?? null,
    carrierOnly: u.carrierOnly ?? false,
    standsFor: u.standsFor ?? null,
    fromRound: u.fromRound ?? null,
  };
}
