// RULES §1.3: rounds, turn order and phases; seats; game creation.
import type { PowerId } from '../../src/rules/index';
import { decide, noDice } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { apply, newGame, play, refusal, endTurn } from './fixtures';

describe('turn order and phases (RULES §1.3)', () => {
  test('a turn runs through the six phases in order; ending Collect Income passes the turn', () => {
    let s = newGame();
    const seen: string[] = [s.phase];
    for (let i = 0; i < 5; i++) {
      s = apply(s, { type: 'EndPhase' }).state;
      seen.push(s.phase);
    }
    // RULES §1.3: the six phases, as the ruleset declares them
    expect(seen).toEqual(['purchase', 'combatMove', 'conductCombat', 'nonCombatMove', 'mobilize', 'collectIncome']);
    expect(rulesetView('pacific-1940').def.phases.map((p) => p.phase)).toEqual(seen);
    const { state, events } = apply(s, { type: 'EndPhase' });
    expect(events.map((e) => e.type)).toEqual(['IncomeCollected', 'TurnEnded', 'TurnStarted']);
    expect(state).toMatchObject({ current: 'USA', phase: 'purchase', round: 1 });
  });

  test('the order is Japan, USA, China, UK, ANZAC, then a new round [X: sequence]', () => {
    let s = newGame();
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(`${s.round}:${s.current}`);
      s = endTurn(s);
    }
    expect(order).toEqual(['1:Japan', '1:USA', '1:China', '1:UK', '1:ANZAC', '2:Japan']);
  });

  test('only the current power may end a phase (NOT_YOUR_TURN); a stale phase is refused (PHASE_MISMATCH)', () => {
    const s = newGame();
    expect(refusal(play(s, { type: 'EndPhase' }, 'USA')).code).toBe('NOT_YOUR_TURN');
    expect(refusal(play(s, { type: 'EndPhase', phase: 'mobilize' })).code).toBe('PHASE_MISMATCH');
    expect(play(s, { type: 'EndPhase', phase: 'purchase' }).ok).toBe(true);
  });

  test('commands other than taking a seat need a seat (NOT_AUTHORIZED)', () => {
    const d = decide(newGame(), { type: 'EndPhase' }, { actor: { kind: 'anonymous' }, dice: noDice });
    expect(!d.ok && d.violation.code).toBe('NOT_AUTHORIZED');
  });
});

describe('seats', () => {
  const take = (s: ReturnType<typeof newGame>, power: PowerId) =>
    decide(s, { type: 'TakeSeat', power, tokenHash: `h-${power}` }, { actor: { kind: 'anonymous' }, dice: noDice });

  test('each playable power has one seat; only the token hash is recorded', () => {
    const d = take(newGame(), 'China');
    expect(d.ok && d.events).toEqual([{ type: 'SeatTaken', data: { power: 'China', tokenHash: 'h-China' } }]);
  });

  test('a taken seat, a non-playing power or an unknown one is refused', () => {
    const s = apply(newGame(), { type: 'TakeSeat', power: 'UK', tokenHash: 'x' }).state;
    expect(refusal(take(s, 'UK')).code).toBe('SEAT_TAKEN');
    expect(refusal(take(s, 'Dutch')).code).toBe('POWER_NOT_PLAYABLE');
    expect(refusal(take(s, 'Atlantis' as PowerId)).code).toBe('UNKNOWN_POWER');
  });
});

describe('game creation', () => {
  const create = (rulesetId: string, options: string[] = []) =>
    decide(
      null,
      { type: 'CreateGame', gameId: 'g', rulesetId, options, name: 'n', organizerTokenHash: 'o' },
      { actor: { kind: 'anonymous' }, dice: noDice },
    );

  test('records the ruleset, its source hash and the optional rules chosen', () => {
    const d = create('pacific-1940', ['hr01-no-us-factories']);
    expect(d.ok && d.events[0]).toMatchObject({
      type: 'GameCreated',
      data: {
        rulesetId: 'pacific-1940',
        options: ['hr01-no-us-factories'],
        turnOrder: ['Japan', 'USA', 'China', 'UK', 'ANZAC'],
        rulesetSourceHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(create('pacific-1940-2e').ok).toBe(true);
  });

  test('unknown rulesets and options are refused; every applicable option is built (OPTION_NOT_IMPLEMENTED has no row left)', () => {
    expect(refusal(create('risk')).code).toBe('UNKNOWN_RULESET');
    expect(create('pacific-1940', ['hr01-ports-shelter']).ok).toBe(true);
    expect(refusal(create('pacific-1940', ['x2-patrol-zone'])).code).toBe('OPTION_NOT_APPLICABLE');
    expect(refusal(create('pacific-1940', ['nonsense'])).code).toBe('UNKNOWN_OPTION');
  });

  test('a second creation of the same game is refused', () => {
    expect(
      refusal(
        decide(
          newGame(),
          { type: 'CreateGame', gameId: 'g1', rulesetId: 'pacific-1940', options: [], name: 'n', organizerTokenHash: 'o' },
          { actor: { kind: 'anonymous' }, dice: noDice },
        ),
      ).code,
    ).toBe('GAME_ALREADY_EXISTS');
  });

  test('the standard start: 26/17/12/16/10 PUs, Japan to buy in round 1 [RULES §1.1]', () => {
    const s = newGame();
    expect(s.pus).toEqual({ Japan: 26, USA: 17, China: 12, UK: 16, ANZAC: 10 });
    expect(s).toMatchObject({ round: 1, current: 'Japan', phase: 'purchase', status: 'active' });
  });
});
