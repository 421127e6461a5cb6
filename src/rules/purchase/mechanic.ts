// Purchase & Repair (RULES §4.2, PUR) as a mechanic.
import { type Mechanic, copyState, endThePhase } from '../engine';
import { decidePurchase, forbiddenByOption, purchasableNow } from './purchase';
import { decideRepair } from './repair';

export const purchase = {
  chapter: 'Purchase & Repair (RULES §4.2, PUR)',
  commands: {
    PurchaseUnits: { from: 'turn', phases: { in: ['purchase'], rule: 'PUR-2' }, decide: (s, c, x) => decidePurchase(s, x.rs, x.power, c) },
    RepairFacilities: { from: 'turn', phases: { in: ['purchase'], rule: 'PUR-3' }, decide: (s, c, x) => decideRepair(s, x.rs, x.power, c) },
  },
  events: {
    UnitsPurchased: (s, e) => {
      const purchased = { ...s.purchased };
      for (const u of e.data.units) purchased[u.type] = (purchased[u.type] ?? 0) + u.count;
      return copyState(s, { purchased, pus: { ...s.pus, [e.data.power]: e.data.pusLeft } });
    },
    FacilitiesRepaired: (s, e) => {
      const units = s.units.batch((w) => {
        for (const r of e.data.repairs) w.update(r.unitId, (u) => ({ ...u, damage: r.damageLeft }));
      });
      return { ...s, units, pus: { ...s.pus, [e.data.power]: e.data.pusLeft } };
    },
    ShipsRepaired: (s, e) => {
      const units = s.units.batch((w) => {
        for (const r of e.data.units) w.update(r.unitId, (u) => ({ ...u, damage: 0 }));
      });
      return { ...s, units };
    },
  },
  // Buying nothing is always allowed.
  decisions: { purchase: endThePhase },
  pending: (s, rs) =>
    s.phase !== 'purchase'
      ? []
      : [
          {
            kind: 'purchase',
            power: s.current,
            place: null,
            commands: ['PurchaseUnits', 'RepairFacilities', 'DeclareWar', 'EndPhase'],
            rule: 'PUR-2',
            required: true,
            purchasable: purchasableNow(s, rs, s.current).flatMap((unitType) => {
              const cost = rs.unit(unitType).cost;
              return cost !== null && !forbiddenByOption(s, rs, s.current, unitType) ? [{ unitType, cost }] : [];
            }),
            pus: s.pus[s.current] ?? 0,
          },
        ],
} satisfies Mechanic;
