// Limits on what one GraphQL operation may ask, applied the same way over HTTP
// (Apollo) and WebSocket (graphql-ws), before anything runs:
//
//   tokens      the parser stops after GRAPHQL_MAX_TOKENS lexical tokens, so a
//               megabyte of aliases costs a few milliseconds, not a parse of
//               the whole thing (graphql-js's own maxTokens, which Apollo
//               answers with 400; graphql-armor's max-tokens plugin throws in
//               a hook Apollo answers with 500)
//   aliases, depth, directives
//               graphql-armor's validation rules, set to report an ordinary
//               validation error rather than throw (thrown, graphql-ws would
//               close the whole socket)
//   cost        graphql-query-complexity with the weights of src/api/cost.ts:
//               ten aliased battleOdds are refused before the first one runs, and
//               a page's cost is its size (`first`) times an item's
//   introspection
//               graphql-js's NoSchemaIntrospectionCustomRule when it is off
//
// The numbers come from Limits (src/app/config.ts, README "Configuration").
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';
import type { Limits } from '../app/config';
import { VALUE_ARGUMENTS } from './cost';

/** Armor's messages start with "Syntax Error: " although nothing is wrong with the syntax. */
const report = (ctx: ValidationContext | null, err: GraphQLError) =>
  ctx?.reportError(new GraphQLError(err.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));

/** The validation rules added to graphql-js's own for every operation. */
export function limitRules(limits: Limits): ValidationRule[] {
  const common = { propagateOnRejection: false, onReject: [report], exposeLimits: true };
  const rules: ValidationRule[] = [
    // allowList []: aliased __typename count too (armor lets them through by default).
    maxAliasesRule({ n: limits.maxAliases, allowList: [], ...common }),
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, ...common }),
    maxDirectivesRule({ n: limits.maxDirectives, ...common }),
  ];
  if (!limits.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** A field without a weight (src/api/cost.ts) costs only what is selected under it. */
const plainField: ComplexityEstimator = ({ childComplexity }) => childComplexity;

const estimators = [fieldExtensionsEstimator(), plainField];

/**
 * The weighted cost of the operation (src/api/cost.ts). Throws a BAD_USER_INPUT GraphQLError when
 * it cannot be computed (variables that do not fit the operation, too many nodes).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
): number {
  try {
    // 1 for the operation itself, so that every operation takes something from the per-client cost budget.
    return (
      1 + getComplexity({ schema, query: document, estimators, variables: variables ?? {}, ...(operationName ? { operationName } : {}) })
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

export function tooComplex(cost: number, limits: Limits): GraphQLError {
  return new GraphQLError(
    `This operation costs ${cost}, more than the limit of ${limits.maxCost} per operation (battleOdds costs 300, a page 1 an item plus what each item selects, board 8, position 80; see docs/limits.md "Query cost"). Split it into smaller ones.`,
    { extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: limits.maxCost, http: { status: 400 } } },
  );
}

/**
 * What of the variables a cost can depend on: the weights of src/api/cost.ts read whether an argument is given
 * (boardCost), a page's size (pageCost reads the numbers of VALUE_ARGUMENTS, `first`/`last`) and @include/@skip read
 * booleans, never a string's value. So strings count by presence, numbers by presence too unless the variable is given
 * to one of VALUE_ARGUMENTS somewhere in the document (`byValue`), booleans and nulls by value. A command's variables
 * (fresh command id, token) then share one shape and one computed cost, and so do boards at any `atEvent`.
 */
function variableShape(value: unknown, byValue: boolean): string {
  if (typeof value === 'string') return '"s"';
  if (typeof value === 'number') return byValue ? JSON.stringify(value) : '"n"';
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      text += (i ? ',' : '') + (v === undefined ? 'null' : variableShape(v, byValue));
    }
    return text + ']';
  }
  if (value && typeof value === 'object') return shapeOfEntries(value as Record<string, unknown>, () => byValue);
  return JSON.stringify(value);
}

/**
 * The JSON text of an object of shapes, written as it goes (issue 29: the objects and entry arrays a copy made cost
 * more than the cost's cache saved for a command): the text JSON.stringify gives the object of each value's shape.
 */
function shapeOfEntries(value: Record<string, unknown>, byValue: (key: string) => boolean): string {
  let text = '{';
  let first = true;
  for (const k of Object.keys(value)) {
    const v = value[k];
    if (v === undefined) continue;
    text += (first ? '' : ',') + JSON.stringify(k) + ':' + variableShape(v, byValue(k));
    first = false;
  }
  return text + '}';
}

/** Per document: the variables used anywhere in the value of an argument of VALUE_ARGUMENTS (whose numbers count). */
const valueVariables = new WeakMap<DocumentNode, ReadonlySet<string>>();

function valueVariablesOf(document: DocumentNode): ReadonlySet<string> {
  let names = valueVariables.get(document);
  if (!names) {
    const found = new Set<string>();
    visit(document, {
      Argument(node) {
        if (VALUE_ARGUMENTS.has(node.name.value)) visit(node.value, { Variable: (v) => void found.add(v.name.value) });
      },
    });
    valueVariables.set(document, (names = found));
  }
  return names;
}

/** The key of an operation's cost in the cache: its name and the shape of its variables (variableShape). */
export function costKey(document: DocumentNode, operationName: string | undefined | null, variables: Record<string, unknown>): string {
  const byValue = valueVariablesOf(document);
  return `[${JSON.stringify(operationName ?? null)},${shapeOfEntries(variables, (k) => byValue.has(k))}]`;
}

/** Costs computed per parsed document (Apollo hands the same DocumentNode to repeats of a query) and variable shape. */
const costs = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, LRUCache<string, number>>>();

