// Battle odds computed exactly (issue "Battle odds"): the chances of each
// outcome of one battle, the units expected to survive and the PU value lost,
// for given attacking and defending units. Pure: no I/O, no dice.
//
// The battle is a Markov chain over its states, a state being the multiset of
// surviving units on each side (a damaged battleship or carrier is a unit kind
// of its own). One round of fire maps a state to a distribution over next
// states: each side's hits are a convolution of per-unit Bernoulli(value / 6)
// (UNIT-1), grouped by what the hits may strike (CBT-7), and each side's
// casualties follow its order of loss. Every round either keeps the state (no
// hit landed) or removes hit points, so the chance of an outcome from a state is
//   V(s) = sum over s' != s of T(s, s') V(s') / (1 - T(s, s)),
// solved by memoised recursion; with a round cap the state carries the rounds
// left instead. docs/battle-odds.md lists what is modelled and what is not.
import type { UnitProfile, RulesetView } from '../ruleset';
import { aaDice, aaIsCasualty, AA_HIT } from './fire-model';
import { bombardHits } from './odds-bombard';
import { dogfighters, firstStrikers, roundOpening } from './round-plan';
import {
  BattleOddsInputError,
  ODDS_LIMITS,
  tooLarge,
  type BattleOddsInput,
  type BattleOddsResult,
  type ExpectedSurvivor,
  type OddsBudget,
} from './odds-types';
import { buildSide, checkOrder, portAttack, readUnits, surprise, type Side } from './odds-side';
import {
  ALL_FIRE,
  binomial,
  convolve,
  DIE,
  intern,
  modeCode,
  newSideStates,
  stepRoom,
  takeHits,
  shooters,
  type FireMode,
  type Hits,
  certain,
  type Outcomes,
  type SideState,
  type SideStates,
} from './odds-states';

export * from './odds-types';
export { defaultOrderOfLoss } from './odds-side';

// Result vector layout: these four, then the outcomes this battle can have (exactOdds' layout), then the survivors.
const A_WIN = 0;
const D_WIN = 1;
const DRAW = 2;
const ROUNDS = 3;
/** Added to an end's outcome (endOf) when the losing side, transports alone, was swept without dice (UNIT-7). */
const END_SWEPT = 16;

/**
 * Computes the odds of one battle exactly (up to floating point). Throws
 * BattleOddsInputError for input it cannot model.
 */
export function battleOdds(rs: RulesetView, input: BattleOddsInput, budget?: OddsBudget): BattleOddsResult {
  if (!budget) return exactOdds(rs, input, ODDS_LIMITS.work).result;
  const { result, work } = exactOdds(rs, input, Math.min(budget.work, ODDS_LIMITS.work), budget);
  budget.work -= work;
  return result;
}

