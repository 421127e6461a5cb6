// POL-1..POL-8 (RULES §4.1; seed 000 §War) as far as the economic turn needs them.
import type { PowerId } from '../../src/rules/index';
import type { GameEvent } from '../../src/rules';
import { relation } from '../../src/rules/engine/state';
import { advanceTo, apply, atTurn, endTurn, incomeEvent, newGame, play, refusal, turnEvents } from './fixtures';

const wars = (events: GameEvent[]) =>
  events
    .filter((e) => e.type === 'WarDeclared')
    .map((e: any) => [e.data.a, e.data.b].sort().join('-'))
    .sort();

describe('politics (POL)', () => {
  test('POL-1: at the start only Japan–China (and Japan–France) are at war [seed 000 §War, RULES §1.2]', () => {
    const s = newGame();
    expect(relation(s, 'Japan', 'China')).toBe('war');
    expect(relation(s, 'Japan', 'France')).toBe('war');
    for (const p of ['USA', 'UK', 'ANZAC', 'Dutch'] as const) expect(relation(s, 'Japan', p)).toBe('neutral');
    expect(relation(s, 'UK', 'ANZAC')).toBe('allied');
    expect(relation(s, 'USA', 'UK')).toBe('neutral');
  });

  test('POL-8 / POL-3: a Japanese declaration is war on the USA, UK, ANZAC and the Dutch at once; the Allies ally', () => {
    const { state, events } = apply(newGame(), { type: 'DeclareWar', against: 'UK' });
    expect(wars(events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK', 'Japan-USA']);
    expect(events.every((e: any) => e.type !== 'WarDeclared' || e.data.cause.kind === 'declaration')).toBe(true);
    for (const p of ['UK', 'ANZAC', 'China', 'France', 'Dutch'] as const) expect(relation(state, 'USA', p)).toBe('allied');
    expect(relation(state, 'China', 'UK')).toBe('allied');
  });

  test('POL-4: a UK or ANZAC declaration brings UK, ANZAC and the Dutch in; the USA stays neutral', () => {
    const s = atTurn(newGame(), 'ANZAC');
    const { state, events } = apply(s, { type: 'DeclareWar', against: 'Japan' });
    expect(wars(events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK']);
    expect(relation(state, 'USA', 'Japan')).toBe('neutral');
    expect(relation(state, 'China', 'ANZAC')).toBe('allied');
    // POL-1: war is permanent; declaring it again is refused
    expect(refusal(play(atTurn(state, 'UK'), { type: 'DeclareWar', against: 'Japan' })).code).toBe('ALREADY_AT_WAR');
  });

  test('POL-6: the USA cannot declare war; China has nobody to declare on; declarations only in Purchase', () => {
    expect(refusal(play(atTurn(newGame(), 'USA'), { type: 'DeclareWar', against: 'Japan' })).code).toBe('CANNOT_DECLARE_WAR');
    expect(refusal(play(atTurn(newGame(), 'China'), { type: 'DeclareWar', against: 'Japan' })).code).toBe('ALREADY_AT_WAR');
    expect(refusal(play(newGame(), { type: 'DeclareWar', against: 'ANZAC' }, 'UK')).code).toBe('NOT_YOUR_TURN');
    expect(refusal(play(advanceTo(newGame(), 'combatMove'), { type: 'DeclareWar', against: 'UK' })).code).toBe('WRONG_PHASE');
    expect(refusal(play(newGame(), { type: 'DeclareWar', against: 'Narnia' as PowerId })).code).toBe('UNKNOWN_POWER');
  });

  test('POL-6 / AMBIG-03: the USA is at war when its round-3 Collect Income starts, and that income already pays +40', () => {
    let s = newGame();
    // rounds 1 and 2: no war, no +40
    for (let i = 0; i < 10; i++) {
      if (s.current === 'USA') {
        const r = turnEvents(s);
        expect(wars(r.events)).toEqual([]);
        expect(incomeEvent(r.events).lines.some((l: any) => l.objective === 'usa-war-economy')).toBe(false);
        s = r.state;
      } else s = endTurn(s);
    }
    expect(s.round).toBe(3);
    s = endTurn(s); // Japan's round-3 turn
    expect(s.current).toBe('USA');
    s = advanceTo(s, 'mobilize');
    const enter = apply(s, { type: 'EndPhase' });
    expect(enter.events[0]).toEqual({ type: 'PhaseStarted', data: { round: 3, power: 'USA', phase: 'collectIncome' } });
    expect(wars(enter.events)).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK', 'Japan-USA']);
    expect(enter.events.find((e) => e.type === 'WarDeclared')).toMatchObject({ data: { cause: { kind: 'automatic', rule: 'POL-6' } } });
    const inc = incomeEvent(apply(enter.state, { type: 'EndPhase' }).events);
    expect(inc.lines).toContainEqual(expect.objectContaining({ objective: 'usa-war-economy', pus: 40 }));
  });

  test('POL-6: no automatic entry when the USA is already at war', () => {
    const war = apply(newGame(), { type: 'DeclareWar', against: 'USA' }).state;
    let s = war;
    while (!(s.round === 3 && s.current === 'USA')) s = endTurn(s);
    s = advanceTo(s, 'mobilize');
    expect(wars(apply(s, { type: 'EndPhase' }).events)).toEqual([]);
  });
});
