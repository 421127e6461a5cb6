// Queries over HTTP executed by graphql-jit (issue 29: "try graphql-jit for
// reads"): a query is compiled once into a JavaScript function that walks the
// selection set without graphql-js's per-field bookkeeping, and the compiled
// function is kept per document (bounded). The board a viewer draws is about
// 700 objects; graphql-js spends most of that request resolving them one field
// at a time.
//
// Apollo Server 5 has no executor option; its documented way to execute with
// something else is the gateway interface (`gateway.load()` returns the schema
// and an executor), used here with the API's own schema. Parsing, validation
// (the limit rules), the cost gate and every plugin hook still run as before:
// only the execution step is swapped.
//
// What runs where:
//   - mutations over HTTP do not come here: src/api/server.ts sends a document
//     that starts with one to an Apollo server without the gateway (its
//     per-operation wrapping kept every request alive through a scavenge);
//   - mutations and subscriptions, introspection, an operation Apollo could not
//     pick, variables graphql-js refuses, and anything graphql-jit cannot compile:
//     graphql-js's execute, as before, so their answers and errors are the same;
//   - a query seen a third time: graphql-jit (before that, graphql-js: a client
//     sending a new query every time makes the server compile nothing), while
//     the compile budget lasts (2 s of compiling a minute: a client sending
//     many queries three times each cannot keep the server compiling).
//
// What graphql-jit does differently, fixed here so that answers do not change:
//   - type-graphql wraps every union's resolveType in an async function, and
//     graphql-jit takes the promise for the type (an internal error): while a
//     query is compiled, each union answers with type-graphql's own resolveType
//     called synchronously (union-types.ts; the API's schema has them in place
//     already, a schema built otherwise only while compiling);
//   - its errors are its own GraphQLError (no `extensions` when the cause has
//     none, so Apollo's formatting throws and hides the path): each becomes
//     graphql-js's GraphQLError with the same message, locations, path and cause;
//   - it coerces variables with messages of its own and no error code: the
//     variables are checked by graphql-js first, and any it refuses go to
//     graphql-js's execute, which refuses them as before (BAD_USER_INPUT).
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLScalarType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { isPromise, syncTypeResolvers } from './union-types';

type Gateway = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

export type { QueryExecutor } from '../app/config';

export interface JitOptions {
  /** Compiled queries kept (least recently used dropped first). */
  maxCompiled?: number;
  /** Executions of a document by graphql-js before it is compiled. */
  compileAfter?: number;
  /**
   * Milliseconds of compiling allowed per minute (a budget that refills evenly): compiling a query costs what a few
   * executions do, and a client could send many different queries three times each; past the budget they are
   * executed by graphql-js until it refills.
   */
  compileMsPerMinute?: number;
  /** The clock the budget is kept by (ms). */
  now?: () => number;
  /**
   * Told once per document and operation that graphql-jit could not compile, with its reason: such a query still
   * answers (by graphql-js) but has lost the speed, which nothing else would show (a second copy of graphql in a
   * bundle once failed every compile this way, issue 29).
   */
  onNotCompiled?: (reason: string, operationName: string | undefined) => void;
}

/** A compiled query, or why a document is executed by graphql-js. */
type Entry = { seen: number } | { compiled: CompiledQuery } | { fallback: string };

/** Counts of what ran (tests assert that queries did go through graphql-jit). */
export interface JitStats {
  jit: number;
  graphqlJs: number;
  compiled: number;
  /** Compilations put off because the compile budget was spent. */
  putOff: number;
  /** Documents graphql-jit could not compile (executed by graphql-js). */
  notCompiled: number;
}

export interface JitExecutor {
  /** Executes one operation: graphql-jit for a compiled query, graphql-js for the rest. */
  execute(args: {
    document: DocumentNode;
    operation: OperationDefinitionNode | undefined;
    operationName: string | null | undefined;
    variables: Record<string, unknown> | undefined;
    contextValue: unknown;
  }): Promise<ExecutionResult> | ExecutionResult;
  stats: JitStats;
}

/** The fields at the top of an operation that introspect the schema (answered by graphql-js, as they always were). */
const introspects = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some((s) => s.kind === 'Field' && (s.name.value === '__schema' || s.name.value === '__type'));

