// The board on the map (issue 26): every territory and sea zone filled by its owner, unit
// stacks by owner and type with counts, capitals, victory cities, battles and the phase's
// moves as arrows, with zoom and pan, a find list for keyboard users and an info box for the
// territory pointed at. Shapes are built once per ruleset (geometry.ts); a scrub changes only
// fills, the territories whose units changed (TerritoryMarks), the arrows, and the unit badges,
// which are drawn on a canvas over the SVG (badges.ts).
// DOM contract (viewer.md): svg.map[data-board-event], [data-territory][data-owner] on every
// shape, .stack[data-territory][data-owner][data-type][data-count][data-damaged].
import { memo } from 'preact/compat';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { board, ruleset } from '../core/state';
import { ArrowMarkers, Arrows } from './Arrows';
import { BadgeCanvas, layoutMarks, type PlacedBadges } from './badges';
import { IMPASSABLE_FILL, landFill, seaFill } from './colours';
import { geometryOf, type Geometry, type Shape } from './geometry';
import { Legend } from './Legend';
import { MapTools } from './MapTools';
import { hovered, infoOnLeft, pinned } from './selection';
import { signatureOf, stacksOf, unitsKey } from './stacks';
import { TerritoryInfo } from './TerritoryInfo';
import { TerritoryMarks } from './TerritoryMarks';
import { labelScale, Viewport } from './viewport';
import './board.css';

export function BoardMap() {
  const rs = ruleset.value;
  const geo = useMemo(() => (rs ? geometryOf(rs) : null), [rs]);
  const view = useMemo(() => new Viewport(), []);
  useEffect(() => () => view.detach(), [view]);
  useZoomKeys(view);
  if (!rs || !geo) return <p class="loading">Loading the map…</p>;
  return (
    <div class="board-map">
      <MapTools geo={geo} view={view} />
      <div class="map-frame">
        <MapSvg geo={geo} view={view} powers={rs.powers.map((p) => p.power)} />
        <TerritoryInfo geo={geo} />
        <Legend />
      </div>
    </div>
  );
}

function MapSvg({ geo, view, powers }: { geo: Geometry; view: Viewport; powers: string[] }) {
  const svgRef = useRef<SVGSVGElement>(null);
  useEffect(() => view.attach(svgRef.current, geo.width, geo.height), [geo, view]);
  const drag = useDrag(view);
  const b = board.value;
  // How long a board takes to draw (render to commit, the badges' canvas included), as a User Timing measure for bench/ and DevTools.
  const started = performance.now();
  const states = useMemo(() => new Map(b?.territories.map((t) => [t.name, t]) ?? []), [b]);
  const battles = useMemo(() => new Set(b?.battles ?? []), [b]);
  const k = labelScale.value;
  // Every territory's owner, stacks and their layout: one pass for the SVG's marks and the canvas's badges.
  // A territory the board leaves as it was keeps its place object (a step changes a few of ~500).
  const known = useRef(new WeakMap<Shape, { key: string; place: Place }>());
  const places = useMemo(
    () =>
      geo.shapes.map((shape): Place => {
        const t = states.get(shape.name);
        const battle = battles.has(shape.name);
        const key = unitsKey(t, battle);
        const hit = known.current.get(shape);
        if (hit?.key === key) return hit.place;
        const owner = t?.owner ?? null;
        const stacks = t ? stacksOf(t) : [];
        const place = { shape, owner, battle, layout: layoutMarks(stacks), signature: signatureOf(owner, stacks, battle) };
        known.current.set(shape, { key, place });
        return place;
      }),
    [geo, states, battles],
  );
  // The badges follow the board and the zoom in the same frame as the SVG, and the view once a frame.
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const painter = useRef<BadgeCanvas | null>(null);
  const drawn = useRef<{ places: PlacedBadges[]; k: number }>({ places: [], k });
  drawn.current = { places, k };
  useLayoutEffect(() => {
    const draw = () => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      if (painter.current?.canvas !== canvas) painter.current = new BadgeCanvas(canvas);
      painter.current.draw(drawn.current.places, view.view(), drawn.current.k);
    };
    view.onChange = draw;
    draw();
  }, [places, k, view]);
  useEffect(() => () => void (view.onChange = null), [view]);
  useLayoutEffect(() => {
    if (!b) return;
    // Kept short: a long game measures thousands of draws.
    if (++measured % 2000 === 0) performance.clearMeasures('board-draw');
    performance.measure('board-draw', { start: started, detail: b.eventNumber });
  }, [b]);
  return (
    <>
      <svg
        ref={svgRef}
        class="map"
        data-board-event={b ? String(b.eventNumber) : undefined}
        viewBox={`0 0 ${geo.width} ${geo.height}`}
        role="img"
        aria-label="The board: territories coloured by owner, with their units. Use the find list to read a territory's units."
        onWheel={(e) => {
          e.preventDefault();
          const p = view.toMap(e.clientX, e.clientY);
          view.zoomBy(Math.pow(1.0015, -e.deltaY * (e.deltaMode === 1 ? 33 : 1)), p.x, p.y);
        }}
        {...drag}
        onPointerOver={(e) => {
          const t = (e.target as Element).closest?.('[data-territory]')?.getAttribute('data-territory');
          if (t && t !== hovered.peek()) hovered.value = t;
          const r = (e.currentTarget as Element).getBoundingClientRect();
          const left = e.clientX > r.left + r.width * 0.62;
          if (left !== infoOnLeft.peek()) infoOnLeft.value = left;
        }}
        onPointerLeave={() => (hovered.value = null)}
      >
        <defs>
          <pattern id="impassable-hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="14" height="14" fill={IMPASSABLE_FILL} />
            <line x1="0" y1="0" x2="0" y2="14" stroke="#777" stroke-width="6" />
          </pattern>
          <ArrowMarkers powers={powers} />
        </defs>
        <rect class="ocean" x={-geo.width} y={-geo.height} width={geo.width * 3} height={geo.height * 3} />
        <g class="shapes">
          {geo.shapes.map((s) => (
            <ShapePath key={s.name} s={s} owner={states.get(s.name)?.owner ?? null} />
          ))}
        </g>
        <g class="battles" aria-hidden="true">
          {geo.shapes
            .filter((s) => battles.has(s.name))
            .map((s) => (
              <path key={s.name} d={s.d} />
            ))}
        </g>
        <Highlight geo={geo} />
        <Arrows geo={geo} />
        <g class="labels">
          {places.map((p) => (
            <TerritoryMarks
              key={p.shape.name}
              shape={p.shape}
              owner={p.owner}
              layout={p.layout}
              battle={p.battle}
              signature={p.signature}
              k={k}
            />
          ))}
        </g>
      </svg>
      <canvas ref={canvasRef} class="badges" aria-hidden="true" />
    </>
  );
}

