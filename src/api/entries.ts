// A Record or a tuple of the rules served as a list of objects (RULES.md AMBIG
// ids as { id, choice }, a connection [a, b] as { a, b }, …). The object's type
// is derived from the rules' type here, and the resolver builds it with the
// functions below, so types/mirrors.ts can link it to its GraphQL class like
// any other mirrored shape: a field renamed or added on either side, or a
// value of another kind, is a compile error.

/** One entry of record R as an object: its key under the name `Key`, its value under the name `Value`. */
export type EntryOf<R, Key extends string, Value extends string> = {
  [F in Key | Value]: F extends Key ? keyof R & string : Required<R>[keyof R];
};

/** Tuple T as an object whose fields are named by `Names`, one name a position. */
export type Named<T extends readonly unknown[], Names extends { readonly [I in keyof T]: string }> = {
  [I in keyof Names & `${number}` as Names[I] & string]: T[I & keyof T];
};

/** Every entry of `record` as an object { [key]: its key, [value]: its value }; keys with no value (a Partial record's) are not entries. */
export function entriesOf<R extends object, Key extends string, Value extends string>(
  record: R,
  key: Key,
  value: Value,
): EntryOf<R, Key, Value>[] {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ({ [key]: k, [value]: v }) as EntryOf<R, Key, Value>);
}

/** `tuple` as an object whose fields are named by `names`, in order. */
export function named<const T extends readonly unknown[], const Names extends { readonly [I in keyof T]: string }>(
  tuple: T,
  names: Names,
): Named<T, Names> {
  return Object.fromEntries((names as readonly string[]).map((n, i) => [n, tuple[i]])) as Named<T, Names>;
}
