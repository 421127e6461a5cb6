// docs/hashes.md's worked example and Python program, read from the page itself
// (each block follows an `<!-- example:NAME -->` marker), so the tests check
// what a reader copies, and a way to run that program when python3 is there.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const doc = readFileSync(join(__dirname, '../../docs/hashes.md'), 'utf8');

/** The fenced block after `<!-- example:NAME -->`, without its last newline. */
export function docBlock(name: string): string {
  const m = new RegExp(`<!-- example:${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\\n\`\`\`\\n`).exec(doc);
  if (!m) throw new Error(`docs/hashes.md has no block marked example:${name}`);
  return m[1];
}

/** python3 is on PATH (the tests of the program run only then, and say so when it is not). */
export const HAS_PYTHON3 = spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0;

/** Runs the page's Python program with `answer` (a GraphQL answer, as JSON) on stdin. */
export function runDocPython(answer: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('python3', ['-c', docBlock('python')], { input: answer, encoding: 'utf8', timeout: 20000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
