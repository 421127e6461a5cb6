// Total reads where the rules know a value is there: a clear Error naming what was missing instead of a `!` that
// would let `undefined` travel on (issue 28: "lookups are total"). An Error here is the engine's bug, never the
// player's: names from clients are checked where they enter (the commands' refusals, rs.find*).

/** `map`'s entry for `key`; throws, naming `what` and the key, when there is none. */
export function entry<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const hit = map.get(key);
  if (hit === undefined) throw new Error(`no ${what} ${JSON.stringify(key)}`);
  return hit;
}

/** `value` where the rules say it is there; throws, naming `what`, when it is null or undefined. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}
