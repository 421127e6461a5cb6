// The planner's Purchase phase: war where it may attack, then a budget rule.
//
// Budget rule (docs/planner.md): with the capital in danger (the enemy around it
// would take it with at least a 20% chance) every PU goes to the cheapest
// defender (most defence per PU). Otherwise the PUs are split 50% defence
// (infantry), 25% attack on land (most attack per PU), 25% planes (most attack
// plus defence per PU); a power whose factories stand on no land that leads to an
// enemy (an island) first buys transports for its ferry (planner-ferry.ts), then
// splits the rest 40% / 20% / 40% (land units for the ferry to carry; with 60% on
// planes and 30% / 10% on land, Japan won 6 and 7 of 10 games in the 1940 rulesets,
// with 40% / 20% / 40% 9 and 8). No warships, no facilities.
import { type Command, type PendingDecision, type UnitType } from '../rules';
import { dangerTo, endPhase, firstAccepted, isFriend, landDistances, ownCapitals, type Ctx } from './planner-core';

/** The purchase phase's next command. */
export function purchaseCommand(c: Ctx, d: PendingDecision): Command {
  // POL-8: the planner never opens a war itself (measured: a Japan at war with every Ally from its first turn lost land
  // to the random player in every game; at peace it fights China, and whoever declares on it).
  const already = Object.values(c.s.purchased).some((n) => (n ?? 0) > 0);
  if (!already) {
    const units = basket(c, d);
    if (units.length) {
      const buy = firstAccepted(c, [
        { type: 'PurchaseUnits', units },
        { type: 'PurchaseUnits', units: units.filter((u) => u.type === units[0].type) },
      ]);
      if (buy) return buy;
    }
  }
  return endPhase(c);
}

type Category = 'defence' | 'landAttack' | 'air';

/** The budget rule's shares for this power now. */
export function budgetShares(c: Ctx): Record<Category, number> {
  const capitals = ownCapitals(c);
  if (capitals.some((t) => dangerTo(c, t) >= 0.2)) return { defence: 1, landAttack: 0, air: 0 };
  return islandPower(c) ? { defence: 0.4, landAttack: 0.2, air: 0.4 } : { defence: 0.5, landAttack: 0.25, air: 0.25 };
}

/** No land path leads from the power's factories to land an enemy holds. */
export function islandPower(c: Ctx): boolean {
  const factories = c.s.units
    .filter((u) => c.mine.includes(u.owner) && c.rs.unit(u.type).isFactory)
    .map((u) => u.at)
    .filter((t) => isFriend(c, c.s.owners[t] ?? c.power));
  if (!factories.length) return false;
  const dist = landDistances(c, factories);
  return ![...dist.keys()].some((t) => {
    const owner = c.s.owners[t];
    return owner && !isFriend(c, owner);
  });
}

/** What the budget rule buys with the PUs on hand, from what the power may buy now. */
export function basket(c: Ctx, d: PendingDecision): { type: UnitType; count: number }[] {
  const pus = d.pus ?? c.s.pus[c.power] ?? 0;
  const offer = (d.purchasable ?? []).filter((o) => o.cost > 0);
  const best = (domain: 'land' | 'air', score: (t: UnitType) => number, exclude?: UnitType) =>
    offer
      .filter((o) => o.unitType !== exclude && c.rs.unit(o.unitType).domain === domain && !c.rs.unit(o.unitType).isAA)
      .sort((a, b) => score(b.unitType) / b.cost - score(a.unitType) / a.cost || a.cost - b.cost)[0];
  const p = (t: UnitType) => c.rs.unit(t);
  const defender = best('land', (t) => p(t).defense * p(t).hitPoints);
  const attacker = best('land', (t) => p(t).attack * p(t).hitPoints, defender?.unitType);
  const plane = best('air', (t) => (p(t).attack + p(t).defense) * p(t).hitPoints);
  const choice: Record<Category, { unitType: UnitType; cost: number } | undefined> = {
    defence: defender,
    landAttack: attacker ?? defender,
    air: plane ?? attacker ?? defender,
  };
  const shares = budgetShares(c);
  const spent: Record<Category, number> = { defence: 0, landAttack: 0, air: 0 };
  const counts = new Map<UnitType, number>();
  // An island power carries its army by sea (planner-ferry.ts): transports first, up to its fleet's goal.
  const ships = shares.defence < 1 && islandPower(c) ? transportsToBuy(c, offer, pus) : null;
  if (ships) counts.set(ships.unitType, ships.count);
  const budget = pus - (ships ? ships.count * ships.cost : 0);
  let left = budget;
  for (let guard = 0; guard < 200; guard++) {
    // The category furthest below its share that the PUs left still pay for.
    const open = (Object.keys(shares) as Category[])
      .filter((k) => shares[k] > 0 && choice[k] && choice[k].cost <= left)
      .sort((a, b) => spent[a] - shares[a] * budget - (spent[b] - shares[b] * budget));
    if (!open.length) break;
    const k = open[0];
    const unit = choice[k];
    if (!unit) break;
    counts.set(unit.unitType, (counts.get(unit.unitType) ?? 0) + 1);
    spent[k] += unit.cost;
    left -= unit.cost;
  }
  return [...counts].map(([type, count]) => ({ type, count }));
}

/** An island power wants this many transports (one more for every 20 PUs of income, at most this many). */
export const FERRY_FLEET = 4;
/** The share of the PUs that transports may take in one purchase. */
const FERRY_SHARE = 0.35;

/** The transports an island power buys now (the cheapest carrier of the most cargo per PU), or null. */
export function transportsToBuy(
  c: Ctx,
  offer: readonly { unitType: UnitType; cost: number }[],
  pus: number,
): { unitType: UnitType; cost: number; count: number } | null {
  const kind = offer
    .filter(
      (o) =>
        c.rs.unit(o.unitType).domain === 'sea' && (c.rs.unit(o.unitType).transportCapacity ?? 0) > 0 && c.rs.unit(o.unitType).attack === 0,
    )
    .sort((a, b) => (c.rs.unit(b.unitType).transportCapacity ?? 0) / b.cost - (c.rs.unit(a.unitType).transportCapacity ?? 0) / a.cost)[0];
  if (!kind) return null;
  const own = c.s.units.filter((u) => c.mine.includes(u.owner) && u.type === kind.unitType).length;
  const want = Math.min(FERRY_FLEET, 1 + Math.floor(pus / 20));
  const count = Math.min(want - own, Math.floor((pus * FERRY_SHARE) / kind.cost));
  return count > 0 ? { ...kind, count } : null;
}
