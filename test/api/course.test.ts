// Game.course (issue 26: "PUs, income and units (or their value) per power per round;
// clicking a point jumps there"): one row per turn played, from the events only. Each row is
// checked against the API's own boards at the moments it names (the PUs, units, unit value and
// production of board(atEvent: endEventNumber); board(atEvent: eventNumber) is the turn's
// start, Game.timeline's purchase mark) and against the IncomeCollected events, for a played
// 1940 game and a 2001 game (whose seats are players: India and Australia have turns of
// their own). The course is read while the game is played too: the kept fold, resumed from its
// last event, must give what a fold of all the events gives.
import { courseOf } from '../../projections/course';
import { streamOf } from '../../projections/game-states';
import { playGame } from '../support/command-player';
import { inProcessGame, type InProcessGame } from '../support/in-process';
import { enumName } from '../../src/api/types/id-enums';

const COURSE = `query($id: String!) { game(id: $id) { eventCount status
  course { round power eventNumber endEventNumber finished pus income units unitValue facilities facilityValue production }
  timeline { eventNumber round power phase } } }`;
const BOARD = `query($id: String!, $at: Int) { board(gameId: $id, atEvent: $at) { eventNumber round currentPower actingPowers phase
  powers { power pus } units { owner type } territories { kind owner production } } }`;
const RULESET = `query($id: String!) { ruleset(id: $id) { units { type cost domain isFactory isInfrastructure } } }`;

interface Row {
  round: number;
  power: string;
  eventNumber: number;
  endEventNumber: number | null;
  finished: boolean;
  pus: number;
  income: number | null;
  units: number;
  unitValue: number;
  facilities: number;
  facilityValue: number;
  production: number;
}

async function data(game: InProcessGame, source: string, variables: Record<string, unknown>): Promise<any> {
  const r = await game.gql(source, variables);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data;
}

/** Plays a game, reading its course now and then on the way (the cache resumes its fold); returns the final course. */
async function played(gameId: string, rulesetId: string, seed: number, events: number) {
  const game = inProcessGame(gameId);
  let commands = 0;
  const seen: number[] = [];
  await playGame(game.services, {
    seed,
    gameId,
    rulesetId,
    events,
    afterCommand: async (outcome) => {
      if (!outcome.ok || ++commands % 150) return;
      const g = (await data(game, COURSE, { id: gameId })).game;
      seen.push(g.course.length);
    },
  });
  const g = (await data(game, COURSE, { id: gameId })).game;
  return { game, g, course: g.course as Row[], readsOnTheWay: seen };
}

/** Checks every row against the boards at its moments and the IncomeCollected events. */
async function checkAgainstBoards(game: InProcessGame, rulesetId: string, g: any, course: Row[]) {
  const gameId = game.gameId;
  const units = new Map<string, any>((await data(game, RULESET, { id: rulesetId })).ruleset.units.map((u: any) => [u.type, u]));
  const isFacility = (type: string) => {
    const u = units.get(type);
    return u.domain === 'FACILITY' || u.isInfrastructure || u.isFactory;
  };
  const events = await game.services.store.readStream(streamOf(gameId));

  // One row per turn begun (the turn the game was created in, then every TurnStarted), and in pacific-2001 one for each
  // other power of a player's turn (Australia in Britain's): the (round, power) pairs of the timeline, in its order.
  const turnStarts = new Set(
    events.filter((e) => e.type === 'TurnStarted').map((e) => `${(e.data as any).round} ${enumName((e.data as any).power)}`),
  );
  const purchaseMarks = new Map<string, number>();
  for (const m of g.timeline) if (!purchaseMarks.has(`${m.round} ${m.power}`)) purchaseMarks.set(`${m.round} ${m.power}`, m.eventNumber);
  expect(course[0].eventNumber).toBe(1);
  expect(course.map((r) => `${r.round} ${r.power}`)).toEqual([...purchaseMarks.keys()]);

  // The income of each turn: its power's IncomeCollected in it.
  const income = new Map<string, number>();
  for (const e of events)
    if (e.type === 'IncomeCollected') {
      const d = e.data as { round: number; power: string; amount: number };
      income.set(`${d.round} ${enumName(d.power)}`, d.amount);
    }
  expect(course.filter((r) => r.income !== null).length).toBe(income.size);

  let compared = 0;
  for (const [i, r] of course.entries()) {
    const key = `${r.round} ${r.power}`;
    expect([key, r.income]).toEqual([key, income.get(key) ?? null]);
    // Where the turn began: the timeline's first mark of the turn, a board of that power in that round.
    expect([key, r.eventNumber]).toEqual([key, purchaseMarks.get(key)]);
    const start = (await data(game, BOARD, { id: gameId, at: r.eventNumber })).board;
    expect([key, start.eventNumber, start.round]).toEqual([key, r.eventNumber, r.round]);
    expect(start.actingPowers).toContain(r.power);
    // Ended turns: the figures are the board at the end of the command that ended it, where the next turn begins.
    const nextTurn = course.slice(i + 1).find((x) => turnStarts.has(`${x.round} ${x.power}`));
    if (nextTurn) expect([key, r.finished, r.endEventNumber]).toEqual([key, true, nextTurn.eventNumber]);
    const end = (await data(game, BOARD, { id: gameId, at: r.endEventNumber ?? g.eventCount })).board;
    const mine = end.units.filter((u: any) => u.owner === r.power);
    const fighting = mine.filter((u: any) => !isFacility(u.type));
    const facilities = mine.filter((u: any) => isFacility(u.type));
    const cost = (list: any[]) => list.reduce((n, u) => n + (units.get(u.type).cost ?? 0), 0);
    expect({
      key,
      pus: r.pus,
      units: r.units,
      unitValue: r.unitValue,
      facilities: r.facilities,
      facilityValue: r.facilityValue,
      production: r.production,
    }).toEqual({
      key,
      pus: end.powers.find((p: any) => p.power === r.power).pus,
      units: fighting.length,
      unitValue: cost(fighting),
      facilities: facilities.length,
      facilityValue: cost(facilities),
      production: end.territories
        .filter((t: any) => t.kind === 'LAND' && t.owner === r.power)
        .reduce((n: number, t: any) => n + t.production, 0),
    });
    compared++;
  }
  expect(compared).toBe(course.length);

  // The kept fold, read on the way and resumed, gives what one fold of every event gives.
  const fresh = courseOf(events).map((r) => ({ ...r, power: enumName(r.power) }));
  expect(course).toEqual(fresh);
  return { events, income };
}

