// Live mode: a running game's new events through the gameEvents subscription (graphql-ws),
// and whether the page follows them. While following, the board moves to each new command's
// end as it lands; scrubbing back stops following (the cursor is the viewer's again) and
// goLive() resumes it.
//
// Resuming after a dropped connection: graphql-ws retries on its own, but re-sends the
// subscription with the variables it was first given, so it would ask again for every event
// since the page opened. Instead, when the socket closes under a live subscription, that
// subscription is dropped and a new one is made from the newest event number seen (the
// client's retries and backoff then apply to it); events are still taken by number, so one
// delivered twice is ignored.
import { computed, effect, signal } from '@preact/signals';
import type { Client } from 'graphql-ws';
import { ViewerLiveEventsDocument } from '../gql/graphql';
import type { ViewerLiveEventsSubscription } from '../gql/graphql';
import { wsClient } from '../core/api';
import { cursor, game, goTo, navigate, refreshGame, route } from '../core/state';

/** The page follows the game: each new command's board is drawn as it lands. */
export const following = signal(false);
/** The newest event number the page knows of (the game's meta, or the subscription ahead of it). */
export const newestEvent = signal(0);
/** The game followed now (its id), null when none: finished games and the game list have none. */
export const subscribedTo = signal<string | null>(null);
/** The socket is down under a live subscription (graphql-ws is retrying). */
export const socketDown = signal(false);

export type LiveState = 'off' | 'live' | 'behind' | 'reconnecting';

/** What the indicator shows: nothing for a finished game, else live, behind or reconnecting. */
export const liveState = computed<LiveState>(() => {
  if (!subscribedTo.value) return 'off';
  if (socketDown.value) return 'reconnecting';
  return following.value ? 'live' : 'behind';
});

/** How many events the cursor is behind the newest one. */
export const eventsBehind = computed(() => Math.max(0, newestEvent.value - cursor.value));

/** Follow the game again: to its newest board, which then moves with every new command. */
export function goLive(): void {
  const g = game.peek();
  if (!g) return;
  if (g.status === 'ACTIVE') {
    following.value = true;
    mirrorToUrl(true);
  }
  void goTo(Math.max(g.eventCount, 1));
}

// ---- the subscription

interface Live {
  gameId: string;
  /** The newest event number delivered (or known from the meta when it started). */
  seen: number;
  dispose: () => void;
  /** A subscription of it runs (not ended by an error or the server, waiting to be made again). */
  active: boolean;
  /** Retry timer after a subscription ended or failed while still wanted. */
  retry?: ReturnType<typeof setTimeout>;
}
let live: Live | null = null;

function subscribe(l: Live): void {
  const client = wsClient();
  const variables = { gameId: l.gameId, after: l.seen };
  let active = true;
  l.active = true;
  const dispose = client.subscribe<ViewerLiveEventsSubscription>(
    { query: ViewerLiveEventsDocument.toString(), variables },
    {
      next: (result) => {
        if (!active || live !== l) return;
        const n = result.data?.gameEvents.number;
        if (n === undefined) return;
        onEvent(l, n);
      },
      error: (err) => {
        if (!active) return;
        active = l.active = false;
        if (live !== l) return;
        // A refusal of this operation (rate limit, too many operations) or a fatal close: try again later.
        console.warn('live: the subscription failed', err);
        later(l, 5000);
      },
      complete: () => {
        if (!active) return;
        active = l.active = false;
        // The server ended the feed (it is shutting down): still wanted, so subscribe again.
        if (live === l) later(l, 1000);
      },
    },
  );
  l.dispose = () => {
    active = false;
    dispose();
  };
}

function later(l: Live, ms: number): void {
  clearTimeout(l.retry);
  l.retry = setTimeout(() => {
    if (live !== l) return;
    l.dispose();
    subscribe(l);
  }, ms);
}

function start(gameId: string, after: number): void {
  stop();
  const l: Live = { gameId, seen: after, dispose: () => undefined, active: false };
  live = l;
  socketDown.value = false;
  subscribedTo.value = gameId;
  listenToSocket();
  subscribe(l);
}

function stop(): void {
  if (!live) return;
  clearTimeout(live.retry);
  clearTimeout(refreshTimer);
  live.dispose();
  live = null;
  subscribedTo.value = null;
  socketDown.value = false;
}

