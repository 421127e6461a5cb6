// Bad input and refused commands over real HTTP: every rule violation comes
// back as a typed RuleViolation (branch on __typename and code) and appends
// nothing; malformed GraphQL and invalid input come back as validation errors
// without stack traces. Retried and reused command ids: seat-security.test.ts.
import {
  board,
  endPhase,
  endPhasesUntil,
  eventCount,
  expectAccepted,
  gqlRaw,
  MUTATIONS,
  newGame,
  newId,
  passTurn,
  place,
  purchase,
  pusOf,
  startTestServer,
  type CommandResultRow,
  type Game,
  type GqlResponse,
  type TestServer,
} from './helpers';

let t: TestServer;
let g: Game;

beforeAll(async () => {
  t = await startTestServer();
  g = await newGame(t.data);
});

afterAll(async () => {
  await t?.stop();
});

/** Everything in the store, all games together: a refused command must not change it. */
const storeSize = async () => (await t.store.readAll()).length;

/** Runs a command that must be refused with `code`, and checks that nothing was appended anywhere. */
async function refused(
  code: string,
  send: () => Promise<{ __typename: string; code?: string; message?: string; rule?: string }>,
  gameId = g.gameId,
) {
  const [before, all] = [await eventCount(t.data, gameId), await storeSize()];
  const r = await send();
  expect({ __typename: r.__typename, code: r.code }).toEqual({ __typename: 'RuleViolation', code });
  expect(r.message).toEqual(expect.any(String));
  expect(r.message!.length).toBeGreaterThan(0);
  expect(r.rule).toEqual(expect.any(String));
  expect(await eventCount(t.data, gameId)).toBe(before);
  expect(await storeSize()).toBe(all);
  return r;
}

/** A request that must fail GraphQL validation with one of `codes`, leave no stack trace and append nothing. */
async function invalid(codes: string[], send: () => Promise<GqlResponse>) {
  const all = await storeSize();
  const r = await send();
  expect(r.errors?.length).toBeGreaterThan(0);
  for (const e of r.errors!) expect(codes).toContain(e.extensions?.code);
  expect(r.raw).not.toMatch(/stacktrace/i);
  expect(r.raw).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames in messages either
  expect(r.data?.purchaseUnits ?? null).toBeNull();
  expect(await storeSize()).toBe(all);
  return r;
}

const purchaseInput = (over: Record<string, unknown> = {}) => ({
  commandId: newId(),
  gameId: g.gameId,
  seatToken: g.tokens.JAPAN,
  units: [{ unitType: 'INFANTRY', count: 1 }],
  ...over,
});
const sendPurchase = async (input: Record<string, unknown>): Promise<CommandResultRow> =>
  (await t.data(MUTATIONS.purchaseUnits, { input })).purchaseUnits;

