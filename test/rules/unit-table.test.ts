// The unit table (src/rules/units/table.ts) behaves exactly as the plain
// record of units it replaced (issue 12): same units, same order, and old
// tables never change. Checked against a plain object under random changes.
import { UnitTable, type Unit } from '../../src/rules';
import { seededRandom } from '../support/random';

const PLACES = ['Japan', 'Korea', '6 Sea Zone', 'Hunan', 'India'];
const unit = (n: number, at: string, extra: Partial<Unit> = {}): Unit => ({
  id: `u${n}`,
  type: 'infantry',
  owner: 'Japan',
  at,
  damage: 0,
  ...extra,
});

describe('UnitTable (issue 12): a persistent table with the plain record’s behaviour', () => {
  test('random puts, moves, changes and removals give the units and order of a plain object, place by place', () => {
    const rnd = seededRandom(12);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    let table = UnitTable.EMPTY;
    let record: Record<string, Unit> = {};
    const history: [UnitTable, Record<string, Unit>][] = [];
    for (let step = 0; step < 3000; step++) {
      const ids = Object.keys(record);
      const r = rnd();
      const copy = { ...record };
      if (r < 0.3 || !ids.length) {
        // a new unit, or one taken off earlier put back (it counts as new)
        const u = unit(Math.floor(rnd() * 400), pick(PLACES), { owner: pick(['Japan', 'USA', 'UK']) });
        if (copy[u.id]) delete copy[u.id];
        copy[u.id] = u;
        table = table.without([u.id]).with(u);
      } else if (r < 0.7) {
        const moved = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(ids));
        const to = pick(PLACES);
        for (const id of moved) copy[id] = { ...copy[id], at: to };
        table = table.batch((w) => {
          for (const id of moved) w.update(id, (u) => ({ ...u, at: to }));
        });
      } else if (r < 0.85) {
        const id = pick(ids);
        copy[id] = { ...copy[id], damage: copy[id].damage + 1 };
        table = table.update(id, (u) => ({ ...u, damage: u.damage + 1 }));
      } else {
        const gone = [pick(ids), pick(ids)];
        for (const id of gone) delete copy[id];
        table = table.without(gone);
      }
      record = copy;
      if (step % 100 === 0) history.push([table, record]);
    }
    for (const [t, rec] of [...history, [table, record] as [UnitTable, Record<string, Unit>]]) {
      expect(t.toJSON()).toEqual(rec);
      expect(t.ids()).toEqual(Object.keys(rec));
      expect(t.size).toBe(Object.keys(rec).length);
      for (const p of PLACES) expect(t.at(p)).toEqual(Object.values(rec).filter((u) => u.at === p));
      // ownedBy (the landing hook's planes): an owner's units in board order, as a walk of the board finds them.
      for (const owner of ['Japan', 'USA', 'UK']) expect(t.ownedBy(owner)).toEqual(Object.values(rec).filter((u) => u.owner === owner));
      // forEachUnit (a board's view sums units up by place with it): every unit on the board once, in any order.
      const visited: Unit[] = [];
      t.forEachUnit((u, out) => out.push(u), visited);
      const byId = (a: Unit, b: Unit) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      expect(visited.sort(byId)).toEqual(Object.values(rec).sort(byId));
    }
  });

  test('forEachUnit visits numbered and named units alike, each once, and none taken off', () => {
    const t = UnitTable.of([unit(3, 'Japan'), { ...unit(0, 'Korea'), id: 'tank-a' }, unit(1, 'India'), unit(7, 'Japan')]).without(['u1']);
    const ids: string[] = [];
    t.forEachUnit((u, out) => out.push(u.id), ids);
    expect(ids.sort()).toEqual(['tank-a', 'u3', 'u7']);
  });

  test('a batch moving more units into a place than its copied list has room for, numbered and named ids alike', () => {
    // A batch copies a changed place's list with room for 16 more (table.ts, roomyCopy) and moves a unit's slot with it:
    // past that room the list grows, and the tables before keep their own lists (docs/performance.md, "The replay's own
    // garbage").
    const named = (n: number, at: string): Unit => ({ ...unit(n, at), id: `x${n}` });
    const start = [...Array.from({ length: 30 }, (_, i) => unit(i + 1, i % 2 ? 'Japan' : 'Korea')), named(1, 'Korea'), named(2, 'India')];
    let record: Record<string, Unit> = Object.fromEntries(start.map((u) => [u.id, u]));
    let table = UnitTable.of(start);
    const history: [UnitTable, Record<string, Unit>][] = [[table, record]];
    const steps: [string[], string][] = [
      [[...Object.keys(record)].filter((id) => record[id].at === 'Korea'), 'Japan'], // 16 of them onto 15
      [[...Object.keys(record)], 'India'], // every unit into a place of 1
      [['u3', 'x1', 'u30', 'x2'], 'Hunan'], // into an empty place
    ];
    for (const [moving, to] of steps) {
      const copy = { ...record };
      for (const id of moving) copy[id] = { ...copy[id], at: to };
      const fresh = Array.from({ length: 20 }, (_, i) => unit(100 + history.length * 20 + i, to));
      for (const u of fresh) copy[u.id] = u;
      table = table.batch((w) => {
        for (const id of moving) w.update(id, (u) => ({ ...u, at: to }));
        for (const u of fresh) w.set(u);
      });
      record = copy;
      history.push([table, record]);
    }
    for (const [t, rec] of history) {
      expect(t.toJSON()).toEqual(rec);
      expect(t.ids()).toEqual(Object.keys(rec));
      for (const p of PLACES) expect(t.at(p)).toEqual(Object.values(rec).filter((u) => u.at === p));
      expect(t.get('x1')).toEqual(rec.x1);
    }
  });

  test('a batch sees its own changes in order, and the table it started from is unchanged', () => {
    const before = UnitTable.of([unit(1, 'Japan'), unit(2, 'Japan'), unit(3, 'Korea')]);
    const after = before.batch((w) => {
      w.update('u1', (u) => ({ ...u, at: 'Korea' }));
      w.update('u1', (u) => ({ ...u, damage: u.damage + 1 })); // sees the move
      w.delete('u2');
      w.set(unit(4, 'Japan'));
    });
    expect(after.at('Korea').map((u) => [u.id, u.damage])).toEqual([
      ['u1', 1],
      ['u3', 0],
    ]);
    expect(after.at('Japan').map((u) => u.id)).toEqual(['u4']);
    expect(before.at('Japan').map((u) => u.id)).toEqual(['u1', 'u2']);
    expect(before.get('u1')).toEqual(unit(1, 'Japan'));
  });

  test('cargo is found where its carrier is; changing a unit that is not there is an error, not a half unit', () => {
    const t = UnitTable.of([
      unit(1, '6 Sea Zone', { type: 'transport' }),
      unit(2, '6 Sea Zone', { carriedBy: 'u1' }),
      unit(3, '6 Sea Zone'),
    ]);
    expect(t.aboard('u1').map((u) => u.id)).toEqual(['u2']);
    expect(t.aboard('u9')).toEqual([]);
    expect(() => t.update('u9', (u) => u)).toThrow('no unit u9');
  });

  test('JSON shows the plain record, so stored positions and answers keep their shape', () => {
    const t = UnitTable.of([unit(2, 'Japan'), unit(1, 'Korea')]);
    expect(JSON.parse(JSON.stringify({ units: t }))).toEqual({ units: { u2: unit(2, 'Japan'), u1: unit(1, 'Korea') } });
  });

  test('the lists it hands out are plain arrays, the same one each time (issue 29: Node 20 walks a frozen array about 15x slower)', () => {
    const t = UnitTable.of([unit(1, 'Japan'), unit(2, 'Korea'), unit(3, 'Japan')]);
    expect(t.all().map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    expect(t.at('Japan').map((u) => u.id)).toEqual(['u1', 'u3']);
    expect(t.all()).toBe(t.all());
    expect(t.at('Japan')).toBe(t.at('Japan'));
    expect(t.ownedBy('Japan')).toBe(t.ownedBy('Japan'));
    for (const list of [t.all(), t.at('Japan'), t.at('India'), t.ownedBy('Japan')]) expect(Object.isFrozen(list)).toBe(false);
  });
});