let listening: Client | null = null;
/** Socket state for the indicator, and a fresh subscription (from the newest event) after a drop. */
function listenToSocket(): void {
  const client = wsClient();
  if (listening === client) return;
  listening = client;
  client.on('connected', () => {
    socketDown.value = false;
  });
  client.on('closed', (event) => {
    const l = live;
    // Failed attempts to reconnect close too: the subscription made at the drop already asks from the newest event.
    // A normal closure is graphql-ws closing an unused socket (no subscription runs: one is waiting to be made again).
    if (!l || !l.active || socketDown.peek() || (event as CloseEvent | undefined)?.code === 1000) return;
    socketDown.value = true;
    // Later, not in this listener: graphql-ws handles the close after its listeners have run.
    setTimeout(() => {
      if (live !== l) return;
      l.dispose();
      subscribe(l);
    }, 0);
  });
}

// ---- new events

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing = false;

function onEvent(l: Live, n: number): void {
  if (n <= l.seen) return; // a duplicate (resent after a reconnect)
  l.seen = n;
  if (n > newestEvent.peek()) newestEvent.value = n;
  // A command's events come in a burst: read the meta once after it.
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refresh(l), 120);
}

async function refresh(l: Live): Promise<void> {
  if (refreshing) {
    refreshTimer = setTimeout(() => void refresh(l), 120);
    return;
  }
  refreshing = true;
  const wasFollowing = following.peek();
  try {
    const meta = await refreshGame();
    if (!meta || meta.id !== l.gameId || openedId.peek() !== meta.id) return;
    // A game that has just ended is followed no more (its subscription stops), but its last board is shown.
    if (following.peek() || (wasFollowing && meta.status !== 'ACTIVE')) await goTo(meta.eventCount);
    // Events that came while the meta was read: read it again.
    if (live === l && meta.eventCount < l.seen) {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => void refresh(l), 120);
    }
  } catch (err) {
    console.warn('live: the game could not be re-read', err);
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void refresh(l), 2000);
  } finally {
    refreshing = false;
  }
}

// ---- what to follow: the open game while it goes on

/** ?live=1 says the page follows; kept in step so a copied link says what the page does. */
function mirrorToUrl(on: boolean): void {
  const r = route.peek();
  if (r.view === 'game' && r.live !== on) navigate({ ...r, live: on }, true);
}

/** The game open and going on (its id), else null. */
const wanted = computed(() => {
  const r = route.value;
  const g = game.value;
  if (r.view !== 'game' || !g || g.id !== r.gameId || g.status !== 'ACTIVE') return null;
  return g.id;
});

const openedId = computed(() => {
  const r = route.value;
  const g = game.value;
  return r.view === 'game' && g && g.id === r.gameId ? g.id : null;
});

/** The game the following state was set up for (a new game starts it afresh). */
let setUpFor: string | null = null;

effect(() => {
  const id = openedId.value;
  if (id === setUpFor) return;
  setUpFor = id;
  following.value = false;
  if (!id) return;
  const g = game.peek()!;
  newestEvent.value = g.eventCount;
  // openGame sets the cursor right after the meta: decide once it has.
  queueMicrotask(() => {
    if (setUpFor !== id) return;
    const r = route.peek();
    if (r.view === 'game' && r.live && g.status === 'ACTIVE') goLive();
    else following.value = g.status === 'ACTIVE' && cursor.peek() >= g.eventCount;
  });
});

effect(() => {
  const id = wanted.value;
  if (id === (live?.gameId ?? null)) return;
  if (!id) {
    stop();
    if (following.peek()) following.value = false;
    return;
  }
  start(id, game.peek()!.eventCount);
});

// The game's meta is the floor of what the page knows (a refresh may know more than events seen).
effect(() => {
  const g = game.value;
  if (g && g.eventCount > newestEvent.peek() && g.id === setUpFor) newestEvent.value = g.eventCount;
});

// Scrubbing: behind the end stops following; back at the end (End key, the slider's end) follows again.
effect(() => {
  const at = cursor.value;
  const g = game.peek();
  if (!g || g.id !== setUpFor || g.status !== 'ACTIVE') return;
  const atEnd = at >= g.eventCount;
  if (atEnd !== following.peek()) following.value = atEnd;
});

// The URL's live=1 follows `following` (only for a game going on).
effect(() => {
  const on = following.value;
  if (!subscribedTo.value) return;
  mirrorToUrl(on);
});
