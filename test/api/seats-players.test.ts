// Issue 25 item 4: a seat is a player. In pacific-2001 three players hold one
// seat each (RULES §7, AMBIG-43): Japan; Great Britain, playing India and
// Australia; the USA, playing China and the USA. Through the API: `players` and
// `seats` say which player plays each power and tell the truth once a seat is
// taken by naming any of its powers; the refusal names the player whose seat it
// is; every pending decision names the seat whose token answers it, and a
// client that answers each decision with that seat's token plays a whole round.
// In 1940 (RULES §1.1) each power is its own player: five seats, unchanged.
import { allEvents, board, expectAccepted, MUTATIONS, newId, startTestServer, type TestServer } from './helpers';

let t: TestServer;
const send = (query: string, variables: Record<string, unknown> = {}) => t.data(query, variables);

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

const SEATING = `query($g: String!) { game(id: $g) {
  players { name seat powers taken }
  seats { power taken player seat powers }
} }`;

const TAKE_SEAT = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) {
  __typename
  ... on SeatGranted { power seat player powers seatToken events { type summary } }
  ... on RuleViolation { code message rule } } }`;

async function create(rulesetId: string): Promise<string> {
  const created = (await send(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId, name: 'seats' } })).createGame;
  expect(created.__typename).toBe('GameCreated');
  return created.game.id;
}
const take = async (gameId: string, power: string) => (await send(TAKE_SEAT, { input: { commandId: newId(), gameId, power } })).takeSeat;
const seating = async (gameId: string) => (await send(SEATING, { g: gameId })).game;
const takenSeats = (g: { seats: { power: string; taken: boolean }[] }) => g.seats.filter((s) => s.taken).map((s) => s.power);

describe('pacific-2001: three players, one seat each (RULES §7, AMBIG-43)', () => {
  let gameId: string;
  /** Each seat's token, by the power its seat is recorded under (Player.seat). */
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    gameId = await create('pacific-2001');
  });

  test("before anyone sits: three free players, and each power names its player and that player's powers", async () => {
    const g = await seating(gameId);
    expect(g.players).toEqual([
      { name: 'Japan', seat: 'JAPAN', powers: ['JAPAN'], taken: false },
      { name: 'Great Britain', seat: 'INDIA', powers: ['INDIA', 'AUSTRALIA'], taken: false },
      { name: 'USA', seat: 'USA', powers: ['CHINA', 'USA'], taken: false },
    ]);
    expect(g.seats).toEqual([
      { power: 'JAPAN', taken: false, player: 'Japan', seat: 'JAPAN', powers: ['JAPAN'] },
      { power: 'INDIA', taken: false, player: 'Great Britain', seat: 'INDIA', powers: ['INDIA', 'AUSTRALIA'] },
      { power: 'AUSTRALIA', taken: false, player: 'Great Britain', seat: 'INDIA', powers: ['INDIA', 'AUSTRALIA'] },
      { power: 'CHINA', taken: false, player: 'USA', seat: 'USA', powers: ['CHINA', 'USA'] },
      { power: 'USA', taken: false, player: 'USA', seat: 'USA', powers: ['CHINA', 'USA'] },
    ]);
    // The ruleset says the same without a game.
    const rs = (await send(`{ ruleset(id: "pacific-2001") { players { name seat powers } powers { id playable player seat } } }`)).ruleset;
    expect(rs.players).toEqual(g.players.map(({ taken: _t, ...p }: { taken: boolean }) => p));
    expect(
      rs.powers
        .filter((p: { playable: boolean }) => p.playable)
        .map((p: { id: string; player: string; seat: string }) => [p.id, p.player, p.seat]),
    ).toEqual([
      ['JAPAN', 'Japan', 'JAPAN'],
      ['INDIA', 'Great Britain', 'INDIA'],
      ['AUSTRALIA', 'Great Britain', 'INDIA'],
      ['CHINA', 'USA', 'USA'],
      ['USA', 'USA', 'USA'],
    ]);
    expect(rs.powers.find((p: { id: string }) => p.id === 'COMMONWEALTH')).toEqual({
      id: 'COMMONWEALTH',
      playable: false,
      player: null,
      seat: null,
    });
  });

  test("the USA's seat: taken by naming USA, CHINA shows taken too and is refused naming the player (the issue's case)", async () => {
    const usa = await take(gameId, 'USA');
    expect(usa).toMatchObject({ __typename: 'SeatGranted', power: 'USA', seat: 'USA', player: 'USA', powers: ['CHINA', 'USA'] });
    expect(usa.events).toEqual([{ type: 'SeatTaken', summary: "USA's seat (China, USA) is taken." }]);
    tokens.USA = usa.seatToken;
    const g = await seating(gameId);
    expect(takenSeats(g)).toEqual(['CHINA', 'USA']);
    expect(g.players.filter((p: { taken: boolean }) => p.taken).map((p: { name: string }) => p.name)).toEqual(['USA']);
    const china = await take(gameId, 'CHINA');
    expect(china).toEqual({
      __typename: 'RuleViolation',
      code: 'SEAT_TAKEN',
      message: "USA's seat (China, USA) is already taken.",
      rule: 'RULES §7, AMBIG-43',
    });
  });

  test("Great Britain's seat: taken by naming AUSTRALIA, recorded under INDIA; INDIA is refused with Great Britain's seat named", async () => {
    const gb = await take(gameId, 'AUSTRALIA');
    expect(gb).toMatchObject({
      __typename: 'SeatGranted',
      power: 'AUSTRALIA',
      seat: 'INDIA',
      player: 'Great Britain',
      powers: ['INDIA', 'AUSTRALIA'],
    });
    expect(gb.events).toEqual([{ type: 'SeatTaken', summary: "Great Britain's seat (India, Australia) is taken." }]);
    tokens.INDIA = gb.seatToken;
    expect(takenSeats(await seating(gameId))).toEqual(['INDIA', 'AUSTRALIA', 'CHINA', 'USA']);
    for (const power of ['INDIA', 'AUSTRALIA'])
      expect(await take(gameId, power)).toEqual({
        __typename: 'RuleViolation',
        code: 'SEAT_TAKEN',
        message: "Great Britain's seat (India, Australia) is already taken.",
        rule: 'RULES §7, AMBIG-43',
      });
  });

  test("Japan's seat: one power, the 1940 wording and rule", async () => {
    const japan = await take(gameId, 'JAPAN');
    expect(japan).toMatchObject({ __typename: 'SeatGranted', power: 'JAPAN', seat: 'JAPAN', player: 'Japan', powers: ['JAPAN'] });
    tokens.JAPAN = japan.seatToken;
    expect(await take(gameId, 'JAPAN')).toEqual({
      __typename: 'RuleViolation',
      code: 'SEAT_TAKEN',
      message: "Japan's seat is already taken.",
      rule: 'RULES §1.1',
    });
    const g = await seating(gameId);
    expect(g.players.every((p: { taken: boolean }) => p.taken)).toBe(true);
    expect(g.seats.every((s: { taken: boolean }) => s.taken)).toBe(true);
    expect((await board(send, gameId)).powers.map((p) => p.seatTaken)).toEqual([true, true, true, true, true]);
  });

  test('a whole round answered by the seat each pending decision names: Britain answers for India and Australia, the USA for China', async () => {
    const answered: string[] = [];
    for (let guard = 0; guard < 80; guard++) {
      const q = await send(
        `query($g: String!) { game(id: $g) { round phase phaseName pendingDecisions { kind power seat player required } }
            board(gameId: $g) { phaseName purchased { type count } powers { power player seat }
              pendingDecisions { power seat player } } }`,
        { g: gameId },
      );
      const { game, board: b } = q;
      if (game.round === 2) break;
      const [decision] = game.pendingDecisions.filter((d: { required: boolean }) => d.required);
      // The board's decisions name the same seats, and its powers their players.
      expect(b.pendingDecisions.map((d: { seat: string }) => d.seat)).toEqual(game.pendingDecisions.map((d: { seat: string }) => d.seat));
      expect(b.phaseName).toBe(game.phaseName);
      const power = b.powers.find((p: { power: string }) => p.power === decision.power);
      expect([power.player, power.seat]).toEqual([decision.player, decision.seat]);
      const key = `${decision.power}>${decision.seat} (${decision.player})`;
      if (answered.at(-1) !== key) answered.push(key);
      const token = tokens[decision.seat];
      // [S1 "China"]: China places the infantry it is paid before its Mobilize ends.
      if (game.phase === 'MOBILIZE' && decision.power === 'CHINA' && b.purchased.length)
        expectAccepted(
          (
            await send(MUTATIONS.placeUnits, {
              input: {
                commandId: newId(),
                gameId,
                seatToken: token,
                placements: b.purchased.map((u: { type: string; count: number }) => ({
                  unitType: u.type,
                  count: u.count,
                  territory: 'Szechwan',
                })),
              },
            })
          ).placeUnits,
        );
      expectAccepted(
        (await send(MUTATIONS.endPhase, { input: { commandId: newId(), gameId, seatToken: token, phase: game.phase } })).endPhase,
      );
    }
    expect(answered).toEqual([
      'JAPAN>JAPAN (Japan)',
      'INDIA>INDIA (Great Britain)',
      'AUSTRALIA>INDIA (Great Britain)',
      'INDIA>INDIA (Great Britain)',
      'AUSTRALIA>INDIA (Great Britain)',
      'INDIA>INDIA (Great Britain)',
      'AUSTRALIA>INDIA (Great Britain)',
      'INDIA>INDIA (Great Britain)',
      'AUSTRALIA>INDIA (Great Britain)',
      'CHINA>USA (USA)',
      'USA>USA (USA)',
    ]);
  });
  test('issue 25 "Summaries": the round reads in seed 001\'s phase names (RULES §7), never the rules\' phase ids', async () => {
    const { edges } = (
      await send(`query($g: String!) { events(gameId: $g, last: 500) { edges { node { type summary } } } }`, { g: gameId })
    ).events;
    const summaries: string[] = edges.map((e: { node: { summary: string } }) => e.node.summary);
    const phases = edges
      .filter((e: { node: { type: string } }) => e.node.type === 'PhaseStarted')
      .map((e: { node: { summary: string } }) => e.node.summary);
    expect(phases.slice(0, 8)).toEqual([
      'Japan: Land Fighters on Combat Air Patrol.',
      'Japan: Combat Movement.',
      'Japan: Resolve Combat.',
      'Japan: Place/Remove National Control Markers and Adjust the National Production Chart.',
      'Japan: Non-Combat Movement.',
      'Japan: Place New Units.',
      'Japan: Submerged Submarines Resurface, Damaged Battleships Uprighted.',
      'Japan: Collect Income.',
    ]);
    expect(phases).toEqual(expect.arrayContaining(['Australia: Purchase Combat Units.', 'China: Place New Units.']));
    expect(
      summaries.filter((x) => /combatAirPatrol|combatMove|conductCombat|nationalControl|nonCombatMove|mobilize|collectIncome/.test(x)),
    ).toEqual([]);
    const rs = (await send(`{ ruleset(id: "pacific-2001") { phases { number phase name } } }`)).ruleset;
    expect(rs.phases.map((p: { number: number; phase: string; name: string }) => `${p.number} ${p.phase} ${p.name}`)).toEqual([
      '1 PURCHASE Purchase Combat Units',
      '2 COMBAT_AIR_PATROL Land Fighters on Combat Air Patrol',
      '3 COMBAT_MOVE Combat Movement',
      '4 CONDUCT_COMBAT Resolve Combat',
      '5 NATIONAL_CONTROL Place/Remove National Control Markers and Adjust the National Production Chart',
      '6 NON_COMBAT_MOVE Non-Combat Movement',
      '7 MOBILIZE Place New Units',
      '8 RESURFACE Submerged Submarines Resurface, Damaged Battleships Uprighted',
      '9 COLLECT_INCOME Collect Income',
    ]);
    const g = (await send(`query($g: String!) { game(id: $g) { phaseName timeline { power phase phaseName } } }`, { g: gameId })).game;
    expect(g.phaseName).toBe('Purchase Combat Units');
    expect(g.timeline.slice(0, 2)).toEqual([
      { power: 'JAPAN', phase: 'PURCHASE', phaseName: 'Purchase Combat Units' },
      { power: 'JAPAN', phase: 'COMBAT_AIR_PATROL', phaseName: 'Land Fighters on Combat Air Patrol' },
    ]);
    // A replay asked for a phase not reached names it in the ruleset's words.
    const missing = await t.gql(
      `query($g: String!) { game(id: $g) { board(atPhase: { round: 9, power: CHINA, phase: RESURFACE }) { round } } }`,
      {
        g: gameId,
      },
    );
    expect(missing.errors?.[0]?.message).toBe(
      "China's Submerged Submarines Resurface, Damaged Battleships Uprighted phase of round 9 has not been reached in this game.",
    );
  });

  test('pacific-2001 is said to be playable: rulesets, and the descriptions of playable and RULESET_NOT_PLAYABLE', async () => {
    const q = await send(`{ rulesets { id playable }
      summary: __type(name: "RulesetSummary") { fields { name description } }
      codes: __type(name: "ViolationCode") { enumValues { name description } } }`);
    expect(q.rulesets.find((r: { id: string }) => r.id === 'pacific-2001')).toEqual({ id: 'pacific-2001', playable: true });
    const playable = q.summary.fields.find((f: { name: string }) => f.name === 'playable').description;
    const notPlayable = q.codes.enumValues.find((v: { name: string }) => v.name === 'RULESET_NOT_PLAYABLE').description;
    for (const text of [playable, notPlayable]) {
      expect(text).toContain('pacific-2001');
      expect(text).not.toMatch(/not built yet \(pacific-2001\)/);
    }
    expect(notPlayable).toMatch(/No committed ruleset is so today/);
  });
});

describe("pacific-2001 seated by invitation (docs/seats.md, RULES §7, AMBIG-43): an invitation is to a player's seat", () => {
  test("inviting AUSTRALIA invites Great Britain's seat (INDIA); its code opens it naming INDIA; the wording names the player", async () => {
    const created = (
      await send(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId: 'pacific-2001', name: 'seats', seating: 'INVITATION' } })
    ).createGame;
    const gameId = created.game.id;
    const inv = (
      await send(
        `mutation($input: InviteToSeatInput!) { inviteToSeat(input: $input) {
          __typename ... on SeatInvitation { power seat invitationCode events { summary } } ... on RuleViolation { code message } } }`,
        { input: { commandId: newId(), gameId, organizerToken: created.organizerToken, power: 'AUSTRALIA' } },
      )
    ).inviteToSeat;
    expect(inv).toMatchObject({ __typename: 'SeatInvitation', power: 'AUSTRALIA', seat: 'INDIA' });
    expect(inv.events).toEqual([{ summary: "The organizer invited a player to Great Britain's seat (India, Australia)." }]);
    expect((await send(`query($g: String!) { game(id: $g) { invitedSeats } }`, { g: gameId })).game.invitedSeats).toEqual(['INDIA']);
    const noCode = await take(gameId, 'AUSTRALIA');
    expect([noCode.code, noCode.message]).toEqual([
      'INVITATION_REQUIRED',
      "This game's seats are given by invitation: send the invitation code to Great Britain's seat (India, Australia).",
    ]);
    const r = (await send(TAKE_SEAT, { input: { commandId: newId(), gameId, power: 'INDIA', invitationCode: inv.invitationCode } }))
      .takeSeat;
    expect(r).toMatchObject({ __typename: 'SeatGranted', power: 'INDIA', seat: 'INDIA', player: 'Great Britain' });
    expect(takenSeats(await seating(gameId))).toEqual(['INDIA', 'AUSTRALIA']);
  });
});

describe('pacific-1940: every power is its own player, one seat each (RULES §1.1), as before', () => {
  test('five players of one power; a seat named by its power; the refusal names that power', async () => {
    const gameId = await create('pacific-1940');
    const powers = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];
    const names = ['Japan', 'USA', 'China', 'UK', 'ANZAC'];
    expect((await seating(gameId)).players).toEqual(powers.map((p, i) => ({ name: names[i], seat: p, powers: [p], taken: false })));
    const uk = await take(gameId, 'UK');
    expect(uk).toMatchObject({ __typename: 'SeatGranted', power: 'UK', seat: 'UK', player: 'UK', powers: ['UK'] });
    expect(uk.events).toEqual([{ type: 'SeatTaken', summary: "UK's seat is taken." }]);
    const g = await seating(gameId);
    // Only the UK's seat: its neighbours in the Allies are free.
    expect(takenSeats(g)).toEqual(['UK']);
    expect(g.seats.find((s: { power: string }) => s.power === 'ANZAC')).toEqual({
      power: 'ANZAC',
      taken: false,
      player: 'ANZAC',
      seat: 'ANZAC',
      powers: ['ANZAC'],
    });
    expect(await take(gameId, 'UK')).toEqual({
      __typename: 'RuleViolation',
      code: 'SEAT_TAKEN',
      message: "UK's seat is already taken.",
      rule: 'RULES §1.1',
    });
    expect(await take(gameId, 'ANZAC')).toMatchObject({ __typename: 'SeatGranted', seat: 'ANZAC', player: 'ANZAC' });
    const q = await send(`query($g: String!) { game(id: $g) { pendingDecisions { power seat player } } }`, { g: gameId });
    expect(q.game.pendingDecisions).toEqual([{ power: 'JAPAN', seat: 'JAPAN', player: 'Japan' }]);
    const events = await allEvents(send, gameId);
    expect(events.map((e) => e.type)).toEqual(['GameCreated', 'SeatTaken', 'SeatTaken']);
  });
});
