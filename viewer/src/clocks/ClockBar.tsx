// Below the power bar: each player's clock (docs/clocks.md), the running one counting down,
// a flag on those that ran out, "paused" while the organizer paused them. Nothing for a game
// without clocks. The clocks are the game's now, whatever moment the board shows.
// The DOM contract: section.clocks[data-mode][data-paused] li.clock[data-power][data-running][data-flagged][data-remaining-ms].
import { useEffect } from 'preact/hooks';
import { game } from '../core/state';
import { newestEvent } from '../live/follow';
import { powerStyle } from '../board/colours';
import { clocks, clockText, readClocks, remainingNow, tick } from './clocks';
import './clocks.css';

const POLICY = { END_TURN: 'turn ended for them', ADJUDICATE: 'game adjudicated', BOT: 'a bot takes the seat' } as const;

export function ClockBar() {
  const g = game.value;
  const gameId = g?.id ?? null;
  const latest = newestEvent.value;
  useEffect(() => {
    if (!gameId) return;
    void readClocks(gameId);
    const every = setInterval(() => void readClocks(gameId), 10_000);
    const ticking = setInterval(() => (tick.value = tick.peek() + 1), 250);
    return () => {
      clearInterval(every);
      clearInterval(ticking);
    };
  }, [gameId]);
  useEffect(() => {
    if (gameId && latest) void readClocks(gameId);
  }, [gameId, latest]);
  const c = clocks.value;
  void tick.value;
  if (!c || c.gameId !== gameId) return null;
  const now = performance.now();
  const d = c.data;
  return (
    <section
      class="clocks"
      aria-label="Clocks"
      data-mode={d.mode}
      data-paused={d.paused ? 'yes' : 'no'}
      title={`${d.mode === 'BUDGET' ? 'A time budget per player' : 'A deadline per turn'}; out of time: ${POLICY[d.onTimeOut]}`}
    >
      <span class="clocks-title">{d.mode === 'BUDGET' ? 'Clocks' : 'Deadlines'}</span>
      {d.paused && <span class="clocks-paused">paused</span>}
      <ul>
        {d.players.map((p) => {
          const st = powerStyle(p.power)!;
          const left = remainingNow(c, p, now);
          return (
            <li
              key={p.power}
              class={`clock${p.running ? ' running' : ''}${p.flagged ? ' flagged' : ''}`}
              data-power={p.power}
              data-running={p.running ? 'yes' : 'no'}
              data-flagged={p.flagged ? 'yes' : 'no'}
              data-remaining-ms={Math.round(left)}
              title={`${st.name}: ${clockText(left)} left${p.flagged ? ', ran out of time' : ''}`}
            >
              <span class="chip" style={{ background: st.colour, color: st.ink }}>
                {st.initials}
              </span>
              <b>{clockText(left)}</b>
              {p.flagged && (
                <span class="flag" aria-label="ran out of time">
                  ⚑
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {d.timedOut && (
        <span class="clocks-timed-out">
          {powerStyle(d.timedOut.power)?.name} ran out of time: {POLICY[d.timedOut.policy]}
        </span>
      )}
    </section>
  );
}
