// Counts non-null assertions (`x!`) in TypeScript sources by walking the AST, so
// a `!` inside a string, a comment or `!==` is not counted (issue 28 measures
// its progress by this number). A dev tool, not part of the build:
//   npx ts-node --transpile-only tools/count-non-null.ts [dir ...] [--by-file] [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const byFile = args.includes('--by-file');
const list = args.includes('--list');
const roots = args.filter((a) => !a.startsWith('--'));
const root = join(__dirname, '..');

function* tsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* tsFiles(path);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) yield path;
  }
}

let total = 0;
const counts: [string, number][] = [];
for (const dir of roots.length ? roots : ['src']) {
  for (const file of tsFiles(join(root, dir))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const rel = relative(root, file);
    let n = 0;
    const visit = (node: ts.Node): void => {
      if (ts.isNonNullExpression(node)) {
        n++;
        if (list) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          console.log(`${rel}:${line + 1}: ${node.getText().replace(/\s+/g, ' ').slice(0, 100)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (n) counts.push([rel, n]);
    total += n;
  }
}
if (byFile) for (const [file, n] of counts.sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(5)}  ${file}`);
console.log(`${total} non-null assertions`);
