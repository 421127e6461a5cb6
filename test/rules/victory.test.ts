// RULES §1.4: VIC-1 (Axis), VIC-2 (Allies), VIC-3 / AMBIG-14 (the condition must
// still hold at the end of the same power's next turn, a complete round later).
import { inProcessGame, seatedGame } from '../support/in-process';
import { boardView } from '../../projections/board';
import type { GameEvent, GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { alliedVictory, axisVictory, capitalsOf, victoryCities } from '../../src/rules/victory/victory';
import { atTurn, endTurn, newGame, play, refusal, turnEvents, untilTurnOf, withOwner } from './fixtures';

const rs = rulesetView('pacific-1940');
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type).map((e) => e.data);

/** Japan (with Japan and Kiangsu) also takes Kwangtung, India, the Philippines and Hawaii: 6 victory cities. */
function axisSix(s: GameState): GameState {
  for (const t of ['Kwangtung', 'India', 'Philippines', 'Hawaiian Islands']) s = withOwner(s, t, 'Japan');
  return s;
}

describe('victory conditions (RULES §1.4)', () => {
  test('the ruleset data names the 8 victory cities and the capitals VIC-1/VIC-2 look at [X: victoryCity]', () => {
    expect([...victoryCities(rs)].sort()).toEqual(
      ['Hawaiian Islands', 'India', 'Japan', 'Kiangsu', 'Kwangtung', 'New South Wales', 'Philippines', 'Western United States'].sort(),
    );
    expect(capitalsOf(rs, 'Axis')).toEqual(['Japan']);
    expect(capitalsOf(rs, 'Allies').sort()).toEqual(['India', 'New South Wales', 'Western United States']); // China has none
  });

  test('VIC-1: Japan wins with at least 6 victory cities, Japan among them; 5 are not enough', () => {
    const s = newGame();
    expect(axisVictory(s, rs)).toBe(false); // the start: Japan and Kiangsu
    expect(axisVictory(axisSix(s), rs)).toBe(true);
    expect(axisVictory(withOwner(axisSix(s), 'Hawaiian Islands', 'USA'), rs)).toBe(false); // 5
    // Seven victory cities without Japan itself: no Axis win.
    const noTokyo = withOwner(withOwner(axisSix(s), 'New South Wales', 'Japan'), 'Japan', 'USA');
    expect(axisVictory(noTokyo, rs)).toBe(false);
  });

  test('VIC-2: the Allies win holding Japan and at least one of India, New South Wales and Western United States', () => {
    const s = newGame();
    expect(alliedVictory(s, rs)).toBe(false);
    const tokyo = withOwner(s, 'Japan', 'UK');
    expect(alliedVictory(tokyo, rs)).toBe(true);
    let noCapital = tokyo;
    for (const t of ['India', 'New South Wales', 'Western United States']) noCapital = withOwner(noCapital, t, 'Japan');
    expect(alliedVictory(noCapital, rs)).toBe(false);
    expect(alliedVictory(withOwner(noCapital, 'New South Wales', 'ANZAC'), rs)).toBe(true);
    // "Controls" = owned by a power of the side: Japan held by a non-playing, sideless power is not Allied.
    expect(alliedVictory(withOwner(s, 'Japan', 'France'), rs)).toBe(false);
  });
});

