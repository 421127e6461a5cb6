// Compile-time checks that a GraphQL class (an input or an object type) has
// exactly the fields of the rules-core TypeScript type it mirrors: the rules
// type stays the one declaration, and the class (which type-graphql needs, with
// its descriptions and validators) may differ from it only where the link says
// how. Problems<Rules, Api, Differences> is {} when they agree, else an object
// naming each field that differs and how; Assert<…> fails the compile with it.
// command-inputs.ts links the mutations' inputs to the commands,
// types/mirrors.ts the object types to the read models.

/** How an API class differs from the rules type it mirrors; every difference is named here, and nothing else differs. */
export interface Differences<R, A> {
  /** Rules fields the API names otherwise: rules field → API field. */
  renamed?: { [K in keyof R]?: keyof A & string };
  /** Rules fields the API leaves out (an input: the server sets them; an object type: not served). */
  onlyInRules?: readonly (keyof R & string)[];
  /** API fields that are not rules fields (an alias; a field resolved from elsewhere). */
  onlyInApi?: readonly (keyof A & string)[];
  /** Optional in the rules, never null in the API: an input's default value in the schema, or the one the resolver serves when absent. */
  defaulted?: readonly (keyof R & string)[];
  /** Never absent in the rules, null in the API where the rules' value means none (Infinity: no limit); the kind is compared. */
  noneAsNull?: readonly (keyof R & string)[];
  /** Fields the API serves converted (as JSON, or reshaped by the resolver): present on both sides, their values not compared. */
  converted?: readonly (keyof R & string)[];
  /** Objects and lists of objects: how their fields differ. */
  nested?: { [K in keyof R]?: Differences<Inner<R[K]>, Record<string, unknown>> };
}

/** A list's element, or the object itself. */
type Inner<T> = NonNullable<T> extends readonly (infer E)[] ? E : NonNullable<T>;

/**
 * What kind of value a field holds, whatever its names are typed as (an enum or a typed name is a string). A rules
 * field typed `unknown` (a position, edits: JSON the rules check themselves) takes any kind, optional or not.
 */
type Kind<T> = unknown extends T
  ? 'any'
  : [NonNullable<T>] extends [string]
    ? 'string'
    : [NonNullable<T>] extends [number]
      ? 'number'
      : [NonNullable<T>] extends [boolean]
        ? 'boolean'
        : NonNullable<T> extends readonly (infer E)[]
          ? `list of ${Kind<E>}`
          : 'object';

/** Optional, or null or undefined allowed: a nullable field in GraphQL. */
type IsOptional<T, K extends keyof T> =
  Partial<Pick<T, K>> extends Pick<T, K> ? true : null extends T[K] ? true : undefined extends T[K] ? true : false;

type Get<D, K extends string> = D extends Record<K, infer V> ? V : undefined;
type ListOf<D, K extends string> = Get<D, K> extends readonly (infer E)[] ? E : never;

/** The API's name for rules field K. */
type ApiName<R, D, K extends keyof R> = Get<Get<D, 'renamed'>, K & string> extends infer N extends string ? N : K & string;

/** The rules fields the API has, by the API's names. */
type Shown<R, D> = { [K in Exclude<keyof R & string, ListOf<D, 'onlyInRules'>>]: ApiName<R, D, K> };

/**
 * The problems of API class A against rules type R with differences D ({} when there are none). Fields named in
 * `Ignored` are the API's own (an input's envelope: commandId, gameId, tokens) and never compared.
 */
export type Problems<R, A, D, Ignored extends string = never> = Clean<{
  'rules fields the API lacks': Exclude<Shown<R, D>[keyof Shown<R, D>], keyof A>;
  'API fields the rules lack': Exclude<keyof A & string, Shown<R, D>[keyof Shown<R, D>] | Ignored | ListOf<D, 'onlyInApi'>>;
  'optional in one and not the other': {
    [K in keyof Shown<R, D>]: Shown<R, D>[K] extends keyof A
      ? K extends ListOf<D, 'defaulted'> | ListOf<D, 'noneAsNull'> | ListOf<D, 'converted'>
        ? never
        : Kind<R[K & keyof R]> extends 'any'
          ? never
          : IsOptional<R, K & keyof R> extends IsOptional<A, Shown<R, D>[K]>
            ? never
            : K
      : never;
  }[keyof Shown<R, D>];
  'another kind of value': {
    [K in keyof Shown<R, D>]: Shown<R, D>[K] extends keyof A
      ? K extends ListOf<D, 'converted'>
        ? never
        : Kind<R[K & keyof R]> extends 'any'
          ? never
          : Kind<R[K & keyof R]> extends Kind<A[Shown<R, D>[K]]>
            ? Kind<A[Shown<R, D>[K]]> extends Kind<R[K & keyof R]>
              ? never
              : K
            : K
      : never;
  }[keyof Shown<R, D>];
  inside: {
    [K in keyof Shown<R, D>]: Shown<R, D>[K] extends keyof A
      ? K extends ListOf<D, 'converted'>
        ? never
        : Kind<R[K & keyof R]> extends 'list of object' | 'object'
          ? keyof Problems<Inner<R[K & keyof R]>, Inner<A[Shown<R, D>[K]]>, Get<Get<D, 'nested'>, K>, Ignored> extends never
            ? never
            : { [F in K]: Problems<Inner<R[K & keyof R]>, Inner<A[Shown<R, D>[K]]>, Get<Get<D, 'nested'>, K>, Ignored> }
          : never
      : never;
  }[keyof Shown<R, D>];
}>;

/** Drops the entries that found nothing. */
export type Clean<P> = { [K in keyof P as [P[K]] extends [never] ? never : K]: P[K] };

/** Compiles only when T is true; otherwise the error shows what T is instead. */
export type Assert<T extends true> = T;

/** A class, abstract or not. */
export type Class<T> = abstract new (...args: never[]) => T;

/** A record of links with the problems the compiler found in each: true when none, else what differs, by name. */
export type NoProblems<P extends Record<string, object>, What extends string> = keyof {
  [M in keyof P as keyof P[M] extends never ? never : M]: P[M];
} extends never
  ? true
  : { [W in What]: { [M in keyof P as keyof P[M] extends never ? never : M]: { [F in keyof P[M]]: P[M][F] } } };
