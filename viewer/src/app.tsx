// The page: the game list, or one game with the board on the map beside its timeline,
// events and course, and the scrubber below. Which one is the URL's (core/url.ts).
import { memo } from 'preact/compat';
import { useEffect } from 'preact/hooks';
import { BoardMap } from './board/BoardMap';
import { PowerBar } from './board/PowerBar';
import { ClockBar } from './clocks/ClockBar';
import { CourseChart } from './chart/CourseChart';
import { game, navigate, openGame, problem, route } from './core/state';
import { EventsPanel } from './events/EventsPanel';
import { GameList } from './games/GameList';
import { LiveIndicator } from './live/LiveIndicator';
import { Scrubber } from './scrub/Scrubber';
import { TimelineTree } from './scrub/TimelineTree';

export function App() {
  const r = route.value;
  const gameId = r.view === 'game' ? r.gameId : null;
  useEffect(() => {
    if (r.view === 'game') void openGame(r.gameId, r.at).catch((e) => (problem.value = `The game could not be read: ${e.message}`));
    // Only a change of game reloads it; the moment in the URL follows the cursor, not the other way round.
  }, [gameId]);
  return (
    <div class="app">
      <header class="top">
        <a class="home" href="/viewer/" onClick={toList}>
          Pacific replay viewer
        </a>
        {r.view === 'game' && game.value && <h1 class="game-name">{game.value.name}</h1>}
        {r.view === 'game' && <LiveIndicator />}
      </header>
      {problem.value && (
        <p class="problem" role="alert">
          {problem.value}
        </p>
      )}
      {r.view === 'list' ? <GameList /> : <GameView />}
    </div>
  );
}

/**
 * The game's panels, re-rendered by the signals they read: not by the App, whose route changes with
 * every moment the URL follows (replaced 150 ms after each scrub), which would redraw all of them.
 */
const GameView = memo(function GameView() {
  if (!game.value) return <p class="loading">Loading the game…</p>;
  return (
    <main class="game">
      <nav class="timeline" aria-label="Timeline">
        <TimelineTree />
      </nav>
      <section class="board" aria-label="Board">
        <PowerBar />
        <ClockBar />
        <BoardMap />
      </section>
      <aside class="side" aria-label="Events and course">
        <EventsPanel />
        <CourseChart />
      </aside>
      <footer class="scrub">
        <Scrubber />
      </footer>
    </main>
  );
});

/** A plain click on the title goes to the list without reloading the page; other clicks (new tab, copy) stay links. */
function toList(e: MouseEvent) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  problem.value = null;
  navigate({ view: 'list' });
}
