// Creating a game from a position, and the position of any game at any
// event: export -> create -> export gives the identical document (issue #7
// parts 1-3).
import { boardView } from '../../projections/board';
import { decide, evolve, fold, noDice, type GameEvent, type GameState } from '../../src/rules';
import { positionOf, type PositionDocument } from '../../src/rules/positions/index';
import { apply, newGame, seat } from '../rules/fixtures';
import { canon, createFrom, example, gameFrom } from './helpers';

const base = { format: 'pacific-position/1' as const, ruleset: 'pacific-1940' };

/** Export, create from it, export again: must be the same document. */
function roundTrip(state: GameState) {
  const doc = positionOf(state);
  const { state: created, events } = gameFrom(doc);
  expect(canon(positionOf(created))).toBe(canon(doc));
  // The first event records the complete position.
  const first = events[0];
  expect(first.type).toBe('GameCreated');
  if (first.type === 'GameCreated') expect(canon(first.data.position)).toBe(canon(doc));
  // The board a frontend draws is the same too (unit ids aside).
  const board = (s: GameState) => {
    const b = boardView(s);
    return {
      ...b,
      gameId: '',
      eventNumber: 0,
      units: b.units.map(({ id: _id, carriedBy: _c, ...u }) => u).sort((x, y) => canon(x).localeCompare(canon(y))),
    };
  };
  expect(canon(board(created))).toBe(canon(board(state)));
  return created;
}

