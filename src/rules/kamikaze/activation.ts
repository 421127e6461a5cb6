// KAM-2 (RULES §4.4, AMBIG-12): kamikaze attacks become active, once and for
// good, at the end of a US, UK or ANZAC turn in which Allied units are present
// in Iwo Jima, Marianas or Okinawa, or in the Philippines once Japan has held
// it at the end of a Japanese turn ([N]: "captured or recaptured by the
// Allies"). 2E: active from the start (switch kamikazeActiveFromStart, set by
// initialState). Checked at every turn end (turn/end-phase.ts), on the state
// after IncomeCollected and TurnEnded.
import type { EventOf, GameEvent } from '../engine/events';
import type { PowerId, TerritoryName } from '../ruleset/types';
import type { RulesetView } from '../ruleset/view';
import type { GameState } from '../engine/state';

/** KAM-2 [X: kamikaze triggers][N]: Allied units here activate kamikaze attacks. */
export const KAMIKAZE_TRIGGERS: readonly TerritoryName[] = ['Iwo Jima', 'Marianas', 'Okinawa'];

/** KAM-2: these trigger only once Japan has held them at the end of a Japanese turn (the Philippines start American). */
export const KAMIKAZE_TRIGGERS_AFTER_JAPANESE_HOLD: readonly TerritoryName[] = ['Philippines'];

/** KAM-2 / AMBIG-12: the powers whose turn end is checked. */
export const KAMIKAZE_ACTIVATING_POWERS: readonly PowerId[] = ['USA', 'UK', 'ANZAC'];

/** The powers that hold kamikaze tokens (Japan) [X: playerAttachment]. */
const kamikazePowers = (rs: RulesetView): PowerId[] => Object.keys(rs.data.kamikazeTokens);

/**
 * The kamikaze events at the end of the current power's turn. `state` is the
 * state after that turn's TurnEnded.
 */
export function kamikazeEvents(state: GameState, rs: RulesetView): GameEvent[] {
  if (state.kamikazeActive || state.status === 'ended') return [];
  const power = state.current;
  const events: GameEvent[] = [];
  if (kamikazePowers(rs).includes(power)) {
    // The Philippines (and the like) become a trigger once the Japanese turn ends with Japan holding them.
    for (const t of KAMIKAZE_TRIGGERS_AFTER_JAPANESE_HOLD)
      if (rs.territory(t) && state.owners[t] === power && !state.kamikazeArmed.includes(t))
        events.push({ type: 'KamikazeTriggerArmed', data: { territory: t, power } });
    return events;
  }
  if (!KAMIKAZE_ACTIVATING_POWERS.includes(power)) return events;
  const triggers = [...KAMIKAZE_TRIGGERS, ...KAMIKAZE_TRIGGERS_AFTER_JAPANESE_HOLD.filter((t) => state.kamikazeArmed.includes(t))].filter((t) =>
    rs.territory(t),
  );
  const allied = (owner: PowerId) => rs.power(owner)?.side === 'Allies';
  const trigger = triggers.find((t) => Object.values(state.units).some((u) => u.at === t && allied(u.owner)));
  if (trigger) events.push({ type: 'KamikazeActivated', data: { trigger, power, rule: 'KAM-2' } });
  return events;
}

type KamikazeEvent = EventOf<'KamikazeTriggerArmed'> | EventOf<'KamikazeActivated'>;

/** evolve's part for the kamikaze events. */
export function applyKamikaze(s: GameState, e: KamikazeEvent): GameState {
  switch (e.type) {
    case 'KamikazeTriggerArmed':
      return { ...s, kamikazeArmed: [...s.kamikazeArmed, e.data.territory] };
    case 'KamikazeActivated':
      return { ...s, kamikazeActive: true };
  }
}