describe("Japan's Purchase phase, round 1", () => {
  test('a missing seat token: NOT_AUTHORIZED', async () => {
    const { seatToken: _omitted, ...input } = purchaseInput();
    await refused('NOT_AUTHORIZED', () => sendPurchase(input));
    await refused('NOT_AUTHORIZED', () => sendPurchase(purchaseInput({ seatToken: null })));
    await refused('NOT_AUTHORIZED', () => sendPurchase(purchaseInput({ seatToken: '' })));
  });

  test('a wrong seat token: NOT_AUTHORIZED', async () => {
    await refused('NOT_AUTHORIZED', () => sendPurchase(purchaseInput({ seatToken: 'not-a-token' })));
    await refused('NOT_AUTHORIZED', () => sendPurchase(purchaseInput({ seatToken: g.tokens.JAPAN.slice(0, -1) + 'x' })));
    // The organizer reads but does not play.
    await refused('NOT_AUTHORIZED', () => sendPurchase(purchaseInput({ seatToken: g.organizerToken })));
    // Japan's token of another game.
    const other = await newGame(t.data);
    await refused('NOT_AUTHORIZED', () => sendPurchase(purchaseInput({ seatToken: other.tokens.JAPAN })));
    await refused('NOT_AUTHORIZED', () => endPhase(t.data, { ...g, tokens: { ...g.tokens, JAPAN: 'nope' } }, 'JAPAN'));
  });

  test("another power's token: NOT_YOUR_TURN", async () => {
    await refused('NOT_YOUR_TURN', () => purchase(t.data, g, 'USA', [{ unitType: 'INFANTRY', count: 1 }]));
    await refused('NOT_YOUR_TURN', () => endPhase(t.data, g, 'ANZAC'));
    await refused('NOT_YOUR_TURN', () => place(t.data, g, 'UK', [{ unitType: 'INFANTRY', count: 1, territory: 'India' }]));
  });

  test('placing during Purchase: WRONG_PHASE', async () => {
    await refused('WRONG_PHASE', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1, territory: 'Japan' }]));
  });

  test('endPhase with a stale phase: PHASE_MISMATCH', async () => {
    await refused('PHASE_MISMATCH', () => endPhase(t.data, g, 'JAPAN', 'MOBILIZE'));
    await refused('PHASE_MISMATCH', () => endPhase(t.data, g, 'JAPAN', 'COMBAT_MOVE'));
  });

  test('an unknown or misspelt unit type is a validation error naming the field and the enum (issue 16: UnitType enum)', async () => {
    const r = await invalid(['BAD_USER_INPUT'], () =>
      t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [{ unitType: 'zeppelin', count: 1 }] }) }),
    );
    expect(r.errors![0].message).toMatch(/input\.units\[0\]\.unitType.*"zeppelin" does not exist in "UnitType" enum/);
    const typo = await invalid(['BAD_USER_INPUT'], () =>
      t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [{ unitType: 'Infantry', count: 1 }] }) }),
    );
    expect(typo.errors![0].message).toMatch(/"Infantry" does not exist in "UnitType" enum. Did you mean the enum value "INFANTRY"/);
  });

  test('zero and negative quantities: INVALID_QUANTITY', async () => {
    await refused('INVALID_QUANTITY', () => purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 0 }]));
    await refused('INVALID_QUANTITY', () => purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: -1 }]));
    // A negative count may not pay for something else.
    await refused('INVALID_QUANTITY', () =>
      purchase(t.data, g, 'JAPAN', [
        { unitType: 'BATTLESHIP', count: 2 },
        { unitType: 'INFANTRY', count: -5 },
      ]),
    );
  });

  test('buying beyond the PUs on hand: INSUFFICIENT_PUS (PUR-2)', async () => {
    await refused('INSUFFICIENT_PUS', () => purchase(t.data, g, 'JAPAN', [{ unitType: 'BATTLESHIP', count: 2 }]));
    // 27 PUs of infantry and artillery against 26.
    await refused('INSUFFICIENT_PUS', () =>
      purchase(t.data, g, 'JAPAN', [
        { unitType: 'INFANTRY', count: 5 },
        { unitType: 'ARTILLERY', count: 3 },
      ]),
    );
    expect(pusOf(await board(t.data, g.gameId), 'JAPAN')).toBe(26);
  });

  test('the same purchase with the same commandId twice: one UnitsPurchased, the second duplicate, PUs charged once', async () => {
    const commandId = newId();
    const before = await eventCount(t.data, g.gameId);
    const first = await purchase(
      t.data,
      g,
      'JAPAN',
      [
        { unitType: 'INFANTRY', count: 1 },
        { unitType: 'DESTROYER', count: 1 },
      ],
      commandId,
    );
    expectAccepted(first);
    expect(first.duplicate).toBe(false);
    const second = await purchase(
      t.data,
      g,
      'JAPAN',
      [
        { unitType: 'INFANTRY', count: 1 },
        { unitType: 'DESTROYER', count: 1 },
      ],
      commandId,
    );
    expectAccepted(second);
    expect(second.duplicate).toBe(true);
    expect(second.events!.map((e) => e.id)).toEqual(first.events!.map((e) => e.id));
    expect(second.events!.map((e) => e.type)).toEqual(['UnitsPurchased']);
    expect(await eventCount(t.data, g.gameId)).toBe(before + 1);
    const b = await board(t.data, g.gameId);
    expect(pusOf(b, 'JAPAN')).toBe(26 - 11);
    expect(b.purchased.sort((x, y) => x.type.localeCompare(y.type))).toEqual([
      { type: 'DESTROYER', count: 1 },
      { type: 'INFANTRY', count: 1 },
    ]);
    // Sent a third time, concurrently with itself: still once.
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        purchase(
          t.data,
          g,
          'JAPAN',
          [
            { unitType: 'INFANTRY', count: 1 },
            { unitType: 'DESTROYER', count: 1 },
          ],
          commandId,
        ),
      ),
    );
    expect(again.map((r) => r.duplicate)).toEqual([true, true, true]);
    expect(await eventCount(t.data, g.gameId)).toBe(before + 1);
    expect(pusOf(await board(t.data, g.gameId), 'JAPAN')).toBe(26 - 11);
  });
});

