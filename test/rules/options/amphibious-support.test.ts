// RULES §8.1 hr01-amphibious-support, seed 002 "Amphibious Operations": "DD's and BB's provide amphibious support
// shots with ground units at a 1:1 ratio. If enemy naval units are blocking an amphibious invasion, the attacker may
// designate some naval units to attack the blocking units. The remaining friendly naval units may support the
// invasion. If the blocking enemy naval units are not removed, the invasion forces are returned to their starting
// locations." 1E/2E: cruisers also support (the list replaces CBT-2's). Each part against the same game without it.
import type { GameEvent, GameState, PowerId, UnitType } from '../../../src/rules';
import { pendingDecisions } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import {
  advanceTo,
  apply,
  applyWith,
  ids,
  move,
  newGame,
  playWith,
  refusal,
  withoutUnits,
  withOwner,
  withRelation,
  withUnits,
} from '../fixtures';

const OPTION = 'hr01-amphibious-support';
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const rolls = (events: GameEvent[]) => of(events, 'DiceRolled').map((e) => e.data as { purpose: string; values: number[] });

/** Where each ruleset's landing goes: from `home` via `loadZone` to `zone`, against `target` held by `enemy`. */
interface Scene {
  rulesetId: string;
  enemy: PowerId;
  home: string;
  loadZone: string;
  zone: string;
  target: string;
}
const P40 = (rulesetId: string): Scene => ({
  rulesetId,
  enemy: 'UK',
  home: 'Japan',
  loadZone: '6 Sea Zone',
  zone: '19 Sea Zone',
  target: 'Okinawa',
});
const P01: Scene = {
  rulesetId: 'pacific-2001',
  enemy: 'USA',
  home: 'Japan',
  loadZone: '36 Sea Zone',
  zone: '37 Sea Zone',
  target: 'Korea',
};

/**
 * Japan lands `infantry` infantry from `home` on `target` (held by one enemy infantry) from `zone`, its transport
 * escorted by `ships` from `loadZone`; `blockers` enemy destroyers wait in `zone`. Returns the game at Conduct Combat.
 */
function landing(sc: Scene, options: string[], ships: UnitType[], blockers: number, infantry = 2) {
  let s = withoutUnits(withoutUnits(newGame(sc.rulesetId, options), sc.target), sc.zone);
  if (sc.rulesetId !== 'pacific-2001') s = withRelation(s, 'Japan', sc.enemy, 'war');
  s = withUnits(withOwner(s, sc.target, sc.enemy), sc.enemy, sc.target, 'infantry');
  if (blockers) s = withUnits(s, sc.enemy, sc.zone, 'destroyer', blockers);
  s = advanceTo(s, 'combatMove');
  const inf = ids(s, sc.home, 'Japan', 'infantry', infantry);
  const transport = ids(s, sc.loadZone, 'Japan', 'transport')[0];
  s = apply(s, { ...move(inf, sc.loadZone), transport }).state;
  const fleet = ships.map((t) => ids(s, sc.loadZone, 'Japan', t)[0]);
  s = apply(s, move([transport, ...fleet], sc.zone)).state;
  s = apply(s, move(inf, sc.target)).state;
  return { s: advanceTo(s, 'conductCombat'), inf, transport, fleet };
}

const shipOf = (s: GameState, fleet: string[], type: UnitType) => fleet.find((id) => s.units.get(id)!.type === type)!;

