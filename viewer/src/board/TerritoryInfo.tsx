// The box that lists what is in a territory: the one pointed at, or else the one picked (by
// click or the find list). Name, owner, production, capital / victory city, a battle there,
// and its units by owner and type with the damaged ones.
import { board } from '../core/state';
import { powerStyle } from './colours';
import type { Geometry } from './geometry';
import { hovered, infoOnLeft, pinned } from './selection';
import { stacksOf, type StackView } from './stacks';
import { unitName } from './units';

export function TerritoryInfo({ geo }: { geo: Geometry }) {
  const name = hovered.value ?? pinned.value;
  const b = board.value;
  const shape = name ? geo.byName.get(name) : undefined;
  if (!name || !shape) return null;
  const t = b?.territories.find((x) => x.name === name);
  const owner = t?.owner ?? null;
  const st = powerStyle(owner);
  const stacks = t ? stacksOf(t) : [];
  const byOwner = new Map<string, StackView[]>();
  for (const s of stacks) byOwner.set(s.owner, [...(byOwner.get(s.owner) ?? []), s]);
  const battle = b?.battles.includes(name) ?? false;
  const capital = shape.capitalOf ? powerStyle(shape.capitalOf) : null;
  return (
    <section
      class={`territory-info${infoOnLeft.value && hovered.value ? ' left' : ''}`}
      aria-live="polite"
      aria-label={`${name}: its units`}
    >
      <h3>
        {name}
        {pinned.value === name && !hovered.value && (
          <button type="button" class="unpin" aria-label="Close" onClick={() => (pinned.value = null)}>
            ×
          </button>
        )}
      </h3>
      <p class="facts">
        {shape.impassable ? (
          'Impassable'
        ) : st ? (
          <>
            <span class="chip" style={{ background: st.colour, color: st.ink }}>
              {st.initials}
            </span>{' '}
            {st.name}
          </>
        ) : shape.sea ? (
          'Sea zone'
        ) : (
          'Neutral'
        )}
        {shape.production > 0 && <> · {shape.production} PU</>}
        {capital && <> · ★ capital of {capital.name}</>}
        {shape.victoryCity && <> · victory city</>}
      </p>
      {battle && <p class="battle-here">⚔ Battle here</p>}
      {stacks.length === 0 ? (
        <p class="none">No units.</p>
      ) : (
        [...byOwner].map(([o, list]) => {
          const os = powerStyle(o)!;
          const total = list.reduce((a, s) => a + s.count, 0);
          return (
            <div class="owner-units" key={o}>
              <h4>
                <span class="chip" style={{ background: os.colour, color: os.ink }}>
                  {os.initials}
                </span>{' '}
                {os.name} <span class="total">({total})</span>
              </h4>
              <ul>
                {list.map((s) => (
                  <li key={s.type}>
                    <b>{s.count}</b> {unitName(s.type)}
                    {s.damaged > 0 && (
                      <span class="dmg-text">
                        {' '}
                        · {s.damaged} damaged{s.damage !== s.damaged ? ` (${s.damage} damage)` : ''}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
