// Schema-driven GraphQL operations for the fuzzer (bench/fuzz.ts): a random root
// field of schema/schema.graphql, a random selection of what it returns, and
// arguments that are mostly plausible (real game ids and tokens, strings the
// server itself answered before) and sometimes hostile (boundaries, wrong types,
// unknown enum values, prototype names, very long or odd unicode strings).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { deepValue, hostileNumber, hostileString, PROTO_NAMES, wrongType, type Rng } from './rng';

/** What the fuzzer knows of the server: real games and tokens, and strings and numbers it has answered. */
export interface Known {
  games: { gameId: string; organizer: string; tokens: string[] }[];
  strings: string[];
  numbers: number[];
  positions: unknown[];
}

export interface Operation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** How hostile the values are: the share of values drawn from the hostile sets instead of the plausible ones. */
export interface Temper {
  hostile: number;
}

const tokenField = /token/i;

/** A plausible string for a field named `name`, from what the server answered (its own ids, places, unit ids). */
function plausibleString(name: string, rng: Rng, known: Known): string {
  const game = known.games.length ? rng.pick(known.games) : undefined;
  if (/^commandId$/.test(name)) return rng.chance(0.95) ? rng.uuid() : hostileString(rng);
  if (/gameId|^id$/.test(name) && game) return game.gameId;
  if (/organizerToken/.test(name) && game) return game.organizer;
  if (tokenField.test(name) && game?.tokens.length) return rng.pick(game.tokens);
  if (/rulesetId/.test(name)) return rng.pick(['pacific-1940', 'pacific-1940-2e', 'pacific-2001', 'nope']);
  if (known.strings.length && rng.chance(0.85)) return rng.pick(known.strings);
  return rng.pick(['Japan', 'Hunan', 'Kiangsi', 'Philippines', '6 Sea Zone', 'reason', 'fuzz']);
}

function hostileScalar(type: string, name: string, rng: Rng): unknown {
  if (rng.chance(0.2)) return wrongType(rng);
  if (type === 'Int' || type === 'Float') return hostileNumber(rng);
  if (type === 'Boolean') return rng.pick([true, false, 0, 'true']);
  if (type === 'JSON' || type === 'JSONObject') return hostileJson(rng);
  if (tokenField.test(name)) return rng.pick(['', 'v1.expired.token', 'x'.repeat(500), hostileString(rng)]);
  return hostileString(rng);
}

/** An object whose own keys are prototype names ("__proto__" included: JSON.parse makes it an own key, as a body parser does). */
function protoObject(rng: Rng): Record<string, unknown> {
  const name = rng.pick(PROTO_NAMES);
  return JSON.parse(`{${JSON.stringify(name)}: {"op": ${JSON.stringify(name)}}, "op": ${JSON.stringify(rng.pick(PROTO_NAMES))}}`);
}

function hostileJson(rng: Rng): unknown {
  switch (rng.int(5)) {
    case 0:
      return protoObject(rng);
    case 1:
      return deepValue(rng.pick([30, 200, 2000]), rng);
    case 2:
      return Object.fromEntries(Array.from({ length: rng.pick([10, 1000]) }, (_, i) => [`k${i}`, i]));
    case 3:
      return wrongType(rng);
    default:
      return {
        op: rng.pick(['setPUs', 'addUnits', 'removeUnits', 'setOwner', 'x']),
        power: rng.pick(['Japan', 'USA', '__proto__']),
        pus: hostileNumber(rng),
        territory: hostileString(rng),
      };
  }
}

/** A plausible value of a scalar or enum. */
function plausibleLeaf(type: GraphQLInputType, name: string, rng: Rng, known: Known): unknown {
  if (isEnumType(type)) return rng.pick(type.getValues()).name;
  switch ((type as { name: string }).name) {
    case 'Int':
      if (/first|last/.test(name)) return rng.pick([1, 5, 50]);
      return known.numbers.length && rng.chance(0.5) ? rng.pick(known.numbers) : rng.int(12);
    case 'Float':
      return rng.pick([0.5, 1000, 60_000, 0]);
    case 'Boolean':
      return rng.chance(0.5);
    case 'JSON':
    case 'JSONObject':
      if (known.positions.length && rng.chance(0.6)) return mutateJson(structuredClone(rng.pick(known.positions)), rng, known);
      return rng.chance(0.5) ? { op: 'setPUs', power: 'Japan', pus: rng.int(100) } : hostileJson(rng);
  }
  return plausibleString(name, rng, known);
}

