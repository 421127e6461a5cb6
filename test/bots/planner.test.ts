// The planning bot (issue 30, docs/planner.md): each plan rule on a position
// made for it, and short seeded games where every command it sends is accepted
// and its planes end Non-combat Move where they may stay.
import { decide, pendingDecisions, rulesetView, type Command, type GameState, type PowerId, type UnitType } from '../../src/rules';
import { plannerBot } from '../../src/bots/planner';
import { ctxOf, odds, ODDS_WORK_PER_COMMAND, winChance } from '../../src/bots/planner-core';
import { basket, budgetShares, FERRY_FLEET } from '../../src/bots/planner-purchase';
import { frontDistances, HOME_GUARD } from '../../src/bots/planner-ferry';
import { seededRandom } from '../support/random';
import { advanceTo, atTurn, newGame, withoutUnits, withPUs, withRelation, withUnits } from '../rules/fixtures';

const rs = rulesetView('pacific-1940');
const random = seededRandom(7);

/** Plays the planner for the current player until the phase changes; the commands it sent. */
function plannerPhase(state: GameState): { state: GameState; sent: Command[] } {
  let s = state;
  const sent: Command[] = [];
  const phase = s.phase;
  for (let i = 0; i < 200 && s.phase === phase && s.current === state.current; i++) {
    const command = plannerBot(s, s.current, random);
    const d = decide(s, command, { actor: { kind: 'seat', power: s.current }, dice: (n) => Array.from({ length: n }, () => 1) });
    if (!d.ok) throw new Error(`planner sent a refused ${command.type}: ${d.violation.code} ${d.violation.message}`);
    sent.push(command);
    s = d.state!;
  }
  return { state: s, sent };
}

const endsAt = (sent: Command[], place: string) => sent.filter((c) => c.type === 'MoveUnits' && c.route[c.route.length - 1] === place);

describe('purchase: the budget rule', () => {
  const purchaseOf = (s: GameState, power: PowerId) => pendingDecisions(s).find((d) => d.kind === 'purchase' && d.power === power)!;

  it('spends half on defenders, a quarter on land attackers and a quarter on planes, within the PUs on hand', () => {
    const s = withPUs(atTurn(newGame(), 'UK'), 'UK', 40);
    const c = ctxOf(s, 'UK', random);
    expect(budgetShares(c)).toEqual({ defence: 0.5, landAttack: 0.25, air: 0.25 });
    const units = basket(c, purchaseOf(s, 'UK'));
    const cost = (t: UnitType) => rs.unit(t).cost!;
    const spent = (domain: string) =>
      units.filter((u) => rs.unit(u.type).domain === domain).reduce((n, u) => n + cost(u.type) * u.count, 0);
    const total = spent('land') + spent('air');
    expect(total).toBeLessThanOrEqual(40);
    expect(total).toBeGreaterThan(40 - Math.max(...units.map((u) => cost(u.type))));
    expect(units.every((u) => ['land', 'air'].includes(rs.unit(u.type).domain))).toBe(true);
    expect(spent('air')).toBeGreaterThanOrEqual(10); // a quarter of 40: one fighter
    expect(cost('infantry') * units.find((u) => u.type === 'infantry')!.count).toBeGreaterThanOrEqual(18); // about half
  });

  it('buys only defenders when the capital is in danger', () => {
    const capital = rs.power('UK').capital!;
    const next = rs.landNeighbours(capital)[0];
    let s = withRelation(atTurn(newGame(), 'UK'), 'UK', 'Japan', 'war');
    s = withUnits(withUnits(withoutUnits(s, next), 'Japan', next, 'infantry', 20), 'Japan', next, 'artillery', 10);
    s = { ...s, owners: { ...s.owners, [next]: 'Japan' } };
    const c = ctxOf(s, 'UK', random);
    expect(budgetShares(c)).toEqual({ defence: 1, landAttack: 0, air: 0 });
    expect(basket(c, purchaseOf(s, 'UK')).map((u) => u.type)).toEqual(['infantry']);
  });
});

