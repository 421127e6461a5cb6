// Cursor connections (Relay style): the page info every list shares, the games
// list as a connection, and the one limit on a page's size.
import { Field, Int, ObjectType } from 'type-graphql';
import { Game, PageInfo } from './game';
import { badInput } from '../errors';

/** The most items one page holds: a larger `first` or `last` is refused (BAD_USER_INPUT) rather than cut quietly. */
export const MAX_PAGE = 500;

/** A page size checked against MAX_PAGE: a BAD_USER_INPUT error naming the argument otherwise. */
export function pageSize(name: 'first' | 'last', n: number): number {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_PAGE)
    throw badInput(`${name} must be a whole number from 0 to ${MAX_PAGE} (the largest page); it was ${n}.`);
  return n;
}

@ObjectType('GameEdge', { description: 'One game of a page, with its cursor.' })
export class GameEdge {
  @Field({ description: 'Pass it as `after` to get the games after this one.' }) cursor: string;
  @Field(() => Game, { description: 'The game.' }) node: Game;
}

@ObjectType('GameConnection', { description: 'A page of the games list, newest first, with the filters applied.' })
export class GameConnection {
  @Field(() => [GameEdge], { description: 'The games of the page, each with its cursor.' }) edges: GameEdge[];
  @Field(() => [Game], { description: 'The games of the page, without cursors (the same as edges.node).' }) nodes: Game[];
  @Field(() => PageInfo, { description: 'Where the page is in the whole list.' }) pageInfo: PageInfo;
  @Field(() => Int, { description: 'How many games pass the filters, in all.' }) totalCount: number;
}
