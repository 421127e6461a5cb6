// Input validation (class-validator), handed to type-graphql as its validateFn.
// It does what type-graphql's own validation did with the settings the schema
// gave it (it skips missing properties unless told not to), but with
// class-validator imported once: type-graphql's own validation require()s
// class-validator again for every argument it validates, which cost about 3 %
// of the server's time under a load of mutations (docs/performance.md).
import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';

const OPTIONS: ValidatorOptions = {
  forbidUnknownValues: true,
  skipMissingProperties: true,
  // Errors do not echo the input back (STACK.md).
  validationError: { target: false, value: false },
};

const isObject = (x: unknown): x is object => x !== null && typeof x === 'object';

/** Validates an argument that is an object (an input class instance) or a list of them; other values pass. */
export async function validateInput(argValue: unknown): Promise<void> {
  if (!isObject(argValue)) return;
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.filter(isObject).map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(argValue, OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
}
