// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type KamikazeCommand =
  /** KAM-3, KAM-4: Japan, from its own seat while the kamikaze window is open, spends tokens on ships (several may target one); [] declines. */
  { type: 'KamikazeAttack'; attacks: { target: string; tokens: number }[] };
