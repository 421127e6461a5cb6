// evolve for TerritoryCaptured (CAP): the event carries every consequence.
import type { EventOf, GameState } from '../engine';

export function applyCapture(s: GameState, { data: d }: EventOf<'TerritoryCaptured'>): GameState {
  const owners = { ...s.owners, [d.territory]: d.to };
  for (const r of d.returned) owners[r.territory] = r.to;
  const units = s.units.batch((w) => {
    for (const f of d.facilities) w.update(f.unitId, (u) => ({ ...u, type: f.becomes, owner: d.to, damage: f.damage }));
    for (const id of d.removed) w.delete(id);
    for (const id of d.lostInPort ?? []) w.delete(id);
  });
  const pus = { ...s.pus };
  if (d.pusSeized) {
    pus[d.pusSeized.from] = (pus[d.pusSeized.from] ?? 0) - d.pusSeized.amount - (d.pusSeized.toBank ?? 0);
    pus[d.by] = (pus[d.by] ?? 0) + d.pusSeized.amount;
  }
  const taken = [d.territory, ...d.returned.map((r) => r.territory)].filter((t) => !s.capturedThisTurn.includes(t));
  return { ...s, owners, units, pus, capturedThisTurn: [...s.capturedThisTurn, ...taken] };
}
