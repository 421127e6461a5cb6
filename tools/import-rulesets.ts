// Imports the TripleA reference game files (facts only: names, adjacency,
// numbers, setup, objectives) into this project's own ruleset data
// (src/rules/rulesets/<id>/ruleset.json). The engine reads only that JSON.
//
//   npx ts-node --transpile-only tools/import-rulesets.ts [referenceDir]
//
// referenceDir defaults to ../shared/reference (the shared folder beside the
// repository). Output is deterministic: re-running gives identical bytes.
//
// The parts live in tools/import-rulesets/: xml.ts (reading a game file),
// board.ts and units.ts (what every game file encodes), conditions.ts
// (objective conditions), pacific-1940*.ts (the 1940 editions),
// rulesets.ts (which file each ruleset comes from) and serialize.ts.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RulesetData } from '../src/rules/ruleset/types';
import { RULESET_SOURCES, importRuleset } from './import-rulesets/rulesets';
import { rulesetJsonPath, serialize } from './import-rulesets/serialize';

export { describe } from './import-rulesets/conditions';
export { RULESET_SOURCES, importRuleset, type ImportOptions, type RulesetSource } from './import-rulesets/rulesets';
export { rulesetJsonPath, serialize } from './import-rulesets/serialize';

/** Imports every ruleset from a reference folder. */
export function importAll(referenceDir: string): Map<string, RulesetData> {
  const out = new Map<string, RulesetData>();
  for (const s of RULESET_SOURCES) {
    const bytes = fs.readFileSync(path.join(referenceDir, s.file));
    out.set(s.id, importRuleset(bytes, s.id));
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
  for (const [id, data] of importAll(referenceDir)) {
    const file = rulesetJsonPath(repoRoot, id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, serialize(data));
    console.log(
      `${id}: ${data.territories.length} territories, ${data.connections.length} connections, ` +
        `${data.units.length} units, ${data.setup.length} setup rows, ${data.nationalObjectives.length} objectives -> ${path.relative(repoRoot, file)}`,
    );
  }
}

if (require.main === module) main(process.argv.slice(2));
