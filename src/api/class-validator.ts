// The parts of class-validator the API uses, each from its own file. The package's
// index loads every decorator it has, and with them all of validator.js and
// libphonenumber-js's metadata: 321 modules, about a quarter of the server's start
// (issue 29), for the 18 decorators and the validator used here (37 modules).
// class-validator has no `exports` map, so its files are public paths; the types
// are the package's own. test/api/class-validator-parts.test.ts checks that each
// value here is the one the package's index exports, so an upgrade that moves a
// file fails there, not at a client. Import class-validator's parts from here.
/* eslint-disable @typescript-eslint/no-require-imports -- one file of the package each, see above */
import type * as ClassValidator from 'class-validator';

type CV = typeof ClassValidator;
const part = <K extends keyof CV>(file: string, name: K): CV[K] => (require(`class-validator/cjs/${file}`) as CV)[name];

export type { ValidationError, ValidatorOptions } from 'class-validator';

export const ArrayMaxSize = part('decorator/array/ArrayMaxSize', 'ArrayMaxSize');
export const ArrayMinSize = part('decorator/array/ArrayMinSize', 'ArrayMinSize');
export const IsArray = part('decorator/typechecker/IsArray', 'IsArray');
export const IsBoolean = part('decorator/typechecker/IsBoolean', 'IsBoolean');
export const IsEnum = part('decorator/typechecker/IsEnum', 'IsEnum');
export const IsIn = part('decorator/common/IsIn', 'IsIn');
export const IsInt = part('decorator/typechecker/IsInt', 'IsInt');
export const IsNumber = part('decorator/typechecker/IsNumber', 'IsNumber');
export const IsObject = part('decorator/typechecker/IsObject', 'IsObject');
export const IsOptional = part('decorator/common/IsOptional', 'IsOptional');
export const IsString = part('decorator/typechecker/IsString', 'IsString');
export const IsUUID = part('decorator/string/IsUUID', 'IsUUID');
export const Length = part('decorator/string/Length', 'Length');
export const Matches = part('decorator/string/Matches', 'Matches');
export const Max = part('decorator/number/Max', 'Max');
export const MaxLength = part('decorator/string/MaxLength', 'MaxLength');
export const Min = part('decorator/number/Min', 'Min');
export const ValidateNested = part('decorator/common/ValidateNested', 'ValidateNested');

export const getMetadataStorage = part('metadata/MetadataStorage', 'getMetadataStorage');

const getFromContainer = part('container', 'getFromContainer');
const Validator = part('validation/Validator', 'Validator');

/** class-validator's validateSync (the index's own is this call, for an object rather than a schema name). */
export const validateSync = (object: object, options?: ClassValidator.ValidatorOptions): ClassValidator.ValidationError[] =>
  getFromContainer(Validator).validateSync(object, options);