describe('VIC-3 complete round (AMBIG-14)', () => {
  test("VIC-1, VIC-3, AMBIG-14: 6 victory cities at the end of Japan's turn are pending; still held at the end of Japan's next turn, the Axis wins and every command is refused (GAME_ENDED)", () => {
    const first = turnEvents(axisSix(newGame()));
    expect(of(first.events, 'VictoryPending')).toEqual([{ side: 'Axis', power: 'Japan', round: 1, condition: 'VIC-1' }]);
    expect(first.state.victoryPending).toEqual({ side: 'Axis', power: 'Japan', round: 1 });
    expect(first.state).toMatchObject({ status: 'active', winner: null, current: 'USA' });

    // The other powers' turn ends keep it pending without a new event.
    let s = first.state;
    for (const power of ['USA', 'China', 'UK', 'ANZAC']) {
      const t = turnEvents(s);
      expect(t.events.filter((e) => e.type.startsWith('Victory') || e.type === 'GameEnded')).toEqual([]);
      expect(t.state.victoryPending).toEqual({ side: 'Axis', power: 'Japan', round: 1 });
      expect(s.current).toBe(power);
      s = t.state;
    }

    const last = turnEvents(s);
    expect(last.events.map((e) => e.type).slice(-3)).toEqual(['IncomeCollected', 'TurnEnded', 'GameEnded']);
    expect(of(last.events, 'GameEnded')).toEqual([{ winner: 'Axis', condition: 'VIC-1', round: 2, power: 'Japan' }]);
    expect(of(last.events, 'TurnStarted')).toEqual([]); // no next turn
    expect(last.state).toMatchObject({ status: 'ended', winner: 'Axis', victoryPending: null, current: 'Japan', round: 2 });
    expect(refusal(play(last.state, { type: 'EndPhase' })).code).toBe('GAME_ENDED');
    expect(refusal(play(last.state, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] }, 'USA')).code).toBe('GAME_ENDED');
  });

  test('VIC-3, AMBIG-14: a pending Axis win is cleared when the condition fails at any later turn end, and a new hold starts over', () => {
    let s = endTurn(axisSix(newGame())); // pending at the end of Japan's round-1 turn
    s = untilTurnOf(s, 'UK');
    const retaken = turnEvents(withOwner(s, 'India', 'UK')); // the UK liberates India during its turn
    expect(of(retaken.events, 'VictoryPendingCleared')).toEqual([{ side: 'Axis' }]);
    expect(retaken.state.victoryPending).toBeNull();

    // Japan takes India back before its next turn ends: a new pending mark, not a win.
    s = untilTurnOf(retaken.state, 'Japan');
    const again = turnEvents(withOwner(s, 'India', 'Japan'));
    expect(of(again.events, 'GameEnded')).toEqual([]);
    expect(of(again.events, 'VictoryPending')).toEqual([{ side: 'Axis', power: 'Japan', round: 2, condition: 'VIC-1' }]);
    expect(again.state.status).toBe('active');
  });

  test("VIC-3: a condition that first holds at the end of another power's turn wins at the end of that power's next turn, not Japan's", () => {
    let s = endTurn(newGame()); // USA to move
    const usa = turnEvents(axisSix(s)); // Japan's six cities are first seen at the end of the US turn
    expect(of(usa.events, 'VictoryPending')).toEqual([{ side: 'Axis', power: 'USA', round: 1, condition: 'VIC-1' }]);
    s = untilTurnOf(usa.state, 'Japan');
    const japan = turnEvents(s);
    expect(of(japan.events, 'GameEnded')).toEqual([]);
    const usaAgain = turnEvents(japan.state);
    expect(of(usaAgain.events, 'GameEnded')).toEqual([{ winner: 'Axis', condition: 'VIC-1', round: 2, power: 'USA' }]);
  });

  test("VIC-2, VIC-3: the Allies holding Japan at the end of the UK's turn is pending; still held at the end of the UK's next turn, the Allies win", () => {
    const uk = turnEvents(atTurn(withOwner(newGame(), 'Japan', 'UK'), 'UK'));
    expect(of(uk.events, 'VictoryPending')).toEqual([{ side: 'Allies', power: 'UK', round: 1, condition: 'VIC-2' }]);
    let s = uk.state;
    for (let i = 0; i < 4; i++) {
      const t = turnEvents(s); // ANZAC, Japan, USA, China
      expect(of(t.events, 'GameEnded')).toEqual([]);
      expect(t.state.victoryPending).toEqual({ side: 'Allies', power: 'UK', round: 1 });
      s = t.state;
    }
    expect(s).toMatchObject({ current: 'UK', round: 2 });
    const win = turnEvents(s);
    expect(of(win.events, 'GameEnded')).toEqual([{ winner: 'Allies', condition: 'VIC-2', round: 2, power: 'UK' }]);
    expect(of(win.events, 'TurnStarted')).toEqual([]);
    expect(win.state).toMatchObject({ status: 'ended', winner: 'Allies' });
    expect(refusal(play(win.state, { type: 'EndPhase' }, 'ANZAC')).code).toBe('GAME_ENDED');
  });

  test("VIC-2, VIC-3: Japan retaking Tokyo before the UK's next turn end clears the Allied mark", () => {
    const uk = turnEvents(atTurn(withOwner(newGame(), 'Japan', 'UK'), 'UK')).state;
    const anzac = endTurn(uk);
    const japan = turnEvents(withOwner(anzac, 'Japan', 'Japan'));
    expect(of(japan.events, 'VictoryPendingCleared')).toEqual([{ side: 'Allies' }]);
    expect(japan.state.victoryPending).toBeNull();
  });
});

describe('game end through the command service (VIC-3, DiceSeedRevealed)', () => {
  test('the command that ends the game also reveals the dice seed; the game list and board show the winner', async () => {
    const game = inProcessGame('00000000-0000-4000-8000-0000000000e1');
    const { run, services, gameId } = game;
    const { organizer, tokens } = await seatedGame(game, 'victory');
    const edits = ['Kwangtung', 'India', 'Philippines', 'Hawaiian Islands'].map((territory) => ({
      op: 'setOwner',
      territory,
      owner: 'Japan',
    }));
    await run(organizer, { type: 'EditPosition', edits, reason: 'victory test' });

    let last: Awaited<ReturnType<typeof run>> | null = null;
    for (let turn = 0; turn < 6; turn++) last = await game.endTurn(tokens);
    const types = last!.events.map((e) => e.type);
    expect(types).toEqual(['IncomeCollected', 'TurnEnded', 'GameEnded', 'DiceSeedRevealed']);
    expect(last!.state).toMatchObject({ status: 'ended', winner: 'Axis' });
    expect(last!.state.dice.revealedSeed).not.toBeNull();

    const refused = await services.commands.handle({ gameId, commandId: 'after-end', token: tokens.USA, command: { type: 'EndPhase' } });
    expect(!refused.ok && refused.violation.code).toBe('GAME_ENDED');

    expect(await services.games.get(gameId)).toMatchObject({ status: 'ended', winner: 'Axis', victoryPending: null });
    expect(boardView(last!.state)).toMatchObject({ status: 'ended', winner: 'Axis', victoryPending: null });
  });
});
