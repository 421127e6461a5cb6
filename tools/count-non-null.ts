// Counts non-null assertions (`x!`) in TypeScript sources by walking the AST, so
// a `!` inside a string, a comment or `!==` is not counted (issue 28 measures
// its progress by this number; test/tools/non-null.test.ts holds src/ under its
// goal). A dev tool, not part of the build:
//   npx ts-node --transpile-only tools/count-non-null.ts [dir ...] [--by-file] [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '..');

/** One non-null assertion: where it is and what it asserts. */
export interface NonNullAssertion {
  file: string;
  line: number;
  text: string;
}

function* tsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* tsFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) yield path;
  }
}

/** Every non-null assertion under these folders (relative to the repository), in file order. */
export function nonNullAssertions(dirs: readonly string[] = ['src']): NonNullAssertion[] {
  const found: NonNullAssertion[] = [];
  for (const dir of dirs) {
    for (const file of tsFiles(join(root, dir))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const rel = relative(root, file);
      const visit = (node: ts.Node): void => {
        if (ts.isNonNullExpression(node)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push({ file: rel, line: line + 1, text: node.getText().replace(/\s+/g, ' ').slice(0, 100) });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const found = nonNullAssertions(args.filter((a) => !a.startsWith('--')).length ? args.filter((a) => !a.startsWith('--')) : ['src']);
  if (args.includes('--list')) for (const a of found) console.log(`${a.file}:${a.line}: ${a.text}`);
  if (args.includes('--by-file')) {
    const counts = new Map<string, number>();
    for (const a of found) counts.set(a.file, (counts.get(a.file) ?? 0) + 1);
    for (const [file, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  ${file}`);
  }
  console.log(`${found.length} non-null assertions`);
}
