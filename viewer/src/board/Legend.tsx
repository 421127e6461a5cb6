// The map's legend: the owners' colours with their initials and names (the powers of this
// ruleset), the unit abbreviations of its units, and the markers. Folds away to free the map
// (remembered in localStorage).
import { useState } from 'preact/hooks';
import { ruleset } from '../core/state';
import { IMPASSABLE_FILL, landFill, powerStyle, seaFill } from './colours';
import { unitAbbr, unitName, unitRank } from './units';

export function Legend() {
  const rs = ruleset.value;
  const [open, setOpen] = useState(() => readOpen());
  if (!rs) return null;
  const units = [...rs.units].sort((a, b) => unitRank(a.type) - unitRank(b.type));
  return (
    <details
      class="legend"
      open={open}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        setOpen(now);
        try {
          localStorage.setItem(KEY, now ? '1' : '0');
        } catch {
          /* private mode: not remembered */
        }
      }}
    >
      <summary>Legend</summary>
      <div class="legend-body">
        <ul class="legend-owners" aria-label="Owners">
          {rs.powers.map((p) => {
            const st = powerStyle(p.power)!;
            return (
              <li key={p.power}>
                <span class="swatch" style={{ background: landFill(p.power) }}>
                  <span class="chip" style={{ background: st.colour, color: st.ink }}>
                    {st.initials}
                  </span>
                </span>
                {st.name}
              </li>
            );
          })}
          <li>
            <span class="swatch" style={{ background: landFill(null) }} />
            Neutral
          </li>
          <li>
            <span class="swatch" style={{ background: seaFill(null) }} />
            Sea zone
          </li>
          <li>
            <span class="swatch" style={{ background: IMPASSABLE_FILL }} />
            Impassable
          </li>
        </ul>
        <ul class="legend-units" aria-label="Units">
          {units.map((u) => (
            <li key={u.type}>
              <b>{unitAbbr(u.type)}</b> {unitName(u.type)}
            </li>
          ))}
        </ul>
        <ul class="legend-marks" aria-label="Markers">
          <li>
            <svg viewBox="-12 -12 24 24" width="16" height="16" aria-hidden="true">
              <path d="M0 -10 L2.5 -3.4 L9.5 -3.1 L4 1.3 L5.9 8.1 L0 4.2 L-5.9 8.1 L-4 1.3 L-9.5 -3.1 L-2.5 -3.4 Z" fill="#444" />
            </svg>
            Capital
          </li>
          <li>
            <svg viewBox="-12 -12 24 24" width="16" height="16" aria-hidden="true">
              <circle r="9" fill="#fff" stroke="#111" stroke-width="3" />
            </svg>
            Victory city
          </li>
          <li>
            <span class="dmg-dot">1</span> Damaged units in the stack
          </li>
          <li>
            <span class="battle-dot">✕</span> Battle
          </li>
          <li>
            <ArrowKey /> Move this phase
          </li>
          <li>
            <ArrowKey battle /> Move into a battle
          </li>
          <li>
            <ArrowKey later /> Later in the phase
          </li>
        </ul>
      </div>
    </details>
  );
}

const KEY = 'viewer.legend.open';
function readOpen(): boolean {
  try {
    return localStorage.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

function ArrowKey({ battle, later }: { battle?: boolean; later?: boolean }) {
  return (
    <svg viewBox="0 0 30 12" width="30" height="12" aria-hidden="true" opacity={later ? 0.35 : 1}>
      {battle && <path d="M2 6 H22" stroke="#111" stroke-width="6" stroke-linecap="round" />}
      <path
        d="M2 6 H22"
        stroke="#555"
        stroke-width={battle ? 3 : 2.5}
        stroke-dasharray={later ? '4 3' : undefined}
        stroke-linecap="round"
      />
      <path d="M20 1 L29 6 L20 11 Z" fill="#555" stroke="#111" stroke-width="0.8" />
    </svg>
  );
}
