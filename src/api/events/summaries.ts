// One line of plain English per event ("Japan attacks Hunan with 3 infantry and
// 1 fighter"), for logs, replay viewers and notifications. Each event's summary
// is declared beside its payload in spec.ts (`summary`, typed by the event's own
// payload: an event added to the rules core without one is a compile error there,
// naming it); the words they share are in summary-text.ts. A few read more than
// their payload (SummaryContext): the game's ruleset (its phase names, its
// players' seats), or the game just before the event (the casualties' unit types,
// whether a battle step has anything in it).
import type { GameEventType } from '../../rules';
import { EVENT_SPECS } from './spec';
import type { SummaryContext } from './summary-text';

export { countsOf, type SummaryContext } from './summary-text';

type Specs = typeof EVENT_SPECS;
/** Every event's summary, from its spec (spec.ts is where a missing one fails). */
export const SUMMARIES = Object.fromEntries(Object.entries(EVENT_SPECS).map(([type, spec]) => [type, spec.summary])) as {
  [K in keyof Specs]: Specs[K]['summary'];
};

/** The events whose summary reads the game just before them (events resolver: GameStates.at(number - 1)). */
export const NEEDS_STATE: ReadonlySet<string> = new Set<GameEventType>(['CasualtiesChosen', 'CasualtiesRemoved', 'BattleStep']);

/** Event types whose summary names what the game's ruleset defines (phase names, players' seats): summaryOf wants `x.rs` for them. */
export const RULESET_SUMMARIES: ReadonlySet<string> = new Set<GameEventType>([
  'PhaseStarted',
  'SeatTaken',
  'InvitationIssued',
  'SeatHandedOver',
]);

/**
 * The summary of a stored event; a plain fallback for an event type this server does not know. `x.before`: the game
 * just before it, for the events in NEEDS_STATE (without it they say less: "takes 2 casualties").
 */
export function summaryOf(type: string, data: unknown, x: SummaryContext = {}): string {
  const f = (SUMMARIES as Record<string, (d: unknown, x: SummaryContext) => string>)[type];
  if (!f) return `${type}.`;
  try {
    return f(data, x);
  } catch {
    // An old payload without a field the summary reads: still one line.
    return `${type}.`;
  }
}
