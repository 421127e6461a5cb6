// Organizer edits (issue #7 part 5): an ordinary event in the log, applied
// exactly; refused for anyone but the organizer; every problem reported.
import { boardView } from '../../projections/board';
import { decide, evolve, noDice, type Actor, type Decision, type GameEvent, type GameState } from '../../src/rules';
import { positionOf } from '../../src/rules/positions/index';
import { newGame, seat } from '../rules/fixtures';
import { canon, example, gameFrom, problemsOf } from './helpers';

const organizer: Actor = { kind: 'organizer' };
const edit = (s: GameState, edits: unknown, reason: unknown = 'Fix a misplayed move (TD ruling 3)', actor: Actor = organizer): Decision =>
  decide(s, { type: 'EditPosition', edits, reason: reason as string }, { actor, dice: noDice });

function accepted(d: Decision): Extract<GameEvent, { type: 'PositionEdited' }> {
  if (!d.ok) throw new Error(`refused: ${JSON.stringify(d.violation, null, 1)}`);
  expect(d.events.map((e) => e.type)).toEqual(['PositionEdited']);
  return d.events[0] as Extract<GameEvent, { type: 'PositionEdited' }>;
}

const idsAt = (s: GameState, at: string, type: string, owner?: string) =>
  s.units
    .all()
    .filter((u) => u.at === at && u.type === type && (!owner || u.owner === owner))
    .map((u) => u.id);

