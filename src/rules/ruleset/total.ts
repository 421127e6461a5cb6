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

/**
 * `record`'s own entry for `key`, or undefined. For the state's plain-object records (raids, owners, ...) read with a
 * name a client sent before the name is known to be the ruleset's: `record[key]` would answer "constructor",
 * "toString" or "__proto__" with Object.prototype's members (issue 29).
 */
export function own<V>(record: Readonly<Partial<Record<string, V>>> | undefined, key: string): V | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
