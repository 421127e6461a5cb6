// docs/events.md, written from events/spec.ts by `npm run schema` (a test fails
// when it is stale): every event type, its payload's fields and what they mean.
import { EVENT_SPECS, type FieldSpec, type ObjSpec } from './spec';

function typeOf(f: FieldSpec): string {
  const base = typeof f.t === 'string' ? f.t : f.t.name;
  const t = f.list ? `[${base}!]` : base;
  return f.nullable ? t : `${t}!`;
}

function table(fields: Record<string, FieldSpec>, nested: Map<string, ObjSpec>): string[] {
  const rows = ['| field | type | meaning |', '|---|---|---|'];
  for (const [name, f] of Object.entries(fields)) {
    if (typeof f.t !== 'string') nested.set(f.t.name, f.t);
    const stored = f.from ? ` (stored as \`${f.from}\`${f.absent ? `; \`${f.absent}\` when absent` : ''})` : '';
    const deprecated = f.deprecated ? ` **Deprecated**: ${f.deprecated}` : '';
    rows.push(`| \`${name}\` | \`${typeOf(f)}\` | ${f.d}${stored}${deprecated} |`);
  }
  return rows;
}

export function eventsDoc(): string {
  const out = [
    '# Events',
    '',
    '<!-- Written by `npm run schema` from src/api/events/spec.ts; do not edit by hand. -->',
    '',
    'Every change to a game is an event in its log. Over GraphQL each event (`GameEvent`) has its `eventType`, a one-line `summary` in',
    'plain English, and its typed `payload`: an object of type `<type>Payload` in the `EventPayload` union, e.g.',
    '',
    '```graphql',
    '{ game(id: $id) { events(last: 20) { edges { node { number eventType summary',
    '  payload { ... on UnitsMovedPayload { power from route units { unitId type movementCost } battle } } } } } } }',
    '```',
    '',
    "Powers, unit types, phases, sides and battle steps are the API's enums (JAPAN, INFANTRY, COMBAT_MOVE). The deprecated `data`",
    'field is the payload as stored, with the rules core\'s ids ("Japan", "infantry", "combatMove") and its field names; where',
    'a stored name is ambiguous the typed payload renames it (the table says "stored as"). Fields typed `JSON` carry a nested',
    'structure described in words.',
    '',
  ];
  const nested = new Map<string, ObjSpec>();
  for (const [type, spec] of Object.entries(EVENT_SPECS)) {
    out.push(`## ${type}`, '', spec.d, '', ...table(spec.fields, nested), '');
  }
  out.push('## Nested types', '');
  const done = new Set<string>();
  while (nested.size > done.size) {
    for (const [name, spec] of [...nested]) {
      if (done.has(name)) continue;
      done.add(name);
      out.push(`### ${name}`, '', spec.d, '', ...table(spec.fields, nested), '');
    }
  }
  return out.join('\n');
}
