// Optional rules built for the 2001 game (RULES §8, Applies "01"): each
// against the same 2001 game without it.
import type { GameState } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { submergeSide } from '../../../src/rules/combat/submerge';
import { rulesetView } from '../../../src/rules/ruleset/view';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  ids,
  incomeEvent,
  move,
  newGame,
  play,
  playWith,
  refusal,
  turnEvents,
  untilTurnOf,
  withOwner,
  withoutUnits,
  withPUs,
  withUnits,
} from '../fixtures';

describe('pacific-2001: hr01-no-us-factories (RULES §8.1, seed 002 "U.S. Factory Construction Deleted")', () => {
  test('the USA, the only power that may buy a factory in the 2001 game, may not with the option', () => {
    const buy = (options: string[]) =>
      play(untilTurnOf(newGame('pacific-2001', options), 'USA'), { type: 'PurchaseUnits', units: [{ type: 'factory', count: 1 }] });
    expect(buy([]).ok).toBe(true);
    expect(refusal(buy(['hr01-no-us-factories']))).toMatchObject({ code: 'NOT_PURCHASABLE', rule: 'hr01-no-us-factories' });
  });
});

describe('pacific-2001: hr01-airfields (RULES §8.1, seed 002 "Airfields")', () => {
  /** Japan's Non-combat Move with Kwangsi taken this turn; its fighter in French Indo-China is next door. */
  function kwangsiTaken(options: string[]): GameState {
    const s = advanceTo(newGame('pacific-2001', options), 'nonCombatMove');
    return { ...s, capturedThisTurn: ['Kwangsi'], owners: { ...s.owners, Kwangsi: 'Japan' } };
  }

  test('a plane may land in a territory captured this turn; without the option it may not (NCM-3)', () => {
    const on = kwangsiTaken(['hr01-airfields']);
    const fighter = ids(on, 'French Indo-China', 'Japan', 'fighter');
    expect(play(on, move(fighter, 'Kwangsi')).ok).toBe(true);
    expect(refusal(play(kwangsiTaken([]), move(fighter, 'Kwangsi'))).code).toBe('NO_LANDING_PLACE');
  });
});

describe('pacific-2001: hr01-battleship-two-dice (RULES §8.1, seed 002 "Battleships")', () => {
  /** Japan's battleship in SZ 26 attacks a US destroyer put in SZ 16. */
  function attack(options: string[]) {
    let s = withUnits(newGame('pacific-2001', options), 'USA', '16 Sea Zone', 'destroyer');
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '26 Sea Zone', 'Japan', 'battleship'), '16 Sea Zone')).state;
    s = advanceTo(s, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 6, 6, 6, 6]);
    return r.events
      .filter((e) => e.type === 'DiceRolled')
      .map((e) => e.data as { purpose: string; values: number[] })
      .find((d) => d.purpose.startsWith('attacker, round 1'))!.values;
  }

  test('the battleship rolls 2 dice against a surface ship; 1 without the option', () => {
    expect(attack(['hr01-battleship-two-dice'])).toHaveLength(2);
    expect(attack([])).toHaveLength(1);
  });

  test('battleOdds with the 2001 units: better odds with the option', () => {
    const rs = rulesetView('pacific-2001');
    const input = { kind: 'sea' as const, attackers: [{ type: 'battleship', count: 1 }], defenders: [{ type: 'destroyer', count: 2 }] };
    expect(battleOdds(rs, { ...input, options: ['hr01-battleship-two-dice'] }).attackerWins).toBeGreaterThan(
      battleOdds(rs, input).attackerWins + 0.05,
    );
  });
});

