// POL-3, POL-4, POL-6: what a declaration, an act of war or an automatic
// entry changes. The seed speaks of acts, the data of declarations; both lead
// here (AMBIG-01). Who may declare on whom, and what each war brings, is the
// ruleset's declaration (rulesets/<id>/definition.ts, `politics`).
import { type GameEvent, type WarCause, atWar, pairKey, relation, type GameState } from '../engine';
import type { Declaration, PowerId, RelationKind, RulesetView } from '../ruleset';

/**
 * The declaration `by` may make against `against` (POL-8), if the ruleset has
 * one: the one named `id`, or else the first listed (RULES §6: Japan's war on
 * the UK is its UK/ANZAC declaration unless it names "all").
 */
export function declarationFor(rs: RulesetView, by: PowerId, against: PowerId, id?: string): Declaration | undefined {
  return rs.def.politics.declarations.find((d) => d.by.includes(by) && d.against.includes(against) && (id === undefined || d.id === id));
}

/** Whether `by` has started a war on `against` itself (a declaration or an act of war), RULES §6. */
export function declaredWarOn(state: GameState, by: PowerId, against: PowerId): boolean {
  return atWar(state, by, against) && state.declaredBy?.[pairKey(by, against)] === by;
}

/** RULES §6 (2E USA): a declaration with an earliest round is open before it only once its `unlessDeclared` war was declared. */
function tooEarly(state: GameState, d: Declaration): boolean {
  if (!d.earliest || state.round >= d.earliest.round) return false;
  const { by, against } = d.earliest.unlessDeclared;
  return !against.some((a) => declaredWarOn(state, by, a));
}

/** POL-8: whether `by` may declare war on (or commit an act of war against) `against`. */
export function canDeclare(
  state: GameState,
  rs: RulesetView,
  by: PowerId,
  against: PowerId,
  id?: string,
): 'ok' | 'already' | 'not-allowed' | 'too-early' {
  if (relation(state, by, against) === 'war') return 'already';
  const d = declarationFor(rs, by, against, id);
  if (!d) return 'not-allowed';
  return tooEarly(state, d) ? 'too-early' : 'ok';
}

/** Whether a move or a convoy choice by `power` may start a war with `against` (POL-3, POL-4, POL-6). */
export function mayStartWar(state: GameState, rs: RulesetView, power: PowerId, against: PowerId): boolean {
  return canDeclare(state, rs, power, against) === 'ok' && !rs.switches.cannotDeclareWar.includes(power);
}

/**
 * The WarDeclared and RelationshipChanged events of a war and what it brings
 * (`brings`: the declaration's wars and alliances). Pairs already at war or
 * already allied are left alone (AMBIG-02: acts against a power already at war
 * spread nothing); wars come first.
 */
export function warEvents(state: GameState, brings: Pick<Declaration, 'wars' | 'allies'>, cause: WarCause, rule: string): GameEvent[] {
  const changes: { a: PowerId; b: PowerId; to: RelationKind; war: boolean }[] = [
    ...brings.wars.map(([a, b]) => ({ a, b, to: 'war' as const, war: true })),
    ...brings.allies.map(([a, b]) => ({ a, b, to: 'allied' as const, war: false })),
  ];
  const seen = new Set<string>();
  const events: GameEvent[] = [];
  const wars: GameEvent[] = [];
  for (const c of changes) {
    const key = pairKey(c.a, c.b);
    const from = relation(state, c.a, c.b);
    if (seen.has(key) || from === 'self' || from === c.to || (!c.war && from === 'war')) continue;
    seen.add(key);
    if (c.war) wars.push({ type: 'WarDeclared', data: { a: c.a, b: c.b, cause, rule } });
    else events.push({ type: 'RelationshipChanged', data: { a: c.a, b: c.b, from, to: c.to, cause, rule } });
  }
  return [...wars, ...events];
}

/** The events of `by`'s war on `against` under its declaration (callers have checked mayStartWar or canDeclare); `rule(d)` cites it. */
export function declaredWarEvents(
  state: GameState,
  rs: RulesetView,
  by: PowerId,
  against: PowerId,
  cause: WarCause,
  rule: (declared: string) => string,
  id?: string,
): GameEvent[] {
  const d = declarationFor(rs, by, against, id);
  if (!d) throw new Error(`no declaration lets ${by} go to war with ${against}`);
  return [...warEvents(state, d, cause, rule(d.rule)), ...bonusEvents(state, d, by)];
}

/** RULES §6 (2E): the declaration's one-time bonus, if it is made in time and was not paid before. */
function bonusEvents(state: GameState, d: Declaration, by: PowerId): GameEvent[] {
  const b = d.bonus;
  if (!b || state.round > b.throughRound || (state.warBonusesPaid ?? []).includes(b.id)) return [];
  const pusAfter = (state.pus[b.power] ?? 0) + b.pus;
  return [{ type: 'WarBonusPaid', data: { bonus: b.id, power: b.power, pus: b.pus, pusAfter, by, rule: b.rule } }];
}

/** Who started the war a WarDeclared event records (RULES §6), if a power did. */
export function warStarter(cause: WarCause): PowerId | undefined {
  return cause.kind === 'automatic' ? undefined : cause.by;
}

/** POL-6: the wars that begin by themselves as `power`'s `phase` begins in this round (phase hook `automaticWar`). */
export function automaticWarEvents(state: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  const events: GameEvent[] = [];
  for (const w of rs.def.politics.automatic)
    if (w.power === power && w.round === state.round && w.phase === state.phase && !atWar(state, w.power, w.against))
      events.push(...warEvents(state, w.brings, { kind: 'automatic', rule: w.rule.split(', ')[0] }, w.rule));
  return events;
}
