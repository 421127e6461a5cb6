// Issue 28, "the compiler guides a new command or decision": a dummy command,
// event, decision kind, violation code and state field are added in memory
// (the TypeScript compiler API, reading the edited text for those files only)
// and the project is type-checked once. Every place that must handle them
// (src/rules/README.md, "Adding a command or a decision") must be a type
// error, naming the dummy where the message can; and no other file may fail.
//
// One program over src/ and test/soak (plus the one-owner test): about 40 s of
// one core, most of it checking src/rules; run alone, e.g.
//   npx jest test/rules/compiler-guides.test.ts
import ts from 'typescript';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
/** What the type check covers: the code, the soak player, the one-owner test. */
const SCOPE = ['src/', 'test/soak/', 'test/rules/mechanics.test.ts'];

/** The dummies, each added where a real one would be. */
const EDITS: { file: string; after: string; add: string }[] = [
  // a new command (its mechanic's <folder>/commands.ts joins this union)
  { file: 'src/rules/engine/commands.ts', after: '  | RulingCommand', add: "\n  | { type: 'DummyCommand'; units: string[] }" },
  // a new event (<folder>/events.ts)
  { file: 'src/rules/engine/events.ts', after: '  | RulingEvent', add: "\n  | { type: 'DummyHappened'; data: { units: string[] } }" },
  // a new decision kind, with its description, beside the commands that answer it (combat/commands.ts; DECISIONS)
  { file: 'src/rules/combat/commands.ts', after: 'export const COMBAT_DECISIONS = {', add: "\n  dummyDecision: 'A dummy.'," },
  // a new violation code
  { file: 'src/rules/engine/violations.ts', after: 'export type ViolationCode =', add: "\n  | 'DUMMY_REFUSED'" },
  // a new field of the state (<folder>/state.ts)
  { file: 'src/rules/engine/state.ts', after: '    DiceSlice {', add: ' dummySlice: string[]; ' },
];

/** Every place that must handle them: the file, and the dummy names its diagnostics must mention (none: the message cannot). */
const EXPECTED: Record<string, string[]> = {
  // each command decided, each event applied, each decision kind waited for by one mechanic (with its safe answer, which
  // the bots fall back to: no bot file names every kind)
  'src/rules/engine/mechanics.ts': ['DummyCommand', 'DummyHappened', 'dummyDecision'],
  // the state's start and its copy
  'src/rules/game/initial-state.ts': ['dummySlice'],
  'src/rules/engine/copy-state.ts': ['dummySlice'],
  // the command's mutation and its input: COMMAND_INPUTS in src/api/command-inputs.ts (the shapes branch; until it is
  // merged, no API file names the commands)
  ...(existsSync(join(ROOT, 'src/api/command-inputs.ts')) ? { 'src/api/command-inputs.ts': ['DummyCommand'] } : {}),
  // the event's typed payload and its summary, one entry of EVENT_SPECS
  'src/api/events/spec.ts': ['DummyHappened'],
  // the violation code's entry in the catalogue the API serves
  'src/api/catalogue/violation-codes.ts': ['DUMMY_REFUSED'],
  // the one-owner test's lists
  'test/rules/mechanics.test.ts': ['DummyCommand', 'DummyHappened'],
};

function diagnosticsWithDummies(): Map<string, string[]> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.json does not parse');
  const rootNames = parsed.fileNames.filter((f) => SCOPE.some((p) => f.startsWith(join(ROOT, p))));
  const overlays = new Map<string, string>();
  for (const e of EDITS) {
    const path = join(ROOT, e.file);
    const text = overlays.get(path) ?? ts.sys.readFile(path) ?? '';
    if (!text.includes(e.after)) throw new Error(`${e.file} no longer has ${JSON.stringify(e.after)}: update EDITS`);
    overlays.set(path, text.replace(e.after, e.after + e.add));
  }
  const host = ts.createCompilerHost(parsed.options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, language, onError, create) => {
    const text = overlays.get(name);
    return text === undefined ? getSourceFile(name, language, onError, create) : ts.createSourceFile(name, text, language, true);
  };
  host.readFile = (name) => overlays.get(name) ?? readFile(name);
  const program = ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true }, host });
  const byFile = new Map<string, string[]>();
  for (const file of program.getSourceFiles()) {
    if (file.fileName.includes('/node_modules/')) continue;
    for (const d of [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]) {
      const rel = file.fileName.slice(ROOT.length + 1);
      byFile.set(rel, [...(byFile.get(rel) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
    }
  }
  return byFile;
}

test('a new command, event, decision kind, violation code and state field are compile errors in every place that must handle them, and nowhere else', () => {
  const byFile = diagnosticsWithDummies();
  expect([...byFile.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  for (const [file, names] of Object.entries(EXPECTED)) {
    const text = (byFile.get(file) ?? []).join('\n');
    for (const name of names) expect([file, name, text.includes(name)]).toEqual([file, name, true]);
  }
}, 300_000);
