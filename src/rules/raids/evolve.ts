// evolve for raid events (SBR): interceptors committed, bombers assigned,
// damage done to facilities.
import { rulesetView } from '../ruleset';
import type { EventOf, GameState, RaidBattle } from '../engine';
import { battleOf } from '../combat';

export function applyInterceptors(s: GameState, e: EventOf<'InterceptorsCommitted'>): GameState {
  return { ...s, battle: { ...(s.battle as RaidBattle), defenders: e.data.units, step: 'airBattle', rolled: false } };
}

export function applyBombersAssigned(s: GameState, e: EventOf<'BombersAssigned'>): GameState {
  return {
    ...s,
    battle: {
      ...(s.battle as RaidBattle),
      targets: Object.fromEntries(e.data.assignments.map((a) => [a.bomber, a.facility])),
      step: 'facilityAA',
      rolled: false,
    },
  };
}

export function applyFacilitiesDamaged(s: GameState, e: EventOf<'FacilitiesDamaged'>): GameState {
  const units = s.units.batch((w) => {
    for (const d of e.data.damage) w.update(d.facility, (u) => ({ ...u, damage: d.damage }));
  });
  return { ...s, units, battle: { ...battleOf(s), rolled: true }, ...bombingTally(s, e) };
}

/** AMBIG-42 (rulesets with victory points): the bombing damage each power has taken so far, which costs it VP. */
function bombingTally(s: GameState, e: EventOf<'FacilitiesDamaged'>): Partial<GameState> {
  if (!rulesetView(s.rulesetId).data.victory) return {};
  const bombed = { ...s.bombingDamage };
  for (const d of e.data.damage) {
    const owner = s.units.get(d.facility)?.owner;
    if (owner) bombed[owner] = (bombed[owner] ?? 0) + d.added;
  }
  return { bombingDamage: bombed };
}