describe("Japan's Mobilize phase, round 1 (bought: 1 infantry, 1 destroyer)", () => {
  beforeAll(async () => {
    await endPhasesUntil(t.data, g, 'JAPAN', 'MOBILIZE');
  });

  test('buying during Mobilize: WRONG_PHASE', async () => {
    await refused('WRONG_PHASE', () => purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }]));
  });

  test('an unknown territory: UNKNOWN_TERRITORY', async () => {
    await refused('UNKNOWN_TERRITORY', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1, territory: 'Atlantis' }]));
    await refused('UNKNOWN_TERRITORY', () =>
      place(t.data, g, 'JAPAN', [{ unitType: 'DESTROYER', count: 1, territory: '6 Sea Zone', factory: 'Atlantis' }]),
    );
  });

  test('an unknown unit type when placing is a validation error naming the field', async () => {
    const input = {
      commandId: newId(),
      gameId: g.gameId,
      seatToken: g.tokens.JAPAN,
      placements: [{ unitType: 'zeppelin', count: 1, territory: 'Japan' }],
    };
    const r = await t.gql(MUTATIONS.placeUnits, { input });
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(r.errors![0].message).toMatch(/input\.placements\[0\]\.unitType/);
  });

  test('zero and negative counts when placing: INVALID_QUANTITY', async () => {
    await refused('INVALID_QUANTITY', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 0, territory: 'Japan' }]));
    await refused('INVALID_QUANTITY', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: -2, territory: 'Japan' }]));
  });

  test('placing what was not bought: NOT_PURCHASED (MOB-1)', async () => {
    await refused('NOT_PURCHASED', () => place(t.data, g, 'JAPAN', [{ unitType: 'FIGHTER', count: 1, territory: 'Japan' }]));
    await refused('NOT_PURCHASED', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2, territory: 'Japan' }]));
    await refused('NOT_PURCHASED', () =>
      place(t.data, g, 'JAPAN', [
        { unitType: 'INFANTRY', count: 1, territory: 'Japan' },
        { unitType: 'INFANTRY', count: 1, territory: 'Japan' },
      ]),
    );
  });

  test('land units at sea and ships on land: WRONG_TERRAIN (MOB-2, MOB-3)', async () => {
    await refused('WRONG_TERRAIN', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1, territory: '6 Sea Zone' }]));
    await refused('WRONG_TERRAIN', () => place(t.data, g, 'JAPAN', [{ unitType: 'DESTROYER', count: 1, territory: 'Japan' }]));
  });

  test('placing where the power has no factory: NO_FACTORY (MOB-2)', async () => {
    const korea = (await board(t.data, g.gameId)).territories.find((x) => x.name === 'Korea')!;
    expect(korea.owner).toBe('JAPAN');
    expect(korea.units.filter((u) => u.type.startsWith('factory'))).toEqual([]);
    await refused('NO_FACTORY', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1, territory: 'Korea' }]));
    await refused('NO_FACTORY', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1, territory: 'India' }]));
  });

  test('a refused placement of several leaves all of them unplaced', async () => {
    await refused('WRONG_TERRAIN', () =>
      place(t.data, g, 'JAPAN', [
        { unitType: 'INFANTRY', count: 1, territory: 'Japan' },
        { unitType: 'DESTROYER', count: 1, territory: 'Japan' },
      ]),
    );
    const b = await board(t.data, g.gameId);
    expect(b.purchased).toHaveLength(2);
  });

  test('then the legal placement is accepted and Japan finishes its turn', async () => {
    expectAccepted(
      await place(t.data, g, 'JAPAN', [
        { unitType: 'INFANTRY', count: 1, territory: 'Japan' },
        { unitType: 'DESTROYER', count: 1, territory: '6 Sea Zone', factory: 'Japan' },
      ]),
    );
    await refused('NOT_PURCHASED', () => place(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1, territory: 'Japan' }]));
    await passTurn(t.data, g, 'JAPAN');
    await passTurn(t.data, g, 'USA');
    expect((await board(t.data, g.gameId)).currentPower).toBe('CHINA');
  });
});

