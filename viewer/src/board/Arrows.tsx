// The moves of the chosen phase as arrows on the map: a line from where the units left
// through every space they entered, coloured by the moving power, ending in an arrowhead.
// Moves into a battle are drawn heavier over a dark casing; moves of the phase still to come
// (after the cursor) are faint, so the phase's plan shows without hiding what is done.
import { shown } from '../core/state';
import { phaseMoves } from '../events/phase-events';
import { powerStyle } from './colours';
import type { Geometry } from './geometry';
import { labelScale } from './viewport';

export function ArrowMarkers({ powers }: { powers: readonly string[] }) {
  return (
    <>
      {powers.map((p) => (
        <marker
          key={p}
          id={`arrow-${p}`}
          viewBox="0 0 10 10"
          refX="6"
          refY="5"
          markerWidth="3.2"
          markerHeight="3.2"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill={powerStyle(p)!.colour} stroke="#111" stroke-width="0.8" />
        </marker>
      ))}
    </>
  );
}

export function Arrows({ geo }: { geo: Geometry }) {
  const moves = phaseMoves.value;
  const at = shown.value;
  const k = labelScale.value;
  if (!moves.length) return <g class="arrows" />;
  return (
    <g class="arrows" aria-hidden="true">
      {moves.map((m) => {
        const xy: number[][] = [];
        for (const name of [m.from, ...m.route]) {
          const s = geo.byName.get(name);
          if (s) xy.push([s.x, s.y]);
        }
        if (xy.length < 2) return null;
        const points = pointsOf(xy, k);
        const cls = `arrow${m.battle ? ' battle' : ''}${m.number > at ? ' later' : ''}`;
        return (
          <g key={m.number} class={cls} data-move={m.number} data-power={m.power}>
            <polyline class="casing" points={points} />
            <polyline class="line" points={points} stroke={powerStyle(m.power)!.colour} marker-end={`url(#arrow-${m.power})`} />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The polyline's points, its last segment stopped short of the label point (by about a line
 * of badges, never more than half the segment) so the arrowhead shows instead of hiding under
 * the names and badges written there.
 */
function pointsOf(xy: number[][], k: number): string {
  const [x0, y0] = xy[xy.length - 2];
  const [x1, y1] = xy[xy.length - 1];
  const len = Math.hypot(x1 - x0, y1 - y0);
  const cut = Math.min(34 * k, len * 0.5);
  const end = len > 0 ? [x1 - ((x1 - x0) * cut) / len, y1 - ((y1 - y0) * cut) / len] : [x1, y1];
  return [...xy.slice(0, -1), end].map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
}
