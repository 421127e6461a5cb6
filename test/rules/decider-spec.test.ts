// The given / when / then helper (test/support/decider-spec.ts) fails with the answer it got
// instead of the one expected, so a failing rule test says at once what the core did.
import type { Command, GameEvent } from '../../src/rules';
import { given, standardGame } from '../support/decider-spec';

const buy: Command = { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] };

describe('the decider spec helper', () => {
  test('events expected, a refusal got: the failure names the code, the rule and the message', () => {
    const refused = given(standardGame()).when(buy, { by: 'USA' });
    expect(() => refused.then([])).toThrow(/PurchaseUnits by USA: expected events \(none\), but it was refused: NOT_YOUR_TURN \(.+\): /);
    expect(() => refused.thenState(() => {})).toThrow(/refused: NOT_YOUR_TURN/);
  });

  test('a refusal expected, events got: the failure names the events', () => {
    expect(() => given(standardGame()).when(buy).thenRefused({ code: 'INSUFFICIENT_PUS', rule: 'PUR-2' })).toThrow(
      'PurchaseUnits by Japan: expected a refusal INSUFFICIENT_PUS (PUR-2), but it was accepted with UnitsPurchased',
    );
  });

  test("a refusal with another code, rule or message fails as jest's toMatchObject / toContain do", () => {
    const refused = given(standardGame()).when(buy, { by: 'USA' });
    expect(() => refused.thenRefused({ code: 'WRONG_PHASE' })).toThrow(/toMatchObject/);
    expect(() => refused.thenRefused({ code: 'NOT_YOUR_TURN', rule: 'PUR-2' })).toThrow(/toMatchObject/);
    expect(() => refused.thenRefused({ code: 'NOT_YOUR_TURN', message: 'no such words' })).toThrow(/toContain/);
    expect(refused.thenRefused({ code: 'NOT_YOUR_TURN', message: /turn/i }).code).toBe('NOT_YOUR_TURN');
  });

  test('a history must start with GameCreated; a standard game does, with the seats taken', () => {
    const [created, ...rest] = standardGame({ seated: ['Japan', 'USA'] });
    expect(created.type).toBe('GameCreated');
    expect(rest.map((e) => e.type)).toEqual(['SeatTaken', 'SeatTaken']);
    expect(() => given(rest)).toThrow('given: a history starts with GameCreated, not SeatTaken');
    expect(given([created, ...rest]).state.seats).toEqual({ Japan: 't-Japan', USA: 't-USA' });
  });

  test('the state given is frozen: decide and evolve may not change it', () => {
    const g = given(standardGame());
    expect(Object.isFrozen(g.state) && Object.isFrozen(g.state.pus)).toBe(true);
    g.when(buy).then((events: GameEvent[]) => expect(events).toHaveLength(1));
    expect(g.state.pus.Japan).toBe(26);
  });
});
