// Owner colours: the Okabe-Ito palette (told apart by the common forms of colour blindness),
// one colour per power that can share a board, with the owner's initials as a second cue
// wherever a colour carries meaning (map labels, unit badges, the power bar, the legend).
// Powers of different rulesets may share a colour (UK / INDIA, ANZAC / AUSTRALIA): they
// never meet on one board, and each plays the same part in its edition.
import type { Power } from '../gql/graphql';

export interface PowerStyle {
  /** The owner's colour (badges, chips, arrows). */
  colour: string;
  /** Text on that colour: black or white, whichever has the higher contrast. */
  ink: string;
  /** Two or three letters drawn beside the colour, so the colour is never the only cue. */
  initials: string;
  /** The name people say. */
  name: string;
}

export const POWER_STYLE: Record<Power, PowerStyle> = {
  JAPAN: { colour: '#E69F00', ink: '#000', initials: 'JP', name: 'Japan' },
  USA: { colour: '#009E73', ink: '#000', initials: 'US', name: 'USA' },
  CHINA: { colour: '#CC79A7', ink: '#000', initials: 'CN', name: 'China' },
  UK: { colour: '#D55E00', ink: '#000', initials: 'UK', name: 'United Kingdom' },
  INDIA: { colour: '#D55E00', ink: '#000', initials: 'IN', name: 'India' },
  ANZAC: { colour: '#0072B2', ink: '#fff', initials: 'AZ', name: 'ANZAC' },
  AUSTRALIA: { colour: '#0072B2', ink: '#fff', initials: 'AU', name: 'Australia' },
  COMMONWEALTH: { colour: '#56B4E9', ink: '#000', initials: 'CW', name: 'Commonwealth' },
  FRANCE: { colour: '#56B4E9', ink: '#000', initials: 'FR', name: 'France' },
  DUTCH: { colour: '#F0E442', ink: '#000', initials: 'NL', name: 'Netherlands' },
  USSR: { colour: '#7A2E0E', ink: '#fff', initials: 'SU', name: 'USSR' },
  MONGOLIA: { colour: '#999999', ink: '#000', initials: 'MN', name: 'Mongolia' },
};

export function powerStyle(p: string | null | undefined): PowerStyle | null {
  return p ? (POWER_STYLE[p as Power] ?? { colour: '#777', ink: '#fff', initials: p.slice(0, 2), name: p }) : null;
}

/** Mixes a #rrggbb colour with white (t = share of white), for fills that text stays readable on. */
export function tint(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * t);
  const r = mix(n >> 16);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `rgb(${r},${g},${b})`;
}

const landFills = new Map<string, string>();
const seaFills = new Map<string, string>();
/** A land territory's fill: its owner's colour, lightened so names and badges stay readable. */
export function landFill(owner: string | null): string {
  if (!owner) return '#E9E3D3';
  let f = landFills.get(owner);
  if (!f) landFills.set(owner, (f = tint(powerStyle(owner)!.colour, 0.38)));
  return f;
}
/** A sea zone's fill: neutral water, faintly tinted by a controller if it has one. */
export function seaFill(owner: string | null): string {
  if (!owner) return '#D9E6EE';
  let f = seaFills.get(owner);
  if (!f) seaFills.set(owner, (f = tint(powerStyle(owner)!.colour, 0.8)));
  return f;
}
export const IMPASSABLE_FILL = '#A3A3A3';
/** Battles: black and yellow, apart from every owner colour. */
export const BATTLE_STROKE = '#111';
