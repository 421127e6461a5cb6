// Kamikaze (RULES §4.4, KAM) as a mechanic: activation at turn ends (KAM-2,
// turn hook), the window at the start of Conduct Combat (KAM-3, phase hook)
// and Japan's answer (KamikazeAttack, KAM-4).
import type { Mechanic } from '../engine';
import { applyKamikaze } from './activation';
import { applyKamikazeAttack, decideKamikazeAttack, kamikazeTargets } from './attack';

export const kamikaze = {
  chapter: 'Kamikaze (RULES §4.4, KAM)',
  commands: {
    // KAM-3: Japan answers the window during another power's turn.
    KamikazeAttack: {
      from: 'decision',
      answers: { kind: 'kamikaze', rule: 'KAM-3' },
      decide: (s, c, x) => decideKamikazeAttack(s, x.rs, x.power, x.dice, c.attacks),
    },
  },
  events: {
    KamikazeTriggerArmed: applyKamikaze,
    KamikazeActivated: applyKamikaze,
    KamikazeWindowOpened: applyKamikazeAttack,
    KamikazeAttacked: applyKamikazeAttack,
    KamikazeWindowClosed: applyKamikazeAttack,
  },
  decisions: { kamikaze: { safe: () => [{ type: 'KamikazeAttack', attacks: [] }] } },
  pending: (s, rs) => {
    const w = s.kamikazeWindow;
    if (!w) return [];
    const units = kamikazeTargets(s, rs, w.by, w.against).map((u) => u.id);
    return [
      {
        kind: 'kamikaze',
        power: w.by,
        place: null,
        commands: ['KamikazeAttack'],
        rule: 'KAM-3',
        required: true,
        units,
        tokens: s.kamikazeTokens[w.by] ?? 0,
      },
    ];
  },
} satisfies Mechanic;
