// What the map writes on one territory: its name (capital star, victory-city ring, owner's
// initials beside it) and its unit stacks as a grid of badges under the name, all centred on
// the territory's label point. Sizes are in label units times k, the zoom's label scale (see
// viewport.ts), and every coordinate is absolute: no transforms, so the browser paints the
// labels as one layer instead of hundreds (a scrub then repaints in a few ms). A territory
// whose owner, units, battle state and k did not change is not re-rendered (shouldComponentUpdate).
import { Component } from 'preact';
import { powerStyle } from './colours';
import { LAND_FONT_SIZE, SEA_FONT_SIZE, type Shape } from './geometry';
import { BADGE_H, BADGE_W, GAP, columnsFor, type StackView } from './stacks';
import { unitAbbr } from './units';

interface Props {
  shape: Shape;
  owner: string | null;
  stacks: StackView[];
  battle: boolean;
  /** signatureOf(owner, stacks, battle): what decides the drawing, with k. */
  signature: string;
  /** Map pixels per label unit at this zoom. */
  k: number;
}

const CHIP_W = 30;
const MARK_W = 28;
const OWNER_W = 22;
/** Stacks in a place beyond which its badges shrink. */
const CROWDED = 12;

/** Rounds to a tenth of a map pixel: shorter attributes, same drawing. */
const r = (v: number) => Math.round(v * 10) / 10;

export class TerritoryMarks extends Component<Props> {
  shouldComponentUpdate(next: Props): boolean {
    return next.signature !== this.props.signature || next.shape !== this.props.shape || next.k !== this.props.k;
  }

  render({ shape, owner, stacks, battle, k }: Props) {
    const X = (lx: number) => r(shape.x + lx * k);
    const Y = (ly: number) => r(shape.y + ly * k);
    const S = (v: number) => r(v * k);
    const fs = shape.sea ? SEA_FONT_SIZE : LAND_FONT_SIZE;
    const nameW = shape.labelWidth;
    const hasMark = shape.capitalOf !== null || shape.victoryCity;
    const style = shape.sea || shape.impassable ? null : powerStyle(owner);
    const lineW = (hasMark ? MARK_W : 0) + nameW + (style ? CHIP_W + 4 : 0);
    const n = stacks.length;
    const cols = columnsFor(n);
    const rows = Math.ceil(n / Math.max(1, cols));
    // Several owners in one place (a battle, allied units): each badge also carries its owner's initials.
    const mixed = n > 1 && stacks.some((s) => s.owner !== stacks[0].owner);
    // Wider badges where a count has two or more digits, the same width for the whole grid.
    let digits = 1;
    for (const st of stacks) digits = Math.max(digits, String(st.count).length);
    const bw = BADGE_W + (digits - 1) * 10 + (mixed ? OWNER_W : 0);
    // A crowded place (more than a dozen stacks, rare) draws all its badges, smaller.
    const f = n > CROWDED ? Math.sqrt(CROWDED / n) : 1;
    const gridH = (rows * (BADGE_H + GAP) - GAP) * f;
    const blockH = 24 + (n ? 6 + gridH : 0);
    const top = -blockH / 2;
    // The badges' own coordinates: label units from (label point, top of the grid), times f.
    const kb = k * f;
    const BX = (lx: number) => r(shape.x + lx * kb);
    const BY = (ly: number) => r(shape.y + (top + 30) * k + ly * kb);
    const BS = (v: number) => r(v * kb);
    let x = -lineW / 2;
    const capitalStyle = shape.capitalOf ? powerStyle(shape.capitalOf) : null;
    const markX = x + 12;
    if (hasMark) x += MARK_W;
    return (
      <g class={`marks${shape.sea ? ' sea' : ''}${shape.impassable ? ' impassable' : ''}`}>
        {battle && (
          <g class="battle-mark">
            <circle cx={X(0)} cy={Y(top - 22)} r={S(15)} stroke-width={S(2.5)} />
            <path
              d={`M${X(-8)} ${Y(top - 30)} L${X(8)} ${Y(top - 14)} M${X(8)} ${Y(top - 30)} L${X(-8)} ${Y(top - 14)}`}
              stroke-width={S(3.2)}
            />
          </g>
        )}
        {hasMark && (
          <g class="place-mark">
            {shape.victoryCity && <circle class="vc" cx={X(markX)} cy={Y(top + 11)} r={S(13)} stroke-width={S(3.2)} />}
            {capitalStyle && <path class="capital" d={star(X(markX), Y(top + 11), k)} fill={capitalStyle.colour} stroke-width={S(1.3)} />}
          </g>
        )}
        <text class="name" x={X(x + nameW / 2)} y={Y(top + 18)} font-size={S(fs)} stroke-width={S(4.5)}>
          {shape.label}
        </text>
        {style && (
          <g class="owner-chip">
            <rect
              x={X(x + nameW + 4)}
              y={Y(top + 2)}
              width={S(CHIP_W)}
              height={S(19)}
              rx={S(4)}
              fill={style.colour}
              stroke-width={S(1.2)}
            />
            <text x={X(x + nameW + 4 + CHIP_W / 2)} y={Y(top + 16.5)} fill={style.ink} font-size={S(13)}>
              {style.initials}
            </text>
          </g>
        )}
        {stacks.map((s, i) => {
          const row = Math.floor(i / cols);
          const inRow = row === rows - 1 ? n - row * cols : cols;
          const left = -(inRow * (bw + GAP) - GAP) / 2;
          const bx = left + (i - row * cols) * (bw + GAP);
          const by = row * (BADGE_H + GAP);
          return (
            <Badge key={`${s.owner}|${s.type}`} s={s} territory={shape.name} x={bx} y={by} w={bw} mixed={mixed} X={BX} Y={BY} S={BS} />
          );
        })}
      </g>
    );
  }
}

