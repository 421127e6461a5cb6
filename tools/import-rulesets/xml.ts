// Reading a TripleA game file: the parsed XML tree, its attachments and their
// options, and the small helpers every edition's importer uses. No game facts
// are decided here.
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

export type XNode = Record<string, unknown>;

/** Byte-order string comparison (locale-independent, so output is deterministic). */
export const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function kids(node: unknown, tag: string): XNode[] {
  if (!node || typeof node !== 'object') return [];
  const v = (node as XNode)[tag];
  return Array.isArray(v) ? (v as XNode[]) : [];
}
export function kid(node: unknown, tag: string): XNode {
  const k = kids(node, tag);
  if (k.length !== 1) throw new Error(`expected one <${tag}>, found ${k.length}`);
  return k[0];
}
export function attr(node: XNode, name: string): string | undefined {
  const v = node[`@_${name}`];
  return v === undefined ? undefined : String(v);
}
export function reqAttr(node: XNode, name: string): string {
  const v = attr(node, name);
  if (v === undefined) throw new Error(`missing attribute ${name}`);
  return v;
}
export const splitList = (v: string): string[] => v.split(':').filter((s) => s.length > 0);
export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface XOption {
  name: string;
  value: string;
  count?: string;
}
export interface XAttachment {
  name: string;
  attachTo: string;
  type: string;
  options: XOption[];
}

/** The last option of that name (TripleA lets a later option override an earlier one). */
export function opt(a: XAttachment, name: string): XOption | undefined {
  const all = a.options.filter((o) => o.name === name);
  return all[all.length - 1];
}
export const optValue = (a: XAttachment, name: string) => opt(a, name)?.value;
export const optBool = (a: XAttachment, name: string) => optValue(a, name) === 'true';
export function optNum(a: XAttachment, name: string): number | null {
  const v = optValue(a, name);
  if (v === undefined) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`${a.name}/${a.attachTo}: option ${name} is not a number: ${v}`);
  return n;
}

/** A parsed game file. */
export interface GameFile {
  /** SHA-256 of the file's bytes. */
  sourceHash: string;
  /** The <game> element. */
  game: XNode;
  /** The <initialize> element. */
  initialize: XNode;
  attachments: XAttachment[];
  attachmentsNamed(name: string, attachTo?: string): XAttachment[];
  /** The one attachment of that name; throws if there are none or several. */
  attachmentByName(name: string): XAttachment;
  /** The value of a <property> in the propertyList, if present. */
  property(name: string): string | undefined;
}

export function parseGameFile(xml: string | Buffer): GameFile {
  const bytes = typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml;
  const sourceHash = createHash('sha256').update(bytes).digest('hex');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (_name: string, _jpath: unknown, _isLeaf: boolean, isAttribute: boolean) => !isAttribute,
  });
  const doc = parser.parse(bytes.toString('utf8')) as XNode;
  const game = kid(doc, 'game');

  const attachments: XAttachment[] = kids(kid(game, 'attachmentList'), 'attachment').map((a) => ({
    name: reqAttr(a, 'name'),
    attachTo: reqAttr(a, 'attachTo'),
    type: reqAttr(a, 'type'),
    options: kids(a, 'option').map((o) => {
      const count = attr(o, 'count');
      return { name: reqAttr(o, 'name'), value: attr(o, 'value') ?? '', ...(count !== undefined ? { count } : {}) };
    }),
  }));
  const properties = new Map<string, string>();
  for (const list of kids(game, 'propertyList')) {
    for (const p of kids(list, 'property')) {
      const value = attr(p, 'value');
      if (value !== undefined) properties.set(reqAttr(p, 'name'), value);
    }
  }
  return {
    sourceHash,
    game,
    initialize: kid(game, 'initialize'),
    attachments,
    attachmentsNamed: (name, attachTo) => attachments.filter((a) => a.name === name && (attachTo === undefined || a.attachTo === attachTo)),
    attachmentByName: (name) => {
      const all = attachments.filter((a) => a.name === name);
      if (all.length !== 1) throw new Error(`expected one attachment named ${name}, found ${all.length}`);
      return all[0];
    },
    property: (name) => properties.get(name),
  };
}
