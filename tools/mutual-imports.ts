// Lists the pairs of rules-core folders that import each other (X imports Y and
// Y imports X, type imports included), which issue 28 counts: a pair is two
// mechanics you cannot change or understand one without the other.
// test/tools/mutual-imports.test.ts holds src/rules to its allowed pairs. The
// engine (it composes every mechanic, each of which uses its types) and the
// ruleset's folders (the board data and its editions) are left out. A dev tool:
//   npx ts-node --transpile-only tools/mutual-imports.ts [dir] [--list]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '..');

/** Folders every mechanic meets both ways by design. */
export const COMPOSERS = ['engine', 'ruleset', 'rulesets'];

/** One import of a file in folder `from` of a file in folder `to`. */
export interface FolderImport {
  from: string;
  to: string;
  file: string;
  target: string;
}

/** Two folders that import each other, with the imports each way. */
export interface MutualPair {
  pair: string;
  imports: FolderImport[];
}

function* tsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* tsFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) yield path;
  }
}

function resolveImport(file: string, spec: string): string | null {
  const base = resolve(dirname(file), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

/** Every import (and re-export) from one top folder of `dir` into another, type-only ones included. */
export function folderImports(dir = 'src/rules'): FolderImport[] {
  const top = join(root, dir);
  const folderOf = (file: string) => {
    const parts = relative(top, file).split(sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
  };
  const found: FolderImport[] = [];
  for (const file of tsFiles(top)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, false).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = resolveImport(file, ref.fileName);
      const to = target && folderOf(target);
      if (to && to !== from) found.push({ from, to, file: relative(root, file), target: relative(root, target) });
    }
  }
  return found;
}

/** The pairs of folders (composers left out) that import each other, named "a <-> b" in alphabetical order. */
export function mutualPairs(dir = 'src/rules'): MutualPair[] {
  const imports = folderImports(dir).filter((i) => !COMPOSERS.includes(i.from) && !COMPOSERS.includes(i.to));
  const edges = new Set(imports.map((i) => `${i.from}>${i.to}`));
  const pairs = new Map<string, FolderImport[]>();
  for (const i of imports) {
    if (!edges.has(`${i.to}>${i.from}`)) continue;
    const pair = [i.from, i.to].sort().join(' <-> ');
    pairs.set(pair, [...(pairs.get(pair) ?? []), i]);
  }
  return [...pairs].map(([pair, list]) => ({ pair, imports: list })).sort((a, b) => a.pair.localeCompare(b.pair));
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const pairs = mutualPairs(args.find((a) => !a.startsWith('--')));
  console.log(`${pairs.length} pairs of folders import each other`);
  for (const p of pairs) {
    console.log(p.pair);
    if (args.includes('--list')) for (const i of p.imports) console.log(`  ${i.file} -> ${i.target}`);
  }
}
