// Per-client budgets (README "Configuration"), counted in this process's
// memory by rate-limiter-flexible, keyed by the client's address (client.ts):
//
//   RATE_LIMIT_QUERY_COST   the weighted cost of every operation (cost.ts), so a
//                           client asking for expensive answers runs out first
//   RATE_LIMIT_COMMANDS     mutations: each mutation field counts one
//   RATE_LIMIT_CREATE_GAME  createGame and createGameFromPosition
//
// A refusal is a RATE_LIMITED GraphQL error with `retryAfter` (seconds); over
// HTTP it is a 429 with a Retry-After header. Nothing of the refused operation
// runs, and the points it was charged are given back.
import { HeaderMap } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type * as RateLimiterFlexible from 'rate-limiter-flexible';
import type { RateLimit, RateLimits } from '../app/config';

// The two classes used, each from its own file: the package's index loads every store it supports (Redis, Mongo,
// DynamoDB, ...), 36 modules against 5 (issue 29, the server's start). A file that moved in an upgrade fails every
// start, and test/api/rate-limits.test.ts's refusals need both (a refusal is a RateLimiterRes).
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
const RateLimiterMemory = require('rate-limiter-flexible/lib/RateLimiterMemory') as typeof RateLimiterFlexible.RateLimiterMemory;
type RateLimiterMemory = RateLimiterFlexible.RateLimiterMemory;
const RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes') as typeof RateLimiterFlexible.RateLimiterRes;
type RateLimiterRes = RateLimiterFlexible.RateLimiterRes;
/* eslint-enable @typescript-eslint/no-require-imports */

const CREATE_FIELDS = new Set(['createGame', 'createGameFromPosition']);

/** How many times each root field is asked for (aliases and fragments included). */
function rootFieldCounts(document: DocumentNode, operation: OperationDefinitionNode): Map<string, number> {
  const counts = new Map<string, number>();
  const fragments = new Map(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d.selectionSet] as const),
  );
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) counts.set(s.name.value, (counts.get(s.name.value) ?? 0) + 1);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value); // validation has refused fragment cycles; this only avoids counting a spread twice
        const f = fragments.get(s.name.value);
        if (f) walk(f);
      }
    }
  };
  walk(operation.selectionSet);
  return counts;
}

/**
 * Per operation (Apollo hands every repeat of a query text the same parsed document, issue 29): the mutation fields
 * it asks for, and how many of them create a game.
 */
const counted = new WeakMap<OperationDefinitionNode, { commands: number; creates: number }>();

function mutationCounts(document: DocumentNode, operation: OperationDefinitionNode): { commands: number; creates: number } {
  let found = counted.get(operation);
  if (!found) {
    found = { commands: 0, creates: 0 };
    for (const [field, n] of rootFieldCounts(document, operation)) {
      if (field === '__typename') continue;
      found.commands += n;
      if (CREATE_FIELDS.has(field)) found.creates += n;
    }
    counted.set(operation, found);
  }
  return found;
}

export function rateLimited(budget: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(`Too many requests: this client's ${budget} budget is spent. Try again in ${retryAfterSeconds} s.`, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter: retryAfterSeconds,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

interface Budget {
  name: string;
  limiter: RateLimiterMemory;
}

const budget = (name: string, limit: RateLimit | null): Budget | null =>
  limit ? { name, limiter: new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.seconds }) } : null;

export class ClientBudgets {
  private readonly queryCost: Budget | null;
  private readonly commands: Budget | null;
  private readonly createGame: Budget | null;

  constructor(limits: RateLimits) {
    this.queryCost = budget('query cost', limits.queryCost);
    this.commands = budget('command', limits.commands);
    this.createGame = budget('game creation', limits.createGame);
  }

  /** Takes an operation's points from `client`'s budgets; the refusal, or null when it may run. */
  async admit(client: string, document: DocumentNode, operation: OperationDefinitionNode, cost: number): Promise<GraphQLError | null> {
    if (!this.queryCost && !this.commands && !this.createGame) return null;
    const asks: [Budget | null, number][] = [[this.queryCost, cost]];
    if (operation.operation === 'mutation') {
      const { commands, creates } = mutationCounts(document, operation);
      asks.push([this.commands, commands], [this.createGame, creates]);
    }
    const taken: [Budget, number][] = [];
    for (const [b, points] of asks) {
      if (!b || points <= 0) continue;
      try {
        await b.limiter.consume(client, points);
        taken.push([b, points]);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        // Nothing of the operation runs, so it costs nothing: the refusing budget counted the points too.
        await Promise.all([...taken, [b, points] as const].map(([t, p]) => t.limiter.reward(client, p)));
        return rateLimited(b.name, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      }
    }
    return null;
  }
}