describe("China's turn, round 1", () => {
  test('China buying a fighter: NOT_PURCHASABLE (PUR-4, AMBIG-17)', async () => {
    await refused('NOT_PURCHASABLE', () => purchase(t.data, g, 'CHINA', [{ unitType: 'FIGHTER', count: 1 }]));
    await refused('NOT_PURCHASABLE', () => purchase(t.data, g, 'CHINA', [{ unitType: 'BATTLESHIP', count: 1 }]));
  });

  test('China places only in territories it holds (MOB-8)', async () => {
    expectAccepted(await purchase(t.data, g, 'CHINA', [{ unitType: 'INFANTRY', count: 1 }]));
    await endPhasesUntil(t.data, g, 'CHINA', 'MOBILIZE');
    const kiangsu = (await board(t.data, g.gameId)).territories.find((x) => x.name === 'Kiangsu')!;
    expect(kiangsu.owner).toBe('JAPAN');
    await refused('NOT_OWN_TERRITORY', () => place(t.data, g, 'CHINA', [{ unitType: 'INFANTRY', count: 1, territory: 'Kiangsu' }]));
    expectAccepted(await place(t.data, g, 'CHINA', [{ unitType: 'INFANTRY', count: 1, territory: 'Szechwan' }]));
    await passTurn(t.data, g, 'CHINA');
  });
});

describe("ANZAC's minor factory (capacity 3, MOB-2)", () => {
  test('placing a fourth unit at New South Wales: FACTORY_CAPACITY_EXCEEDED', async () => {
    // ANZAC starts with 10 PUs, too few for 4 units: let UK and ANZAC pass round 1 and the others round 2.
    await passTurn(t.data, g, 'UK');
    await passTurn(t.data, g, 'ANZAC');
    for (const p of ['JAPAN', 'USA', 'CHINA', 'UK'] as const) await passTurn(t.data, g, p);
    const b = await board(t.data, g.gameId);
    expect(b).toMatchObject({ round: 2, currentPower: 'ANZAC', phase: 'PURCHASE' });
    // The standard setup's only minor factory, found on the board.
    const minors = b.territories.flatMap((x) => x.units.filter((u) => u.type === 'FACTORY_MINOR').map((u) => ({ at: x.name, ...u })));
    expect(minors).toEqual([{ at: 'New South Wales', type: 'FACTORY_MINOR', owner: 'ANZAC', count: 1, damage: 0 }]);
    expect(pusOf(b, 'ANZAC')).toBeGreaterThanOrEqual(12);

    expectAccepted(await purchase(t.data, g, 'ANZAC', [{ unitType: 'INFANTRY', count: 4 }]));
    await endPhasesUntil(t.data, g, 'ANZAC', 'MOBILIZE');
    await refused('FACTORY_CAPACITY_EXCEEDED', () =>
      place(t.data, g, 'ANZAC', [{ unitType: 'INFANTRY', count: 4, territory: 'New South Wales' }]),
    );
    expectAccepted(await place(t.data, g, 'ANZAC', [{ unitType: 'INFANTRY', count: 3, territory: 'New South Wales' }]));
    await refused('FACTORY_CAPACITY_EXCEEDED', () =>
      place(t.data, g, 'ANZAC', [{ unitType: 'INFANTRY', count: 1, territory: 'New South Wales' }]),
    );
    // The fourth is refunded at the end of Mobilize (MOB-9).
    const r = await endPhase(t.data, g, 'ANZAC', 'MOBILIZE');
    expectAccepted(r);
    expect(r.events!.map((e) => e.type)).toEqual(['UnplacedUnitsRefunded', 'PhaseStarted']);
    expect(r.events![0].data).toMatchObject({ power: 'ANZAC', units: [{ type: 'infantry', count: 1 }], pus: 3 });
  });
});