describe('pacific-2001: x2-increased-shipbuilding (RULES §8.2, seed 003 §2 "Increased ship building")', () => {
  /** The USA's turn (the last of a 2001 round) in `round`, at Collect Income. */
  const lastTurn = (options: string[], round: number) => atTurn({ ...newGame('pacific-2001', options), round }, 'USA', 'collectIncome');

  test('AMBIG-33: 2001 round 2 is Early 1942: after the US income, Japan gets its ships in SZ 36 and the USA in SZ 5 (a destroyer for the cruiser the 2001 game lacks)', () => {
    const given = turnEvents(lastTurn(['x2-increased-shipbuilding'], 2)).events.filter((e) => e.type === 'FreeUnitsGiven');
    expect(given.map((e) => [e.data.power, e.data.place, e.data.units.map((u) => u.type)])).toEqual([
      ['Japan', '36 Sea Zone', ['destroyer', 'submarine']],
      ['USA', '5 Sea Zone', ['destroyer', 'submarine']],
    ]);
    expect(turnEvents(lastTurn([], 2)).events.filter((e) => e.type === 'FreeUnitsGiven')).toEqual([]);
    expect(turnEvents(lastTurn(['x2-increased-shipbuilding'], 1)).events.filter((e) => e.type === 'FreeUnitsGiven')).toEqual([]);
  });
});

describe('pacific-2001: x2-us-national-guard (RULES §8.2, seed 003 §6 "US National Guard")', () => {
  function attackMidway(options: string[]) {
    let s = advanceTo(newGame('pacific-2001', options), 'combatMove');
    s = apply(s, move(ids(s, '20 Sea Zone', 'Japan', 'fighter', 2), 'Midway')).state;
    return apply(s, { type: 'EndPhase' });
  }

  test('Japan attacking Midway gives the USA 4 infantry and a fighter in the United States (adapted: always given)', () => {
    const given = attackMidway(['x2-us-national-guard']).events.filter((e) => e.type === 'FreeUnitsGiven');
    expect(given.map((e) => [e.data.power, e.data.place, e.data.units.map((u) => u.type)])).toEqual([
      ['USA', 'United States', ['infantry', 'infantry', 'infantry', 'infantry', 'fighter']],
    ]);
    expect(attackMidway([]).events.filter((e) => e.type === 'FreeUnitsGiven')).toEqual([]);
  });
});

describe('pacific-2001: x2-advanced-production (RULES §8.2, seed 003 §7 "Advanced Production Capacity")', () => {
  test('Japan collects 8 more while it holds Japan; China gets one more infantry to place in Szechwan', () => {
    const japan = (options: string[]) => incomeEvent(turnEvents(atTurn(newGame('pacific-2001', options), 'Japan', 'collectIncome')).events);
    expect(japan(['x2-advanced-production']).amount - japan([]).amount).toBe(8);
    const china = (options: string[]) => untilTurnOf(newGame('pacific-2001', options), 'China').purchased.infantry ?? 0;
    expect(china(['x2-advanced-production']) - china([])).toBe(1);
  });
});

describe('pacific-2001: hr01-capital-capture-25 (RULES §8.1, seed 002 "Capital Capture")', () => {
  /** Japan, holding Burma, walks into an undefended India (only its facilities left). */
  function takeIndia(options: string[]) {
    let s = newGame('pacific-2001', options);
    s = withoutUnits(s, 'India', (u) => !['factory', 'harbour'].includes(u.type));
    s = withUnits(withOwner(withoutUnits(s, 'Burma'), 'Burma', 'Japan'), 'Japan', 'Burma', 'infantry');
    s = withPUs(s, 'India', 22);
    s = advanceTo(s, 'combatMove');
    return apply(s, move(ids(s, 'Burma', 'Japan', 'infantry'), 'India'));
  }

  test('a quarter of India’s 22 PUs (5) to Japan and a quarter to the bank, instead of all 22', () => {
    const captured = (options: string[]) => takeIndia(options).events.find((e) => e.type === 'TerritoryCaptured');
    expect(captured(['hr01-capital-capture-25'])).toMatchObject({ data: { pusSeized: { from: 'India', amount: 5, toBank: 5 } } });
    expect(captured([])).toMatchObject({ data: { pusSeized: { from: 'India', amount: 22 } } });
  });
});