describe('create from a position', () => {
  test.each(['pacific-1940', 'pacific-1940-2e'])(
    '%s: the standard start, exported, created and exported again, is identical',
    (rulesetId) => {
      roundTrip(newGame(rulesetId));
    },
  );

  test('the first event is GameCreated marked setUp, with the complete position; a standard game has neither', () => {
    const { events } = gameFrom(example('convoy-cnv5'));
    expect(events.map((e) => e.type)).toEqual(['GameCreated']);
    const data = (events[0] as Extract<GameEvent, { type: 'GameCreated' }>).data;
    expect(data.setUp).toBe(true);
    const position = data.position!;
    expect(Object.keys(position.territories!).length).toBe(149); // every territory and sea zone
    expect(position.relations!.length).toBe(36); // every pair of the 9 powers
    expect(Object.keys(position.pus!)).toEqual(['Japan', 'USA', 'China', 'UK', 'ANZAC']);
    const standard = newGame();
    expect(standard.gameId).toBe('g1');
    const created = decide(
      null,
      { type: 'CreateGame', gameId: 'g9', rulesetId: 'pacific-1940', options: [], name: 's', organizerTokenHash: 'o' },
      { actor: { kind: 'anonymous' }, dice: noDice },
    );
    expect(created.ok && (created.events[0].data as any).setUp).toBeUndefined();
  });

  test('unstated parts come from the standard setup; a named place holds exactly what is listed', () => {
    const { state } = gameFrom({
      ...base,
      currentPower: 'UK',
      phase: 'mobilize',
      pus: { UK: 30 },
      territories: {
        Malaya: { owner: 'Japan', heldSinceTurnStart: false, units: [{ type: 'infantry', owner: 'Japan', count: 2 }] },
        India: { units: [] },
        Burma: {},
      },
    });
    const standard = newGame();
    const at = (s: GameState, place: string) =>
      s.units
        .all()
        .filter((u) => u.at === place)
        .map((u) => `${u.owner} ${u.type}`)
        .sort();
    expect(state.current).toBe('UK');
    expect(state.phase).toBe('mobilize');
    expect(state.round).toBe(1);
    expect(state.pus).toEqual({ ...standard.pus, UK: 30 });
    expect(state.owners.Malaya).toBe('Japan');
    expect(state.capturedThisTurn).toEqual(['Malaya']);
    expect(at(state, 'Malaya')).toEqual(['Japan infantry', 'Japan infantry']);
    expect(at(state, 'India')).toEqual([]); // named with no units: empty
    expect(at(state, 'Burma')).toEqual([]);
    expect(state.owners.India).toBe('UK'); // owner not stated: the standard one
    expect(at(state, 'Kwangtung')).toEqual(at(standard, 'Kwangtung')); // not named: standard
    expect(at(state, '6 Sea Zone')).toEqual(at(standard, '6 Sea Zone'));
    expect(state.relations).toEqual(standard.relations);
    expect(state.kamikazeTokens).toEqual({ Japan: 6 });
    expect(state.kamikazeActive).toBe(false);
  });

  test('cargo rides its transport (carriedBy); own planes listed on a carrier are independent units in its zone (MOV-8); units are numbered in board order', () => {
    const { state } = gameFrom(example('teaching-battle'));
    const zone = state.units.all().filter((u) => u.at === '36 Sea Zone');
    const transport = zone.find((u) => u.type === 'transport')!;
    const carrier = zone.find((u) => u.type === 'carrier')!;
    expect(
      zone
        .filter((u) => u.carriedBy === transport.id)
        .map((u) => u.type)
        .sort(),
    ).toEqual(['artillery', 'infantry']);
    // MOV-8: own planes fly and fight on their own; only allied planes ride as cargo.
    expect(zone.filter((u) => u.carriedBy === carrier.id)).toEqual([]);
    expect(zone.filter((u) => u.type === 'fighter' && !u.carriedBy)).toHaveLength(2);
    expect(carrier.damage).toBe(1);
    expect(state.units.all().find((u) => u.at === 'Malaya' && u.type === 'harbour')!.damage).toBe(2);
    expect(state.units.ids()).toEqual(state.units.ids().map((_, i) => `u${i + 1}`));
    expect(state.nextUnitNumber).toBe(state.units.ids().length + 1);
    roundTrip(state);
  });

  test("MOV-8: an ally's planes listed on a carrier ride it as cargo and export as its `planes`", () => {
    const carrier = {
      type: 'carrier',
      owner: 'UK',
      planes: [
        { type: 'fighter', owner: 'ANZAC' },
        { type: 'fighter', owner: 'UK' },
      ],
    };
    const { state } = gameFrom({ ...base, territories: { '39 Sea Zone': { units: [carrier] } } });
    const zone = state.units.all().filter((u) => u.at === '39 Sea Zone');
    const c = zone.find((u) => u.type === 'carrier')!;
    expect(zone.filter((u) => u.carriedBy === c.id).map((u) => u.owner)).toEqual(['ANZAC']);
    expect(positionOf(state).territories!['39 Sea Zone'].units).toEqual([
      { type: 'carrier', owner: 'UK', count: 1, planes: [{ type: 'fighter', owner: 'ANZAC', count: 1 }] },
      { type: 'fighter', owner: 'UK', count: 1 },
    ]);
    roundTrip(state);
  });

  test('a hand-written document in any order exports canonically: groups merged and counted, then identical on every round trip', () => {
    const { state } = gameFrom({
      ...base,
      territories: {
        '39 Sea Zone': {
          units: [
            {
              type: 'transport',
              owner: 'UK',
              cargo: [
                { type: 'infantry', owner: 'UK' },
                { type: 'infantry', owner: 'UK' },
              ],
            },
            { type: 'fighter', owner: 'UK' },
            { type: 'carrier', owner: 'UK' },
            { type: 'transport', owner: 'UK', count: 2, cargo: [{ type: 'infantry', owner: 'UK', count: 2 }] },
          ],
        },
      },
    });
    expect(positionOf(state).territories!['39 Sea Zone'].units).toEqual([
      { type: 'carrier', owner: 'UK', count: 1 },
      { type: 'fighter', owner: 'UK', count: 1 },
      { type: 'transport', owner: 'UK', count: 3, cargo: [{ type: 'infantry', owner: 'UK', count: 2 }] },
    ]);
    roundTrip(roundTrip(state));
  });

  test('every stated part round-trips: kamikaze, victory pending, objectives paid, purchases and placements of the turn', () => {
    const doc: PositionDocument = {
      ...base,
      round: 4,
      currentPower: 'ANZAC',
      phase: 'mobilize',
      kamikaze: { tokens: { Japan: 2 }, active: false, armed: ['Philippines'] },
      victoryPending: { side: 'Axis', power: 'Japan', round: 4 },
      objectivesPaid: ['anzac-high-morale'],
      purchased: { infantry: 2, factory_minor: 0 },
      placedThrough: { 'New South Wales': 1 },
      territories: {
        'New South Wales': {
          owner: 'ANZAC',
          units: [
            { type: 'factory_major', owner: 'ANZAC', damage: 3 },
            { type: 'infantry', owner: 'ANZAC', count: 1, placedThisTurn: true },
            { type: 'infantry', owner: 'ANZAC', count: 4 },
          ],
        },
      },
    };
    const { state } = gameFrom(doc);
    expect(state.kamikazeTokens.Japan).toBe(2);
    expect(state.kamikazeActive).toBe(false);
    expect(state.kamikazeArmed).toEqual(['Philippines']); // KAM-2: Japan held them at the end of a turn
    expect(state.victoryPending).toEqual({ side: 'Axis', power: 'Japan', round: 4 });
    expect(state.purchased).toEqual({ infantry: 2 });
    expect(state.placedThrough).toEqual({ 'New South Wales': 1 });
    expect(state.placedThisTurn.map((id) => state.units.get(id)!.type)).toEqual(['infantry']);
    const out = positionOf(state);
    expect(out.territories!['New South Wales'].units).toEqual([
      { type: 'factory_major', owner: 'ANZAC', count: 1, damage: 3 },
      { type: 'infantry', owner: 'ANZAC', count: 4 },
      { type: 'infantry', owner: 'ANZAC', count: 1, placedThisTurn: true },
    ]);
    roundTrip(state);
  });
});

