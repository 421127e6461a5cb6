// The Node the README names is the Node every installed package accepts (#25 "EBADENGINE"):
// `npm install` printed 12 EBADENGINE warnings because @graphql-codegen/cli 7 and the
// loaders it pulled in want Node 22. This reads what npm reads, package-lock.json's
// `engines` of every package it installs, and checks each against the lowest Node that
// package.json's `engines` (and so the README) allows; it fails on any package that
// npm would warn about. It also keeps the production install lean: no compiler, no
// type declarations and no test tools among the run-time dependencies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const ROOT = join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown; dev?: boolean }>;
};

const lowestNode = minVersion(pkg.engines.node)!.version;

test("package.json's engines name the Node the README names", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const named = /\*\*Node\.js (\d+)[^*]*\*\*/.exec(readme);
  expect(named).not.toBeNull();
  expect(lowestNode.split('.')[0]).toBe(named![1]);
  // The README says which 20.x is the lowest, the same as engines.
  expect(readme).toContain(`Node.js ${lowestNode.replace(/\.0$/, '')}`);
});

test(`every package in package-lock.json accepts Node ${lowestNode} (npm install prints no EBADENGINE)`, () => {
  const refused: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || !entry.engines || typeof entry.engines !== 'object' || Array.isArray(entry.engines)) continue;
    const wants = (entry.engines as { node?: string }).node;
    if (wants === undefined) continue;
    if (!satisfies(lowestNode, wants)) refused.push(`${path}@${entry.version} wants node ${wants}`);
  }
  expect(refused).toEqual([]);
});

test('every dependency is pinned to an exact version', () => {
  const ranges = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(([, v]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(v));
  expect(ranges).toEqual([]);
});

test('the production install is lean: no compiler, ts-node, type declarations or test tools at run time', () => {
  const runTime = Object.keys(pkg.dependencies);
  expect(runTime.filter((d) => /^(typescript|ts-node|ts-jest|jest|eslint|prettier)$|^@types\/|^@graphql-codegen\//.test(d))).toEqual([]);
  // What the compiled server, the command-line tools and the build need at run time is there.
  expect(runTime).toEqual(expect.arrayContaining(['better-sqlite3', 'commander', 'reflect-metadata', 'type-graphql']));
});
