// Seeded randomness for tests and benchmarks (never the rules core, whose dice
// come in as a function): pure-rand's xoroshiro128+, uniform in [0, 1).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A reproducible stream of floats in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
