// The phase's events as the panel lists them: each battle gathered in one block (from
// BattleStarted to BattleEnded, with the dice, hits and casualties of each of its rounds, and
// the capture it led to), every other event on its own. Battles of one phase follow each other,
// but their events are matched by place, not by position, so nothing is lost if they interleave.
import type { PhaseEvent } from './phase-events';

export type Payload = NonNullable<PhaseEvent['payload']>;
export type PayloadOf<T extends Payload['__typename']> = Extract<Payload, { __typename?: T }>;

export interface BattleRound {
  round: number;
  events: PhaseEvent[];
}

export interface BattleGroup {
  kind: 'battle';
  place: string;
  started: PhaseEvent;
  start: PayloadOf<'BattleStartedPayload'>;
  /** The events before the first round (scrambles, port defence). */
  before: PhaseEvent[];
  rounds: BattleRound[];
  /** BattleEnded and what follows from it (the retreat, the capture). */
  after: PhaseEvent[];
  end: PayloadOf<'BattleEndedPayload'> | null;
  numbers: { first: number; last: number };
}

export type Item = { kind: 'event'; event: PhaseEvent } | BattleGroup;

/** The place an event is about, if it belongs to a battle. */
function placeOf(e: PhaseEvent, open: ReadonlyMap<string, BattleGroup>): string | null {
  const p = e.payload;
  if (!p) return null;
  if ('place' in p && typeof p.place === 'string') return p.place;
  if (p.__typename === 'DiceRolledPayload') {
    // "attacker, round 1, Kweichow", "bombing damage, raid on Formosa": the purpose names the place last.
    for (const place of open.keys())
      if (p.purpose === place || p.purpose.endsWith(`, ${place}`) || p.purpose.endsWith(` on ${place}`)) return place;
  }
  return null;
}

/** The battle round an event is in: its own, or "round N" in a purpose, or the round going on. */
function roundOf(e: PhaseEvent, current: number): number {
  const p = e.payload;
  if (p && 'round' in p && typeof p.round === 'number') return p.round;
  if (p?.__typename === 'DiceRolledPayload') {
    const m = /round (\d+)/.exec(p.purpose);
    if (m) return Number(m[1]);
  }
  return current;
}

export function groupEvents(events: readonly PhaseEvent[]): Item[] {
  const items: Item[] = [];
  const open = new Map<string, BattleGroup>();
  let lastEnded: BattleGroup | null = null;
  for (const e of events) {
    const p = e.payload;
    if (p?.__typename === 'BattleStartedPayload') {
      const g: BattleGroup = {
        kind: 'battle',
        place: p.place,
        started: e,
        start: p,
        before: [],
        rounds: [],
        after: [],
        end: null,
        numbers: { first: e.number, last: e.number },
      };
      open.set(p.place, g);
      items.push(g);
      continue;
    }
    const place = placeOf(e, open);
    const g = place ? open.get(place) : undefined;
    if (g) {
      g.numbers.last = e.number;
      if (p?.__typename === 'BattleEndedPayload' || p?.__typename === 'AttackersRetreatedPayload') {
        g.after.push(e);
        if (p.__typename === 'BattleEndedPayload') {
          g.end = p;
          open.delete(g.place);
          lastEnded = g;
        }
        continue;
      }
      const last = g.rounds[g.rounds.length - 1];
      const round = roundOf(e, last?.round ?? 0);
      if (round === 0) g.before.push(e);
      else if (last && last.round === round) last.events.push(e);
      else g.rounds.push({ round, events: [e] });
      continue;
    }
    // The capture a won battle leads to is the battle's last word.
    if (
      p?.__typename === 'TerritoryCapturedPayload' &&
      lastEnded &&
      lastEnded.place === p.territory &&
      items[items.length - 1] === lastEnded
    ) {
      lastEnded.after.push(e);
      lastEnded.numbers.last = e.number;
      continue;
    }
    items.push({ kind: 'event', event: e });
  }
  return items;
}
