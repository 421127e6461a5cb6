// A whole round of all five powers played over real HTTP + WebSocket against a
// SQLite store: each power buys, ends its phases, places, and collects income,
// while a subscription started before play receives every event in order.
import {
  allEvents,
  board,
  endPhase,
  expectAccepted,
  newGame,
  place,
  purchase,
  pusOf,
  SEATS,
  startTestServer,
  type BoardRow,
  type CommandResultRow,
  type Feed,
  type Game,
  type GameEventRow,
  type Power,
  type TestServer,
  POWER_ID,
} from './helpers';
import { enumName } from '../../src/api/types/id-enums';

const BASE_INCOME: Record<Power, number> = { JAPAN: 26, USA: 17, CHINA: 12, UK: 16, ANZAC: 10 };

/** What each power buys in round 1 (all affordable) and where it places it. */
interface Plan {
  buy: { unitType: string; count: number }[];
  cost: number;
}
const PLANS: Record<Power, Plan> = {
  JAPAN: {
    buy: [
      { unitType: 'INFANTRY', count: 3 },
      { unitType: 'DESTROYER', count: 1 },
    ],
    cost: 3 * 3 + 8,
  },
  USA: {
    buy: [
      { unitType: 'INFANTRY', count: 2 },
      { unitType: 'TRANSPORT', count: 1 },
    ],
    cost: 2 * 3 + 7,
  },
  // PUR-4: artillery only while the Burma Road is open, which it is at the start.
  CHINA: {
    buy: [
      { unitType: 'INFANTRY', count: 2 },
      { unitType: 'ARTILLERY', count: 1 },
    ],
    cost: 2 * 3 + 4,
  },
  UK: {
    buy: [
      { unitType: 'INFANTRY', count: 2 },
      { unitType: 'ARTILLERY', count: 1 },
    ],
    cost: 2 * 3 + 4,
  },
  ANZAC: { buy: [{ unitType: 'INFANTRY', count: 3 }], cost: 3 * 3 },
};

const MIDDLE_PHASES = ['PURCHASE', 'COMBAT_MOVE', 'CONDUCT_COMBAT', 'NON_COMBAT_MOVE'];

let t: TestServer;
let g: Game;
let feed: Feed<GameEventRow>;
let boards: Feed<BoardRow>;
const results: { power: Power; what: string; result: CommandResultRow }[] = [];
/** The live board right after each power's purchase, and right before/after its income. */
const afterPurchase = new Map<Power, BoardRow>();
const beforeIncome = new Map<Power, BoardRow>();
const afterIncome = new Map<Power, BoardRow>();
const factories = new Map<Power, string[]>();
let seaZonesOf: Map<string, string[]>;

beforeAll(async () => {
  t = await startTestServer();
  g = await newGame(t.data);
  const rs = await t.data(`{ ruleset(id: "pacific-1940") { territories { name kind adjacent } } }`);
  const kinds = new Map<string, string>(rs.ruleset.territories.map((x: { name: string; kind: string }) => [x.name, x.kind]));
  seaZonesOf = new Map(
    rs.ruleset.territories.map((x: { name: string; adjacent: string[] }) => [x.name, x.adjacent.filter((a) => kinds.get(a) === 'SEA')]),
  );
});

afterAll(async () => {
  await t?.stop();
});

const record = (power: Power, what: string, result: CommandResultRow) => {
  results.push({ power, what, result });
  expectAccepted(result);
  return result;
};

test('the subscription is live before play: it backfills creation and the five seats', async () => {
  feed = t.subscribeEvents(g.gameId, 0);
  const items = await feed.waitFor(6);
  expect(items.map((e) => e.type)).toEqual(['GameCreated', 'SeatTaken', 'SeatTaken', 'SeatTaken', 'SeatTaken', 'SeatTaken']);
  boards = t.subscribe(
    `subscription($gameId: String!) { boardChanged(gameId: $gameId) { eventNumber round currentPower phase powers { power pus } purchased { type count } } }`,
    { gameId: g.gameId },
    (d) => d.boardChanged,
  );
  await boards.waitFor(1);
  expect(boards.items[0].eventNumber).toBe(6);
});

