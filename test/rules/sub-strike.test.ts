// RULES §4.3 MOV-11 (AMBIG-13), 1E only: submarines strike transports that
// move into or through their zone without a surface warship moving with them.
// Each sub fires once at 2; each hit sinks one transport with its cargo, the
// engine taking them in its documented order (least cargo first, then lowest
// id). The strike rolls in the move command, which then cannot be undone.
import type { GameEvent, GameState } from '../../src/rules';
import {
  advanceTo,
  apply,
  applyWith,
  ids,
  move,
  newGame,
  play,
  playWith,
  refusal,
  withRelation,
  withUnits,
  withoutUnits,
} from './fixtures';

const types = (events: GameEvent[]) => events.map((e) => e.type);
const rolls = (events: GameEvent[]) => events.filter((e) => e.type === 'DiceRolled').map((e: any) => [e.data.purpose, e.data.values]);
const sunk = (events: GameEvent[]) => events.filter((e) => e.type === 'TransportsSunk').map((e: any) => e.data);

/** Japan at war with the USA, a US sub in SZ 19; Japan loads 2 infantry on one of its SZ 6 transports. */
function japan(
  phase: 'combatMove' | 'nonCombatMove' = 'combatMove',
  edit: (s: GameState) => GameState = (s) => s,
  rulesetId = 'pacific-1940',
) {
  let s = advanceTo(edit(withUnits(withRelation(newGame(rulesetId), 'Japan', 'USA', 'war'), 'USA', '19 Sea Zone', 'submarine')), phase);
  const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
  s = apply(s, { ...move(inf, '6 Sea Zone'), transport: ids(s, '6 Sea Zone', 'Japan', 'transport')[0] }).state;
  const loaded = s.units.get(inf[0])!.carriedBy!;
  const empty = ids(s, '6 Sea Zone', 'Japan', 'transport').find((t) => t !== loaded)!;
  return { s, inf, loaded, empty, sub: ids(s, '19 Sea Zone', 'USA', 'submarine')[0] };
}

