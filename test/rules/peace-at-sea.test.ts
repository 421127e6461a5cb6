// POL-2 / MOV-1 (RULES §4.1, §4.3): powers at peace share sea zones without
// combat; a combat move attacks the units of a power at peace only when the
// mover says so (`attack: true`), and only that attack is an act of war
// (POL-3, POL-4, POL-7).
import type { GameState } from '../../src/rules';
import { legalDestinations } from '../../src/rules/movement/destinations';
import { rulesetView } from '../../src/rules/ruleset/view';
import { relation } from '../../src/rules/engine/state';
import { advanceTo, apply, atTurn, ids, move, newGame, play, refusal, withRelation, withUnits } from './fixtures';

const rs = rulesetView('pacific-1940');
const wars = (events: { type: string }[]) => events.filter((e) => e.type === 'WarDeclared').length;

/** Japan in Combat Move with a loaded transport in SZ 20 and a British destroyer (at peace) in SZ 36, beside French Indo China. */
function japanBesideBritish(): { s: GameState; transport: string; cargo: string[] } {
  let s = advanceTo(withUnits(withUnits(newGame(), 'UK', '36 Sea Zone', 'destroyer'), 'Japan', '20 Sea Zone', 'transport'), 'combatMove');
  const transport = ids(s, '20 Sea Zone', 'Japan', 'transport')[0];
  const cargo = ['c1', 'c2'];
  s = {
    ...s,
    units: s.units.withUnits([
      { id: 'c1', type: 'infantry', owner: 'Japan', at: '20 Sea Zone', damage: 0, carriedBy: transport },
      { id: 'c2', type: 'infantry', owner: 'Japan', at: '20 Sea Zone', damage: 0, carriedBy: transport },
    ]),
  };
  return { s, transport, cargo };
}

