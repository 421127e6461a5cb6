// Imports the TripleA reference game files (facts only: names, adjacency,
// numbers, setup, objectives) into this project's own ruleset data
// (src/rules/rulesets/<id>/ruleset.json), and each board's map geometry
// (src/rules/rulesets/<board>/map.json, for frontends). The engine reads only
// that JSON.
//
//   npx ts-node --transpile-only tools/import-rulesets.ts [referenceDir]
//
// referenceDir defaults to ../shared/reference (the shared folder beside the
// repository). Output is deterministic: re-running gives identical bytes.
//
// The parts live in tools/import-rulesets/: xml.ts (reading a game file),
// board.ts and units.ts (what every game file encodes), conditions.ts
// (objective conditions), pacific-1940*.ts and pacific-2001*.ts (each game),
// rulesets.ts (which file each ruleset comes from), map-geometry.ts (board
// outlines and labels) and serialize.ts.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { BoardMap } from '../src/rules';
import type { RulesetData } from '../src/rules';
import { MAP_SOURCES, importBoardMap, mapFilePaths } from './import-rulesets/map-geometry';
import { RULESET_SOURCES, importRuleset } from './import-rulesets/rulesets';
import { mapJsonPath, rulesetJsonPath, serialize, serializeMap } from './import-rulesets/serialize';

export { describe } from './import-rulesets/conditions';
export { RULESET_SOURCES, importRuleset, type ImportOptions, type RulesetSource } from './import-rulesets/rulesets';
export { rulesetJsonPath, serialize, mapJsonPath, serializeMap } from './import-rulesets/serialize';
export { MAP_SOURCES, importBoardMap, type MapSource } from './import-rulesets/map-geometry';

/** Imports every ruleset from a reference folder. */
export function importAll(referenceDir: string): Map<string, RulesetData> {
  const out = new Map<string, RulesetData>();
  for (const s of RULESET_SOURCES) {
    const bytes = fs.readFileSync(path.join(referenceDir, s.file));
    out.set(s.id, importRuleset(bytes, s.id));
  }
  return out;
}

/**
 * Imports every board's map from a reference folder. `territoryNames` gives a
 * ruleset's territory names (the rulesets just imported, or the committed ones);
 * every ruleset on a board must have the same names.
 */
export function importAllMaps(referenceDir: string, territoryNames: (rulesetId: string) => string[]): Map<string, BoardMap> {
  const out = new Map<string, BoardMap>();
  for (const source of MAP_SOURCES) {
    const [first, ...others] = source.rulesets.map(territoryNames);
    for (const [i, names] of others.entries()) {
      if (names.join('\u0000') !== first.join('\u0000'))
        throw new Error(`${source.rulesets[i + 1]} is not on the same board as ${source.rulesets[0]}`);
    }
    const files = mapFilePaths(source);
    const read = (f: string) => fs.readFileSync(path.join(referenceDir, f));
    out.set(
      source.board,
      importBoardMap({ polygons: read(files.polygons), centers: read(files.centers), properties: read(files.properties) }, source, first),
    );
  }
  return out;
}

function main(argv: string[]): void {
  const repoRoot = path.resolve(__dirname, '..');
  const referenceDir = path.resolve(argv[0] ?? path.join(repoRoot, '..', 'shared', 'reference'));
  if (!fs.existsSync(referenceDir)) {
    console.error(`reference folder not found: ${referenceDir}`);
    process.exit(1);
  }
  const rulesets = importAll(referenceDir);
  for (const [id, data] of rulesets) {
    const file = rulesetJsonPath(repoRoot, id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, serialize(data));
    console.log(
      `${id}: ${data.territories.length} territories, ${data.connections.length} connections, ` +
        `${data.units.length} units, ${data.setup.length} setup rows, ${data.nationalObjectives.length} objectives -> ${path.relative(repoRoot, file)}`,
    );
  }
  const names = (id: string) => rulesets.get(id)!.territories.map((t) => t.name);
  for (const [board, map] of importAllMaps(referenceDir, names)) {
    const file = mapJsonPath(repoRoot, board);
    const bytes = serializeMap(map);
    fs.writeFileSync(file, bytes);
    console.log(
      `${board} map: ${map.width}x${map.height}, ${map.territories.length} territories, ${bytes.length} bytes -> ${path.relative(repoRoot, file)}`,
    );
  }
}

if (require.main === module) main(process.argv.slice(2));
