// The course as a uPlot line chart: rounds across, one line per power in its board colour
// with its own dash pattern (a second cue besides colour), a vertical marker at the round the
// viewer's cursor is in (and a ring on that turn's point), and a click on the chart jumps to
// the turn nearest the pointer: that round, the power whose line is closest.
// uPlot draws on a canvas, so this stays fast with hundreds of rounds; new rows only call
// setData, and moving the viewer's cursor only redraws (no new paths).
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { goTo } from '../core/state';
import { powerStyle } from '../board/colours';
import { DASHES } from './dashes';
import { coursePowers, courseSeries, cursorTurn, hoverRound, MEASURES, measure, type CourseRow } from './course-data';

const HEIGHT = 200;

export function CoursePlot() {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const powers = coursePowers.value;
  const series = courseSeries.value;
  const m = measure.value;

  // (Re)built when the powers change (another game); otherwise data and marker are updated in place.
  useEffect(() => {
    const el = host.current;
    if (!el || !powers.length) return;
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      scales: { x: { time: false } },
      cursor: {
        drag: { x: false, y: false, setScale: false },
        focus: { prox: 24 },
        points: { size: 7 },
      },
      focus: { alpha: 0.35 },
      series: [
        { label: 'Round' },
        ...powers.map((p, i) => {
          const s = powerStyle(p)!;
          return {
            label: s.initials,
            stroke: s.colour,
            width: 2,
            dash: [...DASHES[i % DASHES.length]],
            spanGaps: true,
            points: { show: true, size: 4, fill: s.colour },
          } satisfies uPlot.Series;
        }),
      ],
      axes: [{ label: 'Round', labelSize: 16, size: 30, incrs: [1, 2, 5, 10, 20, 50, 100] }, { size: 44 }],
      hooks: {
        draw: [keepBare, drawMarker],
        setCursor: [(u) => (hoverRound.value = u.cursor.idx == null ? null : (u.data[0][u.cursor.idx] ?? null))],
      },
    };
    const u = new uPlot(opts, toData(courseSeries.peek()), el);
    plot.current = u;
    const onClick = () => {
      const row = rowAtPointer(u);
      if (row) void goTo(row.eventNumber);
    };
    u.over.addEventListener('click', onClick);
    u.over.title = 'Click a point to go to the start of that turn';
    const resize = new ResizeObserver(() => u.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [powers.join(',')]);

  useEffect(() => {
    plot.current?.setData(toData(series));
  }, [series]);

  // The marker follows the viewer's cursor, once per frame and after the frame is painted, so that moving
  // the cursor draws the board first and the chart's marker next: the chart as uPlot last drew it is copied
  // back and the marker drawn over it, the same pixels as a redraw, which stroked every line and point
  // again (8–17 ms of raster a scrub in a trace: docs/performance.md, "The scrub's panels follow the drawn board").
  useEffect(() => {
    let pending = false;
    return cursorTurn.subscribe(() => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          pending = false;
          const u = plot.current;
          if (u && !moveMarker(u)) u.redraw(false, false);
        }, 0),
      );
    });
  }, []);

  const label = MEASURES.find((x) => x.key === m)!.label;
  return <div class="course-plot" ref={host} role="img" aria-label={`${label} per power per round (the table view lists the same)`} />;
}

function toData(s: ReturnType<typeof courseSeries.peek>): uPlot.AlignedData {
  return [s.rounds, ...s.values] as uPlot.AlignedData;
}

/** The row under the pointer: the hovered round, the power whose point there is nearest in y. */
function rowAtPointer(u: uPlot): CourseRow | null {
  const idx = u.cursor.idx;
  const top = u.cursor.top;
  if (idx == null || top == null || top < 0) return null;
  const s = courseSeries.peek();
  let best: CourseRow | null = null;
  let bestD = Infinity;
  s.values.forEach((ys, i) => {
    const v = ys[idx];
    const row = s.rows[i][idx];
    if (v == null || !row || !u.series[i + 1].show) return;
    const d = Math.abs(u.valToPos(v, 'y') - top);
    if (d < bestD) {
      bestD = d;
      best = row;
    }
  });
  return best;
}

/** Each chart's drawing without the marker, as uPlot last made it (its own canvas, outside the page). */
const bareOf = new WeakMap<uPlot, HTMLCanvasElement>();

/** uPlot draw hook, before the marker: keeps a copy of what uPlot drew (every full draw: new data, size, focus). */
function keepBare(u: uPlot): void {
  const can = u.ctx.canvas;
  let bare = bareOf.get(u);
  if (!bare) bareOf.set(u, (bare = document.createElement('canvas')));
  // Setting the size also clears it.
  bare.width = can.width;
  bare.height = can.height;
  bare.getContext('2d')!.drawImage(can, 0, 0);
}

/** The marker moved: the kept drawing copied back whole (pixel for pixel) and the marker drawn on it; false when there is none to copy. */
function moveMarker(u: uPlot): boolean {
  const bare = bareOf.get(u);
  const can = u.ctx.canvas;
  if (!bare || bare.width !== can.width || bare.height !== can.height) return false;
  u.ctx.clearRect(0, 0, can.width, can.height);
  u.ctx.drawImage(bare, 0, 0);
  drawMarker(u);
  return true;
}

/** uPlot draw hook: a line at the cursor's round and a ring on its turn's point. */
function drawMarker(u: uPlot): void {
  const t = cursorTurn.peek();
  if (!t) return;
  const s = courseSeries.peek();
  const idx = s.rounds.indexOf(t.round);
  if (idx < 0) return;
  const ctx = u.ctx;
  const x = u.valToPos(t.round, 'x', true);
  const { top, height } = u.bbox;
  ctx.save();
  ctx.strokeStyle = 'rgba(20,20,20,0.55)';
  ctx.lineWidth = Math.max(1, devicePixelRatio);
  ctx.setLineDash([4 * devicePixelRatio, 3 * devicePixelRatio]);
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.lineTo(x, top + height);
  ctx.stroke();
  const p = coursePowers.peek().indexOf(t.power as never);
  const v = p >= 0 ? s.values[p][idx] : null;
  if (v != null) {
    ctx.setLineDash([]);
    ctx.lineWidth = 2 * devicePixelRatio;
    ctx.strokeStyle = '#111';
    ctx.beginPath();
    ctx.arc(x, u.valToPos(v, 'y', true), 5 * devicePixelRatio, 0, 2 * Math.PI);
    ctx.stroke();
  }
  ctx.restore();
}