/** The odds with at most `workLimit` transitions; `budget` is charged what was followed when this stops as too large. */
function exactOdds(
  rs: RulesetView,
  input: BattleOddsInput,
  workLimit: number,
  budget?: OddsBudget,
): { result: BattleOddsResult; work: number } {
  const kind = input.kind;
  if (kind !== 'land' && kind !== 'sea') throw new BattleOddsInputError(`kind must be "land" or "sea".`);
  const cap = input.maxRounds ?? null;
  if (cap !== null && (!Number.isInteger(cap) || cap < 1 || cap > ODDS_LIMITS.maxRounds))
    throw new BattleOddsInputError(`maxRounds must be a whole number from 1 to ${ODDS_LIMITS.maxRounds}.`);
  const { afterRound, belowWinChance } = retreatPolicy(input);
  // Rounds counted down in the state: to the cap or to the retreat, whichever comes first.
  const limit = afterRound === null ? cap : cap === null ? afterRound : Math.min(cap, afterRound);
  const retreatsAtLimit = afterRound !== null && (cap === null || afterRound <= cap);
  const options = input.options ?? [];
  const att = readUnits(rs, input.attackers, 'attacker', kind);
  const def = readUnits(rs, input.defenders, 'defender', kind, portAttack(rs, input, options));
  // A unit an optional rule adds fights only in a battle of a game with that option.
  for (const u of rs.def.optionParams?.units ?? [])
    if (
      (att.combatants.has(u.profile.type) || def.combatants.has(u.profile.type) || def.standing.has(u.profile.type)) &&
      !options.includes(u.option)
    )
      throw new BattleOddsInputError(`${u.profile.type} exists only with the optional rule ${u.option}: list it in options.`);
  const A = buildSide(
    rs,
    'attacker',
    kind,
    att.combatants,
    checkOrder(rs, input.attackerOrderOfLoss, 'attacker'),
    options,
    new Map(),
    checkOrder(rs, input.attackerUnitOrder, 'attacker'),
  );
  const D = surprise(
    rs,
    input,
    buildSide(
      rs,
      'defender',
      kind,
      def.combatants,
      checkOrder(rs, input.defenderOrderOfLoss, 'defender'),
      options,
      def.standing,
      checkOrder(rs, input.defenderUnitOrder, 'defender'),
    ),
  );
  const landAttackers = [...att.combatants].reduce((n, [type, count]) => n + (rs.unit(type).domain === 'land' ? count : 0), 0);
  const bombard = bombardHits(rs, input.bombarding, options, kind, landAttackers, (m) => new BattleOddsInputError(m));
  const nA = A.types.length;
  // A 1E AA gun is never a casualty (UNIT-4): with one there, the defender is never wiped out; a 2E one can be (RULES §6).
  const aaHolds = kind === 'land' && def.aaGuns > 0 && !aaIsCasualty(rs, def.aaProfile!);
  // Only the outcomes this battle can reach have a place in its answer vectors (-1: none, always 0): every transition
  // adds a whole vector, so a shorter one is less work, and each place's sum is the same as with the others there.
  let places = ROUNDS + 1;
  const CAPTURE = kind === 'land' ? places++ : -1;
  const UNFINISHED = limit !== null && !retreatsAtLimit ? places++ : -1;
  const RETREAT = retreatsAtLimit || belowWinChance !== null ? places++ : -1;
  const HEAD = places;
  const L = HEAD + nA + D.types.length;
  const SA = newSideStates(A);
  const SD = newSideStates(D);
  /** Battle states evaluated and transitions followed, against ODDS_LIMITS. */
  let states = 0;
  let work = 0;
  /** Too large: what was followed is spent from the caller's budget all the same. */
  const stop = () => {
    if (budget) budget.work = Math.max(0, budget.work - work);
    return tooLarge();
  };

  /** Hit distributions by class; classes that make no difference against this target are merged into "any". */
  const hitsOf = (
    ss: SideStates,
    id: number,
    mode: FireMode,
    targetHasSub: boolean,
    targetHasAir: boolean,
    targetHasSurface: boolean,
  ): Hits => {
    const st = ss.states[id];
    const slot = modeCode(mode) * 8 + (targetHasSurface ? 4 : 0) + (targetHasSub ? 2 : 0) + (targetHasAir ? 1 : 0);
    const hit = st.hits.get(slot);
    if (hit) return hit;
    const h: Hits = { notAir: [1], notSub: [1], any: [1], surface: [1] };
    // Classes that strike the same units of this target are merged where the battle's choice (hits.ts chooseSlots)
    // comes out the same: not sub hits into "any" while a sub hit still prefers the subs that plane hits cannot take.
    const groups = shooters(ss.side, st.counts, mode).filter((g) => g.value > 0);
    const classOf = (cls: keyof Hits): keyof Hits => {
      if (cls === 'surface') cls = !targetHasSub ? 'notAir' : !targetHasAir ? 'notSub' : 'surface';
      if (cls === 'notSub' && !targetHasSub) cls = 'any';
      return cls;
    };
    const notSubLeft = groups.some((g) => classOf(g.cls) === 'notSub');
    for (const g of groups) {
      let cls = classOf(g.cls);
      if (cls === 'notAir' && !targetHasAir && !notSubLeft) cls = 'any';
      const dice = g.dice[targetHasSurface ? 1 : 0] * g.n;
      h[cls] = convolve(h[cls], binomial(dice, Math.min(g.value, DIE) / DIE));
    }
    st.hits.set(slot, h);
    return h;
  };

  /** The target's state after taking these hits, cached per state. */
  const afterHits = (ss: SideStates, id: number, na: number, ns: number, an: number, su: number): number => {
    if (na + ns + an + su === 0) return id;
    const st = ss.states[id];
    const key = ((na * 1024 + ns) * 1024 + an) * 1024 + su;
    let next = st.next.get(key);
    if (next === undefined) {
      next = intern(ss, takeHits(ss.side, st.counts, na, ns, an, su));
      st.next.set(key, next);
    }
    return next;
  };

  // fire's sums by next state, in the order they are first reached (as a Map would keep them, without one per call):
  // the chance by the target's state id, and the ids reached. Left all zero and empty between calls.
  let mass = new Float64Array(256);
  const reached: number[] = [];
  /** Distribution of the target's next state when `s` fires at it. */
  const fire = (
    s: SideStates,
    sId: number,
    mode: FireMode,
    t: SideStates,
    tId: number,
    cache = false,
    extra: number[] | null = null,
  ): Outcomes => {
    const target = t.states[tId];
    if (target.total === 0) return certain(tId);
    const cacheKey = sId * 1024 + modeCode(mode);
    const cached = cache && !extra ? target.shotBy.get(cacheKey) : undefined;
    if (cached) return cached;
    // Surface ships: anything at sea but subs and planes ('other' in a sea battle).
    const h0 = hitsOf(s, sId, mode, target.hasSub, target.hasAir, kind === 'sea' && target.hasOther);
    // CBT-2: round 1's supporting shots (bombardment) hit anything, removed with the round's other casualties.
    const h = extra ? { ...h0, any: convolve(h0.any, extra) } : h0;
    for (let na = 0; na < h.notAir.length; na++) {
      const pa = h.notAir[na];
      if (pa === 0) continue;
      for (let ns = 0; ns < h.notSub.length; ns++) {
        const pb = pa * h.notSub[ns];
        if (pb === 0) continue;
        for (let an = 0; an < h.any.length; an++) {
          const pc = pb * h.any[an];
          if (pc === 0) continue;
          for (let su = 0; su < h.surface.length; su++) {
            const p = pc * h.surface[su];
            if (p === 0) continue;
            const next = afterHits(t, tId, na, ns, an, su);
            if (next >= mass.length) {
              const bigger = new Float64Array(Math.max(2 * mass.length, next + 1));
              bigger.set(mass);
              mass = bigger;
            }
            // Every p here is above 0: a place still 0 is a state not reached yet.
            if (mass[next] === 0) reached.push(next);
            mass[next] += p;
          }
        }
      }
    }
    const out: Outcomes = { ids: new Int32Array(reached.length), ps: new Float64Array(reached.length) };
    for (let i = 0; i < reached.length; i++) {
      const id = reached[i];
      out.ids[i] = id;
      out.ps[i] = mass[id];
      mass[id] = 0;
    }
    reached.length = 0;
    work += out.ids.length;
    if (cache && !extra) target.shotBy.set(cacheKey, out);
    return out;
  };

  const canHurt = (s: SideState, t: SideState) =>
    t.total > 0 &&
    (s.armedAny ||
      (s.armedNotAir && (t.hasSub || t.hasOther)) ||
      (s.armedNotSub && (t.hasAir || t.hasOther)) ||
      (s.armedSurface && t.hasOther));

  // Every answer vector (L numbers) lives in one growing pool, addressed by its offset: a state's answer is written in
  // place and read where a transition lands, with no object per state for the collector (docs/performance.md, odds).
  let pool = new Float64Array(L * 256);
  let used = 0;
  /** A new answer vector, all zeros. */
  const alloc = (): number => {
    if (used + L > pool.length) {
      const bigger = new Float64Array(pool.length * 2);
      bigger.set(pool);
      pool = bigger;
    }
    const at = used;
    used += L;
    return at;
  };

  const survivorsInto = (v: number, s: Side, c: number[], offset: number) => {
    s.kinds.forEach((k, i) => (pool[v + offset + k.typeIdx] += c[i]));
  };

  /** The outcome that ends the battle in this state (CBT-9, UNIT-7), else -1; END_* tell whose survivors count. */
  const endOf = (aId: number, dId: number): number => {
    const a = SA.states[aId];
    const d = SD.states[dId];
    // AA guns are never casualties (UNIT-4): with one there, the defender is never wiped out.
    if (a.total === 0 && d.total === 0 && !aaHolds) return DRAW;
    if (a.total === 0) return D_WIN;
    if (d.total === 0) return A_WIN;
    // UNIT-7: transports alone against armed enemies are destroyed without dice.
    if (d.onlyTransports && !a.onlyTransports && a.armed) return A_WIN + END_SWEPT;
    if (a.onlyTransports && !d.onlyTransports && d.armed) return D_WIN + END_SWEPT;
    if (!canHurt(a, d) && !canHurt(d, a)) return DRAW;
    return -1;
  };

  /** Writes the end `end` (from endOf) of this state into the zeroed vector at `v`. */
  const writeEnd = (aId: number, dId: number, end: number, v: number) => {
    const a = SA.states[aId];
    const d = SD.states[dId];
    const outcome = end % END_SWEPT;
    pool[v + outcome] = 1;
    if (outcome === A_WIN && kind === 'land' && a.hasLand) pool[v + CAPTURE] = 1;
    // A side swept without dice (UNIT-7) has no survivors.
    if (end !== D_WIN + END_SWEPT) survivorsInto(v, A, a.counts, HEAD);
    if (end !== A_WIN + END_SWEPT) survivorsInto(v, D, d.counts, HEAD + nA);
  };

  // memo[aId][dId * rows + left]: the offset of the answer from a state (and rounds left, with a cap) in the pool.
  const memo: number[][] = [];
  const rows = limit === null ? 1 : limit + 1;
  /** Both sides as they stand, into the vector at `v` (zeroed here): unfinished, or the attacker retreated (CBT-8). */
  const standing = (aId: number, dId: number, outcome: number, v: number) => {
    pool.fill(0, v, v + L);
    pool[v + outcome] = 1;
    survivorsInto(v, A, SA.states[aId].counts, HEAD);
    survivorsInto(v, D, SD.states[dId].counts, HEAD + nA);
  };
  /** The answer from a state (at the end of a round, where the attacker may retreat by its policy): its offset. */
  const value = (aId: number, dId: number, left: number): number => {
    const row = (memo[aId] ??= []);
    const at = dId * rows + (limit === null ? 0 : left);
    const hit = row[at];
    if (hit !== undefined) return hit;
    if (++states > ODDS_LIMITS.states) throw stop();
    const v = alloc();
    const end = endOf(aId, dId);
    if (end >= 0) writeEnd(aId, dId, end, v);
    else if (limit !== null && left === 0) standing(aId, dId, retreatsAtLimit ? RETREAT : UNFINISHED, v);
    else {
      step(aId, dId, left, true, null, v);
      // CBT-8: the attacker retreats when fighting on from here wins less often than its policy asks.
      if (belowWinChance !== null && pool[v + A_WIN] < belowWinChance) standing(aId, dId, RETREAT, v);
    }
    row[at] = v;
    return v;
  };

  /**
   * One round from a live state, then what follows: surprise strike (CBT-4),
   * then general fire (CBT-5/6). Without a cap and with `loop`, the chance of
   * staying in the same state is summed in closed form.
   */
  const step = (aId: number, dId: number, left: number, loop: boolean, extra: number[] | null, v: number): void => {
    let stay = 0;
    const closeLoop = loop && limit === null;
    const at = limit === null ? 0 : left - 1;
    const visit = (aNext: Outcomes, dNext: Outcomes, weight: number) => {
      const { ids: aIds, ps: aPs } = aNext;
      const { ids: dIds, ps: dPs } = dNext;
      for (let i = 0; i < aIds.length; i++) {
        const ai = aIds[i];
        const ap = aPs[i];
        let row = memo[ai];
        for (let j = 0; j < dIds.length; j++) {
          const di = dIds[j];
          const p = weight * ap * dPs[j];
          if (++work > workLimit) throw stop();
          if (closeLoop && ai === aId && di === dId) {
            stay += p;
            continue;
          }
          // The memo read here, not through value(), where most transitions land (a state already answered).
          let w = row === undefined ? undefined : row[di * rows + at];
          if (w === undefined) {
            w = value(ai, di, left - 1);
            row = memo[ai];
          }
          // Read after value(), which may have grown the pool.
          const P = pool;
          for (let k = 0; k < L; k++) P[v + k] += p * P[w + k];
        }
      }
    };
    const a = SA.states[aId];
    const d = SD.states[dId];
    // CBT-4: subs facing no destroyer strike first; hr01-destroyer-asw: each enemy destroyer cancels one sub's strike.
    const strikers = (s: Side, mine: SideState, theirs: SideState) => firstStrikers(s.game, mine.subs, theirs.destroyers);
    const aK = strikers(A, a, d);
    const dK = strikers(D, d, a);
    if (!aK && !dK) visit(fire(SD, dId, ALL_FIRE, SA, aId), fire(SA, aId, ALL_FIRE, SD, dId, false, extra), 1);
    else {
      // Both sides' strikes are simultaneous (AMBIG-37); their casualties leave before general fire.
      const d1 = aK ? fire(SA, aId, { subsOnly: true, subs: aK }, SD, dId) : certain(dId);
      const a1 = dK ? fire(SD, dId, { subsOnly: true, subs: dK }, SA, aId) : certain(aId);
      // In general fire only the subs that did not strike fire; the owner loses subs that already struck first.
      const after = (k: number, before: SideState, now: SideState): FireMode =>
        k ? { subsOnly: false, subs: Math.min(before.subs - k, now.subs) } : ALL_FIRE;
      for (let i = 0; i < a1.ids.length; i++)
        for (let j = 0; j < d1.ids.length; j++) {
          const x = a1.ids[i];
          const y = d1.ids[j];
          visit(
            fire(SD, y, after(dK, d, SD.states[y]), SA, x, true),
            fire(SA, x, after(aK, a, SA.states[x]), SD, y, true, extra),
            a1.ps[i] * d1.ps[j],
          );
        }
    }
    pool[v + ROUNDS] += 1;
    if (stay > 0) {
      if (1 - stay < 1e-12) throw new Error('battle odds: a state that cannot change was not detected as a stalemate');
      for (let i = 0; i < L; i++) pool[v + i] /= 1 - stay;
    }
  };

  /** Round 1 from a state, which may be an end already (then `roundsIfEnd` rounds were fought): its answer's offset. */
  const firstRound = (aId: number, dId: number, left: number, extra: number[] | null, roundsIfEnd: number): number => {
    const v = alloc();
    const end = endOf(aId, dId);
    if (end < 0) step(aId, dId, left, false, extra, v);
    else {
      writeEnd(aId, dId, end, v);
      pool[v + ROUNDS] = roundsIfEnd;
    }
    return v;
  };

  const a0 = intern(
    SA,
    A.kinds.map((k) => (k.damaged ? 0 : A.initial[k.typeIdx])),
  );
  const d0 = intern(
    SD,
    D.kinds.map((k) => (k.damaged ? 0 : D.initial[k.typeIdx])),
  );
  const left0 = limit ?? 0;
  /** The answer's offset in the pool. */
  let top: number;
  const start = SA.states[a0].counts;
  const planes = A.kinds.reduce((x, k, i) => x + (k.slot === 'air' ? start[i] : 0), 0);
  const dStart = SD.states[d0].counts;
  const defPlanes = D.kinds.reduce((x, k, i) => x + (k.slot === 'air' ? dStart[i] : 0), 0);
  const game = { options };
  const aaGuns = kind === 'land' ? def.aaGuns : 0;
  // RULES §8.1 hr01-dogfights: the fighters (not bombers) of each side that fire at the other's planes at their usual values.
  const fighters = dogfighters(game, rs) ?? [];
  const fires = (side: Side, c: number[]) => (k: Side['kinds'][number], i: number) =>
    k.slot === 'air' && fighters.includes(k.type) && k.base > 0 && c[i] > 0;
  // Round 1's opening by the battle's own round plan (round-plan.ts roundOpening, as rounds.ts step `aa` asks it).
  const opening = roundOpening(game, rs, {
    kind,
    round: 1,
    attackerPlanes: planes,
    defenderPlanes: defPlanes,
    aaGuns,
    dogfightRolls: aaGuns > 0 || A.kinds.some(fires(A, start)) || D.kinds.some(fires(D, dStart)),
  });
  if (opening) {
    // CBT-1 / UNIT-4: AA fire, one die per attacking plane (AMBIG-09; a ruleset whose AA gun has maxAAattacks=N rolls at
    // most N per gun), hits on 1; with a dogfight, fought together with the air battle. Each side loses planes in its
    // order of loss (AMBIG-35: the planes' owner picks the AA losses).
    const airHits = (side: Side, c: number[]) =>
      opening === 'dogfight'
        ? side.kinds.reduce(
            (dist, k, i) => (fires(side, c)(k, i) ? convolve(dist, binomial(c[i], Math.min(k.base, DIE) / DIE)) : dist),
            [1],
          )
        : [1];
    const aa = aaGuns > 0 ? binomial(aaDice(Array<UnitProfile>(def.aaGuns).fill(def.aaProfile!), planes), AA_HIT / DIE) : [1];
    const onAttacker = opening === 'dogfight' ? convolve(aa, airHits(D, dStart)) : aa;
    const onDefender = airHits(A, start);
    const lose = (side: Side, c0: number[], h: number) => {
      const c = c0.slice();
      let rest = h;
      for (const s of side.planeSteps) {
        const t = Math.min(rest, stepRoom(side, s, c));
        c[s.from] -= t;
        rest -= t;
      }
      return c;
    };
    const sum = alloc();
    top = sum;
    onAttacker.forEach((pa, ha) =>
      onDefender.forEach((pd, hd) => {
        const p = pa * pd;
        if (p === 0) return;
        const a1 = intern(SA, lose(A, start, ha));
        const d1 = hd === 0 ? d0 : intern(SD, lose(D, dStart, hd));
        // The rest of round 1 is a plain round from the state after the opening (with any bombardment); an end here
        // was reached in round 1.
        const w = firstRound(a1, d1, left0, bombard, 1);
        for (let i = 0; i < L; i++) pool[sum + i] += p * pool[w + i];
      }),
    );
  } else if (bombard) {
    // CBT-2: round 1 with the supporting ships' shots, then plain rounds.
    top = firstRound(a0, d0, left0, bombard, 0);
  } else {
    // No retreat before round 1: with a win-chance policy, round 1 is fought from the start, and its outcomes (the start
    // state too, when no hit landed) are ends of a round where the attacker may retreat.
    top = belowWinChance === null ? value(a0, d0, left0) : firstRound(a0, d0, left0, null, 0);
  }
  const result = pool.subarray(top, top + L);
  const field = (at: number) => (at < 0 ? 0 : result[at]);

  const survivors = (s: Side, offset: number): ExpectedSurvivor[] =>
    s.types.map((type, i) => ({ type, count: s.initial[i], expected: clamp(result[offset + i], 0, s.initial[i]) }));
  const lost = (s: Side, list: ExpectedSurvivor[]) => list.reduce((x, e, i) => x + s.costs[i] * (e.count - e.expected), 0);
  const expectedAttackerSurvivors = survivors(A, HEAD);
  const expectedDefenderSurvivors = survivors(D, HEAD + nA);
  const answer: BattleOddsResult = {
    attackerWins: clamp(result[A_WIN], 0, 1),
    defenderWins: clamp(result[D_WIN], 0, 1),
    draw: clamp(result[DRAW], 0, 1),
    unfinished: clamp(field(UNFINISHED), 0, 1),
    attackerRetreats: clamp(field(RETREAT), 0, 1),
    attackerCaptures: kind === 'land' ? clamp(field(CAPTURE), 0, 1) : null,
    expectedAttackerSurvivors,
    expectedDefenderSurvivors,
    expectedAttackerLossPUs: lost(A, expectedAttackerSurvivors),
    expectedDefenderLossPUs: lost(D, expectedDefenderSurvivors),
    rounds: result[ROUNDS],
    attackerOrderOfLoss: A.order,
    defenderOrderOfLoss: D.order,
    states,
  };
  return { result: answer, work };
}

/** CBT-8: the retreat policy checked (RetreatPolicy). */
function retreatPolicy(input: BattleOddsInput): { afterRound: number | null; belowWinChance: number | null } {
  const afterRound = input.retreat?.afterRound ?? null;
  const belowWinChance = input.retreat?.belowWinChance ?? null;
  if (afterRound !== null && (!Number.isInteger(afterRound) || afterRound < 1 || afterRound > ODDS_LIMITS.maxRounds))
    throw new BattleOddsInputError(`retreat.afterRound must be a whole number from 1 to ${ODDS_LIMITS.maxRounds}.`);
  if (belowWinChance !== null && !(belowWinChance >= 0 && belowWinChance <= 1))
    throw new BattleOddsInputError('retreat.belowWinChance must be a chance from 0 to 1.');
  return { afterRound, belowWinChance };
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
