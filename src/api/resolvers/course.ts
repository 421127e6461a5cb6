// Game.course: the game's course turn by turn (projections/course.ts), for a chart of PUs,
// income and units per power per round. Its fold is kept per game and resumed from the last
// event read, so asking again as a live game goes on folds only its new events.
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { CourseCache, type CourseRow } from '../../../projections/course';
import type { Services } from '../../app/services';
import type { ApiContext } from '../context';
import { COST } from '../cost';
import { Game } from '../types/game';
import { CourseRowType } from '../types/course';

/** One cache per set of services (per server, per test's store), without a place in Services. */
const caches = new WeakMap<Services, CourseCache>();

export function courseCache(services: Services): CourseCache {
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = new CourseCache(services.store)));
  return cache;
}

@Resolver(() => Game)
export class CourseResolver {
  @FieldResolver(() => [CourseRowType], {
    complexity: COST.course,
    description:
      "The game's course, one row per turn played in order (round, then turn order), the turn going on last: each power's PUs, " +
      'income, units and their value and production at the end of its turn, and the event number where the turn began. ' +
      'Folded from the events once and kept: asking again reads only the events appended since.',
  })
  course(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<CourseRow[]> {
    return courseCache(ctx.services).course(game.id);
  }
}
