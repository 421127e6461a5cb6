// POL-3, POL-4, POL-6 (1E): what a declaration or act of war changes. The
// seed speaks of acts, the data of declarations; both lead here (AMBIG-01).
import type { GameEvent, WarCause } from '../engine/events';
import type { RelationKind } from '../ruleset/types';
import { pairKey, relation, type GameState } from '../engine/state';

const JAPAN = 'Japan';
/** The powers a Japanese act of war brings in together [S0 §War]. */
const JAPAN_TARGETS = ['USA', 'UK', 'ANZAC', 'Dutch'];
const COMMONWEALTH = ['UK', 'ANZAC'];

type Change = { a: string; b: string; to: RelationKind; war: boolean };

/** POL-8: whether `by` may declare war on (or commit an act of war against) `against`. */
export function canDeclare(state: GameState, by: string, against: string): 'ok' | 'already' | 'not-allowed' {
  if (relation(state, by, against) === 'war') return 'already';
  if (by === JAPAN && JAPAN_TARGETS.includes(against)) return 'ok';
  if (COMMONWEALTH.includes(by) && against === JAPAN) return 'ok';
  return 'not-allowed';
}

function changesFor(state: GameState, by: string, against: string, automaticUsa: boolean): Change[] {
  const out: Change[] = [];
  const war = (a: string, b: string) => out.push({ a, b, to: 'war', war: true });
  const ally = (a: string, b: string) => out.push({ a, b, to: 'allied', war: false });
  if (automaticUsa || (by === JAPAN && JAPAN_TARGETS.includes(against))) {
    // POL-3 / POL-6 + AMBIG-03: Japan at war with all of them; the Allies close ranks.
    for (const t of JAPAN_TARGETS) war(JAPAN, t);
    for (const p of ['USA', ...COMMONWEALTH]) ally('China', p);
    for (const p of [...COMMONWEALTH, 'France', 'Dutch']) ally('USA', p);
  } else if (COMMONWEALTH.includes(by) && against === JAPAN) {
    // POL-4: UK and ANZAC (and the Dutch) only; the USA stays neutral.
    for (const p of [...COMMONWEALTH, 'Dutch']) war(JAPAN, p);
    for (const p of COMMONWEALTH) ally('China', p);
  }
  return out;
}

/**
 * The WarDeclared and RelationshipChanged events of a declaration, act of war
 * or automatic entry. Pairs already at war or already allied are left alone
 * (AMBIG-02: acts against a power already at war spread nothing).
 */
export function warEvents(state: GameState, by: string, against: string, cause: WarCause, rule: string, automaticUsa = false): GameEvent[] {
  const seen = new Set<string>();
  const events: GameEvent[] = [];
  const wars: GameEvent[] = [];
  for (const c of changesFor(state, by, against, automaticUsa)) {
    const key = pairKey(c.a, c.b);
    const from = relation(state, c.a, c.b);
    if (seen.has(key) || from === 'self' || from === c.to || (!c.war && from === 'war')) continue;
    seen.add(key);
    if (c.war) wars.push({ type: 'WarDeclared', data: { a: c.a, b: c.b, cause, rule } });
    else events.push({ type: 'RelationshipChanged', data: { a: c.a, b: c.b, from, to: c.to, cause, rule } });
  }
  return [...wars, ...events];
}
