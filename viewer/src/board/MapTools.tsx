// The map's toolbar: zoom in / out / whole map (also the keys +, -, 0) and the find list,
// the keyboard's way to a territory: picking one centres the map on it, outlines it and lists
// its units in the info box.
import { useMemo } from 'preact/hooks';
import { zoomLevel, type Viewport } from './viewport';
import type { Geometry } from './geometry';
import { pinned } from './selection';

export function MapTools({ geo, view }: { geo: Geometry; view: Viewport }) {
  // Land first (what people look for by name), then the sea zones by number.
  const [land, sea] = useMemo(() => {
    const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
    return [geo.shapes.filter((s) => !s.sea), geo.shapes.filter((s) => s.sea)].map((xs) => xs.map((s) => s.name).sort(byName));
  }, [geo]);
  const z = zoomLevel.value;
  return (
    <div class="map-tools" role="toolbar" aria-label="Map">
      <button type="button" aria-label="Zoom in (+)" title="Zoom in (+)" onClick={() => view.zoomBy(1.4)} disabled={z >= 15.9}>
        +
      </button>
      <button type="button" aria-label="Zoom out (−)" title="Zoom out (−)" onClick={() => view.zoomBy(1 / 1.4)} disabled={z <= 0.81}>
        −
      </button>
      <button type="button" aria-label="Whole map (0)" title="Whole map (0)" onClick={() => view.reset()}>
        ⤢
      </button>
      <span class="zoom-level" aria-hidden="true">
        {Math.round(z * 100)}%
      </span>
      <label class="find">
        <span>Find</span>
        <select
          id="find-territory"
          aria-label="Find a territory and list its units"
          value={pinned.value ?? ''}
          onChange={(e) => {
            const name = (e.currentTarget as HTMLSelectElement).value || null;
            pinned.value = name;
            const s = name ? geo.byName.get(name) : undefined;
            if (s) view.centreOn(s.x, s.y, 3);
          }}
        >
          <option value="">a territory…</option>
          <optgroup label="Territories">
            {land.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </optgroup>
          <optgroup label="Sea zones">
            {sea.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
    </div>
  );
}