describe('organizer edits', () => {
  test('each kind of edit, recorded with who and why; the board after is exactly the edited position', () => {
    const before = newGame();
    const harbour = idsAt(before, 'Malaya', 'harbour')[0];
    const e = accepted(
      edit(before, [
        { op: 'setPUs', power: 'UK', pus: 30 },
        { op: 'setOwner', territory: 'Malaya', owner: 'Japan', heldSinceTurnStart: false },
        { op: 'removeUnits', at: 'Malaya', units: [{ type: 'infantry', owner: 'UK', count: 2 }] },
        {
          op: 'addUnits',
          at: '39 Sea Zone',
          units: [{ type: 'transport', owner: 'UK', cargo: [{ type: 'infantry', owner: 'UK', count: 2 }] }],
        },
        { op: 'setDamage', unitId: harbour, damage: 3 },
        { op: 'setRelation', a: 'UK', b: 'Japan', kind: 'war' },
        { op: 'setKamikaze', active: true },
      ]),
    );
    expect(e.data.by).toBe('organizer');
    expect(e.data.reason).toBe('Fix a misplayed move (TD ruling 3)');
    const next = before.nextUnitNumber;
    expect(e.data.edits).toEqual([
      { op: 'setPUs', power: 'UK', from: 16, to: 30 },
      { op: 'setOwner', territory: 'Malaya', from: 'UK', to: 'Japan', heldSinceTurnStart: false },
      {
        op: 'removeUnits',
        units: idsAt(before, 'Malaya', 'infantry', 'UK')
          .slice(0, 2)
          .map((unitId) => ({ unitId, type: 'infantry', owner: 'UK', at: 'Malaya' })),
      },
      {
        op: 'addUnits',
        units: [
          { id: `u${next}`, type: 'transport', owner: 'UK', at: '39 Sea Zone', damage: 0 },
          { id: `u${next + 1}`, type: 'infantry', owner: 'UK', at: '39 Sea Zone', damage: 0, carriedBy: `u${next}` },
          { id: `u${next + 2}`, type: 'infantry', owner: 'UK', at: '39 Sea Zone', damage: 0, carriedBy: `u${next}` },
        ],
      },
      { op: 'setDamage', unitId: harbour, type: 'harbour', at: 'Malaya', from: 0, to: 3 },
      { op: 'setRelation', a: 'UK', b: 'Japan', from: 'neutral', to: 'war' },
      { op: 'setKamikaze', from: { tokens: { Japan: 6 }, active: false }, to: { tokens: { Japan: 6 }, active: true } },
    ]);

    // The oracle: the same changes written as a position document.
    const doc = positionOf(before);
    doc.pus!.UK = 30;
    const malaya = doc.territories!.Malaya;
    doc.territories!.Malaya = {
      owner: 'Japan',
      heldSinceTurnStart: false,
      units: malaya.units!.map((g) =>
        g.type === 'infantry' && g.owner === 'UK' ? { ...g, count: g.count! - 2 } : g.type === 'harbour' ? { ...g, damage: 3 } : g,
      ),
    };
    doc.territories!['39 Sea Zone'].units!.push({ type: 'transport', owner: 'UK', cargo: [{ type: 'infantry', owner: 'UK', count: 2 }] });
    doc.relations!.find((r) => r.a === 'Japan' && r.b === 'UK')!.kind = 'war';
    doc.kamikaze!.active = true;
    const after = evolve(before, e);
    expect(canon(positionOf(after))).toBe(canon(positionOf(gameFrom(doc).state)));

    // The board before and after differ exactly by the edit.
    const [b0, b1] = [boardView(before), boardView(after)];
    const changed = b1.territories.filter((t, i) => canon(t) !== canon(b0.territories[i])).map((t) => t.name);
    expect(changed.sort()).toEqual(['39 Sea Zone', 'Malaya']);
    expect(
      b1.powers
        .filter((p, i) => canon(p) !== canon(b0.powers[i]))
        .map((p) => [p.power, b0.powers.find((x) => x.power === p.power)!.pus, p.pus]),
    ).toEqual([['UK', 16, 30]]);
    expect(b1.relations.filter((r, i) => r.kind !== b0.relations[i].kind)).toEqual([{ a: 'Japan', b: 'UK', kind: 'war' }]);
    expect(after.capturedThisTurn).toEqual(['Malaya']);
    expect(after.kamikazeActive).toBe(true);
  });

  test('removing a transport removes its cargo; units can be added aboard a transport', () => {
    const { state } = gameFrom(example('teaching-battle'));
    const transport = idsAt(state, '36 Sea Zone', 'transport')[0];
    const e = accepted(edit(state, [{ op: 'removeUnits', unitIds: [transport] }]));
    expect(e.data.edits[0]).toEqual({
      op: 'removeUnits',
      units: state.units
        .all()
        .filter((u) => u.id === transport || u.carriedBy === transport)
        .map((u) => ({ unitId: u.id, type: u.type, owner: u.owner, at: u.at })),
    });
    const emptyTransport = accepted(edit(state, [{ op: 'addUnits', at: '36 Sea Zone', units: [{ type: 'transport', owner: 'Japan' }] }]));
    const s2 = evolve(state, emptyTransport);
    const id = (emptyTransport.data.edits[0] as { units: { id: string }[] }).units[0].id;
    const board = evolve(
      s2,
      accepted(
        edit(s2, [
          {
            op: 'addUnits',
            aboard: id,
            units: [
              { type: 'armour', owner: 'Japan' },
              { type: 'infantry', owner: 'Japan' },
            ],
          },
        ]),
      ),
    );
    expect(
      board.units
        .all()
        .filter((u) => u.carriedBy === id)
        .map((u) => u.type),
    ).toEqual(['armour', 'infantry']);
  });

  test('only the organizer: a seat or no token is refused NOT_AUTHORIZED', () => {
    const s = newGame();
    const edits = [{ op: 'setPUs', power: 'Japan', pus: 99 }];
    for (const actor of [seat('Japan'), seat('UK'), { kind: 'anonymous' } as Actor]) {
      const d = edit(s, edits, 'I want more money', actor);
      expect(d.ok ? 'accepted' : d.violation.code).toBe('NOT_AUTHORIZED');
    }
  });

  test('a reason and at least one edit are required', () => {
    expect(problemsOf(edit(newGame(), [], '  '))).toEqual([
      ['reason', 'REASON_REQUIRED'],
      ['edits', 'NO_EDITS'],
    ]);
  });

  test('every problem of every edit comes back at once, with its path; nothing is decided', () => {
    const s = newGame();
    const infantry = idsAt(s, 'Malaya', 'infantry', 'UK')[0];
    const carrier = idsAt(s, '6 Sea Zone', 'carrier')[0];
    const d = edit(s, [
      { op: 'setPUs', power: 'Dutch', pus: 5 },
      { op: 'removeUnits', unitIds: ['u9999'] },
      {
        op: 'addUnits',
        at: 'Java',
        units: [
          { type: 'battleship', owner: 'Japan' },
          { type: 'infantry', owner: 'Japan', count: 0 },
        ],
      },
      { op: 'setDamage', unitId: infantry, damage: 1 },
      { op: 'addUnits', aboard: carrier, units: [{ type: 'fighter', owner: 'Japan', count: 3 }] },
      { op: 'teleport', to: 'Mars' },
      { op: 'setOwner', territory: '6 Sea Zone', owner: 'Japan' },
      { op: 'removeUnits', at: 'Malaya', units: [{ type: 'infantry', owner: 'UK', count: 9 }] },
      { op: 'setRelation', a: 'Japan', b: 'Atlantis', kind: 'war' },
      { op: 'addUnits', at: 'Atlantis', units: [{ type: 'infantry', owner: 'Japan' }] },
    ]);
    expect(d.ok ? 'accepted' : d.violation.code).toBe('INVALID_EDIT');
    expect(problemsOf(d)).toEqual([
      ['edits[2].units[1].count', 'INVALID_COUNT'],
      ['edits[5].op', 'INVALID_SHAPE'],
      ['edits[0].power', 'NOT_PLAYABLE'],
      ['edits[1].unitIds[0]', 'UNKNOWN_UNIT'],
      ['edits[3].damage', 'TOO_MUCH_DAMAGE'],
      ['edits[4].units', 'CARRIER_OVERLOADED'],
      ['edits[6].territory', 'OWNER_OF_SEA_ZONE'],
      ['edits[7].units[0]', 'NOT_ENOUGH_UNITS'],
      ['edits[8].b', 'UNKNOWN_POWER'],
      ['edits[9].at', 'UNKNOWN_TERRITORY'],
    ]);
  });

  test('an edit that leaves an invalid board is refused with the problem in the resulting position', () => {
    const s = newGame();
    // 6 Sea Zone: 2 carriers hold the 2 fighters and 2 tactical bombers there; without one, two planes have no room.
    const d = edit(s, [{ op: 'removeUnits', unitIds: [idsAt(s, '6 Sea Zone', 'carrier')[0]] }]);
    expect(problemsOf(d)).toEqual([
      [expect.stringMatching(/^position\.territories\["6 Sea Zone"\]\.units\[\d\]$/), 'AIR_AT_SEA_WITHOUT_CARRIER'],
    ]);
    const ships = edit(s, [{ op: 'addUnits', at: 'India', units: [{ type: 'cruiser', owner: 'UK' }] }]);
    expect(problemsOf(ships)).toEqual([['edits[0].units[0].type', 'SHIP_ON_LAND']]);
  });
});