test('the factories of the standard setup, read from the board (MOB-2)', async () => {
  const b = await board(t.data, g.gameId);
  for (const power of SEATS) {
    factories.set(
      power,
      b.territories.filter((x) => x.units.some((u) => u.owner === power && u.type.startsWith('FACTORY_'))).map((x) => x.name),
    );
  }
  expect(Object.fromEntries(factories)).toEqual({
    JAPAN: ['Japan'],
    USA: ['Western United States'],
    CHINA: [], // MOB-8: China has no factories
    UK: ['India'],
    ANZAC: ['New South Wales'],
  });
  const owner = (name: string) => b.territories.find((x) => x.name === name)!.owner;
  expect(owner('Szechwan')).toBe('CHINA');
  expect(b.round).toBe(1);
  expect(b.currentPower).toBe('JAPAN');
  expect(b.phase).toBe('PURCHASE');
  expect(Object.fromEntries(b.powers.map((p) => [p.power, p.pus]))).toEqual(BASE_INCOME); // RULES §1.1 start PUs
});

test('a whole round: every power buys, ends its phases, places and collects; every command is accepted', async () => {
  for (const power of SEATS) {
    const plan = PLANS[power];
    const start = await board(t.data, g.gameId);
    expect(start.currentPower).toBe(power);
    expect(start.phase).toBe('PURCHASE');

    const bought = record(power, 'purchase', await purchase(t.data, g, power, plan.buy));
    expect(bought.events!.map((e) => e.type)).toEqual(['UnitsPurchased']);
    expect(bought.events![0].data.total).toBe(plan.cost);
    const b1 = await board(t.data, g.gameId);
    afterPurchase.set(power, b1);
    expect(pusOf(b1, power)).toBe(pusOf(start, power) - plan.cost);

    for (const phase of MIDDLE_PHASES) record(power, `end ${phase}`, await endPhase(t.data, g, power, phase));
    expect((await board(t.data, g.gameId)).phase).toBe('MOBILIZE');

    const placements = placementsFor(power, plan);
    const placed = record(power, 'place', await place(t.data, g, power, placements));
    expect(placed.events!.map((e) => e.type)).toEqual(['UnitsPlaced']);
    expect(placed.events![0].data.units).toHaveLength(plan.buy.reduce((n, u) => n + u.count, 0));

    const toIncome = record(power, 'end MOBILIZE', await endPhase(t.data, g, power, 'MOBILIZE'));
    // Everything was placed: nothing to refund (MOB-9).
    expect(toIncome.events!.map((e) => e.type)).toEqual(['PhaseStarted']);
    beforeIncome.set(power, await board(t.data, g.gameId));

    const collected = record(power, 'end COLLECT_INCOME', await endPhase(t.data, g, power, 'COLLECT_INCOME'));
    expect(collected.events!.map((e) => e.type)).toEqual(['IncomeCollected', 'TurnEnded', 'TurnStarted']);
    afterIncome.set(power, await board(t.data, g.gameId));
  }
  expect(results.every((r) => r.result.__typename === 'CommandAccepted' && r.result.duplicate === false)).toBe(true);
  expect(results).toHaveLength(SEATS.length * 8);
});

function placementsFor(power: Power, plan: Plan) {
  if (power === 'CHINA') return plan.buy.map((u) => ({ ...u, territory: 'Szechwan' })); // MOB-8: any territory it holds
  const [factory] = factories.get(power)!;
  return plan.buy.map((u) => {
    if (u.unitType === 'DESTROYER' || u.unitType === 'TRANSPORT') {
      const zone = seaZonesOf.get(factory)![0]; // MOB-3: a sea zone next to the factory
      return { ...u, territory: zone, factory };
    }
    return { ...u, territory: factory };
  });
}