describe.each([P40('pacific-1940'), P40('pacific-1940-2e'), P01])(
  '§8 hr01-amphibious-support in $rulesetId (seed 002 "Amphibious Operations")',
  (sc) => {
    const is2001 = sc.rulesetId === 'pacific-2001';
    test('destroyers and battleships support a landing 1:1 with the land units (1E/2E CBT-2: battleships and cruisers only)', () => {
      const on = landing(sc, [OPTION], ['battleship', 'destroyer'], 0);
      const started = (r: { s: GameState }) =>
        of(applyWith(r.s, { type: 'FightBattle', place: sc.target }, [6, 6, 6, 6, 6, 6]).events, 'BattleStarted')[0].data;
      expect(started(on).bombarders).toEqual([shipOf(on.s, on.fleet, 'battleship'), shipOf(on.s, on.fleet, 'destroyer')]);
      // Without it: 1E/2E CBT-2 has the battleship alone; pacific-2001's destroyers bombard already (RULES §7), so there
      // this part of the rule is the game's own and the option changes the blocked landing (the tests below).
      const off = landing(sc, [], ['battleship', 'destroyer'], 0);
      expect(started(off).bombarders).toEqual(
        is2001 ? [shipOf(off.s, off.fleet, 'battleship'), shipOf(off.s, off.fleet, 'destroyer')] : [shipOf(off.s, off.fleet, 'battleship')],
      );
      // 1:1: one infantry landing, one supporting shot (the battleship, the strongest).
      const one = landing(sc, [OPTION], ['battleship', 'destroyer'], 0, 1);
      expect(started(one).bombarders).toEqual([shipOf(one.s, one.fleet, 'battleship')]);
      if (is2001) return; // pacific-2001 has no cruisers (RULES §7)
      // 1E/2E adaptation: cruisers support too (destroyer and cruiser for two infantry).
      const cruiser = landing(sc, [OPTION], ['cruiser', 'destroyer'], 0);
      expect(started(cruiser).bombarders.map((id) => cruiser.s.units.get(id)!.type)).toEqual(['cruiser', 'destroyer']);
    });

    const fleet: UnitType[] = is2001 ? ['battleship', 'destroyer'] : ['battleship', 'cruiser', 'destroyer'];
    test('against blockers the attacker designates ships to support; the others fight, and the supporters fire at the landing', () => {
      const on = landing(sc, [OPTION], fleet, 1);
      const bb = shipOf(on.s, on.fleet, 'battleship');
      const asked = applyWith(on.s, { type: 'FightBattle', place: sc.zone }, []);
      expect(asked.state.battle).toMatchObject({ kind: 'sea', step: 'support' });
      expect(pendingDecisions(asked.state)).toEqual([
        expect.objectContaining({
          kind: 'designateSupport',
          power: 'Japan',
          place: sc.zone,
          rule: OPTION,
          units: expect.arrayContaining(on.fleet),
          places: [sc.target],
        }),
      ]);
      // The battleship stays out: the destroyer (1: hit) and the cruiser (6; 1E/2E) fight the blocker, which misses (6).
      const sea = applyWith(asked.state, { type: 'DesignateSupport', units: [bb] }, [1, 6, 6]);
      const fighting = [...on.fleet.filter((id) => id !== bb), on.transport];
      expect(of(sea.events, 'AmphibiousSupportDesignated')[0].data).toEqual({
        place: sc.zone,
        power: 'Japan',
        landings: [sc.target],
        supporting: [bb],
        fighting: expect.arrayContaining(fighting),
        rule: OPTION,
      });
      expect(of(sea.events, 'AmphibiousSupportDesignated')[0].data.fighting).toHaveLength(fighting.length);
      expect(rolls(sea.events)[0].values).toHaveLength(fleet.length - 1); // not the battleship; transports do not roll
      expect(of(sea.events, 'BattleEnded')[0].data.outcome).toBe('attackerWon');
      const land = applyWith(sea.state, { type: 'FightBattle', place: sc.target }, [6, 6, 6, 6]);
      expect(of(land.events, 'BattleStarted')[0].data.bombarders).toEqual([bb]);
      expect(rolls(land.events)[0]).toMatchObject({ purpose: expect.stringContaining('bombardment'), values: [6] });

      // Without the option every ship fights the blocker, and none bombards (CBT-2: they fought a sea battle there).
      const off = landing(sc, [], fleet, 1);
      const offSea = applyWith(off.s, { type: 'FightBattle', place: sc.zone }, [1, 6, 6, 6]);
      expect(offSea.events.some((e) => e.type === 'AmphibiousSupportDesignated')).toBe(false);
      expect(rolls(offSea.events)[0].values).toHaveLength(fleet.length);
      const offLand = applyWith(offSea.state, { type: 'FightBattle', place: sc.target }, [6, 6, 6]);
      expect(of(offLand.events, 'BattleStarted')[0].data.bombarders).toEqual([]);
    });

    test('the designation is refused for a ship that cannot support, and for more ships than land units landing (1:1)', () => {
      const on = landing(sc, [OPTION], ['battleship', 'destroyer'], 1, 1);
      const asked = applyWith(on.s, { type: 'FightBattle', place: sc.zone }, []).state;
      const transport = refusal(playWith(asked, { type: 'DesignateSupport', units: [on.transport] }, []));
      expect(transport).toMatchObject({ code: 'INVALID_SUPPORT', rule: OPTION });
      const blocker = ids(asked, sc.zone, sc.enemy, 'destroyer');
      expect(refusal(playWith(asked, { type: 'DesignateSupport', units: blocker }, []))).toMatchObject({ code: 'INVALID_SUPPORT' });
      expect(refusal(playWith(asked, { type: 'DesignateSupport', units: on.fleet }, []))).toMatchObject({
        code: 'TOO_MANY_SUPPORTING_SHIPS',
        rule: OPTION,
      });
      expect(refusal(playWith(asked, { type: 'DesignateSupport', units: [] }, [], sc.enemy))).toMatchObject({ code: 'NOT_YOUR_DECISION' });
    });

    test('blockers not removed: the landed units go back where they began the turn, where MOV-7 would lose them with their transport', () => {
      // A destroyer escorts the transport; the blocker hits (1), the destroyer misses (6): Japan loses the destroyer,
      // and the transport left alone is destroyed (UNIT-7; in 2001, AMBIG-48, it is fought on: the blocker hits it, 1).
      const fight = (options: string[]) => {
        const r = landing(sc, options, ['destroyer'], 1);
        let x = applyWith(r.s, { type: 'FightBattle', place: sc.zone }, [6, 1]);
        const events = [...x.events];
        if (x.state.battle?.step === 'support') {
          x = applyWith(x.state, { type: 'DesignateSupport', units: [] }, [6, 1]);
          events.push(...x.events);
        }
        x = apply(x.state, { type: 'ChooseCasualties', units: r.fleet });
        events.push(...x.events);
        if (x.state.battle?.step === 'decide') {
          x = applyWith(x.state, { type: 'PressOn' }, [1]);
          events.push(...x.events);
        }
        return { ...r, state: x.state, events };
      };
      const on = fight([OPTION]);
      expect(of(on.events, 'BattleEnded')[0].data.outcome).toBe('defenderWon');
      expect(of(on.events, 'InvadersReturned')[0].data).toEqual({
        place: sc.zone,
        units: on.inf.map((unitId) => ({ unitId, to: sc.home, transportId: null })),
        rule: OPTION,
      });
      expect(on.inf.map((id) => on.state.units.get(id))).toEqual(on.inf.map(() => expect.objectContaining({ at: sc.home })));
      expect(on.state.battles).toEqual([]); // no landing left to fight
      const off = fight([]);
      expect(of(off.events, 'CasualtiesRemoved').some((e) => on.inf.every((id) => e.data.units.includes(id)))).toBe(true);
      expect(off.inf.map((id) => off.state.units.get(id))).toEqual([undefined, undefined]);
    });

    test('blockers not removed after a retreat: the landed units go home, not back aboard the transport (MOV-7)', () => {
      // Both ships miss (6, 6), the blocker misses (6); the attacker retreats to the zone it came from.
      const go = (options: string[]) => {
        const r = landing(sc, options, ['battleship', 'destroyer'], 1);
        let x = applyWith(r.s, { type: 'FightBattle', place: sc.zone }, [6, 6, 6]);
        if (x.state.battle?.step === 'support') x = applyWith(x.state, { type: 'DesignateSupport', units: [] }, [6, 6, 6]);
        expect(x.state.battle).toMatchObject({ step: 'decide' });
        const out = apply(x.state, { type: 'Retreat', to: sc.loadZone });
        return { ...r, ...out };
      };
      const on = go([OPTION]);
      expect(on.inf.map((id) => on.state.units.get(id)!)).toEqual(on.inf.map(() => expect.objectContaining({ at: sc.home })));
      expect(on.inf.some((id) => on.state.units.get(id)!.carriedBy)).toBe(false);
      const off = go([]);
      expect(of(off.events, 'LandingCancelled')[0].data.units).toEqual(
        off.inf.map((unitId) => ({ unitId, transportId: off.transport, to: sc.loadZone })),
      );
    });

    test('with a casualty order the engine answers for the attacker: every ship fights (as without the option)', () => {
      const on = landing(sc, [OPTION], ['battleship', 'destroyer'], 1);
      const ordered = apply(on.s, { type: 'SetCasualtyOrder', orderOfLoss: [] }).state;
      const r = applyWith(ordered, { type: 'FightBattle', place: sc.zone }, [1, 6, 6]);
      expect(of(r.events, 'AmphibiousSupportDesignated')[0].data).toMatchObject({ supporting: [] });
      expect(rolls(r.events)[0].values).toHaveLength(2);
    });
  },
);

