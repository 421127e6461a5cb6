// docs/rulings.md: the organizer's rulings. A game may be ended by
// adjudication (a side wins, or a draw) or voided, and a held seat handed to
// another player; each with a reason, recorded in its event. Only the
// organizer rules; nothing is accepted once the game has ended.
import { pendingDecisions, type Actor, type Command, type GameEvent, type PowerId } from '../../src/rules';
import { anonymous, given, organizer, standardGame } from '../support/decider-spec';

const asOrganizer = { by: organizer };
const ended = { code: 'GAME_ENDED', rule: 'docs/rulings.md' } as const;
/** A new game with the seats of `seated` taken (token hash `t-<power>`). */
const game = (seated: PowerId[] = [], ruleset = 'pacific-1940') => given(standardGame({ ruleset, seated }));

const adjudicate = (winner: 'Axis' | 'Allies', reason = 'Japan resigned'): Command => ({
  type: 'AdjudicateGame',
  outcome: 'winner',
  winner,
  reason,
});
const draw = (reason = 'time ran out at the tournament'): Command => ({ type: 'AdjudicateGame', outcome: 'draw', reason });
const voidGame = (reason = 'a player cheated'): Command => ({ type: 'VoidGame', reason });
const handOver = (power: PowerId, tokenHash = 'new', reason = 'the player left'): Command => ({
  type: 'HandOverSeat',
  power,
  tokenHash,
  reason,
});
const purchase: Command = { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] };

describe('adjudication (docs/rulings.md)', () => {
  test('the organizer names the winner: GameAdjudicated with the reason and round; the game has ended with that winner', () => {
    game(['Japan'])
      .when(adjudicate('Allies', '  Japan resigned in round 1  '), asOrganizer)
      .then([
        {
          type: 'GameAdjudicated',
          data: { outcome: 'winner', winner: 'Allies', reason: 'Japan resigned in round 1', round: 1, by: 'organizer' },
        },
      ])
      .thenState((s) => {
        expect(s).toMatchObject({ status: 'ended', winner: 'Allies', victoryPending: null });
        expect(s.ruling).toEqual({ kind: 'adjudicated', outcome: 'winner', reason: 'Japan resigned in round 1', round: 1 });
        expect(pendingDecisions(s)).toEqual([]);
      });
  });

  test('a draw: no winner', () => {
    game()
      .when(draw(), asOrganizer)
      .then([
        {
          type: 'GameAdjudicated',
          data: { outcome: 'draw', winner: null, reason: 'time ran out at the tournament', round: 1, by: 'organizer' },
        },
      ])
      .thenState((s) => expect(s).toMatchObject({ status: 'ended', winner: null }));
  });

  test('after it nothing is accepted: GAME_ENDED citing docs/rulings.md, the reason in the message', () => {
    const after = game(['Japan']).when(adjudicate('Axis'), asOrganizer).thenAccepted();
    after.when(purchase, { by: 'Japan' }).thenRefused({ ...ended, message: 'Japan resigned' });
    after.when(draw(), asOrganizer).thenRefused(ended);
    after.when(handOver('Japan'), asOrganizer).thenRefused(ended);
  });

  test('a win names a side, a draw none: INVALID_RULING', () => {
    const g = game();
    g.when({ type: 'AdjudicateGame', outcome: 'winner', reason: 'r' }, asOrganizer).thenRefused({
      code: 'INVALID_RULING',
      rule: 'docs/rulings.md',
    });
    g.when({ type: 'AdjudicateGame', outcome: 'winner', winner: 'Japan' as never, reason: 'r' }, asOrganizer).thenRefused({
      code: 'INVALID_RULING',
    });
    g.when({ type: 'AdjudicateGame', outcome: 'draw', winner: 'Axis', reason: 'r' }, asOrganizer).thenRefused({
      code: 'INVALID_RULING',
      rule: 'docs/rulings.md',
    });
    g.when({ type: 'AdjudicateGame', outcome: 'forfeit' as never, reason: 'r' }, asOrganizer).thenRefused({ code: 'INVALID_RULING' });
  });

  test('a game already won by the rules (VIC-3) cannot be adjudicated: GAME_ENDED citing VIC-3', () => {
    const won: GameEvent = { type: 'GameEnded', data: { winner: 'Axis', condition: 'VIC-1', round: 3, power: 'Japan' } };
    const g = given([...standardGame(), won]);
    g.when(adjudicate('Allies'), asOrganizer).thenRefused({ code: 'GAME_ENDED', rule: 'VIC-3' });
    g.when(voidGame(), asOrganizer).thenRefused({ code: 'GAME_ENDED', rule: 'VIC-3' });
  });
});

describe('voiding (docs/rulings.md)', () => {
  test('GameVoided with the reason and round; ended with no winner; nothing accepted afterwards', () => {
    const voided = game(['Japan'])
      .when(voidGame(), asOrganizer)
      .then([{ type: 'GameVoided', data: { reason: 'a player cheated', round: 1, by: 'organizer' } }])
      .thenState((s) => {
        expect(s).toMatchObject({ status: 'ended', winner: null });
        expect(s.ruling).toEqual({ kind: 'voided', reason: 'a player cheated', round: 1 });
      });
    voided.when(purchase, { by: 'Japan' }).thenRefused({ ...ended, message: 'voided' });
    voided.when(handOver('Japan'), asOrganizer).thenRefused({ code: 'GAME_ENDED' });
  });
});

