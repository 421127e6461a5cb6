// The dice verification of the phase shown: the game's dice setup read once per game (and again
// when its status changes: the seed is revealed as the game ends), then the seed checked against
// its commitment and each die of the phase's DiceRolled events recomputed, in the browser.
import { computed, effect, signal } from '@preact/signals';
import { ViewerDiceDocument, type ViewerDiceQuery } from '../gql/graphql';
import { query } from '../core/api';
import { game } from '../core/state';
import { verifyDice, type Roll, type Verdict } from './dice-verify';
import { phaseEvents } from './phase-events';

export type DiceInfo = NonNullable<NonNullable<ViewerDiceQuery['game']>['dice']>;

export const diceInfo = signal<DiceInfo | null>(null);
/** The verdict for the phase shown; null while it is being worked out. */
export const diceVerdict = signal<Verdict | null>(null);

/** The phase's rolls. */
export const phaseRolls = computed<Roll[]>(() =>
  phaseEvents.value.flatMap((e) =>
    e.payload?.__typename === 'DiceRolledPayload'
      ? [{ event: e.number, first: e.payload.first, values: e.payload.values, scripted: e.payload.scripted }]
      : [],
  ),
);

/** The seed to check with: the revealed one, or a practice seed (public from the first event). */
export const diceSeed = computed(() => {
  const d = diceInfo.value;
  return d?.revealedSeed ?? (d?.seedOrigin === 'CREATOR' ? d.creatorSeed : null) ?? null;
});

const gameKey = computed(() => (game.value ? `${game.value.id}|${game.value.status}` : null));

let reading: AbortController | undefined;
effect(() => {
  const key = gameKey.value;
  reading?.abort();
  diceInfo.value = null;
  if (!key) return;
  const ac = new AbortController();
  reading = ac;
  query(ViewerDiceDocument, { id: key.split('|')[0] }, ac.signal).then(
    (r) => {
      if (!ac.signal.aborted) diceInfo.value = r.game?.dice ?? null;
    },
    () => undefined,
  );
});

let run = 0;
effect(() => {
  const d = diceInfo.value;
  const seed = diceSeed.value;
  const rolls = phaseRolls.value;
  const mine = ++run;
  diceVerdict.value = null;
  if (!d) return;
  verifyDice({ commitment: d.commitment, seed, entropy: d.entropy, scriptedDice: d.scriptedDice }, rolls).then(
    (v) => {
      if (mine === run) diceVerdict.value = v;
    },
    () => undefined,
  );
});

/** The dice that do not match, by event number (the dice rows mark them). */
export const mismatchesByEvent = computed(() => {
  const v = diceVerdict.value;
  const out = new Map<number, Map<number, number>>();
  if (v && (v.kind === 'dice-mismatch' || v.kind === 'uncommitted'))
    for (const m of v.mismatches) {
      let e = out.get(m.event);
      if (!e) out.set(m.event, (e = new Map()));
      e.set(m.die, m.derived);
    }
  return out;
});
