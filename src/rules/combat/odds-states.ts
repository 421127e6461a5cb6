// battleOdds' side states (docs/battle-odds.md "How it is computed"): one side's units at some point of the battle,
// interned as numbers, with the hit distributions its fire makes (the battle's fire groups, binomial and convolved)
// and the state it is left in after taking hits by its order of loss.
import { tooLarge } from './odds-types';
import type { Kind, Side, Step } from './odds-side';
import { convoysOf, shotClasses } from './round-plan';
import { battleshipRoom } from './capital-damage';
import { handOutSupport } from './fire-model';
import { chooseSlots } from './hits';

export const DIE = 6;

/**
 * Hit counts by what they may strike: from subs (not planes), from planes without a destroyer (not subs),
 * anything, and from subs under hr01-sub-evasion (surface ships only).
 */
export interface Hits {
  notAir: number[];
  notSub: number[];
  any: number[];
  surface: number[];
}

/**
 * Who fires: `subs` of the side's submarines (the first in kind order; -1 = all of them) and, unless
 * `subsOnly`, every other unit. A surprise strike (CBT-4) is subsOnly with the striking subs; the general
 * fire that follows lets only the subs that did not strike fire (hr01-destroyer-asw cancels some first shots).
 */
export interface FireMode {
  subsOnly: boolean;
  subs: number;
}
export const ALL_FIRE: FireMode = { subsOnly: false, subs: -1 };
/** A small number naming a fire mode, for the caches. */
export const modeCode = (m: FireMode) => (m.subs < 0 ? 0 : (m.subsOnly ? 1 : 2) + 2 * m.subs);

/**
 * A side's next states and their chances: state `ids[i]` with chance `ps[i]`. Two typed arrays rather than an object
 * per state: many are kept (shotBy), and the collector copies and traces each object kept.
 */
export interface Outcomes {
  ids: Int32Array;
  ps: Float64Array;
}

/** One state, for certain. */
export const certain = (id: number): Outcomes => ({ ids: Int32Array.of(id), ps: Float64Array.of(1) });

export function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  if (p <= 0) {
    out[0] = 1;
    return out;
  }
  if (p >= 1) {
    out[n] = 1;
    return out;
  }
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out[k] = c * Math.pow(p, k) * Math.pow(1 - p, n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

export function convolve(a: number[], b: number[]): number[] {
  if (a.length === 1) return a[0] === 1 ? b : b.map((x) => x * a[0]);
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  }
  return out;
}

/** Side states are numbered; a pair of them is one number below 2^53. */
const MAX_SIDE_STATES = 1 << 21;

/** Firing values of the units present: base value plus support, as (value, class, n) groups. */
export function shooters(s: Side, c: number[], mode: FireMode) {
  // Each supported unit takes at most one bonus: the battle's handout (fire-model.ts handOutSupport) over the kinds.
  const { used, boosts } = handOutSupport(s.supports, c);
  if (s.convoy) {
    // RULES §8.2 x2-escorts: as few convoys as the transports need, each escort in one firing higher (convoy.ts).
    const transports = s.convoy.transports.reduce((x, i) => x + c[i], 0);
    const escorts = s.convoy.escorts.reduce((x, i) => x + c[i], 0);
    let convoys = convoysOf(escorts, transports, s.convoy.per);
    for (const i of s.convoy.escorts) {
      const give = Math.min(convoys, c[i] - used[i]);
      if (give <= 0) continue;
      boosts[i].push({ bonus: s.convoy.bonus, n: give });
      used[i] += give;
      convoys -= give;
    }
  }
  const destroyers = s.kinds.reduce((x, k, i) => x + (k.isDestroyer ? c[i] : 0), 0);
  // CBT-7, UNIT-5/6, hr01-destroyer-asw: the battle's handout of shot classes (round-plan.ts shotClasses), over the
  // kinds in order of loss (⚠ the battle marks the first planes by id).
  const classes = shotClasses(s.game, s.kind, destroyers);
  let subsLeft = mode.subs < 0 ? Infinity : mode.subs;
  const groups: { value: number; cls: keyof Hits; n: number; dice: readonly [number, number] }[] = [];
  s.kinds.forEach((k, i) => {
    if (c[i] === 0) return;
    if (mode.subsOnly && k.slot !== 'sub') return;
    let limit = c[i];
    if (k.slot === 'sub') {
      limit = Math.min(limit, subsLeft);
      subsLeft -= limit;
    }
    const { dice } = k;
    const parts = [...boosts[i], { bonus: 0, n: c[i] - used[i] }];
    for (const part of parts) {
      const n = Math.min(part.n, limit);
      limit -= n;
      if (n <= 0) continue;
      const value = k.base + part.bonus;
      for (const shot of classes.take(k.slot, n)) groups.push({ value, cls: shot.cls as keyof Hits, n: shot.n, dice });
    }
  });
  return groups;
}

/**
 * The owner's casualties (CBT-7) by the battle's own choice (hits.ts chooseSlots): each hit class in turn takes, going
 * down the order of loss (the side's steps), first the units no later class could take, then the others. A step's
 * room is its units now (a damage step moves units on to a later step), a per-unit order's entry one unit
 * (stepRoom), and a battleship's no more than "carriers first" allows (capital-damage.ts battleshipRoom).
 */