describe('pacific-2001: hr01-sub-evasion (RULES §8.1, seed 002 "Submarines May avoid battle")', () => {
  /** Japan's sub and destroyer from SZ 26 attack a US destroyer and sub put in SZ 16. */
  function subAttack(options: string[]) {
    let s = withUnits(withUnits(newGame('pacific-2001', options), 'USA', '16 Sea Zone', 'destroyer'), 'USA', '16 Sea Zone', 'submarine');
    s = advanceTo(s, 'combatMove');
    s = apply(
      s,
      move([...ids(s, '26 Sea Zone', 'Japan', 'submarine'), ...ids(s, '26 Sea Zone', 'Japan', 'destroyer')], '16 Sea Zone'),
    ).state;
    return advanceTo(s, 'conductCombat');
  }
  const fight = (options: string[]) => applyWith(subAttack(options), { type: 'FightBattle', place: '16 Sea Zone' }, []).state;

  test('facing the US destroyer, Japan’s sub may still try to submerge before round 1 (CBT-3 forbids it); a 2 succeeds', () => {
    const on = fight(['hr01-sub-evasion']);
    expect(on.battle).toMatchObject({ step: 'submerge' });
    const sub = ids(on, '16 Sea Zone', 'Japan', 'submarine');
    const away = applyWith(on, { type: 'Submerge', units: sub }, [2, 6, 6, 6, 6]);
    expect(away.events.find((e) => e.type === 'SubsSubmerged')).toMatchObject({ data: { side: 'attacker', units: sub } });
    // Without the option each side faces a destroyer, so neither may submerge (CBT-3): the battle rolls at once.
    const off = playWith(subAttack([]), { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 6, 6]);
    expect(off.ok && off.events.some((e) => e.type === 'DiceRolled')).toBe(true);
    expect(submergeSide(on, rulesetView('pacific-2001'), on.battle!)).toBe('attacker');
  });

  test('subs cannot hit subs: the US sub’s hits fall on the destroyer only; battleOdds agrees (1 sub vs 1 sub is a stalemate)', () => {
    const rs = rulesetView('pacific-2001');
    const subVsSub = { kind: 'sea' as const, attackers: [{ type: 'submarine', count: 1 }], defenders: [{ type: 'submarine', count: 1 }] };
    expect(battleOdds(rs, { ...subVsSub, options: ['hr01-sub-evasion'] }).draw).toBe(1);
    expect(battleOdds(rs, subVsSub).draw).toBeLessThan(1);
    const on = fight(['hr01-sub-evasion']);
    let r = applyWith(on, { type: 'Submerge', units: [] }, []);
    // Every die hits: the US sub's hit is surface-only, so Japan must lose its destroyer to it, not its sub.
    r = applyWith(r.state, { type: 'Submerge', units: [] }, [1, 1, 1, 1], 'USA');
    const scored = r.events.filter((e) => e.type === 'HitsScored' && (e.data as { by: string }).by === 'defender');
    expect(scored.map((e) => (e.data as { hits: object }).hits)).toContainEqual(expect.objectContaining({ surface: 1, any: 1 }));
  });
});