test('after the round it is round 2 and Japan is to play', async () => {
  const b = await board(t.data, g.gameId);
  expect(b.round).toBe(2);
  expect(b.currentPower).toBe('JAPAN');
  expect(b.phase).toBe('PURCHASE');
  expect(b.purchased).toEqual([]);
  const game = await t.data(`query($id: String!) { game(id: $id) { round currentPower phase eventCount } }`, { id: g.gameId });
  expect(game.game).toEqual({ round: 2, currentPower: 'JAPAN', phase: 'PURCHASE', eventCount: b.eventNumber });
});

test('the placed units are on the board where they were placed', async () => {
  const b = await board(t.data, g.gameId);
  const placedEvents = (await allEvents(t.data, g.gameId)).filter((e) => e.type === 'UnitsPlaced');
  expect(placedEvents.map((e) => e.data.power)).toEqual(SEATS.map((p) => POWER_ID[p])); // events keep the rules' ids
  for (const e of placedEvents) {
    for (const u of e.data.units)
      expect(b.units.find((x) => x.id === u.id)).toEqual({
        id: u.id,
        type: enumName(u.type),
        owner: enumName(u.owner),
        at: u.at,
        damage: 0,
      });
  }
  const at = (power: string, where: string, type: string) =>
    b.territories.find((x) => x.name === where)!.units.find((u) => u.owner === power && u.type === enumName(type))?.count ?? 0;
  // Szechwan starts with Chinese units (RULES §1.1 setup); China's 2 infantry and 1 artillery were added.
  const start = await board(t.data, g.gameId, 6);
  const startAt = (power: string, where: string, type: string) =>
    start.territories.find((x) => x.name === where)!.units.find((u) => u.owner === power && u.type === enumName(type))?.count ?? 0;
  expect(at('CHINA', 'Szechwan', 'infantry') - startAt('CHINA', 'Szechwan', 'infantry')).toBe(2);
  expect(at('CHINA', 'Szechwan', 'artillery') - startAt('CHINA', 'Szechwan', 'artillery')).toBe(1);
  expect(at('ANZAC', 'New South Wales', 'infantry') - startAt('ANZAC', 'New South Wales', 'infantry')).toBe(3);
  expect(at('UK', 'India', 'infantry') - startAt('UK', 'India', 'infantry')).toBe(2);
  expect(at('JAPAN', 'Japan', 'infantry') - startAt('JAPAN', 'Japan', 'infantry')).toBe(3);
  expect(at('USA', 'Western United States', 'infantry') - startAt('USA', 'Western United States', 'infantry')).toBe(2);
});

test('the subscription received exactly the events of the log, in order, numbered 1..N with no gap', async () => {
  const log = await allEvents(t.data, g.gameId, 7); // paged with first/after
  expect(log.length).toBeGreaterThan(40);
  const items = await feed.waitFor(log.length);
  await new Promise((r) => setTimeout(r, 300)); // nothing more may arrive
  expect(feed.errors).toEqual([]);
  expect(items).toHaveLength(log.length);
  expect(items.map((e) => e.number)).toEqual(log.map((_, i) => i + 1));
  expect(items.map((e) => e.id)).toEqual(log.map((e) => e.id));
  expect(items.map((e) => e.type)).toEqual(log.map((e) => e.type));
  expect(items.map((e) => e.metadata.hash)).toEqual(log.map((e) => e.metadata.hash));
  // Every event any command returned is in the log, at the number it was returned with.
  const returned = results.flatMap((r) => r.result.events!);
  for (const e of returned) expect(log[e.number - 1].id).toBe(e.id);
  expect(returned.length + 6).toBe(log.length);
  // Positions grow with numbers.
  for (let i = 1; i < items.length; i++) expect(items[i].position).toBeGreaterThan(items[i - 1].position);
});