describe('game creation and seats', () => {
  test('an unknown ruleset: UNKNOWN_RULESET, and no game', async () => {
    const gameId = newId();
    const before = await t.data(`{ games { nodes { id } } }`);
    const r = await refused(
      'UNKNOWN_RULESET',
      async () => (await t.data(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId: 'pacific-1941', gameId } })).createGame,
      gameId,
    );
    expect(r.message).toContain('pacific-1940');
    expect(await eventCount(t.data, gameId)).toBe(0);
    expect((await t.data(`query($id: String!) { game(id: $id) { id } }`, { id: gameId })).game).toBeNull();
    expect((await t.data(`{ games { nodes { id } } }`)).games.nodes).toEqual(before.games.nodes);
  });

  test('pacific-2001 (RULES §7) is playable: the rulesets query says so for every ruleset', async () => {
    const q = await t.data(`{ rulesets { id playable } ruleset(id: "pacific-2001") { id playable } }`);
    expect(q.rulesets).toEqual([
      { id: 'pacific-1940', playable: true },
      { id: 'pacific-1940-2e', playable: true },
      { id: 'pacific-2001', playable: true },
    ]);
    expect(q.ruleset).toEqual({ id: 'pacific-2001', playable: true });
  });

  test('an unknown optional rule: UNKNOWN_OPTION', async () => {
    await refused(
      'UNKNOWN_OPTION',
      async () => (await t.data(MUTATIONS.createGame, { input: { commandId: newId(), options: ['no-such-rule'] } })).createGame,
    );
  });

  test('taking a taken seat: SEAT_TAKEN', async () => {
    const take = async (power: string) =>
      (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId: g.gameId, power } })).takeSeat;
    await refused('SEAT_TAKEN', () => take('JAPAN'));
    await refused('SEAT_TAKEN', () => take('ANZAC'));
    // A power no ruleset has is not a Power enum value: a validation error naming the field (issue 16).
    const germany = await t.gql(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId: g.gameId, power: 'GERMANY' } });
    expect(germany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(germany.errors![0].message).toMatch(/input\.power.*"GERMANY" does not exist in "Power" enum/);
    await refused('POWER_NOT_PLAYABLE', () => take('DUTCH'));
  });

  test('a command for a game that does not exist: GAME_NOT_FOUND', async () => {
    const gameId = newId();
    await refused('GAME_NOT_FOUND', () => purchase(t.data, { ...g, gameId }, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }]), gameId);
    await refused(
      'GAME_NOT_FOUND',
      async () => (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power: 'JAPAN' } })).takeSeat,
      gameId,
    );
  });

  // Retries, reused command ids and the tokens of createGame and takeSeat: seat-security.test.ts.
});

