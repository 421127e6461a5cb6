// docs/rulings.md: the organizer's rulings. A game may be ended by
// adjudication (a side wins, or a draw) or voided, and a held seat handed to
// another player; each with a reason, recorded in its event. Only the
// organizer rules; nothing is accepted once the game has ended.
import { decide, fold, noDice, pendingDecisions, type Actor, type Command, type GameState, type PowerId } from '../../src/rules';

const anonymous: Actor = { kind: 'anonymous' };
const organizer: Actor = { kind: 'organizer' };
const japan: Actor = { kind: 'seat', power: 'Japan' };

/** Given: a new game of `rulesetId`, with the seats of `seated` taken (token hash `t-<power>`). */
function given(seated: PowerId[] = [], rulesetId = 'pacific-1940'): GameState {
  let s: GameState | null = null;
  const create: Command = { type: 'CreateGame', gameId: 'g', rulesetId, options: [], name: 't', organizerTokenHash: 'org' };
  for (const c of [create, ...seated.map((power): Command => ({ type: 'TakeSeat', power, tokenHash: `t-${power}` }))]) {
    const d = decide(s, c, { actor: anonymous, dice: noDice });
    if (!d.ok) throw new Error(d.violation.code);
    s = d.state;
  }
  return s!;
}
const when = (s: GameState, c: Command, actor: Actor = organizer) => decide(s, c, { actor, dice: noDice });
function accepted(d: ReturnType<typeof when>) {
  if (!d.ok) throw new Error(`refused: ${d.violation.code} ${d.violation.message}`);
  return d;
}
const refused = (d: ReturnType<typeof when>) => (d.ok ? { code: 'accepted', rule: '' } : d.violation);

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
    const d = accepted(when(given(['Japan']), adjudicate('Allies', '  Japan resigned in round 1  ')));
    expect(d.events).toEqual([
      {
        type: 'GameAdjudicated',
        data: { outcome: 'winner', winner: 'Allies', reason: 'Japan resigned in round 1', round: 1, by: 'organizer' },
      },
    ]);
    expect(d.state).toMatchObject({ status: 'ended', winner: 'Allies', victoryPending: null });
    expect(d.state.ruling).toEqual({ kind: 'adjudicated', outcome: 'winner', reason: 'Japan resigned in round 1', round: 1 });
    expect(pendingDecisions(d.state)).toEqual([]);
  });

  test('a draw: no winner', () => {
    const d = accepted(when(given(), draw()));
    expect(d.events).toEqual([
      {
        type: 'GameAdjudicated',
        data: { outcome: 'draw', winner: null, reason: 'time ran out at the tournament', round: 1, by: 'organizer' },
      },
    ]);
    expect(d.state).toMatchObject({ status: 'ended', winner: null });
  });

  test('after it nothing is accepted: GAME_ENDED citing docs/rulings.md, the reason in the message', () => {
    const s = accepted(when(given(['Japan']), adjudicate('Axis'))).state;
    const v = refused(when(s, purchase, japan));
    expect(v).toMatchObject({ code: 'GAME_ENDED', rule: 'docs/rulings.md' });
    expect(v.code === 'GAME_ENDED' && 'message' in v && v.message).toContain('Japan resigned');
    expect(refused(when(s, draw()))).toMatchObject({ code: 'GAME_ENDED', rule: 'docs/rulings.md' });
    expect(refused(when(s, handOver('Japan')))).toMatchObject({ code: 'GAME_ENDED', rule: 'docs/rulings.md' });
  });

  test('a win names a side, a draw none: INVALID_RULING', () => {
    const s = given();
    expect(refused(when(s, { type: 'AdjudicateGame', outcome: 'winner', reason: 'r' }))).toMatchObject({
      code: 'INVALID_RULING',
      rule: 'docs/rulings.md',
    });
    expect(refused(when(s, { type: 'AdjudicateGame', outcome: 'winner', winner: 'Japan' as never, reason: 'r' }))).toMatchObject({
      code: 'INVALID_RULING',
    });
    expect(refused(when(s, { type: 'AdjudicateGame', outcome: 'draw', winner: 'Axis', reason: 'r' }))).toMatchObject({
      code: 'INVALID_RULING',
      rule: 'docs/rulings.md',
    });
    expect(refused(when(s, { type: 'AdjudicateGame', outcome: 'forfeit' as never, reason: 'r' }))).toMatchObject({
      code: 'INVALID_RULING',
    });
  });

  test('a game already won by the rules (VIC-3) cannot be adjudicated: GAME_ENDED citing VIC-3', () => {
    const won = fold([{ type: 'GameEnded', data: { winner: 'Axis', condition: 'VIC-1', round: 3, power: 'Japan' } }], given())!;
    expect(refused(when(won, adjudicate('Allies')))).toMatchObject({ code: 'GAME_ENDED', rule: 'VIC-3' });
    expect(refused(when(won, voidGame()))).toMatchObject({ code: 'GAME_ENDED', rule: 'VIC-3' });
  });
});

