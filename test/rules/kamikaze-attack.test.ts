// RULES §4.4 KAM-1, KAM-3, KAM-4 (AMBIG-12): Japan's kamikaze attacks at the
// end of the combat move of a power at war with it; CBT-2: no bombardment from
// a zone with a kamikaze attack this turn. Activation (KAM-2) is kamikaze.test.ts.
import { evolve, type GameEvent, type GameState } from '../../src/rules';
import { apply, applyWith, atTurn, ids, move, newGame, play, playWith, refusal, withRelation, withUnits, withoutUnits } from './fixtures';

const types = (events: GameEvent[]) => events.map((e) => e.type);
const rolls = (events: GameEvent[]) => events.filter((e) => e.type === 'DiceRolled').map((e: any) => [e.data.purpose, e.data.values]);
const attack = (attacks: { target: string; tokens: number }[]) => ({ type: 'KamikazeAttack' as const, attacks });
const sixes = Array(40).fill(6);

/** The USA at war with Japan, kamikaze active (KAM-2), in Combat Move; `edit` adds ships. */
function usa(edit: (s: GameState) => GameState = (s) => s, rulesetId = 'pacific-1940'): GameState {
  const s = { ...withRelation(newGame(rulesetId), 'USA', 'Japan', 'war'), kamikazeActive: true };
  return atTurn(edit(s), 'USA', 'combatMove');
}

/** The US destroyer and transport of SZ 35 (Philippines), plus a battleship added there. */
const us35 = (s: GameState) => ({
  destroyer: ids(s, '35 Sea Zone', 'USA', 'destroyer')[0],
  transport: ids(s, '35 Sea Zone', 'USA', 'transport')[0],
  battleship: ids(s, '35 Sea Zone', 'USA', 'battleship')[0],
});

/** The USA ends its Combat Move: the window opens. */
function opened(edit: (s: GameState) => GameState = (s) => withUnits(s, 'USA', '35 Sea Zone', 'battleship')) {
  return apply(usa(edit), { type: 'EndPhase' });
}

describe('kamikaze window (KAM-3, AMBIG-12)', () => {
  test('KAM-3: a power at war with Japan ending its Combat Move with surface warships in kamikaze zones waits for Japan; transports are no targets', () => {
    const r = opened();
    const { destroyer, battleship } = us35(r.state);
    expect(types(r.events)).toEqual(['PhaseStarted', 'KamikazeWindowOpened']);
    expect(r.events[1]).toEqual({
      type: 'KamikazeWindowOpened',
      data: { by: 'Japan', against: 'USA', targets: [battleship, destroyer], tokens: 6, rule: 'KAM-3' }, // in unit id order
    });
    expect(r.state).toMatchObject({ phase: 'conductCombat', kamikazeWindow: { by: 'Japan', against: 'USA' } });
  });

  test('KAM-3: while it is open, battles and EndPhase are refused (KAMIKAZE_PENDING) and nothing is appended; only Japan answers', () => {
    // a battle to try to fight: the US destroyer attacks the Japanese ships of SZ 19 (via SZ 20)
    let s = usa();
    s = apply(s, move([us35(s).destroyer], '20 Sea Zone', '19 Sea Zone')).state;
    s = apply(s, { type: 'EndPhase' }).state;
    expect(s).toMatchObject({ battles: ['19 Sea Zone'], kamikazeWindow: { against: 'USA' } });
    const fight = playWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, sixes);
    expect(fight.ok).toBe(false);
    expect(refusal(fight)).toMatchObject({ code: 'KAMIKAZE_PENDING', rule: 'KAM-3' });
    expect(refusal(play(s, { type: 'EndPhase' }))).toMatchObject({ code: 'KAMIKAZE_PENDING', rule: 'KAM-3' });
    // the attacked power may not answer for Japan; Japan answers during the US turn (no NOT_YOUR_TURN)
    expect(refusal(play(s, attack([]), 'USA')).code).toBe('NOT_YOUR_DECISION');
    expect(refusal(play(s, attack([]), 'UK')).code).toBe('NOT_YOUR_DECISION');
    const declined = apply(s, attack([]), 'Japan');
    expect(declined.events).toEqual([{ type: 'KamikazeWindowClosed', data: { by: 'Japan', against: 'USA' } }]);
    expect(declined.state).toMatchObject({ kamikazeWindow: null, kamikazeTokens: { Japan: 6 }, kamikazeZonesHit: [] });
    // now the battle may be fought
    expect(playWith(declined.state, { type: 'FightBattle', place: '19 Sea Zone' }, sixes).ok).toBe(true);
  });

  test("no window: kamikaze inactive (KAM-2), no tokens left (KAM-1), not at war with Japan, no surface warship in a kamikaze zone, or Japan's own turn", () => {
    const noWindow = (s: GameState) => {
      const r = apply(s, { type: 'EndPhase' });
      expect(types(r.events)).toEqual(['PhaseStarted']);
      expect(r.state.kamikazeWindow).toBeNull();
    };
    noWindow({ ...usa(), kamikazeActive: false });
    noWindow({ ...usa(), kamikazeTokens: { Japan: 0 } });
    noWindow(withRelation(usa(), 'USA', 'Japan', 'neutral'));
    // only a transport (and a submarine) left in kamikaze zones
    noWindow(
      withUnits(
        withoutUnits(usa(), '35 Sea Zone', (u) => u.type === 'destroyer'),
        'USA',
        '35 Sea Zone',
        'submarine',
      ),
    );
    // UK warships in a kamikaze zone, UK at peace with Japan
    noWindow(atTurn(withUnits({ ...newGame(), kamikazeActive: true }, 'UK', '20 Sea Zone', 'cruiser'), 'UK', 'combatMove'));
    // Japan's own combat move
    noWindow(atTurn({ ...withRelation(newGame(), 'USA', 'Japan', 'war'), kamikazeActive: true }, 'Japan', 'combatMove'));
    // ships outside kamikaze zones
    noWindow(withUnits(withoutUnits(usa(), '35 Sea Zone'), 'USA', '10 Sea Zone', 'battleship'));
  });

  test('KamikazeAttack with no open window is refused (NO_DECISION_PENDING)', () => {
    expect(refusal(play(usa(), attack([]), 'Japan'))).toMatchObject({ code: 'NO_DECISION_PENDING', rule: 'KAM-3' });
  });
});