describe('validation errors: no stack trace, nothing appended', () => {
  const VALIDATION = ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'];

  test('a gameId that is not a UUID', async () => {
    const r = await invalid(['BAD_USER_INPUT'], () => t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ gameId: 'not-a-uuid' }) }));
    expect(JSON.stringify(r.errors)).not.toContain(g.tokens.JAPAN); // input values are not echoed
  });

  test('a missing required field (variables and literal)', async () => {
    const { units: _u, ...noUnits } = purchaseInput();
    await invalid(VALIDATION, () => t.gql(MUTATIONS.purchaseUnits, { input: noUnits }));
    await invalid(['GRAPHQL_VALIDATION_FAILED'], () =>
      t.gql(
        `mutation { purchaseUnits(input: { gameId: "${g.gameId}", seatToken: "${g.tokens.JAPAN}", units: [{ unitType: INFANTRY, count: 1 }] }) { __typename } }`,
      ),
    );
    await invalid(VALIDATION, () => t.gql(MUTATIONS.purchaseUnits, {}));
  });

  test('a syntactically broken query: GRAPHQL_PARSE_FAILED', async () => {
    const r = await invalid(['GRAPHQL_PARSE_FAILED'], () => t.gql(`mutation { purchaseUnits(input: { units: [ }`));
    expect(r.status).toBe(400);
    await invalid(['GRAPHQL_PARSE_FAILED'], () => t.gql(`{ board(gameId: "x") { round `));
  });

  test('a count that is not an Int', async () => {
    await invalid(VALIDATION, () =>
      t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [{ unitType: 'INFANTRY', count: 1.5 }] }) }),
    );
    await invalid(VALIDATION, () =>
      t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [{ unitType: 'INFANTRY', count: 'three' }] }) }),
    );
    await invalid(VALIDATION, () =>
      t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [{ unitType: 'INFANTRY', count: 2 ** 40 }] }) }),
    );
    await invalid(['GRAPHQL_VALIDATION_FAILED'], () =>
      t.gql(
        `mutation { purchaseUnits(input: { commandId: "c1", gameId: "${g.gameId}", seatToken: "x", units: [{ unitType: INFANTRY, count: 1.5 }] }) { __typename } }`,
      ),
    );
  });

  test('other invalid input: a count over the limit, a bad commandId, an unknown field, an unknown phase, an empty list', async () => {
    await invalid(['BAD_USER_INPUT'], () =>
      t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [{ unitType: 'INFANTRY', count: 1001 }] }) }),
    );
    await invalid(['BAD_USER_INPUT'], () => t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ commandId: 'has spaces' }) }));
    await invalid(['BAD_USER_INPUT'], () => t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ commandId: '' }) }));
    await invalid(['BAD_USER_INPUT'], () => t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ units: [] }) }));
    await invalid(VALIDATION, () => t.gql(MUTATIONS.purchaseUnits, { input: purchaseInput({ price: 0 }) }));
    await invalid(VALIDATION, () =>
      t.gql(MUTATIONS.endPhase, { input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.ANZAC, phase: 'LUNCH' } }),
    );
    await invalid(['GRAPHQL_VALIDATION_FAILED'], () => t.gql(`{ noSuchField }`));
  });

  test('a subscription sent over HTTP: BAD_REQUEST pointing to the WebSocket endpoint', async () => {
    const r = await invalid(['BAD_REQUEST'], () => t.gql(`subscription($g: String!) { gameEvents(gameId: $g) { id } }`, { g: g.gameId }));
    expect(r.status).toBe(400);
    expect(r.errors![0].message).toMatch(/WebSocket/);
  });

  test('a subscription with a negative cursor: an error on the subscription, no stack trace', async () => {
    const feed = t.subscribe(`subscription($g: String!) { gameEvents(gameId: $g, after: -1) { id } }`, { g: g.gameId });
    await expect(feed.waitFor(1, 3000)).rejects.toThrow(/after must be an event number/);
    expect(feed.items).toEqual([]);
    expect(JSON.stringify(feed.errors)).not.toMatch(/stacktrace|\bat .+\.(ts|js):\d+/i);
    await feed.close();
  });

  test('a body that is not JSON: 400, no stack trace', async () => {
    const all = await storeSize();
    const r = await gqlRaw(t.url, '{"query": "mutation {');
    expect(r.status).toBe(400);
    expect(r.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    expect(r.raw).not.toMatch(/stacktrace/i);
    expect(await storeSize()).toBe(all);
  });
});
