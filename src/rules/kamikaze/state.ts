// Kamikaze (RULES §4.4, KAM): tokens, activation, and this turn's window and attacks.
import type { PowerId, TerritoryName } from '../ruleset';

/** KAM-3: `by` (Japan) may attack `against`'s ships now; battles and EndPhase wait. */
export interface KamikazeWindow {
  /** The power whose tokens may be spent (Japan). */
  by: PowerId;
  /** The power that has just ended its Combat Move: its surface warships are the targets. */
  against: PowerId;
}

export interface KamikazeState {
  kamikazeTokens: Partial<Record<PowerId, number>>;
  /** KAM-2: kamikaze attacks are active (1E: once triggered, permanently; 2E: from the start). */
  kamikazeActive: boolean;
  /** KAM-2: conditional triggers (the Philippines) Japan has held at the end of a Japanese turn (KamikazeTriggerArmed). */
  kamikazeArmed: TerritoryName[];
  /** KAM-3: Japan may now make kamikaze attacks on `against`'s ships; battles and EndPhase wait. */
  kamikazeWindow: KamikazeWindow | null;
  /** Sea zones with a kamikaze attack this turn: no bombardment from there (CBT-2). */
  kamikazeZonesHit: TerritoryName[];
}

export const kamikazeTurnStart = (): Pick<KamikazeState, 'kamikazeWindow' | 'kamikazeZonesHit'> => ({
  kamikazeWindow: null,
  kamikazeZonesHit: [],
});