/**
 * graphql-jit, loaded when the first query is compiled (a query seen a third time), not at start: with the
 * fast-json-stringify and ajv it brings, about a tenth of the modules a start loaded (issue 29).
 */
let graphqlJit: typeof import('graphql-jit') | undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
const loadGraphqlJit = () => (graphqlJit ??= require('graphql-jit') as typeof import('graphql-jit'));

/**
 * Values graphql-js's scalars take as they are (their parseValue returns them unchanged): a variable of one of these
 * types holding such a value is one getVariableValues would not refuse. Anything else (an ID given as a number, an
 * Int out of range) is left to getVariableValues.
 */
const TAKEN_AS_IS = new Map<GraphQLScalarType, (v: unknown) => boolean>([
  [GraphQLString, (v) => typeof v === 'string'],
  [GraphQLID, (v) => typeof v === 'string'],
  [GraphQLBoolean, (v) => typeof v === 'boolean'],
  [GraphQLInt, (v) => typeof v === 'number' && Number.isInteger(v) && v <= 2_147_483_647 && v >= -2_147_483_648],
  [GraphQLFloat, (v) => typeof v === 'number' && Number.isFinite(v)],
]);

type VariableCheck = { name: string; nonNull: boolean; fits: (v: unknown) => boolean };

/**
 * Whether graphql-js would take an operation's variables without a word, told without getVariableValues (its
 * coercion and error objects, about 1 % of a board over HTTP) when every variable is a built-in scalar, or a
 * non-null one, and every value is of that scalar's own kind, or null or missing where that is allowed. False means
 * "not known": getVariableValues decides. The checks are made once per operation (Apollo hands the same document, so
 * the same operation node, to every repeat of a query text).
 */
export function variablesFitAtOnce(
  schema: GraphQLSchema,
): (operation: OperationDefinitionNode, variables: Record<string, unknown>) => boolean {
  const checksOf = new WeakMap<OperationDefinitionNode, VariableCheck[] | null>();
  const checksFor = (operation: OperationDefinitionNode): VariableCheck[] | null => {
    const checks: VariableCheck[] = [];
    for (const d of operation.variableDefinitions ?? []) {
      const named = d.type.kind === Kind.NON_NULL_TYPE ? d.type.type : d.type;
      const fits = named.kind === Kind.NAMED_TYPE ? TAKEN_AS_IS.get(schema.getType(named.name.value) as GraphQLScalarType) : undefined;
      if (!fits) return null;
      checks.push({ name: d.variable.name.value, nonNull: d.type.kind === Kind.NON_NULL_TYPE, fits });
    }
    return checks;
  };
  return (operation, variables) => {
    let checks = checksOf.get(operation);
    if (checks === undefined) checksOf.set(operation, (checks = checksFor(operation)));
    if (!checks) return false;
    for (const c of checks) {
      const v = Object.prototype.hasOwnProperty.call(variables, c.name) ? variables[c.name] : undefined;
      if (v === undefined || v === null ? c.nonNull : !c.fits(v)) return false;
    }
    return true;
  };
}

/** graphql-jit's error as graphql-js's: same message, locations, path and cause (so its code and extensions). */
function asGraphQLError(e: GraphQLError): GraphQLError {
  const original = e.originalError ?? undefined;
  // A located error thrown by a resolver (a GraphQLError with a path) is kept as graphql-js would keep it.
  if (original instanceof GraphQLError && original.path && original.constructor === GraphQLError) return original;
  const converted = new GraphQLError(e.message, { path: e.path, originalError: original });
  if (e.locations?.length) Object.assign(converted, { locations: e.locations });
  return converted;
}

