// pendingDecisions (issue 11): the one answer to "who must decide what now",
// with what a frontend needs to ask the player; decide refuses a decision
// nobody asked for (NO_DECISION_PENDING) or asked of another power
// (NOT_YOUR_DECISION) from it.
import { pendingDecisions, type GameState } from '../../src/rules';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  ids,
  move,
  newGame,
  playWith,
  refusal,
  withPUs,
  withRelation,
  withUnits,
  withoutUnits,
} from './fixtures';

const kinds = (s: GameState) => pendingDecisions(s).map((d) => [d.kind, d.power]);

describe('pendingDecisions (issue 11)', () => {
  test('RULES §1.3 / PUR-2 / PUR-4: a new game waits for Japan to buy; each power is offered what it may buy, with costs', () => {
    const s = newGame();
    expect(kinds(s)).toEqual([['purchase', 'Japan']]);
    const [d] = pendingDecisions(s);
    expect(d).toMatchObject({ required: true, pus: 26, commands: ['PurchaseUnits', 'RepairFacilities', 'DeclareWar', 'EndPhase'] });
    expect(d.purchasable).toEqual(
      expect.arrayContaining([
        { unitType: 'infantry', cost: 3 },
        { unitType: 'battleship', cost: 20 },
      ]),
    );
    // PUR-4: China buys infantry, and artillery only while the Burma Road is open
    const china = atTurn(s, 'China');
    expect(pendingDecisions(china)[0].purchasable).toEqual([
      { unitType: 'infantry', cost: 3 },
      { unitType: 'artillery', cost: 4 },
    ]);
    const closed = atTurn({ ...s, owners: { ...s.owners, Burma: 'Japan' } }, 'China');
    expect(pendingDecisions(closed)[0].purchasable).toEqual([{ unitType: 'infantry', cost: 3 }]);
  });

  test('MOV / NCM: the movement phases offer the units that can still move', () => {
    const s = advanceTo(newGame(), 'combatMove');
    const [d] = pendingDecisions(s);
    expect(d).toMatchObject({ kind: 'combatMove', power: 'Japan', rule: 'MOV-1' });
    expect(d.units).toEqual(expect.arrayContaining(ids(s, 'Kiangsu', 'Japan', 'infantry')));
    expect(d.units).not.toContain(ids(s, 'Japan', 'Japan', 'factory_major')[0]);
  });

  test('CBT-7: casualties wait for the side that owes them, with the hits; another seat is refused NOT_YOUR_DECISION', () => {
    // Japan attacks Hunan (1 Chinese infantry) with 2 infantry and an artillery; China has 1 infantry added.
    let s = advanceTo(withUnits(newGame(), 'China', 'Hunan', 'artillery'), 'combatMove');
    s = apply(s, move([...ids(s, 'Kiangsi', 'Japan', 'infantry', 2), ...ids(s, 'Kiangsi', 'Japan', 'artillery')], 'Hunan')).state;
    s = advanceTo(s, 'conductCombat');
    expect(pendingDecisions(s)[0]).toMatchObject({ kind: 'conductCombat', power: 'Japan', places: ['Hunan'] });
    // attacker: one hit; defender: none
    s = applyWith(s, { type: 'FightBattle', place: 'Hunan' }, [1, 6, 6, 6, 6]).state;
    const [d] = pendingDecisions(s);
    expect(d).toMatchObject({
      kind: 'chooseCasualties',
      power: 'China',
      place: 'Hunan',
      hits: { any: 1, notAir: 0, notSub: 0, airOnly: 0 },
    });
    expect(d.units).toHaveLength(2);
    expect(refusal(playWith(s, { type: 'ChooseCasualties', units: [d.units![0]] }, [], 'Japan'))).toMatchObject({
      code: 'NOT_YOUR_DECISION',
      rule: 'CBT-7',
    });
    expect(refusal(playWith(s, { type: 'Submerge', units: [] }, [], 'China'))).toMatchObject({
      code: 'NO_DECISION_PENDING',
      rule: 'CBT-3',
    });
    const after = applyWith(s, { type: 'ChooseCasualties', units: [d.units![0]] }, [], 'China').state;
    expect(pendingDecisions(after)[0]).toMatchObject({ kind: 'pressOnOrRetreat', power: 'Japan', places: ['Kiangsi'] });
  });

  test('MOB: placements list, for each type bought, where one may go now', () => {
    let s = advanceTo(withPUs(newGame(), 'Japan', 40), 'purchase');
    s = apply(s, {
      type: 'PurchaseUnits',
      units: [
        { type: 'infantry', count: 2 },
        { type: 'destroyer', count: 1 },
      ],
    }).state;
    s = advanceTo(s, 'mobilize');
    const [d] = pendingDecisions(s);
    expect(d).toMatchObject({ kind: 'mobilize', power: 'Japan' });
    const inf = d.placements!.find((p) => p.unitType === 'infantry')!;
    const dd = d.placements!.find((p) => p.unitType === 'destroyer')!;
    expect(inf.count).toBe(2);
    expect(inf.places).toContain('Japan');
    expect(inf.places.every((p) => !p.includes('Sea Zone'))).toBe(true);
    expect(dd.places).toContain('6 Sea Zone');
    expect(dd.places).not.toContain('Japan');
  });

  test('INC / CNV-7: Collect Income waits for the current power; a power at peace with warships in its convoy zone is offered the disruption', () => {
    // Japanese destroyer in SZ 37 (Malaya, Shan State: UK convoys), Japan at peace with the UK, in the UK's Collect Income.
    const s = atTurn(withUnits(newGame(), 'Japan', '37 Sea Zone', 'destroyer'), 'UK', 'collectIncome');
    expect(kinds(s)).toEqual([
      ['collectIncome', 'UK'],
      ['disruptConvoy', 'Japan'],
    ]);
    expect(pendingDecisions(s)[1]).toMatchObject({ required: false, places: ['37 Sea Zone'], commands: ['DisruptConvoy'] });
  });

  test('KAM-3: the kamikaze window waits for Japan, with its targets and tokens, and nothing else', () => {
    let s = { ...withRelation(newGame(), 'USA', 'Japan', 'war'), kamikazeActive: true };
    s = atTurn(withUnits(s, 'USA', '35 Sea Zone', 'battleship'), 'USA', 'combatMove');
    s = apply(s, { type: 'EndPhase' }).state;
    expect(kinds(s)).toEqual([['kamikaze', 'Japan']]);
    const ships = s.units
      .all()
      .filter((u) => u.at === '35 Sea Zone' && u.owner === 'USA' && u.type !== 'transport')
      .map((u) => u.id);
    expect(pendingDecisions(s)[0]).toMatchObject({ tokens: 6, units: expect.arrayContaining(ships) });
    expect(pendingDecisions(s)[0].units).toHaveLength(ships.length);
  });

  test('an ended game waits for nobody', () => {
    expect(pendingDecisions({ ...newGame(), status: 'ended' })).toEqual([]);
  });

  test("SBR-3: a raid waits for the defender's interceptors", () => {
    let s = withRelation(
      withUnits(
        withoutUnits(newGame(), 'India', (u) => u.type === 'fighter'),
        'UK',
        'India',
        'fighter',
      ),
      'Japan',
      'UK',
      'war',
    );
    s = advanceTo(withUnits(s, 'Japan', 'Burma', 'bomber'), 'combatMove');
    s = apply(s, { ...move(ids(s, 'Burma', 'Japan', 'bomber'), 'India'), raid: true }).state;
    s = advanceTo(s, 'conductCombat');
    s = applyWith(s, { type: 'FightBattle', place: 'India' }, []).state;
    expect(pendingDecisions(s)[0]).toMatchObject({
      kind: 'intercept',
      power: 'UK',
      place: 'India',
      units: ids(s, 'India', 'UK', 'fighter'),
    });
  });
});