/** A few random changes deep in a JSON document (a position the server sent), so validation is reached past its first level. */
function mutateJson(doc: unknown, rng: Rng, known: Known): unknown {
  for (let n = 0; n < 1 + rng.int(3); n++) {
    let at: unknown = doc;
    for (let d = 0; d < 6 && at && typeof at === 'object'; d++) {
      const keys = Object.keys(at);
      if (!keys.length) break;
      const k = rng.pick(keys);
      const child = (at as Record<string, unknown>)[k];
      if (!child || typeof child !== 'object' || rng.chance(0.25)) {
        (at as Record<string, unknown>)[rng.chance(0.8) ? k : rng.pick(PROTO_NAMES)] = rng.chance(0.5)
          ? hostileScalar(rng.pick(['Int', 'String']), k, rng)
          : plausibleString(k, rng, known);
        break;
      }
      at = child;
    }
  }
  return doc;
}

/** A value for an input type: mostly plausible, hostile with the temper's share. */
export function valueFor(type: GraphQLInputType, name: string, rng: Rng, known: Known, temper: Temper, depth = 0): unknown {
  if (isNonNullType(type)) {
    if (rng.chance(temper.hostile * 0.05)) return null;
    return valueFor(type.ofType, name, rng, known, temper, depth);
  }
  if (rng.chance(temper.hostile * 0.03)) return wrongType(rng);
  if (isListType(type)) {
    if (rng.chance(temper.hostile * 0.1)) return valueFor(type.ofType, name, rng, known, temper, depth + 1); // a single value where a list is due
    const n = rng.chance(temper.hostile * 0.05) ? rng.pick([1000, 10_001]) : rng.int(4);
    return Array.from({ length: n }, () => valueFor(type.ofType, name, rng, known, temper, depth + 1));
  }
  if (isInputObjectType(type)) {
    if (depth > 6) return {};
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      const required = isNonNullType(f.type) && f.defaultValue === undefined;
      if (!required && !rng.chance(0.4)) continue;
      if (required && rng.chance(temper.hostile * 0.04)) continue;
      out[f.name] = valueFor(f.type, f.name, rng, known, temper, depth + 1);
    }
    if (rng.chance(temper.hostile * 0.05)) out[rng.chance(0.5) ? 'unknownField' : rng.pick(PROTO_NAMES)] = 1;
    return out;
  }
  if (isEnumType(type) && rng.chance(temper.hostile * 0.3))
    return rng.pick(['NOT_A_VALUE', type.getValues()[0].name.toLowerCase(), '', 3, rng.pick(PROTO_NAMES)]);
  if (rng.chance(temper.hostile)) return hostileScalar((type as { name: string }).name, name, rng);
  return plausibleLeaf(type, name, rng, known);
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * A GraphQL literal for a value (for arguments written into the query instead of variables). Written with a stack of
 * its own, not by recursion: values nest as deep as the hostile sets make them (JSON 2,000 deep, and deeper), and
 * what is tested is the server's answer to them, so the writer must not overflow its own stack first.
 */
export function literal(value: unknown, type: GraphQLInputType): string {
  const out: string[] = [];
  // Work left, last first: text to write as it is, or a value to write with its type.
  const work: (string | { v: unknown; type: GraphQLInputType })[] = [{ v: value, type }];
  while (work.length) {
    const w = work.pop()!;
    if (typeof w === 'string') {
      out.push(w);
      continue;
    }
    const { v, type: t } = w;
    const named = getNamedType(t);
    if (v === null || v === undefined) out.push('null');
    else if (Array.isArray(v)) {
      const item = isListType(t) ? t.ofType : isNonNullType(t) && isListType(t.ofType) ? t.ofType.ofType : t;
      out.push('[');
      work.push(']');
      for (let i = v.length - 1; i >= 0; i--) {
        work.push({ v: v[i], type: item });
        if (i > 0) work.push(', ');
      }
    } else if (typeof v === 'object') {
      const fields = isInputObjectType(named) ? named.getFields() : {};
      const entries = Object.entries(v);
      out.push('{');
      work.push('}');
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i];
        work.push({ v: x, type: fields[k]?.type ?? named });
        work.push(`${NAME.test(k) ? k : 'bad'}: `);
        if (i > 0) work.push(', ');
      }
    } else if (typeof v === 'string' && isEnumType(named) && NAME.test(v) && !['true', 'false', 'null'].includes(v)) out.push(v);
    else if (typeof v === 'number') out.push(Number.isFinite(v) ? String(v) : '1e400');
    else out.push(JSON.stringify(v));
  }
  return out.join('');
}

