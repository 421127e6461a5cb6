// The footer: the slider over the game's commands (every board a replay can show), the step and
// jump buttons, where the cursor is in words, and the Keys button. The slider moves the board
// at once: each input calls goTo, and the core cancels the request it supersedes.
import { useComputed } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { commandIndex, currentMark, cursor, game, goTo, jump, ruleset, step } from '../core/state';
import { Help } from './Help';
import { helpOpen, installKeys } from './keys';
import { turnLabel } from './names';
import './scrub.css';

interface Control {
  label: string;
  keys: string;
  icon: string;
  run: () => void;
}

// Words rather than symbols on the jump buttons: someone who has never seen the page reads
// "Round", "Turn", "Phase" at once; the arrows alone say "one command".
const CONTROLS: Control[] = [
  { label: 'First command', keys: 'Home', icon: '⇤', run: () => void goTo(1) },
  { label: 'Previous round', keys: 'Shift+PageUp', icon: '◂ Round', run: () => void jump('round', -1) },
  { label: 'Previous turn', keys: '[', icon: '◂ Turn', run: () => void jump('turn', -1) },
  { label: 'Previous phase', keys: 'PageUp', icon: '◂ Phase', run: () => void jump('phase', -1) },
  { label: 'Previous command', keys: '←', icon: '◂', run: () => void step(-1) },
  { label: 'Next command', keys: '→', icon: '▸', run: () => void step(1) },
  { label: 'Next phase', keys: 'PageDown', icon: 'Phase ▸', run: () => void jump('phase', 1) },
  { label: 'Next turn', keys: ']', icon: 'Turn ▸', run: () => void jump('turn', 1) },
  { label: 'Next round', keys: 'Shift+PageDown', icon: 'Round ▸', run: () => void jump('round', 1) },
  { label: 'Last command', keys: 'End', icon: '⇥', run: () => void goTo(game.peek()?.eventCount ?? 1) },
];

export function Scrubber() {
  useEffect(installKeys, []);
  const g = game.value;
  if (!g) return null;
  const ends = g.commandEnds;
  const max = Math.max(0, ends.length - 1);
  return (
    <div class="scrubber">
      <div class="scrub-row">
        <div class="scrub-buttons" role="group" aria-label="Step through the game">
          {CONTROLS.slice(0, 5).map((c) => (
            <ControlButton key={c.label} c={c} />
          ))}
        </div>
        <div class="scrub-track">
          <Slider ends={ends} max={max} />
          <RoundTicks />
        </div>
        <div class="scrub-buttons" role="group" aria-label="Step through the game">
          {CONTROLS.slice(5).map((c) => (
            <ControlButton key={c.label} c={c} />
          ))}
        </div>
        <button
          type="button"
          class="keys-button"
          aria-expanded={helpOpen.value}
          aria-controls="keys-help"
          onClick={() => (helpOpen.value = !helpOpen.peek())}
        >
          Keys <kbd>?</kbd>
        </button>
      </div>
      <Readout />
      {helpOpen.value && <Help />}
    </div>
  );
}

/**
 * The slider on its own: the one part of the footer a step changes (with the readout), so that a held
 * key re-renders this input and not the buttons and the rounds' ticks around it.
 */
function Slider({ ends, max }: { ends: number[]; max: number }) {
  return (
    <input
      id="scrub"
      type="range"
      min={0}
      max={max}
      step={1}
      value={commandIndex.value}
      disabled={ends.length < 2}
      aria-label="Moment of the game (one step per command)"
      aria-valuetext={readout()}
      onInput={(e) => {
        const i = Number((e.currentTarget as HTMLInputElement).value);
        void goTo(ends[i]);
      }}
    />
  );
}

function ControlButton({ c }: { c: Control }) {
  const tip = `${c.label} (${c.keys})`;
  return (
    <button type="button" class="scrub-button" aria-label={tip} data-tip={tip} onClick={c.run}>
      <span aria-hidden="true">{c.icon}</span>
    </button>
  );
}

/** "Event 212 of 3000 · Round 2 · Japan · Conduct Combat". */
function readout(): string {
  const g = game.value;
  const m = currentMark.value;
  if (!g) return '';
  const parts = [`Event ${cursor.value} of ${g.eventCount}`];
  if (m) parts.push(`Round ${m.round}`, turnLabel(m.power, ruleset.value), m.phaseName);
  return parts.join(' · ');
}

function Readout() {
  const text = useComputed(readout);
  return (
    <p class="scrub-readout" aria-live="polite" aria-atomic="true">
      {text.value}
    </p>
  );
}

/** A tick on the track where each round begins (labelled every few rounds so labels never crowd). */
function RoundTicks() {
  const ticks = useComputed(() => {
    const g = game.value;
    if (!g || g.commandEnds.length < 2) return [];
    const max = g.commandEnds.length - 1;
    const out: { round: number; at: number }[] = [];
    let last = 0;
    for (const m of g.timeline) {
      if (m.round === last) continue;
      last = m.round;
      // The index of the first board of the round: the command that ends at (or after) its mark.
      let lo = 0;
      let hi = g.commandEnds.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (g.commandEnds[mid] < m.eventNumber) lo = mid + 1;
        else hi = mid;
      }
      out.push({ round: m.round, at: (Math.min(lo, max) / max) * 100 });
    }
    return out;
  });
  const list = ticks.value;
  const every = list.length > 60 ? 10 : list.length > 20 ? 5 : 1;
  return (
    <div class="round-ticks" aria-hidden="true">
      {list.map((t) => (
        <span key={t.round} class={t.round % every === 0 || t.round === 1 ? 'tick labelled' : 'tick'} style={{ left: `${t.at}%` }}>
          {(t.round % every === 0 || t.round === 1) && <span class="tick-label">{t.round}</span>}
        </span>
      ))}
    </div>
  );
}
