// Where live is, in the header of an open game: "● Live · event N" while the page follows a
// running game, "N events behind live — go live" (a button) when scrubbed back,
// "reconnecting…" while the socket is down; empty (data-state="off") for a finished game.
// The DOM contract: #live[data-state=off|live|behind|reconnecting][data-live-event=N].
import { eventsBehind, goLive, liveState, newestEvent } from './follow';
import './live.css';

const SPOKEN = { off: '', live: 'Following the game live', behind: 'Behind live', reconnecting: 'Connection lost, reconnecting' };

export function LiveIndicator() {
  const state = liveState.value;
  const n = newestEvent.value;
  return (
    <div id="live" class={`live live-${state}`} data-state={state} data-live-event={n}>
      {/* Announced on a change of state only, not on every new event. */}
      <span class="visually-hidden" role="status">
        {SPOKEN[state]}
      </span>
      {state === 'live' && (
        <span class="live-now" title="The board moves with every new command (scrub back to stop following)">
          <span class="live-dot" aria-hidden="true">
            ●
          </span>{' '}
          Live · event {n}
        </span>
      )}
      {state === 'behind' && <BehindButton />}
      {state === 'reconnecting' && (
        <span class="live-reconnecting" title="The connection to the server dropped: the page catches up once it is back">
          <span aria-hidden="true">◌</span> reconnecting…
        </span>
      )}
    </div>
  );
}

function BehindButton() {
  const behind = eventsBehind.value;
  return (
    <button type="button" class="live-behind" onClick={goLive} title="Follow the game again (key l)" aria-keyshortcuts="l">
      {behind} {behind === 1 ? 'event' : 'events'} behind live — go live
    </button>
  );
}
