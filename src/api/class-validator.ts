// The parts of class-validator the API uses, each from its own file. The package's
// index loads every decorator it has, and with them all of validator.js and
// libphonenumber-js's metadata: 321 modules, about a quarter of the server's start
// (issue 29), for the 18 decorators and the validator used here (37 modules).
// class-validator has no `exports` map, so its files are public paths; the types
// are the package's own. test/api/class-validator-parts.test.ts checks that each
// value here is the one the package's index exports, so an upgrade that moves a
// file fails there, not at a client. Import class-validator's parts from here.
// Each file is named in full, so that the server's bundle (tools/bundle.js) carries
// these files and not the index.
/* eslint-disable @typescript-eslint/no-require-imports -- one file of the package each, see above */
import type * as ClassValidator from 'class-validator';

type CV = typeof ClassValidator;
const part = <K extends keyof CV>(file: unknown, name: K): CV[K] => (file as CV)[name];

export type { ValidationError, ValidatorOptions } from 'class-validator';

export const ArrayMaxSize = part(require('class-validator/cjs/decorator/array/ArrayMaxSize'), 'ArrayMaxSize');
export const ArrayMinSize = part(require('class-validator/cjs/decorator/array/ArrayMinSize'), 'ArrayMinSize');
export const IsArray = part(require('class-validator/cjs/decorator/typechecker/IsArray'), 'IsArray');
export const IsBoolean = part(require('class-validator/cjs/decorator/typechecker/IsBoolean'), 'IsBoolean');
export const IsEnum = part(require('class-validator/cjs/decorator/typechecker/IsEnum'), 'IsEnum');
export const IsIn = part(require('class-validator/cjs/decorator/common/IsIn'), 'IsIn');
export const IsInt = part(require('class-validator/cjs/decorator/typechecker/IsInt'), 'IsInt');
export const IsNumber = part(require('class-validator/cjs/decorator/typechecker/IsNumber'), 'IsNumber');
export const IsObject = part(require('class-validator/cjs/decorator/typechecker/IsObject'), 'IsObject');
export const IsOptional = part(require('class-validator/cjs/decorator/common/IsOptional'), 'IsOptional');
export const IsString = part(require('class-validator/cjs/decorator/typechecker/IsString'), 'IsString');
export const IsUUID = part(require('class-validator/cjs/decorator/string/IsUUID'), 'IsUUID');
export const Length = part(require('class-validator/cjs/decorator/string/Length'), 'Length');
export const Matches = part(require('class-validator/cjs/decorator/string/Matches'), 'Matches');
export const Max = part(require('class-validator/cjs/decorator/number/Max'), 'Max');
export const MaxLength = part(require('class-validator/cjs/decorator/string/MaxLength'), 'MaxLength');
export const Min = part(require('class-validator/cjs/decorator/number/Min'), 'Min');
export const ValidateNested = part(require('class-validator/cjs/decorator/common/ValidateNested'), 'ValidateNested');

export const getMetadataStorage = part(require('class-validator/cjs/metadata/MetadataStorage'), 'getMetadataStorage');

const getFromContainer = part(require('class-validator/cjs/container'), 'getFromContainer');
const Validator = part(require('class-validator/cjs/validation/Validator'), 'Validator');

/** class-validator's validateSync (the index's own is this call, for an object rather than a schema name). */
export const validateSync = (object: object, options?: ClassValidator.ValidatorOptions): ClassValidator.ValidationError[] =>
  getFromContainer(Validator).validateSync(object, options);