test('the events connection pages agree whatever the page size', async () => {
  const a = await allEvents(t.data, g.gameId, 1);
  const b = await allEvents(t.data, g.gameId, 500);
  expect(a.map((e) => e.id)).toEqual(b.map((e) => e.id));
  const count = await t.data(
    `query($g: String!) { events(gameId: $g, first: 3, after: "5") { totalCount pageInfo { hasPreviousPage startCursor endCursor } edges { node { number } } } }`,
    { g: g.gameId },
  );
  expect(count.events.totalCount).toBe(b.length);
  expect(count.events.pageInfo).toEqual({ hasPreviousPage: true, startCursor: '6', endCursor: '8' });
  expect(count.events.edges.map((e: { node: { number: number } }) => e.node.number)).toEqual([6, 7, 8]);
});

test('the hash chain of the game is valid, and its head is the last hash (what an organizer notes for verify --head)', async () => {
  const r = await t.data(`query($id: String!) { game(id: $id) { eventCount chain { valid checked firstInvalidEvent reason head } } }`, {
    id: g.gameId,
  });
  const log = await allEvents(t.data, g.gameId, 100);
  expect(r.game.chain).toEqual({
    valid: true,
    checked: r.game.eventCount,
    firstInvalidEvent: null,
    reason: null,
    head: log[log.length - 1].metadata.hash,
  });
  expect(log[0].metadata.prevHash).toBe('');
  for (let i = 1; i < log.length; i++) expect(log[i].metadata.prevHash).toBe(log[i - 1].metadata.hash);
});

describe('round-1 income (INC-1): the territories held, plus the national objectives that hold at the start', () => {
  const incomeOf = async (power: Power) => {
    const log = await allEvents(t.data, g.gameId, 100);
    const found = log.filter((e) => e.type === 'IncomeCollected' && e.data.power === POWER_ID[power] && e.data.round === 1);
    expect(found).toHaveLength(1);
    return found[0];
  };

  /** Checks the territory lines against the board right before income, and the PUs before and after. */
  const check = async (power: Power, objectives: { objective: string; pus: number }[], total: number) => {
    const e = await incomeOf(power);
    const lines: { source: string; territory?: string; objective?: string; pus: number }[] = e.data.lines;
    const territoryLines = lines.filter((l) => l.source === 'territory');
    // The territory lines are the production of the land the power holds (the board just before the event).
    const before = await board(t.data, g.gameId, e.number - 1);
    const held = before.territories.filter((x) => x.kind === 'LAND' && x.owner === power && x.production > 0);
    expect(territoryLines.map((l) => [l.territory, l.pus]).sort()).toEqual(held.map((x) => [x.name, x.production]).sort());
    expect(territoryLines.reduce((n, l) => n + l.pus, 0)).toBe(BASE_INCOME[power]);
    expect(lines.filter((l) => l.source === 'objective').map((l) => ({ objective: l.objective, pus: l.pus }))).toEqual(objectives);
    expect(lines.filter((l) => l.source !== 'territory' && l.source !== 'objective')).toEqual([]); // no convoy losses, capital held
    expect(e.data.amount).toBe(total);
    expect(lines.reduce((n, l) => n + l.pus, 0)).toBe(total);
    // PUs after = PUs before income + amount, in the event and on the boards.
    const pusBefore = pusOf(beforeIncome.get(power)!, power);
    expect(pusOf(before, power)).toBe(pusBefore);
    expect(e.data.pusAfter).toBe(pusBefore + total);
    expect(pusOf(afterIncome.get(power)!, power)).toBe(pusBefore + total);
    expect(pusBefore).toBe(BASE_INCOME[power] - PLANS[power].cost); // start PUs less what was bought
  };

  test('Japan: 26 from territories, no objective holds at the start: 26', () => check('JAPAN', [], 26));
  test('USA: 17 from territories + 5 for controlling the Philippines (RULES.md §4.8 INC-5; the +40 needs war, AMBIG-24): 22', () =>
    check('USA', [{ objective: 'usa-philippines', pus: 5 }], 22));
  test('China: 12 from territories + 6 for the open Burma Road (RULES.md §4.8 INC-5, PUR-4): 18', () =>
    check('CHINA', [{ objective: 'china-burma-road', pus: 6 }], 18));
  test('UK: 16 from territories + 5 for controlling Kwangtung and Malaya (RULES.md §4.8 INC-5): 21', () =>
    check('UK', [{ objective: 'uk-kwangtung-malaya', pus: 5 }], 21));
  test('ANZAC: 10 from territories, no objective holds at the start (Dutch New Guinea is Dutch): 10', () => check('ANZAC', [], 10));
});