describe('§8 hr01-amphibious-support defaults where seed 002 "Amphibious Operations" is silent (pacific-1940)', () => {
  const sc = P40('pacific-1940');
  test('planes scrambled into the zone (SCR-2): no designation, every ship fights (CBT-2: no support from there); declined, it is asked', () => {
    // Okinawa gets an airfield and 2 British fighters, which may scramble into the zone the landing comes from.
    const scene = (options: string[]) => {
      const r = landing(sc, options, ['battleship', 'destroyer'], 1);
      let s = withUnits(withUnits(r.s, 'UK', sc.target, 'airfield'), 'UK', sc.target, 'fighter', 2);
      s = applyWith(s, { type: 'FightBattle', place: sc.zone }, []).state;
      expect(s.battle).toMatchObject({ step: 'scramble', scramblers: ids(s, sc.target, 'UK', 'fighter') });
      return s;
    };
    const on = scene([OPTION]);
    const scrambled = applyWith(on, { type: 'Scramble', units: ids(on, sc.target, 'UK', 'fighter') }, [6, 6, 6, 6, 6], 'UK');
    expect(scrambled.events.some((e) => e.type === 'AmphibiousSupportDesignated')).toBe(false);
    expect(rolls(scrambled.events)[0].values).toHaveLength(2); // the battleship and the destroyer both fight
    const declined = applyWith(on, { type: 'Scramble', units: [] }, [], 'UK');
    expect(declined.state.battle).toMatchObject({ step: 'support' });
  });

  test('land units that began the turn at sea aboard their transport go back aboard it (as MOV-7), the others home', () => {
    // One infantry already aboard the transport in the load zone; one boards from Japan this turn.
    let s = withoutUnits(withoutUnits(newGame(sc.rulesetId, [OPTION]), sc.target), sc.zone);
    s = withRelation(withUnits(withOwner(s, sc.target, sc.enemy), sc.enemy, sc.target, 'infantry'), 'Japan', sc.enemy, 'war');
    s = withUnits(s, sc.enemy, sc.zone, 'destroyer');
    const transport = ids(s, sc.loadZone, 'Japan', 'transport')[0];
    s = withUnits(s, 'Japan', sc.loadZone, 'infantry');
    const sailor = s.units.at(sc.loadZone).find((u) => u.type === 'infantry')!.id;
    s = { ...s, units: s.units.update(sailor, (u) => ({ ...u, carriedBy: transport })) };
    s = advanceTo(s, 'combatMove');
    const walker = ids(s, sc.home, 'Japan', 'infantry', 1)[0];
    s = apply(s, { ...move([walker], sc.loadZone), transport }).state;
    const dd = ids(s, sc.loadZone, 'Japan', 'destroyer')[0];
    s = apply(s, move([transport, dd], sc.zone)).state;
    s = advanceTo(apply(s, move([sailor, walker], sc.target)).state, 'conductCombat');
    // The destroyer and the blocker miss (6, 6); the attacker retreats with the transport.
    let x = applyWith(s, { type: 'FightBattle', place: sc.zone }, []);
    x = applyWith(x.state, { type: 'DesignateSupport', units: [] }, [6, 6]);
    x = apply(x.state, { type: 'Retreat', to: sc.loadZone });
    expect(of(x.events, 'InvadersReturned')[0].data.units).toEqual(
      expect.arrayContaining([
        { unitId: walker, to: sc.home, transportId: null },
        { unitId: sailor, to: sc.loadZone, transportId: transport },
      ]),
    );
    expect(x.state.units.get(sailor)).toMatchObject({ at: sc.loadZone, carriedBy: transport });
    expect(x.state.units.get(walker)).toMatchObject({ at: sc.home });
  });
});

