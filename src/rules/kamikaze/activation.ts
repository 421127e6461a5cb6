// KAM-2 (RULES §4.4, AMBIG-12): kamikaze attacks become active, once and for
// good, at the end of an activating power's turn (1E: the USA, UK, ANZAC) in
// which Allied units are present in a trigger territory (1E: Iwo Jima,
// Marianas, Okinawa), or in one Japan has held at the end of a Japanese turn
// (1E: the Philippines) ([N]: "captured or recaptured by the Allies"); the
// ruleset declares which (`kamikaze`). 2E: active from the start (switch
// kamikazeActiveFromStart, set by initialState). Checked at every turn end
// (turn hook `kamikazeActivation`), on the state after TurnEnded.
import type { EventOf, GameEvent, GameState } from '../engine';
import type { PowerId, RulesetView } from '../ruleset';

/** The powers that hold kamikaze tokens (Japan) [X: playerAttachment]. */
const kamikazePowers = (rs: RulesetView): PowerId[] => Object.keys(rs.data.kamikazeTokens) as PowerId[];

/**
 * The kamikaze events at the end of the current power's turn. `state` is the
 * state after that turn's TurnEnded.
 */
export function kamikazeEvents(state: GameState, rs: RulesetView): GameEvent[] {
  const def = rs.def.kamikaze;
  if (!def || state.kamikazeActive || state.status === 'ended') return [];
  const power = state.current;
  const events: GameEvent[] = [];
  if (kamikazePowers(rs).includes(power)) {
    // The Philippines (and the like) become a trigger once the Japanese turn ends with Japan holding them.
    for (const t of def.triggersAfterHold)
      if (rs.findTerritory(t) && state.owners[t] === power && !state.kamikazeArmed.includes(t))
        events.push({ type: 'KamikazeTriggerArmed', data: { territory: t, power } });
    return events;
  }
  if (!def.activatingPowers.includes(power)) return events;
  const triggers = [...def.triggers, ...def.triggersAfterHold.filter((t) => state.kamikazeArmed.includes(t))].filter((t) =>
    rs.findTerritory(t),
  );
  const allied = (owner: PowerId) => rs.findPower(owner)?.side === 'Allies';
  const trigger = triggers.find((t) => state.units.at(t).some((u) => allied(u.owner)));
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