describe('combat move: attacks where the exact odds favour it', () => {
  // Japan's stack in Jehol next to a Chinese territory.
  const base = () => {
    const s0 = newGame();
    const target = rs.landNeighbours('Jehol').find((t) => s0.owners[t] === 'China')!;
    let s = withoutUnits(s0, target);
    s = withUnits(s, 'Japan', 'Jehol', 'infantry', 4);
    return { s, target };
  };

  it('attacks a territory held by one infantry', () => {
    const { s, target } = base();
    const { sent } = plannerPhase(advanceTo(withUnits(s, 'China', target, 'infantry', 1), 'combatMove'));
    expect(endsAt(sent, target).length).toBeGreaterThan(0);
  });

  it('leaves alone a territory it would likely not take', () => {
    const { s, target } = base();
    const { sent } = plannerPhase(advanceTo(withUnits(s, 'China', target, 'infantry', 40), 'combatMove'));
    expect(endsAt(sent, target)).toEqual([]);
  });

  it('never moves land units out of its capital to attack', () => {
    const s = advanceTo(newGame(), 'combatMove');
    const capital = rs.power('Japan').capital!;
    const landAtHome = (x: GameState) => x.units.at(capital).filter((u) => rs.unit(u.type).domain === 'land').length;
    const { state } = plannerPhase(s);
    expect(landAtHome(state)).toBe(landAtHome(s));
  });
});

describe('non-combat move: the capital and the planes', () => {
  it('moves land units into a capital in danger', () => {
    const capital = rs.power('ANZAC').capital!;
    const [threat, friend] = ['Queensland', 'South Australia'];
    expect(rs.landNeighbours(capital)).toEqual(expect.arrayContaining([threat, friend]));
    let s = withRelation(newGame(), 'ANZAC', 'Japan', 'war');
    s = withoutUnits(withoutUnits(withoutUnits(s, capital), threat), friend);
    s = { ...s, owners: { ...s.owners, [threat]: 'Japan' } };
    s = withUnits(withUnits(s, 'Japan', threat, 'infantry', 6), 'Japan', threat, 'artillery', 2);
    s = withUnits(withUnits(s, 'ANZAC', capital, 'infantry', 1), 'ANZAC', friend, 'infantry', 3);
    s = atTurn(s, 'ANZAC', 'nonCombatMove');
    const { state, sent } = plannerPhase(s);
    expect(endsAt(sent, capital).length).toBeGreaterThan(0);
    expect(state.units.at(capital).filter((u) => u.owner === 'ANZAC' && rs.unit(u.type).domain === 'land').length).toBe(4);
  });
});

describe('the ferry: an island power carries its army to the front', () => {
  const capital = rs.power('Japan').capital!;
  const landAt = (x: GameState, place: string) =>
    x.units.at(place).filter((u) => u.owner === 'Japan' && rs.unit(u.type).domain === 'land' && !u.carriedBy).length;

  it('boards land units at home, sails and unloads them in own land at the front; the capital keeps its guard', () => {
    const s = atTurn(newGame(), 'Japan', 'nonCombatMove');
    const { state, sent } = plannerPhase(s);
    const boarded = sent.flatMap((m) => (m.type === 'MoveUnits' && m.transport ? m.units : []));
    expect(boarded.length).toBeGreaterThan(0);
    const front = frontDistances(ctxOf(state, 'Japan', random));
    const ashore = boarded.map((id) => state.units.unit(id)).filter((u) => !u.carriedBy);
    expect(ashore.length).toBeGreaterThan(0);
    for (const u of ashore) {
      expect(state.owners[u.at]).toBe('Japan');
      expect(front.get(u.at)).toBeLessThanOrEqual(2);
    }
    // Cargo boarded on a transport that had already sailed waits aboard beside home for the next turn.
    for (const u of boarded.map((id) => state.units.unit(id)).filter((x) => x.carriedBy)) expect(rs.seaNeighbours(capital)).toContain(u.at);
    expect(landAt(state, capital)).toBeGreaterThanOrEqual(Math.min(HOME_GUARD, landAt(s, capital)));
    expect(landAt(state, capital)).toBeLessThan(landAt(s, capital));
  });

  it('buys transports up to its fleet, within a third of the PUs, and land units to carry', () => {
    let s = withPUs(atTurn(newGame(), 'Japan'), 'Japan', 60);
    for (const zone of new Set(s.units.filter((u) => u.owner === 'Japan' && u.type === 'transport').map((u) => u.at)))
      s = withoutUnits(s, zone, (u) => u.owner === 'Japan' && u.type === 'transport');
    const units = basket(
      ctxOf(s, 'Japan', random),
      pendingDecisions(s).find((d) => d.kind === 'purchase')!,
    );
    const transports = units.find((u) => u.type === 'transport')?.count ?? 0;
    expect(transports).toBe(Math.min(FERRY_FLEET, Math.floor((60 * 0.35) / rs.unit('transport').cost!)));
    expect(units.some((u) => rs.unit(u.type).domain === 'land')).toBe(true);
    expect(units.reduce((n, u) => n + rs.unit(u.type).cost! * u.count, 0)).toBeLessThanOrEqual(60);
  });

  it('buys no transport when it has its fleet', () => {
    const s = withPUs(atTurn(newGame(), 'Japan'), 'Japan', 20);
    expect(s.units.filter((u) => u.owner === 'Japan' && u.type === 'transport').length).toBeGreaterThanOrEqual(2);
    const units = basket(
      ctxOf(s, 'Japan', random),
      pendingDecisions(s).find((d) => d.kind === 'purchase')!,
    );
    expect(units.some((u) => u.type === 'transport')).toBe(false);
  });
});

