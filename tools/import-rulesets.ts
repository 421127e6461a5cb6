// Imports the TripleA reference game files (facts only: names, adjacency,
// numbers, setup, objectives) into this project's own ruleset data
// (src/rules/rulesets/<id>/ruleset.json), and each board's map geometry
// (src/rules/rulesets/<board>/map.json, for frontends). The engine reads only
// that JSON.
//
//   npm run import-rulesets   (npx ts-node --transpile-only tools/import-rulesets.ts --help)
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
import type { Command } from 'commander';
import type { BoardMap } from '../src/rules';
import type { RulesetData } from '../src/rules';
import { CliError, EXIT, cliProgram, oneLine, runCli } from '../src/cli/cli';
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

/** Imports every ruleset and board map from `referenceDir` and writes them under `repoRoot`'s src/rules/rulesets/. */
function importInto(referenceDir: string, repoRoot: string): void {
  if (!fs.existsSync(referenceDir)) throw new CliError(`reference folder not found: ${referenceDir}`);
  if (!fs.statSync(referenceDir).isDirectory()) throw new CliError(`${referenceDir} is not a folder`);
  const within = (what: string, run: () => unknown) => {
    try {
      return run();
    } catch (err) {
      // A reference file that is missing or malformed: name the file, never a stack.
      const code = (err as NodeJS.ErrnoException).code;
      const file = (err as NodeJS.ErrnoException).path;
      if (code === 'ENOENT') throw new CliError(`${what}: ${file ?? 'a reference file'} is missing`);
      throw new CliError(`${what}: ${oneLine(err)}`);
    }
  };
  const rulesets = new Map<string, RulesetData>();
  for (const source of RULESET_SOURCES) {
    const file = path.join(referenceDir, source.file);
    const bytes = within(`cannot import the rulesets from ${referenceDir}`, () => fs.readFileSync(file)) as Buffer;
    rulesets.set(
      source.id,
      within(`cannot import ${source.id}: ${file} is not a game file this importer reads`, () =>
        importRuleset(bytes, source.id),
      ) as RulesetData,
    );
  }
  // Everything is read and checked before anything is written: a malformed file leaves the committed JSON as it was.
  const names = (id: string) => rulesets.get(id)!.territories.map((t) => t.name);
  const maps = within(`cannot import the board maps from ${referenceDir}`, () => importAllMaps(referenceDir, names)) as Map<
    string,
    BoardMap
  >;
  for (const [id, data] of rulesets) {
    const file = rulesetJsonPath(repoRoot, id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, serialize(data));
    console.log(
      `${id}: ${data.territories.length} territories, ${data.connections.length} connections, ` +
        `${data.units.length} units, ${data.setup.length} setup rows, ${data.nationalObjectives.length} objectives -> ${path.relative(repoRoot, file)}`,
    );
  }
  for (const [board, map] of maps) {
    const file = mapJsonPath(repoRoot, board);
    const bytes = serializeMap(map);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    console.log(
      `${board} map: ${map.width}x${map.height}, ${map.territories.length} territories, ${bytes.length} bytes -> ${path.relative(repoRoot, file)}`,
    );
  }
  console.log(`imported ${rulesets.size} rulesets and ${maps.size} board maps from ${referenceDir}`);
}

export function program(): Command {
  const repoRoot = path.resolve(__dirname, '..');
  return cliProgram(
    'import-rulesets',
    "Imports the reference game files (facts only) into src/rules/rulesets/<id>/ruleset.json and each board's map.json. " +
      'Output is deterministic: re-running gives identical bytes.',
    {
      OK: 'imported (prints a line per ruleset and map, then "imported N rulesets and M board maps")',
      FAILED: 'the reference folder or one of its files is missing or malformed (one line names it)',
    },
  )
    .argument('[referenceDir]', 'the reference folder', path.join(repoRoot, '..', 'shared', 'reference'))
    .option('--into <folder>', 'the repository folder whose src/rules/rulesets/ is written', repoRoot)
    .action((referenceDir: string, opts: { into: string }) => {
      importInto(path.resolve(referenceDir), path.resolve(opts.into));
      process.exitCode = EXIT.OK;
    });
}

if (require.main === module) void runCli(program());