describe('sub strike on unescorted transports (MOV-11, AMBIG-13)', () => {
  test('MOV-11: transports moving through a zone with an enemy sub are struck once at 2; a hit sinks one, the empty one first (AMBIG-13)', () => {
    const { s, loaded, empty, sub } = japan();
    const r = applyWith(s, move([loaded, empty], '19 Sea Zone', '20 Sea Zone'), [2]);
    expect(types(r.events)).toEqual(['UnitsMoved', 'DiceRolled', 'TransportsSunk']);
    expect(rolls(r.events)).toEqual([['submarine strike on transports, 19 Sea Zone', [2]]]);
    expect(sunk(r.events)).toEqual([
      {
        power: 'Japan',
        moveNumber: s.version + 1,
        seaZone: '19 Sea Zone',
        subs: [sub],
        hits: 1,
        units: [empty],
        cargo: [],
        rule: 'MOV-11, AMBIG-13',
      },
    ]);
    expect(r.state.units.get(empty)!).toBeUndefined();
    expect(r.state.units.get(loaded)!).toMatchObject({ at: '20 Sea Zone' });
  });

  test('MOV-11: a hit sinks the transport with its cargo; a miss (3+) sinks nothing but is still recorded', () => {
    const { s, loaded, inf, sub } = japan();
    const hit = applyWith(s, move([loaded], '19 Sea Zone', '20 Sea Zone'), [1]);
    expect(sunk(hit.events)).toEqual([expect.objectContaining({ subs: [sub], hits: 1, units: [loaded], cargo: inf })]);
    for (const id of [loaded, ...inf]) expect(hit.state.units.get(id)!).toBeUndefined();

    const miss = applyWith(s, move([loaded], '19 Sea Zone', '20 Sea Zone'), [3]);
    expect(sunk(miss.events)).toEqual([expect.objectContaining({ hits: 0, units: [], cargo: [] })]);
    expect(miss.state.units.get(loaded)!).toMatchObject({ at: '20 Sea Zone' });
    expect(miss.state.units.get(inf[0])!).toMatchObject({ at: '20 Sea Zone', carriedBy: loaded });
  });

  test('MOV-11: each sub fires once, however many transports; subs fire no more once every transport is sunk', () => {
    const { s, loaded, empty } = japan('combatMove', (x) =>
      withUnits(withUnits(x, 'USA', '19 Sea Zone', 'submarine'), 'USA', '20 Sea Zone', 'submarine'),
    );
    const subs19 = ids(s, '19 Sea Zone', 'USA', 'submarine');
    expect(subs19).toHaveLength(2);
    // 2 subs in SZ 19: 2 dice, both hit: both transports sunk; the SZ 20 sub does not roll (fixed dice would run out)
    const r = applyWith(s, move([loaded, empty], '19 Sea Zone', '20 Sea Zone'), [1, 2]);
    expect(rolls(r.events)).toEqual([['submarine strike on transports, 19 Sea Zone', [1, 2]]]);
    expect(sunk(r.events)).toEqual([expect.objectContaining({ subs: subs19, hits: 2, units: [empty, loaded] })]);
    // one transport, two subs hitting: one sinks, the other hit is lost
    const one = applyWith(s, move([empty], '19 Sea Zone', '20 Sea Zone'), [1, 1]);
    expect(sunk(one.events)).toEqual([expect.objectContaining({ hits: 2, units: [empty] })]);
    // both miss in SZ 19: the SZ 20 sub strikes too ("into or through")
    const both = applyWith(s, move([loaded, empty], '19 Sea Zone', '20 Sea Zone'), [5, 6, 2]);
    expect(rolls(both.events).map(([p]) => p)).toEqual([
      'submarine strike on transports, 19 Sea Zone',
      'submarine strike on transports, 20 Sea Zone',
    ]);
    expect(sunk(both.events).map((d) => d.units)).toEqual([[], [empty]]);
  });

  test('AMBIG-13: a surface warship moving with them all the way escorts them: no strike; warships already in the zone do not escort', () => {
    const { s, loaded, empty } = japan();
    const destroyer = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
    // escorted: no dice at all (play rolls none)
    const escorted = apply(s, move([loaded, empty, ...destroyer], '19 Sea Zone', '20 Sea Zone'));
    expect(types(escorted.events)).toEqual(['UnitsMoved']);
    // Japan's own cruiser and destroyer sit in SZ 19 (the standard setup): they are no escort
    expect(ids(s, '19 Sea Zone', 'Japan', 'destroyer')).toHaveLength(1);
    expect(sunk(applyWith(s, move([loaded], '19 Sea Zone', '20 Sea Zone'), [1]).events)).toHaveLength(1);
  });

  test("MOV-11: no strike from subs of a power not at war with the mover, nor on leaving a sub's zone", () => {
    const peace = japan('combatMove', (x) =>
      withRelation(
        withoutUnits(x, '19 Sea Zone', (u) => u.owner === 'USA'),
        'Japan',
        'UK',
        'neutral',
      ),
    );
    const withUk = withUnits(peace.s, 'UK', '19 Sea Zone', 'submarine');
    expect(types(apply(withUk, move([peace.loaded], '19 Sea Zone', '20 Sea Zone')).events)).toEqual(['UnitsMoved']);
    // a US sub in SZ 6, where the transports start: they leave it unharmed
    const start = japan('combatMove', (x) =>
      withUnits(
        withoutUnits(x, '19 Sea Zone', (u) => u.owner === 'USA'),
        'USA',
        '6 Sea Zone',
        'submarine',
      ),
    );
    expect(types(apply(start.s, move([start.loaded], '19 Sea Zone', '20 Sea Zone')).events)).toEqual(['UnitsMoved']);
  });

  test('MOV-11: it applies in Non-combat Move too', () => {
    const { s, loaded, inf } = japan('nonCombatMove');
    const r = applyWith(s, move([loaded], '19 Sea Zone', '20 Sea Zone'), [2]);
    expect(sunk(r.events)).toEqual([expect.objectContaining({ units: [loaded], cargo: inf })]);
  });

  test('MOV-11: transports sunk entering a zone to attack: the battle there is gone with them', () => {
    const { s, loaded } = japan('combatMove', (x) => withoutUnits(x, '19 Sea Zone', (u) => u.owner === 'Japan'));
    const survive = applyWith(s, move([loaded], '19 Sea Zone'), [6]);
    expect(survive.state.battles).toEqual(['19 Sea Zone']);
    const lost = applyWith(s, move([loaded], '19 Sea Zone'), [1]);
    expect(lost.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: true } });
    expect(lost.state.battles).toEqual([]);
  });

  test('a move that rolled dice cannot be undone (UNDO_NOT_ALLOWED), even when every die missed; other moves still can', () => {
    const { s, loaded, empty } = japan();
    const struck = applyWith(s, move([loaded], '19 Sea Zone', '20 Sea Zone'), [6]).state;
    expect(struck.moveLog[struck.moveLog.length - 1]).toMatchObject({ rolledDice: true, startedWar: false });
    expect(refusal(play(struck, { type: 'UndoMove' }))).toMatchObject({ code: 'UNDO_NOT_ALLOWED', rule: 'MOV-11' });
    const quiet = apply(struck, move([empty], '17 Sea Zone')).state; // no enemy sub on this route
    expect(quiet.moveLog[quiet.moveLog.length - 1].rolledDice).toBe(false);
    const undone = apply(quiet, { type: 'UndoMove' });
    expect(undone.events).toEqual([
      { type: 'MoveUndone', data: { power: 'Japan', moveNumber: quiet.moveLog[quiet.moveLog.length - 1].moveNumber } },
    ]);
  });

  test('refused moves roll nothing and append nothing', () => {
    const { s, loaded } = japan();
    // through the sub's zone, but farther than the transport goes (2, +1 from Japan's harbour): refused before any die is rolled
    expect(refusal(playWith(s, move([loaded], '19 Sea Zone', '20 Sea Zone', '21 Sea Zone', '35 Sea Zone'), [])).code).toBe(
      'OUT_OF_MOVEMENT',
    );
  });

  test('2E (RULES §6): no sub strike on transports', () => {
    const { s, loaded } = japan('combatMove', (x) => x, 'pacific-1940-2e');
    const r = apply(s, move([loaded], '19 Sea Zone', '20 Sea Zone'));
    expect(rolls(r.events)).toEqual([]);
    expect(r.state.units.get(loaded)!).toMatchObject({ at: '20 Sea Zone' });
  });
});