describe('§8 hr01-amphibious-support in battleOdds (seed 002 "Amphibious Operations"; CBT-2)', () => {
  const inf = (n: number) => [{ type: 'infantry', count: n }];
  test('one round, hand-solved: a battleship supports 1 infantry against 1 (defender gone 26/36, attacker hit 2/6)', () => {
    const r = battleOdds(rulesetView('pacific-1940'), {
      kind: 'land',
      attackers: inf(1),
      defenders: inf(1),
      maxRounds: 1,
      bombarding: [{ type: 'battleship', count: 1 }],
    });
    expect(r.attackerWins).toBeCloseTo((26 / 36) * (4 / 6), 12);
    expect(r.draw).toBeCloseTo((26 / 36) * (2 / 6), 12);
    expect(r.defenderWins).toBeCloseTo((10 / 36) * (2 / 6), 12);
    expect(r.unfinished).toBeCloseTo((10 / 36) * (4 / 6), 12);
  });

  test.each(['pacific-1940', 'pacific-1940-2e'])('%s: destroyers support only with the option, and raise the odds', (rulesetId) => {
    const rs = rulesetView(rulesetId);
    const input = { kind: 'land' as const, attackers: inf(2), defenders: inf(2), bombarding: [{ type: 'destroyer', count: 2 }] };
    expect(() => battleOdds(rs, input)).toThrow(/destroyer does not bombard \(CBT-2/);
    const on = battleOdds(rs, { ...input, options: [OPTION] });
    const plain = battleOdds(rs, { ...input, bombarding: null });
    expect(on.attackerWins).toBeGreaterThan(plain.attackerWins + 0.05);
    // The option's list replaces CBT-2's: cruisers and battleships still support, transports and carriers never.
    expect(() => battleOdds(rs, { ...input, bombarding: [{ type: 'cruiser', count: 1 }], options: [OPTION] })).not.toThrow();
    expect(() => battleOdds(rs, { ...input, bombarding: [{ type: 'carrier', count: 1 }], options: [OPTION] })).toThrow(
      /does not support a landing \(hr01-amphibious-support/,
    );
  });

  test('pacific-2001: destroyers and battleships bombard with or without the option; 1:1 with the land units; land battles only', () => {
    const rs = rulesetView('pacific-2001');
    const input = { kind: 'land' as const, attackers: inf(2), defenders: inf(2), bombarding: [{ type: 'destroyer', count: 2 }] };
    expect(battleOdds(rs, input).attackerWins).toBeCloseTo(battleOdds(rs, { ...input, options: [OPTION] }).attackerWins, 12);
    expect(() => battleOdds(rs, { ...input, bombarding: [{ type: 'battleship', count: 3 }] })).toThrow(
      /At most one supporting ship per land unit/,
    );
    expect(() => battleOdds(rs, { ...input, kind: 'sea', attackers: [{ type: 'destroyer', count: 1 }], defenders: [] })).toThrow(
      /only a land battle/,
    );
  });
});
