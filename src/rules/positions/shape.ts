// Shape checks against the JSON Schemas (ajv), turned into position problems
// with readable paths: territories["Java"].units[1].type.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { editsSchema, positionSchema } from './schema';
import type { PositionProblem, PositionProblemCode } from './types';

/** Objects whose keys are names (territories, powers, unit types): their keys are written ["..."]. */
const MAPS = new Set([
  'territories',
  'pus',
  'victoryPoints',
  'bombingDamage',
  'bombingCounted',
  'tokens',
  'purchased',
  'heldPurchases',
  'placedThrough',
]);

/** Appends a key or index to a path, the way the problems write them. */
export function at(path: string, key: string | number, parentIsMap = false): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (parentIsMap || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path ? `${path}.${key}` : key;
}

/** Turns an ajv JSON pointer (plus an extra key) into a problem path, walking the data to tell lists from objects. */
function pathOf(root: unknown, instancePath: string, prefix: string, extra?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) segments.push(extra);
  let path = prefix;
  let value: unknown = root;
  let parentKey: string | null = null;
  for (const s of segments) {
    if (Array.isArray(value)) {
      path = at(path, Number(s));
      value = value[Number(s)];
    } else {
      path = at(path, s, parentKey !== null && MAPS.has(parentKey));
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[s] : undefined;
      parentKey = s;
    }
  }
  return path || '$';
}

function codeOf(e: ErrorObject, path: string): PositionProblemCode {
  const last = path
    .replace(/\[[^\]]*\]$/, '')
    .split('.')
    .pop();
  if (path === 'format') return 'UNSUPPORTED_FORMAT';
  if (e.keyword === 'enum' && path === 'phase') return 'UNKNOWN_PHASE';
  if (e.keyword === 'enum' && last === 'kind') return 'UNKNOWN_RELATION';
  const numeric = ['minimum', 'maximum', 'multipleOf'].includes(e.keyword) || (e.keyword === 'type' && e.params.type === 'integer');
  if (numeric && /(^|\.)count$/.test(path)) return 'INVALID_COUNT';
  if (numeric) return 'INVALID_NUMBER';
  return 'INVALID_SHAPE';
}

function messageOf(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return `${e.params.missingProperty} is required.`;
    case 'additionalProperties':
      return `"${e.params.additionalProperty}" is not a field here.`;
    case 'const':
      return `must be ${JSON.stringify(e.params.allowedValue)}.`;
    case 'enum':
      return `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    case 'discriminator':
      return 'op must be one of addUnits, removeUnits, setOwner, setPUs, setDamage, setRelation, setKamikaze.';
    default:
      return `${e.message ?? 'is not valid'}.`;
  }
}

let compiled: { position: ValidateFunction; edits: ValidateFunction } | null = null;

function validators() {
  if (!compiled) {
    // ajv is loaded when a position is first checked, not with the rules: a server's start does not need its 68
    // modules (issue 29).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
    const Ajv = (require('ajv') as typeof import('ajv')).default;
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, discriminator: true });
    compiled = { position: ajv.compile(positionSchema), edits: ajv.compile(editsSchema) };
  }
  return compiled;
}

function problems(root: unknown, errors: ErrorObject[] | null | undefined, prefix: string): PositionProblem[] {
  const out: PositionProblem[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    // oneOf reports a summary besides the branch's own errors; the discriminator picks the branch, so skip the summary.
    if (e.keyword === 'oneOf') continue;
    const extra =
      e.keyword === 'required'
        ? e.params.missingProperty
        : e.keyword === 'additionalProperties'
          ? e.params.additionalProperty
          : e.keyword === 'discriminator'
            ? e.params.tag
            : undefined;
    const path = pathOf(root, e.instancePath, prefix, extra);
    const p: PositionProblem = { path, code: codeOf(e, path), message: messageOf(e) };
    const key = `${p.path}|${p.code}|${p.message}`;
    if (!seen.has(key)) out.push(p);
    seen.add(key);
  }
  return out;
}

/** Shape problems of a position document (empty: it has the documented shape). */
export function positionShapeProblems(doc: unknown): PositionProblem[] {
  const v = validators().position;
  return v(doc) ? [] : problems(doc, v.errors, '');
}

/** Shape problems of a list of edits; paths start with edits[i]. */
export function editsShapeProblems(edits: unknown): PositionProblem[] {
  const v = validators().edits;
  return v(edits) ? [] : problems(edits, v.errors, 'edits');
}
