// One event of the list: its number and summary, a button that moves the board to it (after its
// command), and, for a roll, the dice themselves. Rows after the cursor are what has not
// happened yet on the board shown; the rows of the cursor's own command are highlighted.
import { memo } from 'preact/compat';
import type { PhaseEvent } from './phase-events';
import { goTo } from '../core/state';
import { mismatchesByEvent } from './dice-status';
import { previewCommit, previewStart } from './preview';

export interface RowState {
  /** Events after this number and up to `cursor` are the cursor's command. */
  prevEnd: number;
  cursor: number;
}

/** Steps that did nothing ("no bombardment") are listed quietly. */
function quiet(e: PhaseEvent): boolean {
  return e.eventType === 'BATTLE_STEP' && /: no /.test(e.summary);
}

export function rowClass(e: PhaseEvent, s: RowState, extra = ''): string {
  const c = ['event'];
  if (e.number > s.prevEnd && e.number <= s.cursor) c.push('in-command');
  else if (e.number > s.cursor) c.push('after');
  if (quiet(e)) c.push('quiet');
  if (extra) c.push(extra);
  return c.join(' ');
}

export function go(n: number): void {
  previewCommit();
  void goTo(n);
}

/** What a roll was for, as a side of the battle (the purpose's own words otherwise). */
export function rollSide(purpose: string): 'attacker' | 'defender' | null {
  if (/attacker|bombardment|bombing damage/.test(purpose)) return 'attacker';
  if (/defender|anti-aircraft/.test(purpose)) return 'defender';
  return null;
}

export function Dice({ e }: { e: PhaseEvent }) {
  const p = e.payload;
  if (p?.__typename !== 'DiceRolledPayload') return null;
  const bad = mismatchesByEvent.value.get(e.number);
  return (
    <span class="dice" aria-label={`dice ${p.values.join(', ')}`}>
      {p.values.map((v, i) => {
        const derived = bad?.get(p.first + i);
        return (
          <span
            key={i}
            class={derived !== undefined ? 'die wrong' : p.scripted[i] ? 'die scripted' : 'die'}
            data-value={v}
            title={`die ${p.first + i}${p.scripted[i] ? ' (practice script)' : ''}${derived !== undefined ? `: the seed gives ${derived}` : ''}`}
          >
            {v}
          </span>
        );
      })}
    </span>
  );
}

interface RowProps {
  e: PhaseEvent;
  s: RowState;
  label?: string;
}

/**
 * A row re-renders only when what it shows changes: every step of the cursor gives the list a new
 * RowState, and a phase may list hundreds of events, of which a step changes the classes of a few.
 */
export const EventRow = memo(
  Row,
  (a, b) =>
    a.e === b.e &&
    a.label === b.label &&
    rowClass(a.e, a.s) === rowClass(b.e, b.s) &&
    (a.e.number === a.s.cursor) === (b.e.number === b.s.cursor),
);

function Row({ e, s, label }: RowProps) {
  const who = e.metadata.actorPower;
  return (
    <li
      class={rowClass(e, s)}
      data-number={e.number}
      data-type={e.eventType}
      aria-current={e.number === s.cursor ? 'step' : undefined}
      onMouseEnter={() => previewStart(e.number)}
    >
      <button type="button" class="event-go" onClick={() => go(e.number)} aria-label={`Go to event ${e.number}: ${e.summary}`}>
        <span class="event-number">{e.number}</span>
        <span class="event-summary">
          {label && <span class="event-label">{label}</span>}
          {e.eventType === 'DICE_ROLLED' ? <RollText e={e} inBattle={!!label} /> : e.summary}
        </span>
        {who && e.eventType !== 'BATTLE_STEP' && !label && <span class="event-actor">{who}</span>}
      </button>
    </li>
  );
}

/** A roll: its dice; what it was for in words outside a battle (in one, the side's label and the round say it). */
function RollText({ e, inBattle }: { e: PhaseEvent; inBattle: boolean }) {
  const p = e.payload;
  if (p?.__typename !== 'DiceRolledPayload') return <>{e.summary}</>;
  return (
    <>
      {!inBattle && <span class="roll-purpose">{p.purpose} </span>}
      <Dice e={e} />
    </>
  );
}
