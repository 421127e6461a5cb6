// Positions of the 2001 game (docs/positions.md) carry what it needs to resume
// exactly: the British player's purchases held for Australia's own Mobilize
// step (RULES §7, AMBIG-43) and Japan's bombing tally beside its victory
// points (AMBIG-42). Export -> create -> export gives the same document, and
// the game set up from it plays on as the original does.
import { type GameEvent, type GameState } from '../../src/rules';
import { positionOf } from '../../src/rules/positions/index';
import { apply, newGame, untilTurnOf, withUnits, withoutUnits } from '../rules/fixtures';
import { canon, gameFrom } from './helpers';

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const endPhase = (s: GameState) => apply(s, { type: 'EndPhase' }, 'India').state;

/** Britain's turn at India's Mobilize: India bought 2 infantry, Australia 1 artillery (held); Japan has lost 13 PUs to bombing. */
function midBritishTurn(): GameState {
  let s = untilTurnOf(newGame('pacific-2001'), 'India');
  s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] }, 'India').state;
  s = endPhase(s);
  s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'artillery', count: 1 }] }, 'India').state;
  while (s.phase !== 'mobilize') s = endPhase(s);
  // AMBIG-42: Japan has 3 points, and 13 PUs lost to bombing of which none has cost a point yet.
  return { ...s, victoryPoints: { Japan: 3 }, bombingDamage: { Japan: 13 }, bombingCounted: {} };
}

/** Plays on from `s` to Japan's Collect Income of round 2, placing what Britain bought; returns the events and the state. */
function playOn(s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const run = (power: Parameters<typeof apply>[2], c: Parameters<typeof apply>[1]) => {
    const r = apply(s, c, power);
    events.push(...r.events);
    s = r.state;
  };
  run('India', { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 2, territory: 'India' }] });
  run('India', { type: 'EndPhase' });
  run('India', { type: 'PlaceUnits', placements: [{ unitType: 'artillery', count: 1, territory: 'New South Wales' }] });
  for (let i = 0; i < 60 && !(s.current === 'Japan' && s.round === 2 && s.phase === 'collectIncome'); i++)
    run(s.current, { type: 'EndPhase' });
  run('Japan', { type: 'EndPhase' });
  return { state: s, events };
}

describe('a position of the 2001 game resumes it exactly (RULES §7, AMBIG-42, AMBIG-43)', () => {
  test("export -> create -> export: Australia's held purchase, Japan's bombing tally and points", () => {
    const s = midBritishTurn();
    const doc = positionOf(s);
    expect([doc.currentPower, doc.phase, doc.purchased]).toEqual(['India', 'mobilize', { infantry: 2 }]);
    expect(doc.heldPurchases).toEqual({ Australia: { artillery: 1 } });
    expect([doc.victoryPoints, doc.bombingDamage, doc.bombingCounted]).toEqual([{ Japan: 3 }, { Japan: 13 }, undefined]);
    const created = gameFrom(JSON.parse(JSON.stringify(doc))).state;
    expect(canon(positionOf(created))).toBe(canon(doc));
    expect([created.heldPurchases, created.bombingDamage, created.victoryPoints]).toEqual([
      { Australia: { purchased: { artillery: 1 } } },
      { Japan: 13 },
      { Japan: 3 },
    ]);
  });

  test('the game set up from it plays on as the original: Australia places its own purchase, Japan loses a point to bombing', () => {
    const s = midBritishTurn();
    const original = playOn(s);
    const resumed = playOn(gameFrom(JSON.parse(JSON.stringify(positionOf(s)))).state);
    expect(canon(positionOf(resumed.state))).toBe(canon(positionOf(original.state)));
    // AMBIG-42: 19 PUs collected make 1 point, the first full 10 PUs lost to bombing take 1 back.
    const points = (r: { events: GameEvent[] }) => ofType(r.events, 'VictoryPointsScored').map((e) => e.data);
    expect(points(resumed)).toEqual(points(original));
    expect(points(original)).toEqual([
      expect.objectContaining({ power: 'Japan', pusCollected: 19, points: 0, lostToBombing: 1, bombingDamage: 13, total: 3 }),
    ]);
  });

  test("in a joint step Australia's planes may be in the air at sea, as India's (RULES §7, AMBIG-43)", () => {
    let s = untilTurnOf(newGame('pacific-2001'), 'India');
    while (s.phase !== 'combatMove') s = endPhase(s);
    s = withUnits(withUnits(withoutUnits(s, '25 Sea Zone'), 'Australia', '25 Sea Zone', 'fighter'), 'India', '25 Sea Zone', 'fighter');
    const doc = positionOf(s);
    const created = gameFrom(JSON.parse(JSON.stringify(doc))).state;
    expect(canon(positionOf(created))).toBe(canon(doc));
    expect(
      created.units
        .at('25 Sea Zone')
        .map((u) => u.owner)
        .sort(),
    ).toEqual(['Australia', 'India']);
  });
});
