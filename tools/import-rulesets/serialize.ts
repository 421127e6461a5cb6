// Where the importer writes, and the exact bytes it writes: pretty JSON with a
// final newline, so that a re-import is byte-identical and diffs stay readable.
// Rulesets go to rulesets/<id>/ruleset.json, board maps to rulesets/<board>/map.json.
import * as path from 'node:path';
import type { BoardMap } from '../../src/rules';
import type { RulesetData } from '../../src/rules';

/** The exact bytes written for a ruleset. */
export const serialize = (data: RulesetData): string => `${JSON.stringify(data, null, 2)}\n`;

export const rulesetJsonPath = (repoRoot: string, id: string) => path.join(repoRoot, 'src', 'rules', 'rulesets', id, 'ruleset.json');

/** The exact bytes written for a board's map. */
export const serializeMap = (map: BoardMap): string => `${JSON.stringify(map, null, 2)}\n`;

export const mapJsonPath = (repoRoot: string, board: string) => path.join(repoRoot, 'src', 'rules', 'rulesets', board, 'map.json');
