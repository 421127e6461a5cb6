// Which reference file each ruleset comes from, and the importer for each.
import type { RulesetData } from '../../src/rules';
import { importPacific1940, isPacific1940 } from './pacific-1940';
import { importPacific2001, isPacific2001 } from './pacific-2001';
import { parseGameFile } from './xml';

export interface RulesetSource {
  id: string;
  /** The game file, relative to the reference folder. */
  file: string;
  name: string;
}

/** The reference files each ruleset comes from, relative to the reference folder. */
export const RULESET_SOURCES: ReadonlyArray<RulesetSource> = [
  { id: 'pacific-1940', file: 'pacific-1940/ww2pac40.xml', name: 'Pacific 1940 (1st edition)' },
  { id: 'pacific-1940-2e', file: 'pacific-1940/ww2pac40_2nd_edition.xml', name: 'Pacific 1940 (2nd edition)' },
  { id: 'pacific-2001', file: 'pacific-2001/pacific.xml', name: 'Axis & Allies Pacific (2001)' },
];

/** What an edition's importer is told about the ruleset it makes. */
export interface RulesetIdentity {
  id: string;
  name: string;
  /** Source path recorded in the data. */
  source: string;
}

export interface ImportOptions {
  /** Display name; defaults to the RULESET_SOURCES name. */
  name?: string;
  /** Source path recorded in the data; defaults to "reference/<file>". */
  source?: string;
}

/** Turns one TripleA game file into this project's ruleset data. Pure. */
export function importRuleset(xml: string | Buffer, id: string, options: ImportOptions = {}): RulesetData {
  const known = RULESET_SOURCES.find((s) => s.id === id);
  if (!known) throw new Error(`importRuleset: unknown ruleset id "${id}"`);
  const identity = { id, name: options.name ?? known.name, source: options.source ?? `reference/${known.file}` };
  const file = parseGameFile(xml);
  if (isPacific1940(id)) return importPacific1940(file, identity);
  if (isPacific2001(id)) return importPacific2001(file, identity);
  throw new Error(`importRuleset: no importer for ruleset id "${id}"`);
}
