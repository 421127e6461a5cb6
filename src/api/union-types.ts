// The API's unions answer their type at once. type-graphql wraps every union's
// resolveType in an async function, so graphql-js waits a promise (and a turn)
// for the type of every union answer (every command's result is one); graphql-jit
// cannot take a promise at all. The resolveType given to createUnionType is
// synchronous for each of the API's unions: called directly, it gives the same
// type without the wait (issue 29).
import { isUnionType, type GraphQLSchema, type GraphQLTypeResolver, type GraphQLUnionType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

export const isPromise = (x: unknown): x is PromiseLike<unknown> =>
  x !== null && typeof x === 'object' && typeof (x as PromiseLike<unknown>).then === 'function';

/**
 * A synchronous resolveType per union, from type-graphql's metadata: the function given to createUnionType, its
 * answer (a class or a type name) turned into the type name as type-graphql's own wrapper does.
 */
export function syncTypeResolvers(schema: GraphQLSchema): Map<GraphQLUnionType, GraphQLTypeResolver<unknown, unknown>> {
  const metadata = getMetadataStorage();
  const nameOf = new Map(metadata.objectTypes.map((o) => [o.target, o.name]));
  const resolvers = new Map<GraphQLUnionType, GraphQLTypeResolver<unknown, unknown>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isUnionType(type)) continue;
    const union = metadata.unions.find((u) => u.name === type.name);
    const own = union?.resolveType;
    if (!own) continue; // type-graphql's default (instanceof) is synchronous already
    resolvers.set(type, (value, context, info, abstract) => {
      const answer = own(value, context, info, abstract);
      if (isPromise(answer)) throw new Error(`The resolveType of union ${type.name} is asynchronous; the API's unions answer at once`);
      if (!answer || typeof answer === 'string') return answer ?? undefined;
      return nameOf.get(answer);
    });
  }
  return resolvers;
}

/** Puts the synchronous resolveType of every union in place in `schema` (built by type-graphql). */
export function resolveUnionsAtOnce(schema: GraphQLSchema): GraphQLSchema {
  for (const [type, resolve] of syncTypeResolvers(schema)) type.resolveType = resolve;
  return schema;
}