jest.setTimeout(240_000);

test('pacific-1940: a row per turn, its figures the board at its end, its income the IncomeCollected, its start the timeline mark', async () => {
  const { game, g, course, readsOnTheWay } = await played('00000000-0000-4000-8000-0000000c0a01', 'pacific-1940', 11, 1500);
  expect(g.eventCount).toBeGreaterThanOrEqual(1500);
  // Read several times while the game went on, growing: the cache resumed its fold each time.
  expect(readsOnTheWay.length).toBeGreaterThan(2);
  expect(readsOnTheWay[readsOnTheWay.length - 1]).toBeGreaterThan(readsOnTheWay[0]);
  expect(course.length).toBeGreaterThan(10);
  // Several rounds of all five powers, in turn order.
  expect(course.slice(0, 5).map((r) => r.power)).toEqual(['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC']);
  expect(new Set(course.map((r) => r.round)).size).toBeGreaterThan(2);
  // The game goes on: its last row is the turn going on, with no end yet.
  const last = course[course.length - 1];
  if (g.status === 'ACTIVE') expect([last.finished, last.endEventNumber]).toEqual([false, null]);
  // The figures move: a random game buys, loses and conquers.
  expect(new Set(course.filter((r) => r.power === 'JAPAN').map((r) => r.unitValue)).size).toBeGreaterThan(1);
  const { income } = await checkAgainstBoards(game, 'pacific-1940', g, course);
  expect(income.size).toBeGreaterThan(5);
});

test("pacific-2001 (seats are players): Britain's turn gives India and Australia a row each, Australia's from its first step; China, paid in units, collects 0", async () => {
  const { game, g, course } = await played('00000000-0000-4000-8000-0000000c0a02', 'pacific-2001', 2003, 900);
  expect(course.slice(0, 5).map((r) => r.power)).toEqual(['JAPAN', 'INDIA', 'AUSTRALIA', 'CHINA', 'USA']);
  // One turn of the British player: both rows end on the same board, each with its own income.
  const [india, australia] = course.slice(1, 3);
  expect(india.endEventNumber).toBe(australia.endEventNumber);
  expect(australia.eventNumber).toBeGreaterThan(india.eventNumber);
  expect(australia.income).not.toBeNull();
  // A finished China turn collected nothing in PUs (RULES §7: paid in infantry).
  const china = course.filter((r) => r.power === 'CHINA' && r.finished);
  expect(china.length).toBeGreaterThan(0);
  for (const r of china) expect(r.income).toBe(0);
  await checkAgainstBoards(game, 'pacific-2001', g, course);
});

test('a game with no such id has no course; a new game has one row, its turn going on', async () => {
  const game = inProcessGame('00000000-0000-4000-8000-0000000c0a03');
  expect((await data(game, COURSE, { id: game.gameId })).game).toBeNull();
  await game.run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'new' });
  const g = (await data(game, COURSE, { id: game.gameId })).game;
  expect(g.course).toHaveLength(1);
  expect(g.course[0]).toMatchObject({ round: 1, power: 'JAPAN', eventNumber: 1, endEventNumber: null, finished: false, income: null });
  expect(g.course[0].units).toBeGreaterThan(0);
});