describe('pacific-2001: hr01-sub-evasion, sea control (RULES §7 phase 5; seed 002 "Submerged subs do not control the sea area")', () => {
  /**
   * Japan's sub (put in SZ 34) and the transport there attack SZ 38, a zone the USA holds, where only a US sub is left;
   * the US sub submerges (with the option by a roll of 1 before round 1, without it by CBT-3: Japan has no destroyer).
   */
  function submergedDefender(options: string[]) {
    let s = withoutUnits(newGame('pacific-2001', options), '38 Sea Zone');
    s = withUnits(withUnits(s, 'USA', '38 Sea Zone', 'submarine'), 'Japan', '34 Sea Zone', 'submarine');
    s = advanceTo(s, 'combatMove');
    s = apply(
      s,
      move([...ids(s, '34 Sea Zone', 'Japan', 'submarine'), ...ids(s, '34 Sea Zone', 'Japan', 'transport')], '38 Sea Zone'),
    ).state;
    s = applyWith(advanceTo(s, 'conductCombat'), { type: 'FightBattle', place: '38 Sea Zone' }, []).state;
    if (s.battle?.step === 'scramble') s = applyWith(s, { type: 'Scramble', units: [] }, [], 'USA').state; // SCR: none
    // Japan's sub stays; the US sub submerges.
    for (let i = 0; i < 2 && s.battle?.step === 'submerge'; i++) {
      const us = submergeSide(s, rulesetView('pacific-2001'), s.battle) === 'defender';
      s = applyWith(s, { type: 'Submerge', units: us ? ids(s, '38 Sea Zone', 'USA', 'submarine') : [] }, [1], us ? 'USA' : 'Japan').state;
    }
    expect(s.battle).toBeNull();
    // Phase 5 runs as it starts (controlSeaZones): the events of ending Conduct Combat.
    return apply(s, { type: 'EndPhase' }).events.filter((e) => e.type === 'SeaZoneControlled');
  }

  test('Japan takes SZ 38 from the USA only with the option: the evaded US sub no longer holds it', () => {
    expect(submergedDefender(['hr01-sub-evasion']).map((e) => e.data)).toContainEqual({ seaZone: '38 Sea Zone', from: 'USA', to: 'Japan' });
    expect(submergedDefender([]).map((e) => e.data)).not.toContainEqual(expect.objectContaining({ seaZone: '38 Sea Zone' }));
  });
});

describe('pacific-2001: hr01-destroyer-asw (RULES §8.1, seed 002 "Destroyers")', () => {
  /** Japan's destroyer (SZ 26) and the 2 Caroline fighters attack 2 US subs and a US destroyer put in SZ 16. */
  function asw(options: string[]) {
    let s = withUnits(withUnits(newGame('pacific-2001', options), 'USA', '16 Sea Zone', 'submarine', 2), 'USA', '16 Sea Zone', 'transport');
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '26 Sea Zone', 'Japan', 'destroyer'), '16 Sea Zone')).state;
    s = apply(s, move(ids(s, 'Caroline', 'Japan', 'fighter', 2), '26 Sea Zone', '16 Sea Zone')).state;
    return advanceTo(s, 'conductCombat');
  }
  const dice = (events: { type: string; data: unknown }[]) =>
    events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { values: number[] }).values);

  test('one destroyer cancels one of 2 subs’ first shots and lets one fighter hit subs; without the option it cancels both and lets both', () => {
    const on = applyWith(asw(['hr01-destroyer-asw']), { type: 'FightBattle', place: '16 Sea Zone' }, [6, 1, 1, 1, 6, 6, 6]);
    expect(dice(on.events)[0]).toEqual([6]);
    const attackerHits = (events: { type: string; data: unknown }[]) =>
      events
        .filter((e) => e.type === 'HitsScored' && (e.data as { by: string }).by === 'attacker')
        .map((e) => (e.data as { hits: object }).hits);
    expect(attackerHits(on.events)).toContainEqual(expect.objectContaining({ any: 2, notSub: 1 }));
    const off = applyWith(asw([]), { type: 'FightBattle', place: '16 Sea Zone' }, [1, 1, 1, 6, 6, 6]);
    expect(dice(off.events)[0]).toEqual([1, 1, 1]);
    expect(attackerHits(off.events)).toContainEqual(expect.objectContaining({ any: 3, notSub: 0 }));
  });

  test('battleOdds with the 2001 units: planes past the destroyers cannot hit subs, and a destroyer cancels one strike', () => {
    const rs = rulesetView('pacific-2001');
    const input = {
      kind: 'sea' as const,
      attackers: [
        { type: 'destroyer', count: 1 },
        { type: 'fighter', count: 2 },
      ],
      defenders: [{ type: 'submarine', count: 2 }],
    };
    expect(battleOdds(rs, { ...input, options: ['hr01-destroyer-asw'] }).attackerWins).toBeLessThan(
      battleOdds(rs, input).attackerWins - 0.05,
    );
  });
});