export function jitExecutor(schema: GraphQLSchema, opts: JitOptions = {}): JitExecutor {
  const typeResolvers = syncTypeResolvers(schema);
  const compileAfter = opts.compileAfter ?? 2;
  // Keyed by the document object: Apollo hands the same DocumentNode to every repeat of a query text (its document
  // store), and an operation name picks one operation of it.
  const entries = new LRUCache<DocumentNode, Map<string, Entry>>({ max: opts.maxCompiled ?? 500 });
  const stats: JitStats = { jit: 0, graphqlJs: 0, compiled: 0, putOff: 0, notCompiled: 0 };
  const notCompiled = (reason: string, operationName: string | null | undefined): Entry => {
    stats.notCompiled++;
    opts.onNotCompiled?.(reason, operationName ?? undefined);
    return { fallback: reason };
  };
  const variablesFit = variablesFitAtOnce(schema);
  const now = opts.now ?? (() => performance.now());
  const perMinute = opts.compileMsPerMinute ?? 2000;
  let budget = perMinute;
  let refilled = now();
  /** Whether compiling may start now (the budget refilled for the time since it was last looked at). */
  const mayCompile = () => {
    const t = now();
    budget = Math.min(perMinute, budget + ((t - refilled) * perMinute) / 60_000);
    refilled = t;
    return budget > 0;
  };

  function compile(document: DocumentNode, operationName: string | null | undefined): Entry {
    const { compileQuery, isCompiledQuery } = loadGraphqlJit(); // before the clock starts: loading is not compiling
    // graphql-jit reads each union's resolveType while it compiles: the synchronous ones are in place meanwhile (the
    // API's schema has them always, union-types.ts; any other schema is left as it was built).
    const saved = [...typeResolvers.keys()].map((t) => [t, t.resolveType] as const);
    for (const [type, resolve] of typeResolvers) type.resolveType = resolve;
    const started = now();
    try {
      const compiled = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(compiled)) return notCompiled(compiled.errors?.[0]?.message ?? 'not compiled', operationName);
      stats.compiled++;
      return { compiled };
    } catch (err) {
      return notCompiled(err instanceof Error ? err.message : String(err), operationName);
    } finally {
      for (const [type, resolve] of saved) type.resolveType = resolve;
      budget -= now() - started;
    }
  }

  function compiledFor(document: DocumentNode, operation: OperationDefinitionNode, operationName: string | null | undefined) {
    if (operation.operation !== 'query' || introspects(operation)) return undefined;
    let byName = entries.get(document);
    if (!byName) entries.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key) ?? { seen: 0 };
    if ('seen' in entry && ++entry.seen > compileAfter) {
      if (mayCompile()) entry = compile(document, operationName);
      else stats.putOff++;
    }
    byName.set(key, entry);
    return 'compiled' in entry ? entry.compiled : undefined;
  }

  const byGraphqlJs = (args: Parameters<JitExecutor['execute']>[0]) => {
    stats.graphqlJs++;
    return execute({
      schema,
      document: args.document,
      contextValue: args.contextValue,
      variableValues: args.variables,
      operationName: args.operationName,
    });
  };

  return {
    stats,
    execute(args) {
      const compiled = args.operation && compiledFor(args.document, args.operation, args.operationName);
      if (!compiled || !args.operation) return byGraphqlJs(args);
      const variables = args.variables ?? {};
      if (
        !variablesFit(args.operation, variables) &&
        getVariableValues(schema, args.operation.variableDefinitions ?? [], variables, { maxErrors: 50 }).errors
      )
        return byGraphqlJs(args);
      const finish = (result: ExecutionResult): ExecutionResult | Promise<ExecutionResult> => {
        // No data: graphql-jit refused the variables graphql-js took (it has not run anything): graphql-js decides.
        if (!('data' in result)) return byGraphqlJs(args);
        // errors before data, as graphql-js orders them, so the answer's JSON is the same byte for byte.
        return result.errors ? { errors: result.errors.map(asGraphQLError), data: result.data } : result;
      };
      stats.jit++;
      const result = compiled.query(undefined, args.contextValue, variables);
      return isPromise(result) ? Promise.resolve(result).then(finish) : finish(result);
    },
  };
}

/** The gateway Apollo Server 5 takes to execute with `executor` (schema mode otherwise). */
export function jitGateway(schema: GraphQLSchema, executor: JitExecutor): Gateway {
  let onLoad: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  const run: GatewayExecutor = async (request) =>
    executor.execute({
      document: request.document,
      // Apollo types it as always set; it is not when no operation could be picked (graphql-js then says why).
      operation: request.operation as OperationDefinitionNode | undefined,
      operationName: request.request.operationName ?? request.operationName,
      variables: request.request.variables,
      contextValue: request.context,
    });
  return {
    onSchemaLoadOrUpdate(callback) {
      onLoad = callback;
      return () => (onLoad = undefined);
    },
    async load() {
      // The supergraph SDL is for Apollo's schema reporting (not used): the API's schema is not a supergraph.
      onLoad?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor: run };
    },
    async stop() {},
  };
}