/** A five-pointed star of radius 11 label units around (cx, cy). */
function star(cx: number, cy: number, k: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = (i % 2 ? 4.6 : 11) * k;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${r(cx + rad * Math.cos(a))} ${r(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join(' L')} Z`;
}

interface BadgeProps {
  s: StackView;
  territory: string;
  /** The badge's top-left corner and width, in label units from the label point. */
  x: number;
  y: number;
  w: number;
  mixed: boolean;
  X: (lx: number) => number;
  Y: (ly: number) => number;
  S: (v: number) => number;
}

function Badge({ s, territory, x, y, w, mixed, X, Y, S }: BadgeProps) {
  const st = powerStyle(s.owner)!;
  const ox = mixed ? OWNER_W : 0;
  return (
    <g
      class={`stack${s.damaged ? ' damaged' : ''}`}
      data-territory={territory}
      data-owner={s.owner}
      data-type={s.type}
      data-count={s.count}
      data-damaged={s.damaged}
    >
      <rect x={X(x)} y={Y(y)} width={S(w)} height={S(BADGE_H)} rx={S(5)} fill={st.colour} stroke-width={S(1.2)} />
      {mixed && (
        <>
          <rect class="owner-tab" x={X(x)} y={Y(y)} width={S(OWNER_W)} height={S(BADGE_H)} rx={S(5)} stroke-width={S(1.2)} />
          <text class="owner-tab-text" x={X(x + OWNER_W / 2)} y={Y(y + 17.5)} font-size={S(11.5)}>
            {st.initials}
          </text>
        </>
      )}
      <text class="abbr" x={X(x + ox + 5)} y={Y(y + 18)} fill={st.ink} font-size={S(13.5)}>
        {unitAbbr(s.type)}
      </text>
      <text class="count" x={X(x + w - 5)} y={Y(y + 19)} fill={st.ink} font-size={S(17)}>
        {s.count}
      </text>
      {s.damaged > 0 && (
        <g class="dmg">
          <circle cx={X(x + w - 2)} cy={Y(y + 1)} r={S(9.5)} stroke-width={S(1.8)} />
          <text x={X(x + w - 2)} y={Y(y + 5.5)} font-size={S(13)}>
            {s.damaged}
          </text>
        </g>
      )}
    </g>
  );
}