describe('ships of powers at peace (POL-2, MOV-1)', () => {
  test('POL-2: a Japanese transport ends its combat move beside a British destroyer with no war and no battle, and lands in French Indo China', () => {
    const { s, transport, cargo } = japanBesideBritish();
    const sail = apply(s, move([transport], '36 Sea Zone'));
    expect(wars(sail.events)).toBe(0);
    expect(sail.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: false } });
    expect(relation(sail.state, 'Japan', 'UK')).toBe('neutral');
    expect(sail.state.battles).toEqual([]);
    // France is at war with Japan from the start (POL-1) and holds it with no units: the landing takes it.
    const land = apply(sail.state, move(cargo, 'French Indo China'));
    expect(wars(land.events)).toBe(0);
    expect(land.state.owners['French Indo China']).toBe('Japan');
  });

  test('MOV-1 / POL-3 / POL-7: with `attack: true` the same move attacks the destroyer: war on the Allies first, then a sea battle', () => {
    const { s, transport } = japanBesideBritish();
    const cruiser = ids(s, '19 Sea Zone', 'Japan', 'cruiser');
    const r = apply(s, { ...move(cruiser, '20 Sea Zone', '36 Sea Zone'), attack: true });
    expect(r.events[0]).toMatchObject({ type: 'WarDeclared', data: { cause: { kind: 'actOfWar', against: 'UK', at: '36 Sea Zone' } } });
    expect(wars(r.events)).toBe(4); // USA, UK, ANZAC, Dutch (POL-3)
    expect(r.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: true } });
    expect(r.state.battles).toEqual(['36 Sea Zone']);
    // the transport may then join without saying anything: the zone is now hostile
    expect(play(r.state, move([transport], '36 Sea Zone')).ok).toBe(true);
  });

  test('MOV-1: a British transport ends beside a Japanese one without war; `attack: true` would be an act of war (POL-4)', () => {
    let s = withUnits(withUnits(newGame(), 'Japan', '37 Sea Zone', 'transport'), 'UK', '39 Sea Zone', 'transport');
    s = advanceTo(atTurn(s, 'UK'), 'combatMove');
    const t = ids(s, '39 Sea Zone', 'UK', 'transport')[0];
    const quiet = apply(s, move([t], '38 Sea Zone', '37 Sea Zone'));
    expect(wars(quiet.events)).toBe(0);
    expect(quiet.state.battles).toEqual([]);
    const attack = apply(s, { ...move([t], '38 Sea Zone', '37 Sea Zone'), attack: true });
    expect(attack.events[0]).toMatchObject({ type: 'WarDeclared', data: { cause: { kind: 'actOfWar', by: 'UK', against: 'Japan' } } });
    expect(wars(attack.events)).toBe(3); // UK, ANZAC and the Dutch; the USA stays out (POL-4)
    expect(relation(attack.state, 'USA', 'Japan')).toBe('neutral');
    expect(attack.state.battles).toEqual(['37 Sea Zone']);
  });

  test('MOV-1: `attack: true` with nothing to attack is refused (NOTHING_TO_ATTACK); `attack: false` beside enemy warships is refused (MUST_ATTACK)', () => {
    const s = advanceTo(newGame(), 'combatMove');
    const cruiser = ids(s, '19 Sea Zone', 'Japan', 'cruiser');
    expect(refusal(play(s, { ...move(cruiser, '20 Sea Zone'), attack: true }))).toMatchObject({ code: 'NOTHING_TO_ATTACK', rule: 'MOV-1' });
    const enemy = advanceTo(withUnits(withRelation(newGame(), 'Japan', 'UK', 'war'), 'UK', '20 Sea Zone', 'destroyer'), 'combatMove');
    expect(refusal(play(enemy, { ...move(ids(enemy, '19 Sea Zone', 'Japan', 'cruiser'), '20 Sea Zone'), attack: false }))).toMatchObject({
      code: 'MUST_ATTACK',
      rule: 'MOV-1, MOV-3',
    });
    // at war, the default is to attack
    expect(play(enemy, move(ids(enemy, '19 Sea Zone', 'Japan', 'cruiser'), '20 Sea Zone')).ok).toBe(true);
  });

  test('MOV-1 / MOV-3: beside enemy submarines and transports only, `attack: false` ends the move without a battle', () => {
    const s = advanceTo(withUnits(withRelation(newGame(), 'Japan', 'UK', 'war'), 'UK', '20 Sea Zone', 'transport'), 'combatMove');
    const cruiser = ids(s, '19 Sea Zone', 'Japan', 'cruiser');
    const r = apply(s, { ...move(cruiser, '20 Sea Zone'), attack: false });
    expect(r.state.battles).toEqual([]);
    expect(apply(s, move(cruiser, '20 Sea Zone')).state.battles).toEqual(['20 Sea Zone']);
  });

  test('`attack` belongs to Combat Move: it is refused in Non-combat Move (NCM-2)', () => {
    const s = advanceTo(newGame(), 'nonCombatMove');
    expect(refusal(play(s, { ...move(ids(s, '19 Sea Zone', 'Japan', 'cruiser'), '20 Sea Zone'), attack: false })).rule).toBe(
      'MOV-1, NCM-2',
    );
  });

  test('checkMove and legalDestinations agree with the command: SZ 36 is a peaceful destination, and an attack with `attack: true`', () => {
    const { s, transport } = japanBesideBritish();
    const quiet = legalDestinations(s, rs, 'Japan', [transport]).find((d) => d.territory === '36 Sea Zone');
    expect(quiet).toMatchObject({ battle: false, warWith: [] });
    const fighter = ids(s, 'Formosa', 'Japan', 'fighter');
    // planes may not end a combat move beside peaceful ships unless they attack them
    expect(legalDestinations(s, rs, 'Japan', fighter).some((d) => d.territory === '36 Sea Zone')).toBe(false);
    const attack = legalDestinations(s, rs, 'Japan', fighter, true).find((d) => d.territory === '36 Sea Zone');
    expect(attack).toMatchObject({ battle: true, warWith: ['UK'] });
    expect(play(s, { ...move(fighter, '20 Sea Zone', '36 Sea Zone'), attack: true }).ok).toBe(true);
  });
});