let measured = 0;

/** A territory as the map draws it: its shape, owner, battle and badges. */
interface Place extends PlacedBadges {
  owner: string | null;
  battle: boolean;
}

/** One territory's outline, filled by its owner: redrawn only when the owner changes (a scrub changes a few). */
const ShapePath = memo(function ShapePath({ s, owner }: { s: Shape; owner: string | null }) {
  const fill = s.impassable ? 'url(#impassable-hatch)' : s.sea ? seaFill(owner) : landFill(owner);
  return <path class={s.sea ? 'shape sea' : 'shape land'} d={s.d} fill={fill} data-territory={s.name} data-owner={owner ?? ''} />;
});

/** The outline of the territory pointed at or picked (its own component: hovering redraws only this). */
function Highlight({ geo }: { geo: Geometry }) {
  const h = hovered.value;
  const p = pinned.value;
  return (
    <g class="highlight" aria-hidden="true">
      {p && geo.byName.has(p) && (
        <>
          <path class="pinned-halo" d={geo.byName.get(p)!.d} />
          <path class="pinned" d={geo.byName.get(p)!.d} />
        </>
      )}
      {h && h !== p && geo.byName.has(h) && <path class="hovered" d={geo.byName.get(h)!.d} />}
    </g>
  );
}

/** Drag to pan; a press that does not move is a click, which picks the territory under it. */
function useDrag(view: Viewport) {
  const st = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.button !== 0) return;
      st.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    },
    onPointerMove: (e: PointerEvent) => {
      const d = st.current;
      if (!d || d.id !== e.pointerId) return;
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < 4) return;
      if (!d.moved) (e.currentTarget as Element).setPointerCapture(e.pointerId);
      d.moved = true;
      d.x = e.clientX;
      d.y = e.clientY;
      view.panBy(dx, dy);
    },
    onPointerUp: (e: PointerEvent) => {
      const d = st.current;
      st.current = null;
      if (!d || d.moved) return;
      const t = (e.target as Element).closest?.('[data-territory]')?.getAttribute('data-territory') ?? null;
      pinned.value = t && t !== pinned.peek() ? t : null;
    },
    onPointerCancel: () => (st.current = null),
  };
}

/** `+` / `-` zoom, `0` resets, anywhere on the page but in a text field or a list. */
function useZoomKeys(view: Viewport) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT')) return;
      if (el instanceof HTMLInputElement && el.type !== 'range' && el.type !== 'checkbox' && el.type !== 'button') return;
      if (e.key === '+' || e.key === '=') view.zoomBy(1.4);
      else if (e.key === '-' || e.key === '_') view.zoomBy(1 / 1.4);
      else if (e.key === '0') view.reset();
      else if (e.key === 'Escape' && pinned.peek()) pinned.value = null;
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [view]);
}