describe('handing over a seat (docs/rulings.md)', () => {
  test("SeatHandedOver with the new token's hash and the reason; the seat now answers to the new hash only", () => {
    game(['Japan', 'USA'])
      .when(handOver('Japan', 'h-new'), asOrganizer)
      .then([{ type: 'SeatHandedOver', data: { power: 'Japan', tokenHash: 'h-new', reason: 'the player left', by: 'organizer' } }])
      .thenState((s) => {
        expect(s.seats).toEqual({ Japan: 'h-new', USA: 't-USA' });
        expect(s.status).toBe('active');
      });
  });

  test('a seat nobody holds is not handed over: SEAT_NOT_TAKEN; an unknown power: UNKNOWN_POWER', () => {
    const g = game(['Japan']);
    g.when(handOver('USA'), asOrganizer).thenRefused({ code: 'SEAT_NOT_TAKEN', rule: 'docs/rulings.md' });
    g.when(handOver('Narnia' as PowerId), asOrganizer).thenRefused({ code: 'UNKNOWN_POWER' });
  });

  test("pacific-2001 (RULES §7, AMBIG-43): naming Australia hands over Great Britain's seat, for both its powers", () => {
    game(['India'], 'pacific-2001')
      .when(handOver('Australia', 'h-gb'), asOrganizer)
      .then((events, s) => {
        expect(events[0]).toMatchObject({ type: 'SeatHandedOver', data: { power: 'India', tokenHash: 'h-gb' } });
        expect(s.seats).toMatchObject({ India: 'h-gb', Australia: 'h-gb' });
      });
  });
});

describe('who rules, and why', () => {
  test.each([
    ['adjudicate', adjudicate('Axis')],
    ['void', voidGame()],
    ['hand over', handOver('Japan')],
  ])('%s: only the organizer (NOT_AUTHORIZED citing docs/rulings.md for a seat or anyone)', (_, c) => {
    const g = game(['Japan']);
    g.when(c, { by: 'Japan' }).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md' });
    g.when(c, { by: anonymous }).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md' });
  });

  test.each([
    ['adjudicate', (r: string) => adjudicate('Axis', r)],
    ['draw', (r: string) => draw(r)],
    ['void', (r: string) => voidGame(r)],
    ['hand over', (r: string) => handOver('Japan', 'h', r)],
  ])('%s: the reason is required and at most 1000 characters (INVALID_REASON)', (_, c) => {
    const g = game(['Japan']);
    for (const r of ['', '   ', 'x'.repeat(1001)])
      g.when(c(r), asOrganizer).thenRefused({ code: 'INVALID_REASON', rule: 'docs/rulings.md' });
    g.when(c('x'.repeat(1000)), asOrganizer).thenAccepted();
  });
});

// docs/operations.md "A game that plays itself": the server's operator (the app checks its OPERATOR_TOKEN and hands
// the rules the actor `operator`) may void any game that has not ended, and nothing else of the organizer's.
describe("the server's operator (docs/operations.md)", () => {
  const operator: Actor = { kind: 'operator' };
  const asOperator = { by: operator };

  test('voids a game it did not create: GameVoided by operator, the game ended with no winner, the ruling says who', () => {
    game(['Japan'])
      .when(voidGame('  plays itself: every clock ran out  '), asOperator)
      .then([{ type: 'GameVoided', data: { reason: 'plays itself: every clock ran out', round: 1, by: 'operator' } }])
      .thenState((s) => {
        expect(s).toMatchObject({ status: 'ended', winner: null, victoryPending: null });
        expect(s.ruling).toEqual({ kind: 'voided', reason: 'plays itself: every clock ran out', round: 1, by: 'operator' });
        expect(pendingDecisions(s)).toEqual([]);
      });
  });

  test("afterwards nothing is accepted: GAME_ENDED citing docs/rulings.md, saying the server's operator voided it", () => {
    const after = game(['Japan']).when(voidGame('abuse'), asOperator).thenAccepted();
    after.when(purchase, { by: 'Japan' }).thenRefused({ ...ended, message: "the server's operator voided it (abuse)" });
    after.when(voidGame('again'), asOperator).thenRefused({ ...ended });
    after.when(voidGame('again'), asOrganizer).thenRefused({ ...ended });
  });

  test('a game the organizer already voided or adjudicated cannot be voided by the operator: GAME_ENDED', () => {
    game().when(voidGame('cheating'), asOrganizer).thenAccepted().when(voidGame('abuse'), asOperator).thenRefused(ended);
    game().when(draw(), asOrganizer).thenAccepted().when(voidGame('abuse'), asOperator).thenRefused(ended);
  });

  test("the organizer's own void is recorded as it always was: by organizer, and no `by` in the state's ruling", () => {
    game()
      .when(voidGame(), asOrganizer)
      .then([{ type: 'GameVoided', data: { reason: 'a player cheated', round: 1, by: 'organizer' } }])
      .thenState((s) => expect(s.ruling).toEqual({ kind: 'voided', reason: 'a player cheated', round: 1 }));
  });

  test.each([
    ['adjudicate', adjudicate('Axis')],
    ['hand over', handOver('Japan')],
  ])("%s stays the organizer's: the operator is refused NOT_AUTHORIZED citing docs/rulings.md", (_, c) => {
    game(['Japan']).when(c, asOperator).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md' });
  });

  test("a seat's command is no operator's: NOT_AUTHORIZED", () => {
    game(['Japan']).when(purchase, asOperator).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'API' });
  });

  test('a seat or no token is refused the void, and told who may send it', () => {
    const g = game(['Japan']);
    const refused = { code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md', message: 'operatorToken' } as const;
    g.when(voidGame(), { by: 'Japan' }).thenRefused(refused);
    g.when(voidGame(), { by: anonymous }).thenRefused(refused);
  });

  test('the reason is required of the operator too (INVALID_REASON)', () => {
    game().when(voidGame('  '), asOperator).thenRefused({ code: 'INVALID_REASON', rule: 'docs/rulings.md' });
  });
});
