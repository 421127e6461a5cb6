// Subscribers asking the same thing share one execution per event
// (src/api/shared-execution.ts); other operations get their own.
import 'reflect-metadata';
import * as graphql from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { sharedSubscriber } from '../../src/api/shared-execution';
import { inProcessGame, seatedGame } from '../support/in-process';

test('one execution per event for all subscribers of the same operation and variables; each gets that same result', async () => {
  const game = inProcessGame('00000000-0000-4000-8000-00000000e7ec');
  const { tokens } = await seatedGame(game);
  const schema = await buildApiSchema();
  const contextValue = { services: game.services };
  const after = (await game.services.states.current(game.gameId))!.revision + 1;
  let executions = 0;
  const counting: typeof graphql.execute = (args) => {
    executions++;
    return graphql.execute(args);
  };
  const subscribe = (query: string) =>
    sharedSubscriber(counting)({
      schema,
      document: graphql.parse(query),
      variableValues: { g: game.gameId, a: after },
      contextValue,
    }) as Promise<AsyncIterableIterator<graphql.ExecutionResult>>;
  const same = 'subscription($g: String!, $a: Int!) { gameEvents(gameId: $g, after: $a) { number type } }';
  const group = await Promise.all(Array.from({ length: 12 }, () => subscribe(same)));
  const other = await subscribe('subscription($g: String!, $a: Int!) { gameEvents(gameId: $g, after: $a) { number data } }');

  try {
    const pending = [...group, other].map((s) => s.next());
    const r = await game.run(tokens.Japan, { type: 'EndPhase' });
    expect(r.events).toHaveLength(1);
    const results = (await Promise.all(pending)).map((x) => x.value as graphql.ExecutionResult);
    expect(executions).toBe(2); // the group's operation once, the other one once
    for (const res of results.slice(1, 12)) expect(res).toBe(results[0]);
    expect(results[0]).toEqual({ data: { gameEvents: { number: after + 1, type: r.events[0].type } } });
    expect(results[12]).not.toBe(results[0]);
    expect((results[12].data as any).gameEvents.number).toBe(after + 1);
  } finally {
    await Promise.all([...group, other].map((s) => s.return!()));
  }
  expect(game.services.feeds.openFeeds).toBe(0);
});

test('an execution that answers later (a promise) is shared too, and each subscriber gets its result once it is there', async () => {
  const game = inProcessGame('00000000-0000-4000-8000-00000000e7ed');
  const { tokens } = await seatedGame(game);
  const schema = await buildApiSchema();
  const after = (await game.services.states.current(game.gameId))!.revision + 1;
  let executions = 0;
  const later: typeof graphql.execute = (args) => {
    executions++;
    return new Promise((resolve) => setTimeout(() => resolve(graphql.execute(args)), 5)) as ReturnType<typeof graphql.execute>;
  };
  const query = 'subscription($g: String!, $a: Int!) { gameEvents(gameId: $g, after: $a) { number } }';
  const group = (await Promise.all(
    Array.from({ length: 3 }, () =>
      sharedSubscriber(later)({
        schema,
        document: graphql.parse(query),
        variableValues: { g: game.gameId, a: after },
        contextValue: { services: game.services },
      }),
    ),
  )) as AsyncIterableIterator<graphql.ExecutionResult>[];
  try {
    const pending = group.map((s) => s.next());
    await game.run(tokens.Japan, { type: 'EndPhase' });
    const results = await Promise.all(pending);
    expect(executions).toBe(1);
    for (const r of results) expect(r).toEqual({ done: false, value: { data: { gameEvents: { number: after + 1 } } } });
  } finally {
    await Promise.all(group.map((s) => s.return!()));
  }
});