/** A selection of `type`: a few of its fields (random arguments where they take some), a few levels deep. */
export function selectionFor(type: GraphQLOutputType, rng: Rng, known: Known, temper: Temper, depth: number, vars: VarSink): string {
  const t = getNamedType(type);
  if (isLeafType(t)) return '';
  if (isUnionType(t) || isInterfaceType(t)) {
    const members = isUnionType(t) ? t.getTypes() : [];
    const some = members.filter(() => rng.chance(0.7));
    return `{ __typename ${some.map((m) => `... on ${m.name} ${selectionFor(m, rng, known, temper, depth, vars)}`).join(' ')} }`;
  }
  if (!isObjectType(t)) return '{ __typename }';
  const fields = Object.values(t.getFields());
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)));
  const nested = fields.filter((f) => !isLeafType(getNamedType(f.type)));
  const chosen = new Set<GraphQLField<unknown, unknown>>();
  for (let i = 0; i < 1 + rng.int(4); i++) if (leaves.length) chosen.add(rng.pick(leaves));
  if (depth > 0) for (let i = 0; i < rng.int(3); i++) if (nested.length) chosen.add(rng.pick(nested));
  const parts = ['__typename'];
  for (const f of chosen) {
    const alias = rng.chance(0.05) ? `a${rng.int(1000)}: ` : '';
    const args = argumentsFor(f.args, rng, known, temper, vars, rng.chance(0.3));
    const sub = isLeafType(getNamedType(f.type)) ? '' : selectionFor(f.type, rng, known, temper, depth - 1, vars);
    if (!isLeafType(getNamedType(f.type)) && depth <= 0) {
      parts.push(`${alias}${f.name}${args} { __typename }`);
      continue;
    }
    parts.push(`${alias}${f.name}${args} ${sub}`);
  }
  if (rng.chance(temper.hostile * 0.05))
    parts.push(rng.pick(['notAField', '__schema { queryType { name } }', '__type(name: "Game") { name }', 'constructor']));
  return `{ ${parts.join(' ')} }`;
}

/** Variables an operation declares as its arguments are written. */
interface VarSink {
  defs: string[];
  values: Record<string, unknown>;
}

function argumentsFor(args: readonly GraphQLArgument[], rng: Rng, known: Known, temper: Temper, vars: VarSink, inline: boolean): string {
  const given: string[] = [];
  for (const a of args) {
    const required = isNonNullType(a.type) && a.defaultValue === undefined;
    if (!required && !rng.chance(0.35)) continue;
    if (required && rng.chance(temper.hostile * 0.03)) continue;
    const v = valueFor(a.type, a.name, rng, known, temper);
    if (inline) given.push(`${a.name}: ${literal(v, a.type)}`);
    else {
      const name = `v${vars.defs.length}`;
      // Sometimes the variable is declared with another type than the argument's (a validation error).
      const declared = rng.chance(temper.hostile * 0.03) ? rng.pick(['Int', 'String!', '[String]', 'Boolean', 'JSON']) : String(a.type);
      vars.defs.push(`$${name}: ${declared}`);
      if (v !== undefined) vars.values[name] = v;
      given.push(`${a.name}: $${name}`);
    }
  }
  if (rng.chance(temper.hostile * 0.03)) given.push(`${rng.pick(['unknownArg', 'constructor'])}: 1`);
  return given.length ? `(${given.join(', ')})` : '';
}

/** A random query, mutation or (for WebSocket) subscription: one or two root fields of the kind. */
export function randomOperation(
  schema: GraphQLSchema,
  kind: 'query' | 'mutation' | 'subscription',
  rng: Rng,
  known: Known,
  temper: Temper,
): Operation {
  const root = kind === 'query' ? schema.getQueryType()! : kind === 'mutation' ? schema.getMutationType()! : schema.getSubscriptionType()!;
  const fields = Object.values(root.getFields());
  const vars: VarSink = { defs: [], values: {} };
  const picks = kind === 'subscription' ? 1 : rng.chance(0.1) ? 2 : 1;
  const parts: string[] = [];
  for (let i = 0; i < picks; i++) {
    const f = rng.pick(fields);
    const args = argumentsFor(f.args, rng, known, temper, vars, rng.chance(0.15));
    parts.push(`${i ? `r${i}: ` : ''}${f.name}${args} ${selectionFor(f.type, rng, known, temper, 1 + rng.int(3), vars)}`);
  }
  const name = rng.chance(0.3) ? ` Fuzz${rng.int(100)}` : '';
  const defs = vars.defs.length ? `(${vars.defs.join(', ')})` : '';
  return {
    query: `${kind}${name}${defs} { ${parts.join(' ')} }`,
    variables: vars.values,
    ...(name && rng.chance(0.9) ? { operationName: name.trim() } : {}),
  };
}
