// Which engine wrote what: the package's version, recorded with every command
// in the log and in every export (issue 27: saves that load in every later
// version say which version made them).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The package's root: the nearest folder above this file with our package.json (src/app or dist/src/app). */
export function packageRoot(): string {
  let dir = __dirname;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'pacific-engine') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no pacific-engine package.json above ${__dirname}`);
    dir = up;
  }
}

/** This engine's version (package.json), e.g. "0.2.0". */
export const ENGINE_VERSION: string = (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
  .version;
