// PUR-2, PUR-4, PUR-5: buying units with the PUs on hand.
import { type PowerId, type UnitType, type RulesetView, type OptionUnit, paidInUnits } from '../ruleset';
import { accept, isCount, reject, type Ruling, type Command, type GameState } from '../engine';
import { burmaRoadOpen } from './burma-road';
import { knownOptionalRule } from '../rulesets';
import { present, priceOf } from '../ruleset';

/** RULES §8.1 [S2 "No US factories"]. */
const NO_US_FACTORIES = 'hr01-no-us-factories';

/** The unit types a power may buy right now (PUR-4: China's artillery needs the Burma Road). */
export function purchasableNow(state: GameState, rs: RulesetView, power: PowerId): UnitType[] {
  // RULES §8.2: from its round on (x2-escorts: Late 1941, AMBIG-33).
  const added = optionUnitsFor(state, rs, power)
    .filter((u) => (u.fromRound ?? 0) <= state.round)
    .map((u) => u.profile.type)
    .filter((t) => {
      const room = optionUnitRoom(state, rs, power, t);
      return room === null || room > 0;
    });
  const base = [...(rs.data.purchasable[power] ?? []), ...added];
  const road = rs.data.burmaRoad;
  if (road && road.power === power && burmaRoadOpen(state, rs)) return [...base, ...road.unlocks];
  return base;
}

/** RULES §8: the units the game's optional rules let this power build (x2-super-battleship). */
export function optionUnitsFor(state: GameState, rs: RulesetView, power: PowerId): OptionUnit[] {
  return (rs.def.optionParams?.units ?? []).filter((u) => (u.maxPerPower[power] ?? 0) > 0 && state.options.includes(u.option));
}

/** RULES §8.2: how many more of an optional rule's unit the power may buy (on the board and bought count); null when unlimited. */
export function optionUnitRoom(state: GameState, rs: RulesetView, power: PowerId, type: string): number | null {
  const limit = optionUnitsFor(state, rs, power).find((u) => u.profile.type === type);
  if (!limit) return null;
  const have = state.units.filter((u) => u.owner === power && u.type === type).length + (state.purchased[type as UnitType] ?? 0);
  return Math.max(0, (limit.maxPerPower[power] ?? 0) - have);
}

/** RULES §8: a unit type an optional rule of this game forbids the power to buy (hr01-no-us-factories). */
export function forbiddenByOption(state: GameState, rs: RulesetView, power: PowerId, type: string): boolean {
  return (
    state.options.includes(NO_US_FACTORIES) &&
    present(knownOptionalRule(NO_US_FACTORIES).powers, `powers of optional rule ${NO_US_FACTORIES}`).includes(power) &&
    rs.unit(type).isFactory
  );
}

export function decidePurchase(
  state: GameState,
  rs: RulesetView,
  power: PowerId,
  cmd: Extract<Command, { type: 'PurchaseUnits' }>,
): Ruling {
  if (cmd.units.length === 0) return reject('INVALID_QUANTITY', 'PUR-2', 'Buy at least one unit.');
  const allowed = purchasableNow(state, rs, power);
  const merged = new Map<UnitType, number>();
  for (const item of cmd.units) {
    const profile = rs.findUnit(item.type);
    if (!profile) return reject('UNKNOWN_UNIT_TYPE', 'PUR-2', `There is no unit type "${item.type}".`);
    if (!isCount(item.count)) return reject('INVALID_QUANTITY', 'PUR-2', `Quantity of ${item.type} must be a whole number of at least 1.`);
    if (!allowed.includes(item.type) || profile.cost === null) {
      const road = rs.data.burmaRoad;
      if (road && road.power === power && road.unlocks.includes(item.type))
        return reject(
          'BURMA_ROAD_CLOSED',
          'PUR-4',
          `${power} may buy ${item.type} only while the Burma Road (${road.territories.join(', ')}) is open.`,
        );
      // The rule that says what the power buys: RULES §7 where a ruleset has its own units or pays the power in units
      // (2001: marines and factories the USA's only; China buys nothing), PUR-4 for 1940 China, else PUR-2.
      const paid = paidInUnits(rs, power);
      const rule = paid ? 'RULES §7' : (rs.def.unitList?.rule ?? (power === rs.data.burmaRoad?.power ? 'PUR-4' : 'PUR-2'));
      const why = paid
        ? ` (${power} is paid in ${paid.unit} instead of PUs)`
        : rs.def.unitList
          ? ` (${rs.def.unitList.rule} "Units": ${power} buys ${allowed.join(', ') || 'nothing'})`
          : '';
      return reject('NOT_PURCHASABLE', rule, `${power} cannot buy ${item.type}${why}.`);
    }
    if (forbiddenByOption(state, rs, power, item.type))
      return reject(
        'NOT_PURCHASABLE',
        'hr01-no-us-factories',
        'With the optional rule "No US factories" the USA may not buy factories [seed 002].',
      );
    merged.set(item.type, (merged.get(item.type) ?? 0) + item.count);
  }
  for (const [type, count] of merged) {
    // RULES §8.2: at most so many of an optional rule's unit on the board at once, counting those bought and not yet placed.
    const limit = optionUnitsFor(state, rs, power).find((u) => u.profile.type === type);
    const room = optionUnitRoom(state, rs, power, type);
    if (!limit || room === null) continue;
    const rule = limit.option;
    if (count > room)
      return reject(
        'UNIT_LIMIT_REACHED',
        rule,
        `${power} may have at most ${limit.maxPerPower[power]} ${type}; room for ${room} more [seed 003].`,
      );
  }
  // Each type's cost was checked above (NOT_PURCHASABLE).
  const units = [...merged].map(([type, count]) => ({ type, count, cost: priceOf(rs.unit(type)) * count }));
  const total = units.reduce((sum, u) => sum + u.cost, 0);
  const have = state.pus[power] ?? 0;
  if (total > have) return reject('INSUFFICIENT_PUS', 'PUR-2', `That costs ${total} PUs; ${power} has ${have}.`);
  return accept({ type: 'UnitsPurchased', data: { power, units, total, pusLeft: have - total } });
}
