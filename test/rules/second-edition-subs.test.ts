// RULES §6 (pacific-1940-2e) row "Subs": no strike on moving transports; an
// enemy sub in a zone with no own warship blocks amphibious unloading; subs may
// end non-combat moves with enemies.
import type { GameState } from '../../src/rules';
import { advanceTo, apply, atTurn, ids, move, newGame, play, refusal, withoutUnits, withRelation, withUnits } from './fixtures';

const E2 = 'pacific-1940-2e';

/** Japan, at war with the UK, has a transport with 2 infantry in SZ 20 beside British Kwangtung; `own` keeps its cruiser there. */
function landing(rulesetId: string, own: boolean, ukSub: boolean): { s: GameState; cargo: string[] } {
  let s = withRelation(newGame(rulesetId), 'Japan', 'UK', 'war');
  if (!own) s = withoutUnits(s, '20 Sea Zone', (u) => u.type === 'cruiser');
  if (ukSub) s = withUnits(s, 'UK', '20 Sea Zone', 'submarine');
  if (!ids(s, '20 Sea Zone', 'Japan', 'transport').length) s = withUnits(s, 'Japan', '20 Sea Zone', 'transport'); // 1E has none there
  const transport = ids(s, '20 Sea Zone', 'Japan', 'transport')[0];
  const cargo = ['c1', 'c2'];
  s = {
    ...s,
    units: s.units.withUnits(
      cargo.map((id) => ({ id, type: 'infantry' as const, owner: 'Japan' as const, at: '20 Sea Zone', damage: 0, carriedBy: transport })),
    ),
  };
  return { s: advanceTo(atTurn(s, 'Japan'), 'combatMove'), cargo };
}

describe('RULES §6 second edition: submarines', () => {
  test('§6 "Subs": an enemy sub with no own warship in the zone blocks an amphibious unloading', () => {
    const blocked = landing(E2, false, true);
    expect(refusal(play(blocked.s, move(blocked.cargo, 'Kwangtung')))).toMatchObject({
      code: 'SUBMARINE_BLOCKS_UNLOADING',
      rule: 'RULES §6',
    });
    // an own warship in the zone lifts it; so does the absence of enemy subs
    const escorted = landing(E2, true, true);
    expect(apply(escorted.s, move(escorted.cargo, 'Kwangtung')).state.battles).toContain('Kwangtung');
    const clear = landing(E2, false, false);
    apply(clear.s, move(clear.cargo, 'Kwangtung'));
  });

  test('1E: enemy subs never block unloading (RULES §6 lists it as 2E)', () => {
    const e1 = landing('pacific-1940', false, true);
    apply(e1.s, move(e1.cargo, 'Kwangtung'));
  });

  test('§6 "Subs" / NCM-6: a sub may end a non-combat move with enemy warships in 2E, not in 1E', () => {
    const sub = (rulesetId: string) => {
      const s = withUnits(withRelation(newGame(rulesetId), 'Japan', 'UK', 'war'), 'Japan', '36 Sea Zone', 'submarine');
      return advanceTo(atTurn(s, 'Japan'), 'nonCombatMove');
    };
    const e2 = sub(E2);
    expect(apply(e2, move(ids(e2, '36 Sea Zone', 'Japan', 'submarine'), '37 Sea Zone')).state.units.at('37 Sea Zone').length).toBe(2);
    const e1 = sub('pacific-1940');
    expect(refusal(play(e1, move(ids(e1, '36 Sea Zone', 'Japan', 'submarine'), '37 Sea Zone'))).code).toBe('HOSTILE_IN_NONCOMBAT');
    // it still stops at an enemy destroyer it would pass (MOV-3)
    const dd = withUnits(e2, 'UK', '37 Sea Zone', 'destroyer');
    expect(refusal(play(dd, move(ids(dd, '36 Sea Zone', 'Japan', 'submarine'), '37 Sea Zone', '38 Sea Zone'))).code).toBe(
      'HOSTILE_IN_NONCOMBAT',
    );
  });

  test('§6 "Subs": no strike on transports moving past enemy subs (MOV-11 is 1E only)', () => {
    let s = withRelation(newGame(E2), 'Japan', 'UK', 'war');
    s = withUnits(s, 'UK', '19 Sea Zone', 'submarine');
    s = advanceTo(atTurn(s, 'Japan'), 'nonCombatMove');
    const transport = ids(s, '6 Sea Zone', 'Japan', 'transport');
    const r = apply(s, move(transport, '19 Sea Zone', '20 Sea Zone'));
    expect(r.events.some((e) => e.type === 'DiceRolled')).toBe(false);
  });
});
