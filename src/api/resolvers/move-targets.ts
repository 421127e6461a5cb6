// PendingDecision.moveTargets: a movement decision's targets, grouped by alike
// units (rules core: movement/targets.ts). Computed only when the field is
// asked for, once per game state.
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { moveTargets, rulesetView, type GameState, type MoveTargetGroup } from '../../rules';
import { PendingDecisionType } from '../types/decisions';
import { MoveTargetGroupType } from '../types/move-targets';
import { COST } from '../cost';

/**
 * The state each decision was computed from (set by Game.pendingDecisions): an enumerable symbol key, which the copy
 * type-graphql makes of a returned object keeps (a WeakMap by identity would not) and GraphQL never shows.
 */
const STATE = Symbol('state');
/** Targets already computed for a state (the state cache hands out the same object until the game moves on). */
const computed = new WeakMap<GameState, Map<string, MoveTargetGroup[]>>();

/** Remembers the state the decisions were read from, so their fields can ask the rules about it. */
export function withState<T extends object>(decisions: T[], state: GameState): T[] {
  return decisions.map((d) => ({ ...d, [STATE]: state }));
}

@Resolver(() => PendingDecisionType)
export class MoveTargetsResolver {
  @FieldResolver(() => [MoveTargetGroupType], {
    nullable: true,
    complexity: COST.moveTargets,
    description:
      'COMBAT_MOVE and NON_COMBAT_MOVE: where each unit in `units` can go in this phase, in groups of alike units (each group ' +
      'searched once), every target marked attack or not (MOV-1, AMBIG-45); the same answers as legalDestinations for one unit. ' +
      'null for other decisions.',
  })
  moveTargets(@Root() decision: PendingDecisionType): MoveTargetGroupType[] | null {
    if (decision.kind !== 'combatMove' && decision.kind !== 'nonCombatMove') return null;
    const s = (decision as { [STATE]?: GameState })[STATE];
    if (!s) return null;
    const units = decision.units ?? [];
    const key = units.join(' ');
    const known = computed.get(s) ?? new Map<string, MoveTargetGroup[]>();
    computed.set(s, known);
    let groups = known.get(key);
    if (!groups) {
      groups = moveTargets(s, rulesetView(s.rulesetId), units);
      known.set(key, groups);
    }
    return groups.map((g) => ({ ...g, power: g.owner }));
  }
}
