// The timeline of a game, from its events only: where each phase of each turn
// began, so a replay viewer can scrub by round, power and phase and then ask
// for board(atEvent) at that event number.
import { createdHeadline, headlineAfter, type GameHeadline, type Phase } from '../src/rules';
import { toGameEvent } from '../src/app/upcast';
import type { RecordedEvent } from '../src/store/port';

export interface PhaseMark {
  /** The board after this many events is the phase just begun. */
  eventNumber: number;
  round: number;
  power: string;
  phase: Phase;
}

/**
 * Where each phase of each turn began, as the rules' own fold says (engine/headline.ts): the round, power
 * and phase the game was created in, then each TurnStarted (the ruleset's first phase) and PhaseStarted.
 */
export function timelineOf(events: readonly RecordedEvent[]): PhaseMark[] {
  const first = events[0] && toGameEvent(events[0]);
  if (first?.type !== 'GameCreated') return [];
  let headline: GameHeadline = createdHeadline(first);
  const marks: PhaseMark[] = [{ eventNumber: 1, round: headline.round, power: headline.current, phase: headline.phase }];
  // The mark is the end of the command that began the phase (a turn's free repairs, a kamikaze window come with it).
  const endOfCommand = (i: number) => {
    let j = i;
    while (j + 1 < events.length && events[j + 1].metadata.commandId === events[i].metadata.commandId) j++;
    return events[j].revision + 1;
  };
  for (let i = 1; i < events.length; i++) {
    const e = events[i];
    if (e.type !== 'TurnStarted' && e.type !== 'PhaseStarted') continue;
    const event = toGameEvent(e);
    headline = headlineAfter(headline, event);
    // PhaseStarted names its own round (the headline's round moves only with a turn).
    const round = event.type === 'PhaseStarted' ? event.data.round : headline.round;
    marks.push({ eventNumber: endOfCommand(i), round, power: headline.current, phase: headline.phase });
  }
  // A turn's first phase has no PhaseStarted of its own; keep one mark per (round, power, phase), the first.
  const seen = new Set<string>();
  return marks.filter((m) => {
    const key = `${m.round}/${m.power}/${m.phase}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The event number where `round`, `power` and `phase` began, or null if the game has not reached it. */
export function eventNumberOf(marks: readonly PhaseMark[], at: Omit<PhaseMark, 'eventNumber'>): number | null {
  return marks.find((m) => m.round === at.round && m.power === at.power && m.phase === at.phase)?.eventNumber ?? null;
}

/**
 * The event number that ends each command, in order: the boards a replay can show
 * (board(atEvent) of any event inside a command is the board after its last event).
 */
export function commandEndsOf(events: readonly RecordedEvent[]): number[] {
  const ends: number[] = [];
  events.forEach((e, i) => {
    const next = events[i + 1];
    if (!next || next.metadata.commandId !== e.metadata.commandId) ends.push(e.revision + 1);
  });
  return ends;
}