test('board(atEvent: k) in the middle of the round equals the live board at that point', async () => {
  const log = await allEvents(t.data, g.gameId, 100);
  for (const power of SEATS) {
    const k = log.find((e) => e.type === 'UnitsPurchased' && e.data.power === POWER_ID[power])!.number;
    const replayed = await board(t.data, g.gameId, k);
    expect(replayed).toEqual(afterPurchase.get(power));
    expect(pusOf(replayed, power)).toBe(BASE_INCOME[power] - PLANS[power].cost);
    expect(replayed.purchased.sort((a, b) => a.type.localeCompare(b.type))).toEqual(
      PLANS[power].buy.map((u) => ({ type: u.unitType, count: u.count })).sort((a, b) => a.type.localeCompare(b.type)),
    );
  }
  // The first purchase: right after it, Japan has 26 - 17 PUs, still in its Purchase phase.
  const first = log.find((e) => e.type === 'UnitsPurchased')!;
  const at = await board(t.data, g.gameId, first.number);
  expect(at).toMatchObject({ eventNumber: first.number, round: 1, currentPower: 'JAPAN', phase: 'PURCHASE' });
  expect(pusOf(at, 'JAPAN')).toBe(26 - 17);
  // One event earlier nothing was bought yet.
  const justBefore = await board(t.data, g.gameId, first.number - 1);
  expect(pusOf(justBefore, 'JAPAN')).toBe(26);
  expect(justBefore.purchased).toEqual([]);
  // Out of range: a client error saying the range, not a silent null.
  const none = await t.gql(`query($g: String!) { board(gameId: $g, atEvent: 100000) { eventNumber } }`, { g: g.gameId });
  expect(none.errors?.[0]).toMatchObject({
    message: `atEvent 100000 is not an event of this game: its events are numbered 1 to ${log.length}.`,
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(none.data?.board ?? null).toBeNull();
});

test('boardChanged sent one board per command, after its last event, each equal to board(atEvent) at that number', async () => {
  const log = await allEvents(t.data, g.gameId, 500);
  // The last event of each command after the first six events (game and seats): where the next event has another command id.
  const ends = log
    .filter((e, i) => e.number >= 6 && (i === log.length - 1 || log[i + 1].metadata.commandId !== e.metadata.commandId))
    .map((e) => e.number);
  expect(ends.length).toBeLessThan(log.length - 5); // some commands (a turn's end) appended several events
  const items = await boards.waitFor(ends.length); // the board at event 6, then one per command after it
  await new Promise((r) => setTimeout(r, 200));
  expect(boards.errors).toEqual([]);
  expect(boards.items.map((b) => b.eventNumber)).toEqual(ends);
  for (const live of items.filter((_, i) => i % 9 === 0)) {
    const replayed = await board(t.data, g.gameId, live.eventNumber);
    expect({
      eventNumber: replayed.eventNumber,
      round: replayed.round,
      currentPower: replayed.currentPower,
      phase: replayed.phase,
      powers: replayed.powers.map((p) => ({ power: p.power, pus: p.pus })),
      purchased: replayed.purchased,
    }).toEqual(live);
  }
});
