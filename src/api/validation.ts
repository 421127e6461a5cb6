// Input validation (class-validator), handed to type-graphql as its validateFn.
// It does what type-graphql's own validation did with the settings the schema
// gave it (it skips missing properties unless told not to), but with
// class-validator imported once: type-graphql's own validation require()s
// class-validator again for every argument it validates, which cost about 3 %
// of the server's time under a load of mutations (docs/performance.md).
import { getMetadataStorage, validateSync, type ValidationError, type ValidatorOptions } from './class-validator';
import { GraphQLError } from 'graphql';

const OPTIONS: ValidatorOptions = {
  forbidUnknownValues: true,
  skipMissingProperties: true,
  // Errors do not echo the input back (STACK.md).
  validationError: { target: false, value: false },
};

/**
 * class-validator looks up an input class's constraints afresh for every object it validates: it filters the
 * class's own, then walks every class it knows (every input type of the schema, about a hundred) for the ones
 * inherited (each command input inherits its commandId, gameId and seatToken), and groups them by property. That
 * was a third of validating an endPhase's input (issue 29). The answer depends only on the class and on metadata
 * registered at import (the decorators), so it is kept per class, and dropped whenever a constraint is registered
 * later. Only the lookups made with these OPTIONS (no groups, no schema, `always` off) are kept; the arrays kept are
 * ones class-validator only reads.
 */
function cacheConstraintLookups(): void {
  type Storage = ReturnType<typeof getMetadataStorage>;
  type Lookup = Storage['getTargetValidationMetadatas'];
  const storage: Storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group: Storage['groupByPropertyName'] = storage.groupByPropertyName.bind(storage);
  const add: Storage['addValidationMetadata'] = storage.addValidationMetadata.bind(storage);
  const byClass = new Map<unknown, ReturnType<Lookup>>();
  // The groups of the arrays kept above (keyed by the array, which is what class-validator hands back).
  const grouped = new WeakMap<ReturnType<Lookup>, ReturnType<Storage['groupByPropertyName']>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (schema || always || strictGroups || groups?.length) return lookup(target, schema, always, strictGroups, groups);
    let found = byClass.get(target);
    if (!found) {
      found = lookup(target, schema, always, strictGroups, groups);
      byClass.set(target, found);
      grouped.set(found, group(found));
    }
    return found;
  };
  storage.groupByPropertyName = (metadata) => grouped.get(metadata) ?? group(metadata);
  storage.addValidationMetadata = (metadata) => {
    byClass.clear();
    add(metadata);
  };
}
cacheConstraintLookups();

const isObject = (x: unknown): x is object => x !== null && typeof x === 'object';

type Metadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

const isPromiseLike = (x: unknown): boolean => x !== null && typeof x === 'object' && typeof (x as { then?: unknown }).then === 'function';

/**
 * Whether class-validator, with OPTIONS, would find nothing wrong with `object`: true only when every constraint it
 * would check is one this walk checks as it does (each property's conditions, such as IsOptional, then, for a value
 * that is present, each constraint's own validate with the arguments class-validator passes); undefined for anything
 * else (a failed constraint, nested or `each` validation, IsDefined, no constraints at all), which class-validator then
 * validates itself, for its errors. A command's input passes here without class-validator's error objects, made for
 * every property and thrown away when empty (issue 29: they were most of validating an endPhase's input).
 */
export function passesAtOnce(object: object): true | undefined {
  const storage = getMetadataStorage();
  // The lookup class-validator's executor makes with OPTIONS (kept per class, above).
  const metadatas = storage.getTargetValidationMetadatas(object.constructor, undefined as unknown as string, false, false, undefined);
  if (!metadatas.length) return undefined;
  const grouped = storage.groupByPropertyName(metadatas) as Record<string, Metadata[]>;
  for (const property of Object.keys(grouped)) {
    const value = (object as Record<string, unknown>)[property];
    const list = grouped[property];
    let applies = true;
    let nested = false;
    for (const m of list) {
      if (m.type === 'conditionalValidation') applies = (m.constraints[0] as (o: object, v: unknown) => boolean)(object, value) && applies;
      else if (m.type === 'nestedValidation') nested = true;
      else if (m.type !== 'customValidation' || m.each || m.validateIf) return undefined;
    }
    // class-validator checks neither a property's constraints nor what is nested in it when its conditions (IsOptional)
    // skip it or it is missing (skipMissingProperties): an absent optional nested input, such as a board's atPhase
    // (ReplayArgs) on every board asked by atEvent, passes here instead of going through class-validator (issue 29).
    if (!applies || value === null || value === undefined) continue; // skipMissingProperties
    if (nested) return undefined; // a nested input present: class-validator validates it
    if (value instanceof Promise) return undefined;
    for (const m of list) {
      if (m.type !== 'customValidation') continue;
      for (const c of storage.getTargetValidatorConstraints(m.constraintCls)) {
        if (c.async) return undefined;
        const args = { targetName: object.constructor?.name, property: m.propertyName, object, value, constraints: m.constraints };
        const valid: unknown = c.instance.validate(value, args);
        if (!valid || isPromiseLike(valid)) return undefined;
      }
    }
  }
  return true;
}

/**
 * Validates an argument that is an object (an input class instance) or a list of them; other values pass. By
 * class-validator's synchronous executor: every constraint of the API's inputs is one of its own, synchronous ones (a
 * custom asynchronous one would be skipped there: test/api/validation-cache.test.ts fails on one), so the errors are
 * those validateOrReject gives, without its promises per argument and per item (issue 29). An input that passesAtOnce
 * is not given to it at all.
 */
export function validateInput(argValue: unknown): void {
  if (!isObject(argValue)) return;
  // A list: the first item that fails, as validateOrReject's Promise.all refused with.
  for (const item of Array.isArray(argValue) ? argValue : [argValue]) {
    if (!isObject(item) || passesAtOnce(item)) continue;
    const errors = validateSync(item, OPTIONS);
    if (errors.length) throw validationFailed(errors);
  }
}

/** Each failed constraint with the path of its field (units[0].count), flattened from class-validator's tree. */
export function failedFields(errors: ValidationError[], prefix = ''): { field: string; constraints: Record<string, string> }[] {
  return errors.flatMap((e) => {
    const field = /^\d+$/.test(e.property) ? `${prefix}[${e.property}]` : prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints && Object.keys(e.constraints).length ? [{ field, constraints: e.constraints }] : [];
    return [...own, ...failedFields(e.children ?? [], field)];
  });
}

/**
 * A BAD_USER_INPUT error whose message names every field that failed and the constraint it broke
 * ("Invalid input: units[0].count: count must not be greater than 1000"), not class-validator's
 * "Argument Validation Error". `validationErrors` keeps the raw shape (property, constraints, children).
 */
export function validationFailed(errors: ValidationError[]): GraphQLError {
  const fields = failedFields(errors);
  const message = fields.length
    ? 'Invalid input: ' + fields.map((f) => `${f.field}: ${Object.values(f.constraints).join(', ')}`).join('; ')
    : 'Invalid input: an unexpected value.';
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields, validationErrors: errors } });
}
