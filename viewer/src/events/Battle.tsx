// A battle as one block: who attacked whom with what, each round's dice (by side) and hits, the
// casualties, and how it ended. Every event is still its own row (clickable, hover to preview),
// grouped under its round, so the block reads like the battle board of the rulebook.
import { memo } from 'preact/compat';
import { useState } from 'preact/hooks';
import { game, goTo } from '../core/state';
import { formatRoute } from '../core/url';
import { powerName } from '../scrub/names';
import type { BattleGroup } from './group';
import { EventRow, rollSide, type RowState } from './EventRow';
import type { PhaseEvent } from './phase-events';

const OUTCOME: Record<string, string> = {
  ATTACKER_WON: 'Attacker won',
  DEFENDER_WON: 'Defender held',
  BOTH_DESTROYED: 'Both sides destroyed',
  RETREATED: 'Attacker retreated',
  STALEMATE: 'Stalemate',
  RAIDED: 'Raid over',
};

const KIND: Record<string, string> = { LAND: 'Land battle', SEA: 'Sea battle', RAID: 'Strategic bombing raid' };

/**
 * What a battle block shows of the cursor: where the cursor and the end of the command before it
 * fall against the battle's events (before them, inside at an event, after them). A step that keeps
 * these (most steps of a long phase) leaves the block as it is.
 */
function seen(g: BattleGroup, s: RowState): string {
  const at = (n: number) => Math.min(Math.max(n, g.numbers.first - 1), g.numbers.last + 1);
  return `${at(s.cursor)} ${at(s.prevEnd)}`;
}

export const Battle = memo(BattleBlock, (a, b) => a.g === b.g && seen(a.g, a.s) === seen(b.g, b.s));

function BattleBlock({ g, s }: { g: BattleGroup; s: RowState }) {
  const st = g.start;
  const attacker = powerName(st.attacker);
  const defender = powerName(st.defender);
  const state = s.cursor < g.numbers.first ? 'to come' : s.cursor < g.numbers.last ? 'under way' : null;
  return (
    <li
      class={`battle${s.cursor >= g.numbers.first && s.cursor <= g.numbers.last ? ' current' : ''}`}
      data-place={g.place}
      data-outcome={g.end?.outcome ?? ''}
    >
      <div class="battle-head">
        <h3>
          <span aria-hidden="true">⚔ </span>
          {g.place}
          {st.port ? ' (port)' : ''}
        </h3>
        <span class="battle-kind">{KIND[st.kind] ?? st.kind}</span>
        <BattleLink event={g.numbers.first} place={g.place} />
        {g.end ? (
          <span class={`battle-outcome outcome-${g.end.outcome.toLowerCase()}`}>{OUTCOME[g.end.outcome] ?? g.end.outcome}</span>
        ) : (
          <span class="battle-outcome">not over</span>
        )}
      </div>
      <p class="battle-sides">
        <span class="side side-attacker">
          Attacker: <strong>{attacker}</strong> ({st.attackers.length} {st.attackers.length === 1 ? 'unit' : 'units'}
          {st.bombarders.length ? `, ${st.bombarders.length} bombarding` : ''}
          {st.amphibious.length ? `, ${st.amphibious.length} from the sea` : ''})
        </span>
        <span class="side side-defender">
          Defender: <strong>{defender}</strong> ({st.defenders.length} {st.defenders.length === 1 ? 'unit' : 'units'})
        </span>
        {state && <span class="battle-when">{state} at the moment shown</span>}
      </p>
      <ol class="battle-events">
        <EventRow e={g.started} s={s} />
        {g.before.map((e) => (
          <EventRow key={e.number} e={e} s={s} />
        ))}
      </ol>
      {g.rounds.map((r) => (
        <section key={r.round} class="battle-round" aria-label={`${g.place}, round ${r.round}`}>
          <h4>Round {r.round}</h4>
          <RoundSummary events={r.events} attacker={attacker} defender={defender} />
          <ol class="battle-events">
            {r.events.map((e) => (
              <EventRow key={e.number} e={e} s={s} label={labelOf(e, attacker, defender)} />
            ))}
          </ol>
        </section>
      ))}
      {g.after.length > 0 && (
        <ol class="battle-events battle-after">
          {g.after.map((e) => (
            <EventRow key={e.number} e={e} s={s} />
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * A link to the battle (the board as it starts): a real link, to open or copy anywhere; a plain click
 * also goes there and puts the link on the clipboard, to send ("round 3, the battle of Hunan").
 */
function BattleLink({ event, place }: { event: number; place: string }) {
  const [copied, setCopied] = useState(false);
  const gameId = game.value?.id;
  if (!gameId) return null;
  const href = formatRoute({ view: 'game', gameId, at: { kind: 'event', event }, live: false });
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void goTo(event);
    const url = new URL(href, location.href).href;
    navigator.clipboard?.writeText(url).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );
  };
  return (
    <a class="battle-link" href={href} onClick={onClick} aria-label={`Link to the battle of ${place} (copied on click)`}>
      {copied ? 'Link copied' : 'Link'}
    </a>
  );
}

/** "Attacker (Japan)" before a roll, so the dice are read by side. */
function labelOf(e: PhaseEvent, attacker: string, defender: string): string | undefined {
  const p = e.payload;
  if (p?.__typename !== 'DiceRolledPayload') return undefined;
  const side = rollSide(p.purpose);
  return side === 'attacker' ? `${attacker} rolls` : side === 'defender' ? `${defender} rolls` : undefined;
}

/** The round in one line: hits by side and the units lost. */
function RoundSummary({ events, attacker, defender }: { events: PhaseEvent[]; attacker: string; defender: string }) {
  let aHits = 0;
  let dHits = 0;
  let aLost = 0;
  let dLost = 0;
  let aDice = 0;
  let dDice = 0;
  for (const e of events) {
    const p = e.payload;
    if (p?.__typename === 'HitsScoredPayload') {
      if (p.firedBy === 'ATTACKER') aHits += p.total;
      else dHits += p.total;
    } else if (p?.__typename === 'CasualtiesChosenPayload') {
      // A damaged battleship or carrier took a hit and stays: only the destroyed are lost.
      const lost = p.casualties.filter((c) => c.effect === 'DESTROYED').length;
      if (p.side === 'ATTACKER') aLost += lost;
      else dLost += lost;
    } else if (p?.__typename === 'DiceRolledPayload') {
      const side = rollSide(p.purpose);
      if (side === 'attacker') aDice += p.values.length;
      else if (side === 'defender') dDice += p.values.length;
    }
  }
  return (
    <p class="round-summary">
      <span class="side-attacker">
        {attacker}: {aDice} {aDice === 1 ? 'die' : 'dice'}, {aHits} {aHits === 1 ? 'hit' : 'hits'}
        {aLost ? `, lost ${aLost}` : ''}
      </span>
      <span class="side-defender">
        {defender}: {dDice} {dDice === 1 ? 'die' : 'dice'}, {dHits} {dHits === 1 ? 'hit' : 'hits'}
        {dLost ? `, lost ${dLost}` : ''}
      </span>
    </p>
  );
}
