// Game.record(format:) (docs/game-record.md): the API answers the record the record
// function writes from the game's stored events, Markdown by default and plain text on
// request; its cost is COST.record, so a query asking for many games' records is refused.
import { streamOf } from '../../projections/game-states';
import { parse } from 'graphql';
import { COST } from '../../src/api/cost';
import { operationCost } from '../../src/api/limits';
import { buildApiSchema } from '../../src/api/schema';
import { gameRecord } from '../../src/audit/record';
import { endedGame } from '../audit/record-games';
import { inProcessGame } from '../support/in-process';
import type { Played } from '../audit/record-games';

jest.setTimeout(120_000);

let p: Played;
beforeAll(async () => {
  p = await endedGame('00000000-0000-4000-8000-00000000ec04');
});

test('record: Markdown by default, TEXT on request, each the record of the stored events', async () => {
  const r = await p.game.gql(
    `query($id: String!) { game(id: $id) { eventCount md: record text: record(format: TEXT) markdown: record(format: MARKDOWN) } }`,
    { id: p.game.gameId },
  );
  expect(r.errors).toBeUndefined();
  const g = r.data!.game as { eventCount: number; md: string; text: string; markdown: string };
  const events = await p.game.services.store.readStream(streamOf(p.game.gameId));
  expect(g.eventCount).toBe(events.length);
  expect(g.md).toBe(gameRecord(events, { format: 'markdown' }));
  expect(g.markdown).toBe(g.md);
  expect(g.text).toBe(gameRecord(events, { format: 'text' }));
  expect(g.md).toContain(`- Events: ${events.length}\n`);
  expect(g.md).toContain('- Result: The Axis win (AMBIG-32 victory cities, round 1).\n');
  expect(g.text).not.toMatch(/^#|\*\*/m);
});

test('an unknown format is refused by the schema', async () => {
  const r = await p.game.gql(`query($id: String!) { game(id: $id) { record(format: HTML) } }`, { id: p.game.gameId });
  expect(r.errors?.[0].message).toMatch(/Value "HTML" does not exist in "GameRecordFormat" enum/);
});

test('its cost: that of reading and folding every event (as chain), once per record asked for', async () => {
  const schema = await buildApiSchema();
  const cost = (q: string) => operationCost(schema, parse(q), null, {});
  const base = cost('{ game(id: "x") { id } }');
  expect(COST.record).toBe(COST.chain);
  expect(cost('{ game(id: "x") { id record } }') - base).toBe(COST.record);
  expect(cost('{ game(id: "x") { id a: record b: record(format: TEXT) } }') - base).toBe(2 * COST.record);
});

test("a new game's record: its optional rules by name, its open seats, where it stands", async () => {
  const game = inProcessGame('00000000-0000-4000-8000-00000000ec05');
  const options = ['hr01-japan-military-victory', 'hr01-fortifications'];
  await game.run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options, name: 'with options' });
  await game.run(null, { type: 'TakeSeat', power: 'Japan' });
  const r = await game.gql(`query($id: String!) { game(id: $id) { record(format: TEXT) } }`, { id: game.gameId });
  expect(r.errors).toBeUndefined();
  const text = (r.data!.game as { record: string }).record;
  // By title, with the id, in the order the game stores them.
  expect(text).toContain(
    '    Optional rules:\n      Fortifications (hr01-fortifications)\n      Japanese Military Victory (hr01-japan-military-victory)\n',
  );
  expect(text).toContain("      Japan's seat: taken\n      USA's seat: open\n");
  expect(text).toContain('    Result: the game goes on (round 1, Japan: Purchase & Repair)\n');
  expect(text).toContain('    Events: 2\n');
  // Nothing played yet: the start only, no round.
  expect(text).toContain('Before play\n-----------\n');
  expect(text).not.toContain('Round 1\n');
});