describe('kamikaze resolution (KAM-1, KAM-4)', () => {
  test('KAM-4: 1 die per token, hits on 1-2: a hit damages a battleship, a hit sinks a destroyer; KAM-1: every token is spent', () => {
    const s = opened().state;
    const { destroyer, battleship } = us35(s);
    const r = applyWith(
      s,
      attack([
        { target: battleship, tokens: 2 },
        { target: destroyer, tokens: 1 },
      ]),
      [1, 5, 2],
      'Japan',
    );
    expect(rolls(r.events)).toEqual([
      [`kamikaze on ${battleship}, 35 Sea Zone`, [1, 5]],
      [`kamikaze on ${destroyer}, 35 Sea Zone`, [2]],
    ]);
    expect(types(r.events)).toEqual(['DiceRolled', 'DiceRolled', 'KamikazeAttacked', 'KamikazeWindowClosed']);
    expect(r.events[2]).toEqual({
      type: 'KamikazeAttacked',
      data: {
        by: 'Japan',
        against: 'USA',
        attacks: [
          { target: battleship, type: 'battleship', seaZone: '35 Sea Zone', tokens: 2, hits: 1, result: 'damaged' },
          { target: destroyer, type: 'destroyer', seaZone: '35 Sea Zone', tokens: 1, hits: 1, result: 'sunk' },
        ],
        removed: [destroyer],
        tokensLeft: 3,
        rule: 'KAM-4',
      },
    });
    expect(r.state.units.get(battleship)!.damage).toBe(1);
    expect(r.state.units.get(destroyer)!).toBeUndefined();
    expect(r.state).toMatchObject({ kamikazeTokens: { Japan: 3 }, kamikazeWindow: null, kamikazeZonesHit: ['35 Sea Zone'] });
    // the turn goes on: Conduct Combat can end
    expect(apply(r.state, { type: 'EndPhase' }).state.phase).toBe('nonCombatMove');
  });

  test('KAM-4: two hits sink a battleship; one hit sinks an already damaged one; misses still spend the tokens (KAM-1)', () => {
    const s = opened().state;
    const { battleship, destroyer } = us35(s);
    const two = applyWith(s, attack([{ target: battleship, tokens: 2 }]), [1, 2], 'Japan');
    expect(two.events[1]).toMatchObject({ data: { attacks: [{ hits: 2, result: 'sunk' }], removed: [battleship], tokensLeft: 4 } });
    expect(two.state.units.get(battleship)!).toBeUndefined();

    const damaged = opened((x) => withUnits(x, 'USA', '35 Sea Zone', 'battleship', 1, 1)).state;
    const bb = us35(damaged).battleship;
    const one = applyWith(damaged, attack([{ target: bb, tokens: 1 }]), [2], 'Japan');
    expect(one.events[1]).toMatchObject({ data: { attacks: [{ target: bb, hits: 1, result: 'sunk' }], removed: [bb] } });

    const miss = applyWith(s, attack([{ target: destroyer, tokens: 3 }]), [3, 4, 6], 'Japan');
    expect(miss.events[1]).toMatchObject({ data: { attacks: [{ hits: 0, result: 'missed' }], removed: [], tokensLeft: 3 } });
    expect(miss.state.units.get(destroyer)!).toBeDefined();
    expect(miss.state.kamikazeTokens.Japan).toBe(3);
    expect(miss.state.kamikazeZonesHit).toEqual(['35 Sea Zone']); // an attack, even a miss (CBT-2)
  });

  test('KAM-4: a sunk carrier takes its cargo down with it; a zone whose attacking ships are all sunk has no battle left', () => {
    let s = usa((x) => withUnits(withUnits(x, 'USA', '35 Sea Zone', 'carrier'), 'UK', '35 Sea Zone', 'fighter'));
    const carrier = ids(s, '35 Sea Zone', 'USA', 'carrier')[0];
    const fighter = ids(s, '35 Sea Zone', 'UK', 'fighter')[0];
    s = { ...s, units: s.units.with({ ...s.units.get(fighter)!, carriedBy: carrier }) };
    const destroyer = us35(s).destroyer;
    s = apply(s, move([destroyer], '20 Sea Zone', '19 Sea Zone')).state;
    s = apply(s, { type: 'EndPhase' }).state;
    expect(s.battles).toEqual(['19 Sea Zone']);
    const r = applyWith(
      s,
      attack([
        { target: carrier, tokens: 2 },
        { target: destroyer, tokens: 1 },
      ]),
      [1, 1, 2],
      'Japan',
    );
    expect(r.events.find((e) => e.type === 'KamikazeAttacked')).toMatchObject({
      data: { removed: [carrier, destroyer, fighter], tokensLeft: 3 },
    });
    expect([carrier, destroyer, fighter].map((id) => r.state.units.get(id)!)).toEqual([undefined, undefined, undefined]);
    expect(r.state.battles).toEqual([]);
    expect(r.state.kamikazeZonesHit).toEqual(['35 Sea Zone', '19 Sea Zone']);
  });

  test('illegal attacks are refused and append nothing: wrong targets (KAM-3, AMBIG-12), bad token counts and more tokens than left (KAM-1)', () => {
    const s = opened((x) =>
      withUnits(
        withUnits(withUnits(x, 'USA', '35 Sea Zone', 'battleship'), 'USA', '10 Sea Zone', 'cruiser'),
        'UK',
        '35 Sea Zone',
        'cruiser',
      ),
    ).state;
    const { battleship, destroyer, transport } = us35(s);
    const farCruiser = ids(s, '10 Sea Zone', 'USA', 'cruiser')[0];
    const ukCruiser = ids(s, '35 Sea Zone', 'UK', 'cruiser')[0];
    const refused = (attacks: { target: string; tokens: number }[], dice: number[] = []) =>
      refusal(playWith(s, attack(attacks), dice, 'Japan'));
    expect(refused([{ target: transport, tokens: 1 }])).toMatchObject({ code: 'INVALID_KAMIKAZE_TARGET', rule: 'KAM-3, AMBIG-12' });
    expect(refused([{ target: farCruiser, tokens: 1 }]).code).toBe('INVALID_KAMIKAZE_TARGET'); // not in a kamikaze zone
    expect(refused([{ target: ukCruiser, tokens: 1 }]).code).toBe('INVALID_KAMIKAZE_TARGET'); // not the attacked power's
    expect(refused([{ target: 'u99999', tokens: 1 }]).code).toBe('INVALID_KAMIKAZE_TARGET');
    expect(
      refused([
        { target: destroyer, tokens: 1 },
        { target: destroyer, tokens: 1 },
      ]).code,
    ).toBe('INVALID_KAMIKAZE_TARGET');
    expect(refused([{ target: destroyer, tokens: 0 }]).code).toBe('INVALID_KAMIKAZE_TOKENS');
    expect(refused([{ target: destroyer, tokens: 1.5 }]).code).toBe('INVALID_KAMIKAZE_TOKENS');
    expect(
      refused([
        { target: battleship, tokens: 4 },
        { target: destroyer, tokens: 3 },
      ]),
    ).toMatchObject({ code: 'INVALID_KAMIKAZE_TOKENS', rule: 'KAM-1' });
    // KAM-1: tokens never come back; with 2 left, 3 is too many
    const few = { ...s, kamikazeTokens: { Japan: 2 } };
    expect(refusal(playWith(few, attack([{ target: battleship, tokens: 3 }]), [], 'Japan')).code).toBe('INVALID_KAMIKAZE_TOKENS');
    expect(playWith(few, attack([{ target: battleship, tokens: 2 }]), [6, 6], 'Japan').ok).toBe(true);
    // all six on one ship is legal (several tokens may target one ship)
    expect(playWith(s, attack([{ target: battleship, tokens: 6 }]), sixes.slice(0, 6), 'Japan').ok).toBe(true);
  });

  test('the window and the attacked zones are reset when a turn starts', () => {
    const s = applyWith(opened().state, attack([{ target: us35(opened().state).destroyer, tokens: 1 }]), [6], 'Japan').state;
    expect(s.kamikazeZonesHit).toEqual(['35 Sea Zone']);
    const next = evolve(
      { ...s, kamikazeWindow: { by: 'Japan', against: 'USA' } },
      { type: 'TurnStarted', data: { round: 1, power: 'China' } },
    );
    expect(next).toMatchObject({ kamikazeWindow: null, kamikazeZonesHit: [] });
  });
});

