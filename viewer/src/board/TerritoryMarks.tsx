// What the map writes on one territory: its name (capital star, victory-city ring, owner's
// initials beside it) and its unit stacks as a grid of badges under the name, all centred on
// the territory's label point. The territory's group is placed at its label point and scaled
// by k, the zoom's label scale (see viewport.ts), so everything inside it is drawn at constant
// label-unit coordinates: a zoom step changes one transform per territory, a moved badge one
// transform, a changed count one text node. Unchanged parts keep their DOM nodes and
// attributes (no SVG text re-layout): a territory whose owner, units and battle state did not
// change is not re-rendered (shouldComponentUpdate), nor is a name line or badge whose
// primitive props did not change.
import { Component } from 'preact';
import { memo } from 'preact/compat';
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
    const top = r(-blockH / 2);
    return (
      <g
        class={`marks${shape.sea ? ' sea' : ''}${shape.impassable ? ' impassable' : ''}`}
        transform={`translate(${r(shape.x)} ${r(shape.y)}) scale(${+k.toFixed(4)})`}
      >
        {battle && <BattleMark top={top} />}
        <NameLine shape={shape} owner={owner} top={top} />
        {n > 0 && (
          <g class="stacks" transform={`translate(0 ${r(top + 30)})`}>
            {stacks.map((s, i) => {
              const row = Math.floor(i / cols);
              const inRow = row === rows - 1 ? n - row * cols : cols;
              const left = -(inRow * (bw + GAP) - GAP) / 2;
              const bx = left + (i - row * cols) * (bw + GAP);
              const by = row * (BADGE_H + GAP);
              return (
                // Keyed by slot, not by stack: a scrub that swaps one stack for another reuses the
                // slot's nodes (a few attributes and text nodes) instead of removing and creating them.
                <Badge
                  key={i}
                  territory={shape.name}
                  owner={s.owner}
                  type={s.type}
                  count={s.count}
                  damaged={s.damaged}
                  x={r(bx * f)}
                  y={r(by * f)}
                  f={f}
                  w={bw}
                  mixed={mixed}
                />
              );
            })}
          </g>
        )}
      </g>
    );
  }
}

/** The battle mark above the name line, in label units from the label point. */
const BattleMark = memo(function BattleMark({ top }: { top: number }) {
  return (
    <g class="battle-mark" transform={`translate(0 ${top})`}>
      <circle cx={0} cy={-22} r={15} stroke-width={2.5} />
      <path d="M-8 -30 L8 -14 M8 -30 L-8 -14" stroke-width={3.2} />
    </g>
  );
});

/** The name line: capital star or victory-city ring, the name, the owner's chip. */
const NameLine = memo(function NameLine({ shape, owner, top }: { shape: Shape; owner: string | null; top: number }) {
  const fs = shape.sea ? SEA_FONT_SIZE : LAND_FONT_SIZE;
  const nameW = shape.labelWidth;
  const hasMark = shape.capitalOf !== null || shape.victoryCity;
  const style = shape.sea || shape.impassable ? null : powerStyle(owner);
  const lineW = (hasMark ? MARK_W : 0) + nameW + (style ? CHIP_W + 4 : 0);
  let x = -lineW / 2;
  const capitalStyle = shape.capitalOf ? powerStyle(shape.capitalOf) : null;
  const markX = r(x + 12);
  if (hasMark) x += MARK_W;
  return (
    <g transform={`translate(0 ${top})`}>
      {hasMark && (
        <g class="place-mark">
          {shape.victoryCity && <circle class="vc" cx={markX} cy={11} r={13} stroke-width={3.2} />}
          {capitalStyle && <path class="capital" d={star(markX, 11)} fill={capitalStyle.colour} stroke-width={1.3} />}
        </g>
      )}
      <text class="name" x={r(x + nameW / 2)} y={18} font-size={fs} stroke-width={4.5}>
        {shape.label}
      </text>
      {style && (
        <g class="owner-chip">
          <rect x={r(x + nameW + 4)} y={2} width={CHIP_W} height={19} rx={4} fill={style.colour} stroke-width={1.2} />
          <text x={r(x + nameW + 4 + CHIP_W / 2)} y={16.5} fill={style.ink} font-size={13}>
            {style.initials}
          </text>
        </g>
      )}
    </g>
  );
});

/** A five-pointed star of radius 11 label units around (cx, cy). */
function star(cx: number, cy: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 ? 4.6 : 11;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${r(cx + rad * Math.cos(a))} ${r(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join(' L')} Z`;
}

interface BadgeProps {
  territory: string;
  owner: string;
  type: string;
  count: number;
  damaged: number;
  /** The badge's top-left corner in label units from (label point, top of the grid). */
  x: number;
  y: number;
  /** Its scale (a crowded place's badges are smaller) and its width in badge units. */
  f: number;
  w: number;
  mixed: boolean;
}

/** One stack's badge: its group moves and scales, its children stay at constant badge units. */
const Badge = memo(function Badge({ territory, owner, type, count, damaged, x, y, f, w, mixed }: BadgeProps) {
  const st = powerStyle(owner)!;
  const ox = mixed ? OWNER_W : 0;
  return (
    <g
      class={`stack${damaged ? ' damaged' : ''}`}
      transform={f === 1 ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${+f.toFixed(4)})`}
      data-territory={territory}
      data-owner={owner}
      data-type={type}
      data-count={count}
      data-damaged={damaged}
    >
      <rect width={w} height={BADGE_H} rx={5} fill={st.colour} stroke-width={1.2} />
      {mixed && (
        <>
          <rect class="owner-tab" width={OWNER_W} height={BADGE_H} rx={5} stroke-width={1.2} />
          <text class="owner-tab-text" x={OWNER_W / 2} y={17.5} font-size={11.5}>
            {st.initials}
          </text>
        </>
      )}
      <text class="abbr" x={ox + 5} y={18} fill={st.ink} font-size={13.5}>
        {unitAbbr(type)}
      </text>
      <text class="count" x={w - 5} y={19} fill={st.ink} font-size={17}>
        {count}
      </text>
      {damaged > 0 && (
        <g class="dmg">
          <circle cx={w - 2} cy={1} r={9.5} stroke-width={1.8} />
          <text x={w - 2} y={5.5} font-size={13}>
            {damaged}
          </text>
        </g>
      )}
    </g>
  );
});
