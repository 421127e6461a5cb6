// What the map writes on one territory: its name (capital star, victory-city ring, owner's
// initials beside it), centred with its unit stacks' grid on the territory's label point. The
// badges themselves are drawn on the canvas over the map (badges.ts); here each stack is an
// invisible `.stack` rectangle at its badge's place, carrying the DOM contract (viewer.md) and
// what the pointer hits. The territory's group is placed at its label point and scaled by k,
// the zoom's label scale (see viewport.ts), so everything inside it is drawn at constant
// label-unit coordinates: a zoom step changes one transform per territory. Unchanged parts keep
// their DOM nodes and attributes (no SVG text re-layout): a territory whose owner, units and
// battle state did not change is not re-rendered (shouldComponentUpdate), nor is a name line
// whose primitive props did not change.
import { Component } from 'preact';
import { memo } from 'preact/compat';
import { r, type MarksLayout } from './badges';
import { powerStyle } from './colours';
import { LAND_FONT_SIZE, SEA_FONT_SIZE, type Shape } from './geometry';
import { BADGE_H } from './stacks';

interface Props {
  shape: Shape;
  owner: string | null;
  layout: MarksLayout;
  battle: boolean;
  /** signatureOf(owner, stacks, battle): what decides the drawing, with k. */
  signature: string;
  /** Map pixels per label unit at this zoom. */
  k: number;
}

const CHIP_W = 30;
const MARK_W = 28;

export class TerritoryMarks extends Component<Props> {
  shouldComponentUpdate(next: Props): boolean {
    return next.signature !== this.props.signature || next.shape !== this.props.shape || next.k !== this.props.k;
  }

  render({ shape, owner, layout, battle, k }: Props) {
    const { top, gridTop, badges } = layout;
    return (
      <g
        class={`marks${shape.sea ? ' sea' : ''}${shape.impassable ? ' impassable' : ''}`}
        transform={`translate(${r(shape.x)} ${r(shape.y)}) scale(${+k.toFixed(4)})`}
      >
        {battle && <BattleMark top={top} />}
        <NameLine shape={shape} owner={owner} top={top} />
        {badges.length > 0 && (
          <g class="stacks" transform={`translate(0 ${gridTop})`}>
            {badges.map((b, i) => (
              // Keyed by slot, not by stack: a scrub that swaps one stack for another changes a few
              // attributes of the slot's rectangle instead of removing one and creating another.
              <rect
                key={i}
                class={b.stack.damaged ? 'stack damaged' : 'stack'}
                x={b.x}
                y={b.y}
                width={r(b.w * b.f)}
                height={r(BADGE_H * b.f)}
                data-territory={shape.name}
                data-owner={b.stack.owner}
                data-type={b.stack.type}
                data-count={b.stack.count}
                data-damaged={b.stack.damaged}
              />
            ))}
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