describe('the position of a played game at any event', () => {
  /** A short game: Japan buys, loads a transport and places, UK declares war, everyone collects. */
  function played(): GameEvent[] {
    const d = decide(
      null,
      { type: 'CreateGame', gameId: 'g1', rulesetId: 'pacific-1940', options: [], name: 't', organizerTokenHash: 'o' },
      { actor: { kind: 'anonymous' }, dice: noDice },
    );
    if (!d.ok) throw new Error(d.violation.message);
    const events: GameEvent[] = [...d.events];
    let s = fold(events)!;
    const now = (): string => s.current;
    const run = (command: Parameters<typeof apply>[1], power = s.current) => {
      const r = apply(s, command, power);
      s = r.state;
      events.push(...r.events);
    };
    run({
      type: 'PurchaseUnits',
      units: [
        { type: 'infantry', count: 2 },
        { type: 'transport', count: 1 },
        { type: 'destroyer', count: 1 },
      ],
    });
    for (let i = 0; i < 3; i++) run({ type: 'EndPhase' });
    // Non-combat move: two infantry board a transport in 6 Sea Zone (cargo in the position).
    const infantry = s.units
      .all()
      .filter((u) => u.at === 'Japan' && u.type === 'infantry')
      .slice(0, 2);
    run({ type: 'MoveUnits', units: infantry.map((u) => u.id), route: ['6 Sea Zone'] });
    run({ type: 'EndPhase' });
    run({
      type: 'PlaceUnits',
      placements: [
        { unitType: 'infantry', count: 1, territory: 'Japan' },
        { unitType: 'transport', count: 1, territory: '6 Sea Zone' },
      ],
    });
    run({ type: 'PlaceUnits', placements: [{ unitType: 'destroyer', count: 1, territory: '6 Sea Zone' }] });
    while (now() !== 'UK') run({ type: 'EndPhase' });
    run({ type: 'DeclareWar', against: 'Japan' });
    while (now() !== 'Japan') run({ type: 'EndPhase' });
    return events;
  }

  test('export at event N -> create -> export is identical, for every N', () => {
    const events = played();
    expect(events.length).toBeGreaterThan(30);
    let s: GameState | null = null;
    const seen = { cargo: false, placed: false, purchased: false, war: false };
    for (let n = 1; n <= events.length; n++) {
      s = evolve(s, events[n - 1]);
      const doc = positionOf(s);
      const d = createFrom(doc);
      if (!d.ok) throw new Error(`event ${n}: ${JSON.stringify(d.violation)}`);
      expect([n, canon(positionOf(fold(d.events)!))]).toEqual([n, canon(doc)]);
      const text = JSON.stringify(doc);
      seen.cargo ||= text.includes('"cargo"');
      seen.placed ||= text.includes('"placedThisTurn":true');
      seen.purchased ||= Object.keys(doc.purchased!).length > 0;
      seen.war ||= doc.relations!.some((r) => r.a === 'Japan' && r.b === 'UK' && r.kind === 'war');
    }
    expect(seen).toEqual({ cargo: true, placed: true, purchased: true, war: true });
  });

  test('a game set up from the middle of another plays on the same: the same commands give the same position', () => {
    const events = played();
    const mid = fold(events.slice(0, 9))!; // Japan's mobilize phase, mid-placement
    expect(mid.phase).toBe('mobilize');
    const copy = gameFrom(positionOf(mid)).state;
    const cmd = { type: 'PlaceUnits' as const, placements: [{ unitType: 'infantry' as const, count: 1, territory: 'Japan' }] };
    const a = apply(mid, cmd).state;
    const b = apply(copy, cmd).state;
    const endTurn = (s: GameState) => {
      while (s.current === 'Japan') s = apply(s, { type: 'EndPhase' }).state;
      return s;
    };
    expect(canon(positionOf(endTurn(b)))).toBe(canon(positionOf(endTurn(a))));
    expect(decide(copy, { type: 'EndPhase' }, { actor: seat('USA'), dice: noDice }).ok).toBe(false);
  });
});

describe('RULES §6 (2E): who started each war and the war bonuses paid go with a position', () => {
  test("an unprovoked UK war keeps Japan's +10 after a round trip; the +30 is not paid again", () => {
    let s = apply({ ...newGame('pacific-1940-2e'), current: 'UK' }, { type: 'DeclareWar', against: 'Japan' }).state;
    s = apply({ ...s, current: 'Japan' }, { type: 'DeclareWar', against: 'USA' }).state;
    const doc = positionOf(s);
    expect(doc.relations).toContainEqual({ a: 'Japan', b: 'UK', kind: 'war', declaredBy: 'UK' });
    expect(doc.relations).toContainEqual({ a: 'Japan', b: 'USA', kind: 'war', declaredBy: 'Japan' });
    expect(doc.warBonusesPaid).toEqual(['usa-mobilization']);
    const created = roundTrip(s);
    expect(created.declaredBy).toEqual(s.declaredBy);
    expect(created.warBonusesPaid).toEqual(['usa-mobilization']);
  });
});

test('RULES §6: declaredBy is refused on a relation that is not war', () => {
  const d = createFrom({ ...base, ruleset: 'pacific-1940-2e', relations: [{ a: 'Japan', b: 'UK', kind: 'neutral', declaredBy: 'UK' }] });
  expect(d.ok).toBe(false);
  if (!d.ok) expect(d.violation.problems).toEqual([expect.objectContaining({ path: 'relations[0].declaredBy', code: 'UNKNOWN_RELATION' })]);
});
