// The compile-time checks that tie GraphQL classes to rules types
// (src/api/types/mirrors.ts, src/api/command-inputs.ts) read each class's
// TypeScript declaration; the schema's nullability comes from its @Field
// options. This ties the two: in every GraphQL class, a field is declared
// optional or `| null` in TypeScript exactly when its @Field says nullable.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '../..');
const FILES = [
  'src/api/inputs.ts',
  'src/api/position-inputs.ts',
  'src/api/resolvers/combat.ts',
  'src/api/resolvers/kamikaze.ts',
  'src/api/resolvers/movement.ts',
  ...readdirSync(join(ROOT, 'src/api/types')).map((f) => `src/api/types/${f}`),
];

interface Row {
  field: string;
  typeScript: boolean;
  graphql: boolean;
}

function decoratorNamed(node: ts.Node, name: string): ts.CallExpression | undefined {
  for (const d of ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []) {
    if (ts.isCallExpression(d.expression) && ts.isIdentifier(d.expression.expression) && d.expression.expression.text === name)
      return d.expression;
  }
  return undefined;
}

/** @Field({ nullable: true }) or @Field(() => T, { nullable: … }): true unless absent or false. */
function nullableOption(field: ts.CallExpression): boolean {
  for (const arg of field.arguments) {
    if (!ts.isObjectLiteralExpression(arg)) continue;
    for (const p of arg.properties) {
      if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'nullable')
        return p.initializer.kind !== ts.SyntaxKind.FalseKeyword;
    }
  }
  return false;
}

function optionalInTypeScript(p: ts.PropertyDeclaration): boolean {
  if (p.questionToken) return true;
  const t = p.type;
  if (!t || !ts.isUnionTypeNode(t)) return false;
  return t.types.some(
    (u) => u.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isLiteralTypeNode(u) && u.literal.kind === ts.SyntaxKind.NullKeyword),
  );
}

function rows(file: string): Row[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const out: Row[] = [];
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    if (!decoratorNamed(node, 'ObjectType') && !decoratorNamed(node, 'InputType')) return;
    for (const m of node.members) {
      if (!ts.isPropertyDeclaration(m)) continue;
      const field = decoratorNamed(m, 'Field');
      if (!field) continue;
      out.push({ field: `${node.name.text}.${m.name.getText()}`, typeScript: optionalInTypeScript(m), graphql: nullableOption(field) });
    }
  });
  return out;
}

test.each(FILES)('%s: each field is optional in TypeScript exactly when GraphQL says nullable', (file) => {
  const all = rows(file);
  expect(all.filter((r) => r.typeScript !== r.graphql)).toEqual([]);
});

test('the check reads the declarations: nullable and non-null fields found, as declared', () => {
  const all = FILES.flatMap(rows);
  expect(all.length).toBeGreaterThan(300);
  expect(all.find((r) => r.field === 'Board.winner')).toEqual({ field: 'Board.winner', typeScript: true, graphql: true });
  expect(all.find((r) => r.field === 'Board.round')).toEqual({ field: 'Board.round', typeScript: false, graphql: false });
  expect(all.find((r) => r.field === 'RetreatInput.units')).toEqual({ field: 'RetreatInput.units', typeScript: true, graphql: true });
});
