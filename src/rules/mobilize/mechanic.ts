// Mobilize (RULES §4.7, MOB) as a mechanic: placing what was bought.
import { type Mechanic, type PendingDecision, purchasedUnits, type GameState, copyState, endThePhase } from '../engine';
import { type UnitType, rulesetView, type RulesetView } from '../ruleset';
import { factoryIn } from '../units';
import { present } from '../ruleset';
import { decidePlace } from './place';

export const mobilize = {
  chapter: 'Mobilize (RULES §4.7, MOB)',
  commands: {
    PlaceUnits: { from: 'turn', phases: { in: ['mobilize'], rule: 'MOB-1' }, decide: (s, c, x) => decidePlace(s, x.rs, x.power, c) },
  },
  events: {
    UnitsPlaced: (s, e) => {
      const rs = rulesetView(s.rulesetId);
      const purchased = { ...s.purchased };
      const placedThrough = { ...s.placedThrough };
      let nextUnitNumber = s.nextUnitNumber;
      const units = s.units.batch((w) => {
        for (const r of e.data.upgraded) {
          // MOB-6: the minor factory becomes what its upgrade makes it, and the upgrade bought is used.
          const from = w.unit(r.unitId).type;
          const upgrade = present(
            rs.def.upgrades.find((u) => u.from === from),
            `upgrade of ${from} in ruleset ${s.rulesetId}`,
          );
          w.update(r.unitId, (u) => ({ ...u, type: upgrade.to }));
          purchased[upgrade.buy] = (purchased[upgrade.buy] ?? 0) - 1;
        }
        for (const { through, ...u } of e.data.units) {
          w.set(u);
          purchased[u.type] = (purchased[u.type] ?? 0) - 1;
          if (through) placedThrough[through] = (placedThrough[through] ?? 0) + 1;
          nextUnitNumber = Math.max(nextUnitNumber, Number(u.id.slice(1)) + 1);
        }
      });
      for (const k of Object.keys(purchased) as UnitType[]) if ((purchased[k] ?? 0) <= 0) delete purchased[k];
      return copyState(s, {
        units,
        purchased,
        placedThrough,
        nextUnitNumber,
        placedThisTurn: [...s.placedThisTurn, ...e.data.units.map((u) => u.id)],
        upgradedThisTurn: [...s.upgradedThisTurn, ...e.data.upgraded.map((r) => r.territory)],
      });
    },
    FortificationsLost: (s, e) => ({ ...s, units: s.units.without(e.data.units.map((u) => u.unitId)) }),
    UnplacedUnitsRefunded: (s, e) => ({ ...s, purchased: {}, pus: { ...s.pus, [e.data.power]: e.data.pusAfter } }),
    FreeUnitsGiven: (s, e) => {
      const purchased = { ...s.purchased };
      const freeToPlace = { ...s.freeToPlace };
      for (const { type, count } of e.data.toPlace) {
        purchased[type] = (purchased[type] ?? 0) + count;
        freeToPlace[type] = (freeToPlace[type] ?? 0) + count;
      }
      let nextUnitNumber = s.nextUnitNumber;
      for (const u of e.data.units) nextUnitNumber = Math.max(nextUnitNumber, Number(u.id.slice(1)) + 1);
      return {
        ...s,
        units: s.units.withUnits(e.data.units),
        nextUnitNumber,
        purchased,
        ...(e.data.toPlace.length ? { freeToPlace } : {}),
        giftsGiven: [...(s.giftsGiven ?? []), e.data.key],
      };
    },
  },
  // MOB-9: what is not placed is refunded.
  decisions: { mobilize: endThePhase },
  pending: (s, rs) =>
    s.phase !== 'mobilize'
      ? []
      : [
          {
            kind: 'mobilize',
            power: s.current,
            place: null,
            commands: ['PlaceUnits', 'EndPhase'],
            rule: 'MOB-1',
            required: true,
            placements: placementsNow(s, rs),
          },
        ],
} satisfies Mechanic;

/** Each unit type bought and not placed, how many, and every place one of them could go now (as PlaceUnits would accept it). */
function placementsNow(s: GameState, rs: RulesetView): NonNullable<PendingDecision['placements']> {
  const power = s.current;
  const own = rs.data.territories.filter((t) => t.kind === 'land' && s.owners[t.name] === power).map((t) => t.name);
  const nearFactories = own.filter((t) => factoryIn(s, rs, t)?.owner === power).flatMap((t) => [t, ...rs.seaNeighbours(t)]);
  const candidates = [...new Set([...own, ...nearFactories])];
  return purchasedUnits(s).map(([unitType, count]) => ({
    unitType,
    count,
    places: candidates
      .filter((territory) => decidePlace(s, rs, power, { type: 'PlaceUnits', placements: [{ unitType, count: 1, territory }] }).ok)
      .sort(),
  }));
}
