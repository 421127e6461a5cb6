// Dice come into the rules core as a function, so the core stays pure and
// tests can hand it fixed rolls (DESIGN "Rules core").

/** Returns `count` rolls, each an integer 1..sides. */
export type Dice = (count: number, sides?: number) => number[];

/** Dice that must not be rolled: for commands that never need dice. */
export const noDice: Dice = () => {
  throw new Error('this command rolls no dice');
};

/** Fixed rolls for tests: hands out `values` in order and fails when they run out. */
export function fixedDice(values: number[]): Dice {
  let next = 0;
  return (count) => {
    if (next + count > values.length) throw new Error(`fixedDice: asked for ${count} more rolls, ${values.length - next} left`);
    const out = values.slice(next, next + count);
    next += count;
    return out;
  };
}
