// Replays by turn and phase: game.timeline lists where each phase of each turn
// began (from events only), and board(atPhase) shows the board there, the same
// as board(atEvent) at that mark (DESIGN "board at an event number or a
// turn/phase mark").
import { inProcessGame, seatedGame } from '../support/in-process';

test('timeline: every phase of the first turns with its event number; board(atPhase) is board(atEvent) there; unreached phases are refused', async () => {
  const game = inProcessGame('00000000-0000-4000-8000-0000000000f1');
  const { run, gameId } = game;
  const q = (source: string, variables: Record<string, unknown> = {}) => game.gql(source, { id: gameId, ...variables });
  const { tokens } = await seatedGame(game, 'timeline');
  await run(tokens.Japan, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] });
  for (let i = 0; i < 6; i++) await run(tokens.Japan, { type: 'EndPhase' }); // Japan's whole turn
  await run(tokens.USA, { type: 'EndPhase' }); // the USA into Combat Move

  const t = await q(`query($id: String!) { game(id: $id) { timeline { eventNumber round power phase } } }`);
  expect(t.errors).toBeUndefined();
  const marks = (t.data as any).game.timeline;
  expect(marks.map((m: any) => `${m.round} ${m.power} ${m.phase}`)).toEqual([
    '1 JAPAN PURCHASE',
    '1 JAPAN COMBAT_MOVE',
    '1 JAPAN CONDUCT_COMBAT',
    '1 JAPAN NON_COMBAT_MOVE',
    '1 JAPAN MOBILIZE',
    '1 JAPAN COLLECT_INCOME',
    '1 USA PURCHASE',
    '1 USA COMBAT_MOVE',
  ]);
  expect(marks[0].eventNumber).toBe(1);
  for (let i = 1; i < marks.length; i++) expect(marks[i].eventNumber).toBeGreaterThan(marks[i - 1].eventNumber);

  const BOARD = `query($id: String!, $at: Int, $phase: PhaseMarkInput) { board(gameId: $id, atEvent: $at, atPhase: $phase) { eventNumber round currentPower phase purchased { type count } powers { power pus } } }`;
  const byPhase = await q(BOARD, { phase: { round: 1, power: 'JAPAN', phase: 'MOBILIZE' } });
  const byEvent = await q(BOARD, { at: marks[4].eventNumber });
  expect(byPhase.errors).toBeUndefined();
  expect(byPhase.data).toEqual(byEvent.data);
  expect((byPhase.data as any).board).toMatchObject({
    currentPower: 'JAPAN',
    phase: 'MOBILIZE',
    purchased: [{ type: 'INFANTRY', count: 2 }],
  });
  const usa = await q(BOARD, { phase: { round: 1, power: 'USA', phase: 'PURCHASE' } });
  expect((usa.data as any).board).toMatchObject({ currentPower: 'USA', phase: 'PURCHASE' });

  const unreached = await q(BOARD, { phase: { round: 2, power: 'JAPAN', phase: 'PURCHASE' } });
  expect(unreached.errors?.[0].message).toMatch(/has not been reached/);
  const both = await q(BOARD, { at: 3, phase: { round: 1, power: 'JAPAN', phase: 'PURCHASE' } });
  expect(both.errors?.[0].message).toMatch(/not both/);
});

test('commandEnds: the last event of each command, in order; board(atEvent) of any event inside a command is the board at its end', async () => {
  const game = inProcessGame('00000000-0000-4000-8000-0000000000f2');
  const { run, gameId } = game;
  const q = (source: string, variables: Record<string, unknown> = {}) => game.gql(source, { id: gameId, ...variables });
  const { tokens } = await seatedGame(game, 'command ends');
  await run(tokens.Japan, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] });
  for (let i = 0; i < 6; i++) await run(tokens.Japan, { type: 'EndPhase' });

  const r = await q(
    `query($id: String!) { game(id: $id) { eventCount commandEnds events(first: 500) { edges { node { number metadata { commandId } } } } } }`,
  );
  expect(r.errors).toBeUndefined();
  const g = (r.data as any).game;
  const events: { number: number; metadata: { commandId: string } }[] = g.events.edges.map((e: any) => e.node);
  const expected = events.filter((e, i) => events[i + 1]?.metadata.commandId !== e.metadata.commandId).map((e) => e.number);
  expect(g.commandEnds).toEqual(expected);
  expect(g.commandEnds.at(-1)).toBe(g.eventCount);
  // Some command (an EndPhase that starts the next turn) wrote several events: the ends are fewer than the events.
  expect(g.commandEnds.length).toBeLessThan(g.eventCount);
  for (const n of [1, ...g.commandEnds.slice(0, 4).map((e: number) => e + 1)]) {
    const at = await q(`query($id: String!, $at: Int) { board(gameId: $id, atEvent: $at) { eventNumber } }`, { at: n });
    expect((at.data as any).board.eventNumber).toBe(g.commandEnds.find((e: number) => e >= n));
  }
});
