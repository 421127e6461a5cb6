// How the weights of src/api/cost.ts were measured (issue 29): the server in this
// process over a fresh SQLite file, 100 small games (6 events each) and one of
// about 250 events, and each expensive field asked of a page of games (or of the
// long game), timed in CPU time of this process (process.cpuUsage: steadier than
// wall time on a shared machine), median of `reps` runs, the same page asking
// only `id` subtracted. Prints µs per game (or per event) and that over the cost
// of one plain item of the list, which is the unit of the weights.
//
//   npx ts-node --transpile-only bench/cost-weights.ts [reps=7]
import 'reflect-metadata';
import { newGame, passTurn, SEATS, startTestServer } from '../test/api/helpers';

const reps = Number(process.argv[2] ?? 7);
const PAGE = 100;

async function main() {
  const t = await startTestServer({ limits: { maxCost: 1e9, maxAliases: 1000, maxDepth: 100 } });
  try {
    for (let i = 0; i < PAGE; i++) await newGame(t.data);
    const long = await newGame(t.data);
    for (let r = 0; r < 6; r++) for (const p of SEATS) await passTurn(t.data, long, p);
    const events = (await t.data(`query($id: String!) { game(id: $id) { eventCount } }`, { id: long.gameId })).game.eventCount;

    /** Median CPU µs of answering `query` (no errors allowed). */
    const cpu = async (query: string, variables: Record<string, unknown> = {}) => {
      const xs: number[] = [];
      for (let i = 0; i < reps; i++) {
        const before = process.cpuUsage();
        const r = await t.gql(query, variables);
        const used = process.cpuUsage(before);
        if (r.errors) throw new Error(`${query}: ${JSON.stringify(r.errors).slice(0, 300)}`);
        xs.push(used.user + used.system);
      }
      return xs.sort((a, b) => a - b)[Math.floor(reps / 2)];
    };
    const probe = await cpu('{ rulesets { id } }');
    const page = (sel: string) => `{ games(first: ${PAGE}) { nodes { id ${sel} } } }`;
    const base = await cpu(page(''));
    const item = (base - probe) / PAGE;
    const row = (label: string, perItem: number) =>
      console.log(`${label.padEnd(58)} ${perItem.toFixed(0).padStart(7)} µs  ${(perItem / item).toFixed(1).padStart(6)} items`);
    console.log(`probe { rulesets { id } } ${probe} µs; ${PAGE} small games, one of ${events} events; CPU µs, median of ${reps}`);
    row('a game of the list (id)', item);
    const perGame = async (label: string, sel: string) => row(label, ((await cpu(page(sel))) - base) / PAGE);
    await perGame(
      '+ the viewer list fields',
      'name rulesetId options status winner result round currentPower phaseName eventCount updatedAt players { seat taken }',
    );
    await perGame('+ board now { round }', 'board { round }');
    await perGame(
      '+ board { territories { name owner units {...} } }',
      'board { territories { name owner units { type owner count damage } } }',
    );
    await perGame('+ board { units {...} }', 'board { units { id type owner at damage } }');
    await perGame('+ board(atEvent: 1) { round }', 'board(atEvent: 1) { round }');
    await perGame('+ position', 'position');
    await perGame('+ chain (6 events)', 'chain { valid }');
    await perGame('+ timeline (6 events)', 'timeline { eventNumber }');
    await perGame('+ commandEnds (6 events)', 'commandEnds');
    await perGame('+ record (6 events)', 'record');
    await perGame('+ pendingDecisions', 'pendingDecisions { kind }');
    await perGame('+ events(first: 500) (6 events)', 'events(first: 500) { edges { node { number } } }');
    const one = `query($id: String!) { game(id: $id) { id } }`;
    const oneBase = await cpu(one, { id: long.gameId });
    const longRow = async (label: string, sel: string, per = 1) =>
      row(label, ((await cpu(`query($id: String!) { game(id: $id) { id ${sel} } }`, { id: long.gameId })) - oneBase) / per);
    await longRow(`long game: chain (${events} events)`, 'chain { valid }');
    await longRow(`long game: timeline`, 'timeline { eventNumber }');
    await longRow(`long game: record`, 'record');
    await longRow(`long game: board(atEvent: ${Math.floor(events / 2)})`, `board(atEvent: ${Math.floor(events / 2)}) { round }`);
    await longRow(`long game: an event of events(first: 500) { number }`, 'events(first: 500) { edges { node { number } } }', events);
    await longRow(
      `long game: an event, the viewer's fields`,
      'events(first: 500) { edges { node { number eventType summary metadata { commandId actorKind actorPower time } payload { __typename ... on UnitsMovedPayload { from route } } } } }',
      events,
    );
    await longRow(
      `long game: an event { number type data metadata }`,
      'events(first: 500) { edges { node { number type data metadata { commandId actor prevHash hash } } } }',
      events,
    );
  } finally {
    await t.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
