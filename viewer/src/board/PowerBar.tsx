// Above the map: the round, the power to play and its phase, every playing power's PUs
// (grouped by player when a player runs several powers, as in pacific-2001), and the
// outcome once the game is over (a victory, or the organizer's ruling with its reason on hover).
import { board, ruleset } from '../core/state';
import { powerStyle } from './colours';
import { outcomeText } from '../games/format';
import './board.css';

export function PowerBar() {
  const b = board.value;
  const rs = ruleset.value;
  if (!b || !rs) return <div class="power-bar" />;
  const pus = new Map(b.powers.map((p) => [p.power as string, p.pus]));
  const cur = powerStyle(b.currentPower)!;
  // Players in turn order of their first power; a player with one power shows only it.
  const order = new Map(rs.turnOrder.map((p, i) => [p as string, i]));
  const players = [...rs.players].sort(
    (a, b2) => Math.min(...a.powers.map((p) => order.get(p) ?? 99)) - Math.min(...b2.powers.map((p) => order.get(p) ?? 99)),
  );
  const grouped = players.some((p) => p.powers.length > 1);
  return (
    <div class="power-bar">
      <p class="moment">
        <span class="round">Round {b.round}</span>
        <span class="chip" style={{ background: cur.colour, color: cur.ink }}>
          {cur.initials}
        </span>
        <span class="power-name">{cur.name}</span>
        <span class="phase">{b.phaseName}</span>
        {b.status === 'ENDED' && (
          <span class="winner" title={b.rulingReason ? `The organizer's reason: ${b.rulingReason}` : undefined}>
            Game over: {outcomeText(b.winner, b.result)}
          </span>
        )}
      </p>
      <ul class="pus" aria-label="PUs on hand">
        {players.map((pl) => (
          <li key={pl.name} class={grouped ? 'player' : undefined}>
            {grouped && <span class="player-name">{pl.name}</span>}
            {[...pl.powers]
              .sort((x, y) => (order.get(x) ?? 99) - (order.get(y) ?? 99))
              .map((p) => {
                const st = powerStyle(p)!;
                return (
                  <span key={p} class={`pu${p === b.currentPower ? ' current' : ''}`} title={`${st.name}: ${pus.get(p) ?? 0} PUs on hand`}>
                    <span class="chip" style={{ background: st.colour, color: st.ink }}>
                      {st.initials}
                    </span>
                    <b>{pus.get(p) ?? 0}</b>
                    <span class="visually-hidden"> PUs, {st.name}</span>
                  </span>
                );
              })}
          </li>
        ))}
      </ul>
    </div>
  );
}
