// The random legal player's base (random-player.ts): its stream of random numbers, what it sends, its temperament
// and what it remembers within a phase, and the few moves every part of it makes (end the phase, now and then a
// known-illegal command).
import { rulesetView, type Command, type Dice, type GameState, type PowerId, type ViolationCode } from '../rules';

// ---------------------------------------------------------------------------
// Randomness

export class Rng {
  /** `next`: a stream of floats in [0, 1) (the bot runner's seeded stream, or the soak's seeded pure-rand). */
  constructor(private readonly next: () => number) {}
  float(): number {
    return this.next();
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** An integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('Rng.pick: nothing to pick from');
    return items[this.int(items.length)];
  }
  weighted<T>(items: readonly { item: T; weight: number }[]): T {
    const total = items.reduce((n, x) => n + x.weight, 0);
    let r = this.next() * total;
    for (const x of items) if ((r -= x.weight) < 0) return x.item;
    return items[items.length - 1].item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** A random subset (possibly empty unless `atLeastOne`). */
  subset<T>(items: readonly T[], atLeastOne = false): T[] {
    const out = items.filter(() => this.chance(0.5));
    if (atLeastOne && !out.length && items.length) out.push(this.pick(items));
    return out;
  }
  /** Dice for decide, drawn from the same stream as the player's choices. */
  dice(): Dice {
    return (count: number, sides = 6) => Array.from({ length: count }, () => 1 + this.int(sides));
  }
}

// ---------------------------------------------------------------------------
// What the player sends

/**
 * 'legal': the engine offered it (or it is plainly legal): it must be accepted.
 * 'try': a plausible command the player did not check in full: either answer is fine.
 * codes: a command the player knows is illegal: it must be refused with one of these codes.
 * { unless }: legal, unless refused with one of these codes (a FightBattle that must wait for a sea battle, MOV-7).
 */
export type Expectation = 'legal' | 'try' | ViolationCode[] | { unless: ViolationCode[] };

export interface Intent {
  /** The seat that sends the command. */
  power: PowerId;
  /** Sent with the organizer's token instead of a seat's. */
  organizer?: true;
  /** A move the player made up: the places legalDestinations offered these units, which must include it if it is accepted. */
  offered?: string[];
  command: Command;
  expect: Expectation;
  /** What the player meant, for failure messages. */
  why: string;
}

/** Per-game temperament, so seeds differ in style as well as in luck. */
export interface Temperament {
  /** Chance per Japanese turn of declaring war on a random Allied power (POL-8) while some are at peace. */
  japanDeclares: number;
  /** Chance that a combat move goes for a battle or capture when one is offered. */
  aggression: number;
  /** Chance of sending a known-illegal command at each opportunity. */
  mischief: number;
}

export interface Memory {
  key: string;
  step: number;
  moves: number;
  budget: number;
  placeTries: number;
  /** Combat Move: where the power is attacking this turn; more units are sent there. */
  targets: string[];
  /** RULES §8.1 hr01-ports-shelter: this Combat Move has looked for a port to attack (once: it asks legalDestinations a lot). */
  portLooked?: boolean;
}

/** The player's state and its common moves; the phases and decisions are played by its parts (random-*.ts). */
export class PlayerBase {
  protected memory: Memory = { key: '', step: 0, moves: 0, budget: 0, placeTries: 0, targets: [] };
  /**
   * `recall`: what a player that keeps no memory between commands (the bot, random.ts) reads from the game at each
   * new phase instead; the soak's player remembers.
   */
  constructor(
    readonly rng: Rng,
    readonly temperament: Temperament,
    protected readonly recall?: (s: GameState) => Partial<Memory>,
  ) {}

  protected mischief(): boolean {
    return this.rng.chance(this.temperament.mischief);
  }

  protected end(s: GameState, why = 'end the phase'): Intent {
    return { power: s.current, command: { type: 'EndPhase', phase: s.phase }, expect: 'legal', why };
  }

  /** Some other playable power than the current one. */
  protected otherPower(s: GameState): PowerId {
    // Another player's power: a seat acts for every power its player runs (RULES §7, AMBIG-43).
    const rs = rulesetView(s.rulesetId);
    const mine = rs.playerOf(s.current).powers;
    return this.rng.pick(rs.data.turnOrder.filter((p) => !mine.includes(p)));
  }
}