describe('short seeded games: every planner command accepted, planes landed', () => {
  it.each(['pacific-1940', 'pacific-1940-2e', 'pacific-2001'])('%s, one round, the planner playing every seat', (rulesetId) => {
    let s = newGame(rulesetId);
    const view = rulesetView(rulesetId);
    const rng = seededRandom(11);
    const dice = (n: number, sides = 6) => Array.from({ length: n }, () => 1 + Math.floor(rng() * sides));
    let commands = 0;
    let landedChecks = 0;
    while (s.round === 1 && s.status === 'active' && commands < 3000) {
      const first = pendingDecisions(s).find((d) => d.required)!;
      const command = plannerBot(s, first.power, rng);
      const d = decide(s, command, { actor: { kind: 'seat', power: view.playerOf(first.power).seat }, dice });
      if (!d.ok) throw new Error(`refused ${JSON.stringify(command)}: ${d.violation.code} ${d.violation.message}`);
      commands++;
      const endsNcm = command.type === 'EndPhase' && s.phase === 'nonCombatMove';
      const mine = view.playerOf(first.power).powers;
      s = d.state!;
      if (endsNcm) {
        landedChecks++;
        // NCM-3: no plane of the player who ended the phase is lost for want of a place to land.
        const lost = d.events.flatMap((e) => (e.type === 'AircraftLost' && mine.includes(e.data.power) ? e.data.units : []));
        expect(lost).toEqual([]);
      }
    }
    expect(s.round).toBe(2);
    expect(landedChecks).toBeGreaterThan(0);
  });
});

describe('odds within a budget per command (issue 29: one bot turn held the server for minutes)', () => {
  // Stacks large enough that their exact odds take real work, in a place nobody else's test asks about.
  const at = 'Kiangsi';
  const big = withUnits(withUnits(withoutUnits(newGame(), at), 'Japan', at, 'infantry', 14), 'China', at, 'infantry', 13);
  const japanese = big.units.at(at).filter((x) => x.owner === 'Japan');
  const chinese = big.units.at(at).filter((x) => x.owner === 'China');

  it('each command starts with ODDS_WORK_PER_COMMAND and an answer spends what it took, remembered or not', () => {
    const first = ctxOf(big, 'Japan', random);
    expect(first.odds.work).toBe(ODDS_WORK_PER_COMMAND);
    const o = odds(first, japanese, chinese, 'land');
    expect(o).not.toBeNull();
    const spent = ODDS_WORK_PER_COMMAND - first.odds.work;
    expect(spent).toBeGreaterThan(0);
    // A second command gets the remembered answer, at the same cost: its choices do not depend on what this
    // process computed before.
    const second = ctxOf(big, 'Japan', random);
    expect(odds(second, japanese, chinese, 'land')).toEqual(o);
    expect(ODDS_WORK_PER_COMMAND - second.odds.work).toBe(spent);
  });

  it('past the budget the odds are null (the planner judges by strength), and that null is not remembered', () => {
    const c = ctxOf(big, 'Japan', random);
    c.odds.work = 10;
    expect(odds(c, japanese, chinese.slice(1), 'land')).toBeNull();
    expect(c.odds.work).toBe(0);
    expect(winChance(c, japanese, chinese.slice(1), 'land')).toBeGreaterThan(0);
    // A command with its whole budget computes them.
    expect(odds(ctxOf(big, 'Japan', random), japanese, chinese.slice(1), 'land')).not.toBeNull();
  });
});