describe('CBT-2: no bombardment from a zone with a kamikaze attack this turn', () => {
  /** A US amphibious assault on Okinawa from SZ 19 (cleared of Japanese ships), with a battleship there. */
  function landing() {
    let s = usa((x) => {
      let y = withoutUnits(x, '19 Sea Zone', (u) => u.owner === 'Japan');
      y = withUnits(
        withUnits(withUnits(y, 'USA', '19 Sea Zone', 'battleship'), 'USA', '19 Sea Zone', 'transport'),
        'USA',
        '19 Sea Zone',
        'infantry',
      );
      const t = ids(y, '19 Sea Zone', 'USA', 'transport')[0];
      const inf = ids(y, '19 Sea Zone', 'USA', 'infantry')[0];
      return { ...y, units: y.units.with({ ...y.units.get(inf)!, carriedBy: t }) };
    });
    s = apply(s, move(ids(s, '19 Sea Zone', 'USA', 'infantry'), 'Okinawa')).state;
    const r = apply(s, { type: 'EndPhase' });
    const bb = ids(r.state, '19 Sea Zone', 'USA', 'battleship')[0];
    expect(r.events[1]).toMatchObject({ type: 'KamikazeWindowOpened', data: { targets: expect.arrayContaining([bb]) } });
    return { s: r.state, bb };
  }
  const bombarders = (s: GameState) => {
    const d = playWith(s, { type: 'FightBattle', place: 'Okinawa' }, sixes);
    if (!d.ok) throw new Error(d.violation.message);
    return (d.events[0] as any).data.bombarders;
  };

  test('declined: the battleship bombards; attacked (even missed): it does not', () => {
    const { s, bb } = landing();
    expect(bombarders(apply(s, attack([]), 'Japan').state)).toEqual([bb]);
    expect(bombarders(applyWith(s, attack([{ target: bb, tokens: 1 }]), [6], 'Japan').state)).toEqual([]);
  });
});

describe('2E (RULES §6): kamikaze only against ships attacking Japanese units or launching a landing from the zone', () => {
  test('an idle US warship in a kamikaze zone opens no window; one attacking Japanese ships there is a target', () => {
    const idle = apply(
      usa((x) => x, 'pacific-1940-2e'),
      { type: 'EndPhase' },
    );
    expect(types(idle.events)).toEqual(['PhaseStarted']);

    let s = usa((x) => withUnits(x, 'USA', '35 Sea Zone', 'cruiser'), 'pacific-1940-2e');
    const destroyer = ids(s, '35 Sea Zone', 'USA', 'destroyer')[0];
    s = apply(s, move([destroyer], '20 Sea Zone')).state; // Japanese cruiser and transport there
    const r = apply(s, { type: 'EndPhase' });
    expect(r.events[1]).toMatchObject({ type: 'KamikazeWindowOpened', data: { targets: [destroyer] } });
    const cruiser = ids(s, '35 Sea Zone', 'USA', 'cruiser')[0];
    expect(refusal(playWith(r.state, attack([{ target: cruiser, tokens: 1 }]), [1], 'Japan')).code).toBe('INVALID_KAMIKAZE_TARGET');
  });
});
