// The events of the chosen phase (phase-events.ts) with their summaries, battles gathered in
// blocks, the cursor's own command highlighted, the dice verification above. Clicking an event
// goes there; hovering one shows the board as it was then (preview.ts), until the mouse leaves.
import { computed, effect } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { game, ruleset, shown, shownIndex, shownMark } from '../core/state';
import { turnLabel } from '../scrub/names';
import { Battle } from './Battle';
import { DiceStatus } from './DiceStatus';
import { EventRow, type RowState } from './EventRow';
import { groupEvents } from './group';
import { phaseEvents, phaseRange } from './phase-events';
import { previewEnd, previewEvent, previewReset } from './preview';
import './events.css';

const items = computed(() => groupEvents(phaseEvents.value));
const battles = computed(() => items.value.filter((i) => i.kind === 'battle').length);

// A preview belongs to the game it was taken in.
const gameId = computed(() => game.value?.id ?? null);
effect(() => {
  void gameId.value;
  previewReset();
});

export function EventsPanel() {
  const g = game.value;
  const mark = shownMark.value;
  const range = phaseRange.value;
  const list = useRef<HTMLOListElement>(null);
  // The moment whose board is drawn: the list changes with the board, in its render.
  const at = shown.value;
  const i = shownIndex.value;
  const s: RowState = { cursor: at, prevEnd: i > 0 ? (g?.commandEnds[i - 1] ?? 0) : 0 };
  // The cursor's command stays in sight in the list as the cursor moves.
  useEffect(() => {
    const el = list.current?.querySelector('.event.in-command') ?? list.current?.querySelector('.event.after');
    el?.scrollIntoView({ block: 'nearest' });
  }, [at, phaseEvents.value]);
  if (!g) return null;
  const loaded = phaseEvents.value.length > 0 || !range || range.last < range.first;
  const n = battles.value;
  return (
    <section class="events-panel" aria-label="Events of the phase">
      <div class="events-head">
        <h2>
          {mark ? (
            <>
              Round {mark.round} · {turnLabel(mark.power, ruleset.value)} · {mark.phaseName}
            </>
          ) : (
            'Events'
          )}
        </h2>
        {/* One line either way: the preview note takes the range's place, so the list never shifts under the mouse. */}
        {previewEvent.value !== null ? (
          <p class="events-range previewing" role="status">
            Previewing the board after event {previewEvent.value} · click to go there, move away to return to {at}
          </p>
        ) : (
          range && (
            <p class="events-range">
              Events {range.first}–{range.last}
              {n > 0 && ` · ${n} ${n === 1 ? 'battle' : 'battles'}`} · hover to preview, click to go
            </p>
          )
        )}
      </div>
      <DiceStatus />
      {!loaded ? (
        <p class="events-loading">Reading the phase's events…</p>
      ) : (
        <ol class="events" ref={list} onMouseLeave={previewEnd}>
          {items.value.map((it) =>
            it.kind === 'battle' ? (
              <Battle key={`b${it.started.number}`} g={it} s={s} />
            ) : (
              <EventRow key={it.event.number} e={it.event} s={s} />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