/** The cache kept for (a, b) in `caches`, made on first use (both kept only while a and b live). */
function cacheOf<A extends object, B extends object, C>(caches: WeakMap<A, WeakMap<B, C>>, a: A, b: B, make: () => C): C {
  let byB = caches.get(a);
  if (!byB) caches.set(a, (byB = new WeakMap()));
  let cache = byB.get(b);
  if (!cache) byB.set(b, (cache = make()));
  return cache;
}

/**
 * Variables may nest at most this deep (the API's inputs, position documents included, nest a handful): deeper ones are
 * refused before anything walks them, since every walker (the cost's shape, coercion) recurses per level.
 */
export const MAX_VARIABLE_DEPTH = 64;

/** Whether `value` nests deeper than `max` arrays and objects, found without recursion. */
export function nestsDeeper(value: unknown, max: number): boolean {
  // Two stacks side by side rather than a pair per value: a command's variables are walked on every request.
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length) {
    const v = values.pop();
    const depth = depths.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= max) return true;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (let i = 0; i < children.length; i++) {
      values.push(children[i]);
      depths.push(depth + 1);
    }
  }
  return false;
}

/** A BAD_USER_INPUT error for variables nested deeper than MAX_VARIABLE_DEPTH, or null. */
export function variablesTooDeep(variables: unknown): GraphQLError | null {
  if (!nestsDeeper(variables, MAX_VARIABLE_DEPTH + 1)) return null;
  return new GraphQLError(`The variables nest deeper than ${MAX_VARIABLE_DEPTH} levels of lists and objects.`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/** The operation's cost, worked out once per shape of its variables. */
function cachedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
): number;
/** As above, or null when it is not cached yet and `fits` says not to work it out now. */
function cachedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
  fits: () => boolean,
): number | null;
function cachedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
  fits: () => boolean = () => true,
): number | null {
  const deep = variablesTooDeep(variables);
  if (deep) throw deep;
  const byShape = cacheOf(costs, schema, document, () => new LRUCache<string, number>({ max: 64 }));
  const key = costKey(document, operationName, variables ?? {});
  let cost = byShape.get(key);
  if (cost === undefined) {
    if (!fits()) return null;
    byShape.set(key, (cost = operationCost(schema, document, operationName, variables)));
  }
  return cost;
}

/** Refuses an operation over the cost limit; returns its cost otherwise. */
export function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
  limits: Limits,
): number {
  const cost = cachedCost(schema, document, operationName, variables);
  if (cost > limits.maxCost) throw tooComplex(cost, limits);
  return cost;
}

/**
 * checkCost over HTTP, where Apollo has not coerced the variables yet: null when they do not fit
 * the operation (execution then refuses each as BAD_USER_INPUT). Checked only when the cost of
 * their shape is not known yet; a known shape's cost is the same whatever its strings say.
 */
export function checkCostIfVariablesFit(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
  limits: Limits,
): number | null {
  const fits = () => !getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 }).errors;
  const cost = cachedCost(schema, document, operationName, variables, fits);
  if (cost !== null && cost > limits.maxCost) throw tooComplex(cost, limits);
  return cost;
}

/**
 * Parse and validate for graphql-ws, which has no Apollo in front: the same token limit and
 * rules as HTTP, and the errors returned (with their codes) instead of thrown, so one bad
 * operation is answered on its own and the socket stays open.
 */
/**
 * graphql-js's validation errors suggest names from the schema ("Did you mean …?"): with
 * introspection off they would give the schema away one guess at a time, so they are dropped
 * (over HTTP Apollo's hideSchemaDetailsFromClientErrors does the same).
 */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean(.+?)\?$/, '');

/**
 * Valid documents by query text, per schema and limits (what Apollo's document store does over
 * HTTP): a thousand viewers subscribing with the same operation parse and validate it once.
 * Bounded by the text's length in all.
 */
const validDocuments = new WeakMap<GraphQLSchema, WeakMap<Limits, LRUCache<string, DocumentNode>>>();

function documentCache(schema: GraphQLSchema, limits: Limits): LRUCache<string, DocumentNode> {
  return cacheOf(
    validDocuments,
    schema,
    limits,
    () => new LRUCache<string, DocumentNode>({ max: 1000, maxSize: 4 * 2 ** 20, sizeCalculation: (_, q) => q.length || 1 }),
  );
}

export function parseAndValidate(
  schema: GraphQLSchema,
  query: unknown,
  limits: Limits,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  if (typeof query !== 'string')
    return { errors: [new GraphQLError('The operation has no query string.', { extensions: { code: 'BAD_REQUEST' } })] };
  const cache = documentCache(schema, limits);
  const known = cache.get(query);
  if (known) return { document: known };
  const result = parseAndValidateAnew(schema, query, limits);
  if ('document' in result && query.length <= 2 ** 20) cache.set(query, result.document);
  return result;
}

function parseAndValidateAnew(
  schema: GraphQLSchema,
  query: string,
  limits: Limits,
): { document: DocumentNode } | { errors: GraphQLError[] } {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: limits.maxTokens });
  } catch (err) {
    const e = err instanceof GraphQLError ? err : new GraphQLError(String(err));
    return {
      errors: [
        new GraphQLError(e.message, {
          nodes: e.nodes,
          source: e.source,
          positions: e.positions,
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        }),
      ],
    };
  }
  const errors = validate(schema, document, [...specifiedRules, ...limitRules(limits)]);
  if (errors.length)
    return {
      errors: errors.map((e) =>
        e.extensions.code
          ? e
          : new GraphQLError(limits.introspection ? e.message : withoutSuggestions(e.message), {
              nodes: e.nodes,
              source: e.source,
              positions: e.positions,
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
      ),
    };
  return { document };
}