export function takeHits(s: Side, c: number[], na: number, ns: number, an: number, su: number): number[] {
  const out = c.slice();
  if (na + ns + an + su === 0) return out;
  // RULES §8.2 x2-capital-ship-damage "carriers first", the battle's rule (capital-damage.ts battleshipRoom) over
  // the carriers and battleships hit so far in the battle (those no longer undamaged) and the carriers afloat.
  const hitSoFar = (kind: 'primary' | 'secondary') =>
    s.types.reduce((x, _, t) => x + (s.kinds[s.undamaged[t]].capital === kind ? s.initial[t] - out[s.undamaged[t]] : 0), 0);
  const capitalRoom = (from: number): number => {
    if (!s.carriersFirst || s.kinds[from].capital !== 'secondary') return Infinity;
    return battleshipRoom({
      carriersAfloat: s.kinds.some((k, i) => k.capital === 'primary' && out[i] > 0),
      carriersHit: hitSoFar('primary'),
      battleshipsHit: hitSoFar('secondary'),
      alreadyHit: s.kinds[from].damaged,
    });
  };
  const steps = s.steps;
  chooseSlots(
    { notAir: na, notSub: ns, airOnly: 0, any: an, surface: su },
    steps.length,
    (g) => steps[g].slot,
    (g) => Math.min(stepRoom(s, steps[g], out), capitalRoom(steps[g].from)),
    (g, t) => {
      out[steps[g].from] -= t;
      if (steps[g].to >= 0) out[steps[g].to] += t;
    },
    // With "carriers first" a step passed over may open up later (a carrier hit or sunk): go down the order again.
    s.carriersFirst,
  );
  return out;
}

/** How many units a step may take now: a per-unit order's entry one, while fewer than `nth` of its type are lost. */
export function stepRoom(s: Side, step: Step, c: number[]): number {
  if (step.nth === undefined || step.typeIdx === undefined) return c[step.from];
  let left = 0;
  for (let i = 0; i < c.length; i++) if (s.kinds[i].typeIdx === step.typeIdx) left += c[i];
  return Math.min(c[step.from], Math.max(0, step.nth - (s.initial[step.typeIdx] - left)));
}

/** One side's units at some point of the battle, with what the rules ask about them. */
export interface SideState {
  counts: number[];
  total: number;
  hasSub: boolean;
  hasAir: boolean;
  /** Units that are neither planes nor subs. */
  hasOther: boolean;
  hasDestroyer: boolean;
  /** Submarines and destroyers present (hr01-destroyer-asw cancels first shots 1:1). */
  subs: number;
  destroyers: number;
  hasLand: boolean;
  onlyTransports: boolean;
  /** Has a unit with a value above 0 (UNIT-7 "armed"). */
  armed: boolean;
  /** Has hits that may strike anything, only non-planes (subs), only non-subs (planes without a destroyer). */
  armedAny: boolean;
  armedNotAir: boolean;
  armedNotSub: boolean;
  armedSurface: boolean;
  /** Hit distributions by mode and target, and next states by hits taken. */
  hits: Map<number, Hits>;
  next: Map<number, number>;
  /** Outcomes of fire at this state, by shooter state and mode. */
  shotBy: Map<number, Outcomes>;
}

export interface SideStates {
  side: Side;
  ids: Map<string, number>;
  states: SideState[];
}

export function newSideStates(side: Side): SideStates {
  return { side, ids: new Map(), states: [] };
}

export function intern(ss: SideStates, counts: number[]): number {
  const key = counts.join(',');
  const known = ss.ids.get(key);
  if (known !== undefined) return known;
  if (ss.states.length >= MAX_SIDE_STATES) throw tooLarge();
  const has = (pred: (k: Kind) => boolean) => ss.side.kinds.some((k, i) => counts[i] > 0 && pred(k));
  const groups = shooters(ss.side, counts, ALL_FIRE).filter((g) => g.value > 0 && g.n > 0);
  const total = counts.reduce((x, y) => x + y, 0);
  const count = (pred: (k: Kind) => boolean) => ss.side.kinds.reduce((x, k, i) => x + (pred(k) ? counts[i] : 0), 0);
  ss.states.push({
    counts,
    total,
    hasSub: has((k) => k.slot === 'sub'),
    hasAir: has((k) => k.slot === 'air'),
    hasOther: has((k) => k.slot === 'other'),
    hasDestroyer: has((k) => k.isDestroyer),
    subs: count((k) => k.slot === 'sub'),
    destroyers: count((k) => k.isDestroyer),
    hasLand: has((k) => k.isLand),
    onlyTransports: total > 0 && !has((k) => !k.isTransport),
    armed: groups.length > 0,
    armedAny: groups.some((g) => g.cls === 'any'),
    armedNotAir: groups.some((g) => g.cls === 'notAir'),
    armedNotSub: groups.some((g) => g.cls === 'notSub'),
    armedSurface: groups.some((g) => g.cls === 'surface'),
    hits: new Map(),
    next: new Map(),
    shotBy: new Map(),
  });
  ss.ids.set(key, ss.states.length - 1);
  return ss.states.length - 1;
}
