// The timeline as a tree, round › power › phase (TripleA's history panel), from Game.timeline.
// A 20,000-event game has 100+ rounds, so rounds are collapsed except the one the cursor is in
// (and those the person opened); every node is a button that moves the board to where it began.
// Each round is a memoised component: a key press re-renders only the round that holds the
// cursor, not the thousands of phase buttons of the others.
import { computed, effect, signal, useComputed } from '@preact/signals';
import { memo } from 'preact/compat';
import { useEffect, useRef } from 'preact/hooks';
import { game, goTo, ruleset, shownMark, type PhaseMark, type RulesetData } from '../core/state';
import { powerName } from './names';
import './scrub.css';

interface PhaseNode {
  mark: PhaseMark;
  /** Events from this mark to the next one: how much happened in the phase. */
  events: number;
}
/** A turn: consecutive marks of one player (a power; pacific-2001's Great Britain plays India's and Australia's phases in turn). */
interface TurnNode {
  /** The player's name as the ruleset gives it, or the power's. */
  player: string;
  powers: string[];
  first: PhaseMark;
  phases: PhaseNode[];
}
interface RoundNode {
  round: number;
  first: PhaseMark;
  turns: TurnNode[];
}

/** Rounds the person opened (true) or closed (false) by hand; the others follow the cursor. */
const toggled = signal<ReadonlyMap<number, boolean>>(new Map());
const gameId = computed(() => game.value?.id ?? null);
// Another game: its rounds start as the cursor has them.
effect(() => {
  void gameId.value;
  toggled.value = new Map();
});

function buildTree(marks: readonly PhaseMark[], eventCount: number, rs: RulesetData | null): RoundNode[] {
  const playerOf = (power: string) => rs?.powers.find((p) => p.power === power)?.player ?? powerName(power);
  const rounds: RoundNode[] = [];
  marks.forEach((m, i) => {
    const next = marks[i + 1]?.eventNumber ?? eventCount;
    let r = rounds[rounds.length - 1];
    if (!r || r.round !== m.round) rounds.push((r = { round: m.round, first: m, turns: [] }));
    const player = playerOf(m.power);
    let t = r.turns[r.turns.length - 1];
    if (!t || t.player !== player) r.turns.push((t = { player, powers: [], first: m, phases: [] }));
    if (!t.powers.includes(m.power)) t.powers.push(m.power);
    t.phases.push({ mark: m, events: Math.max(0, next - m.eventNumber) });
  });
  return rounds;
}

export function TimelineTree() {
  const g = game.value;
  const tree = useComputed(() => (game.value ? buildTree(game.value.timeline, game.value.eventCount, ruleset.value) : []));
  const ref = useRef<HTMLUListElement>(null);
  const mark = shownMark.value;
  // The current phase stays in view as the cursor moves (nearest: no jump when it is visible).
  useEffect(() => {
    ref.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' });
  }, [mark?.eventNumber]);
  if (!g) return null;
  const open = toggled.value;
  return (
    <ul class="tree" ref={ref} aria-label="Rounds, turns and phases" onKeyDown={moveFocus}>
      {tree.value.map((r) => {
        const isCurrent = mark?.round === r.round;
        return <Round key={r.round} node={r} expanded={open.get(r.round) ?? isCurrent} current={isCurrent ? mark!.eventNumber : null} />;
      })}
    </ul>
  );
}

function toggle(round: number, expanded: boolean): void {
  const next = new Map(toggled.peek());
  next.set(round, !expanded);
  toggled.value = next;
}

interface RoundProps {
  node: RoundNode;
  expanded: boolean;
  /** The current mark's event number when the cursor is in this round, else null. */
  current: number | null;
}

const Round = memo(function Round({ node, expanded, current }: RoundProps) {
  const id = `tree-round-${node.round}`;
  return (
    <li class={current !== null ? 'tree-round current' : 'tree-round'} data-round={node.round}>
      <div class="tree-round-head">
        <button
          type="button"
          class="tree-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} round ${node.round}`}
          data-round-toggle={node.round}
          onClick={() => toggle(node.round, expanded)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
        <button type="button" class="tree-round-label" data-round-start={node.round} onClick={() => void goTo(node.first.eventNumber)}>
          Round {node.round}
        </button>
      </div>
      {/* Only open rounds have their phases in the page: a long game has 100+ rounds and 3,000+ marks,
          and that many hidden elements made every scrub's style and layout several times slower. */}
      {expanded && (
        <ul id={id}>
          {node.turns.map((t) => {
            const turnCurrent = current !== null && t.phases.some((p) => p.mark.eventNumber === current);
            // The player's name heads the turn; its phases name their power when that says more (2001's Great Britain: India, Australia).
            const label = t.player;
            const namePower = t.powers.length > 1 || powerName(t.powers[0]) !== t.player;
            return (
              <li
                key={`${t.player}-${t.first.eventNumber}`}
                class={turnCurrent ? 'tree-turn current' : 'tree-turn'}
                data-power={t.powers.join(' ')}
              >
                <button
                  type="button"
                  class="tree-turn-label"
                  aria-label={`Round ${node.round}, ${label}'s turn`}
                  onClick={() => void goTo(t.first.eventNumber)}
                >
                  {label}
                </button>
                <ul>
                  {t.phases.map((p) => (
                    <li key={p.mark.eventNumber}>
                      <button
                        type="button"
                        class="tree-phase"
                        data-mark-round={p.mark.round}
                        data-mark-power={p.mark.power}
                        data-mark-phase={p.mark.phase}
                        data-mark-event={p.mark.eventNumber}
                        aria-current={p.mark.eventNumber === current ? 'step' : undefined}
                        aria-label={`Round ${p.mark.round}, ${namePower ? `${label}, ${powerName(p.mark.power)}` : label}, ${p.mark.phaseName}: ${p.events} events`}
                        title={p.mark.phaseName}
                        onClick={() => void goTo(p.mark.eventNumber)}
                      >
                        <span class="tree-phase-name">
                          {namePower && <span class="tree-phase-power">{powerName(p.mark.power)} · </span>}
                          {p.mark.phaseName}
                        </span>
                        <span class="tree-count" aria-hidden="true">
                          {p.events}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
});

/** ↑/↓ move between the tree's visible buttons (←/→ stay the page's: one command back or on). */
function moveFocus(e: KeyboardEvent): void {
  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
  const tree = e.currentTarget as HTMLElement;
  const buttons = [...tree.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.offsetParent !== null);
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (i < 0) return;
  const next = buttons[i + (e.key === 'ArrowDown' ? 1 : -1)];
  if (next) {
    e.preventDefault();
    next.focus();
  }
}