describe('voiding (docs/rulings.md)', () => {
  test('GameVoided with the reason and round; ended with no winner; nothing accepted afterwards', () => {
    const d = accepted(when(given(['Japan']), voidGame()));
    expect(d.events).toEqual([{ type: 'GameVoided', data: { reason: 'a player cheated', round: 1, by: 'organizer' } }]);
    expect(d.state).toMatchObject({ status: 'ended', winner: null });
    expect(d.state.ruling).toEqual({ kind: 'voided', reason: 'a player cheated', round: 1 });
    const v = refused(when(d.state, purchase, japan));
    expect(v).toMatchObject({ code: 'GAME_ENDED', rule: 'docs/rulings.md' });
    expect('message' in v && v.message).toContain('voided');
    expect(refused(when(d.state, handOver('Japan')))).toMatchObject({ code: 'GAME_ENDED' });
  });
});

describe('handing over a seat (docs/rulings.md)', () => {
  test("SeatHandedOver with the new token's hash and the reason; the seat now answers to the new hash only", () => {
    const d = accepted(when(given(['Japan', 'USA']), handOver('Japan', 'h-new')));
    expect(d.events).toEqual([
      { type: 'SeatHandedOver', data: { power: 'Japan', tokenHash: 'h-new', reason: 'the player left', by: 'organizer' } },
    ]);
    expect(d.state.seats).toEqual({ Japan: 'h-new', USA: 't-USA' });
    expect(d.state.status).toBe('active');
  });

  test('a seat nobody holds is not handed over: SEAT_NOT_TAKEN; an unknown power: UNKNOWN_POWER', () => {
    const s = given(['Japan']);
    expect(refused(when(s, handOver('USA')))).toMatchObject({ code: 'SEAT_NOT_TAKEN', rule: 'docs/rulings.md' });
    expect(refused(when(s, handOver('Narnia' as PowerId)))).toMatchObject({ code: 'UNKNOWN_POWER' });
  });

  test("pacific-2001 (RULES §7, AMBIG-43): naming Australia hands over Great Britain's seat, for both its powers", () => {
    const s = given(['India'], 'pacific-2001');
    const d = accepted(when(s, handOver('Australia', 'h-gb')));
    expect(d.events[0]).toMatchObject({ type: 'SeatHandedOver', data: { power: 'India', tokenHash: 'h-gb' } });
    expect(d.state.seats).toMatchObject({ India: 'h-gb', Australia: 'h-gb' });
  });
});

describe('who rules, and why', () => {
  test.each([
    ['adjudicate', adjudicate('Axis')],
    ['void', voidGame()],
    ['hand over', handOver('Japan')],
  ])('%s: only the organizer (NOT_AUTHORIZED citing docs/rulings.md for a seat or anyone)', (_, c) => {
    const s = given(['Japan']);
    expect(refused(when(s, c, japan))).toMatchObject({ code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md' });
    expect(refused(when(s, c, anonymous))).toMatchObject({ code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md' });
  });

  test.each([
    ['adjudicate', (r: string) => adjudicate('Axis', r)],
    ['draw', (r: string) => draw(r)],
    ['void', (r: string) => voidGame(r)],
    ['hand over', (r: string) => handOver('Japan', 'h', r)],
  ])('%s: the reason is required and at most 1000 characters (INVALID_REASON)', (_, c) => {
    const s = given(['Japan']);
    for (const r of ['', '   ', 'x'.repeat(1001)])
      expect(refused(when(s, c(r)))).toMatchObject({ code: 'INVALID_REASON', rule: 'docs/rulings.md' });
    expect(when(s, c('x'.repeat(1000))).ok).toBe(true);
  });
});
