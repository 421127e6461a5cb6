// Dice in the rules core: how a game's dice are set up (GameCreated), the
// entropy seats add (SeatTaken), and rollDice, which every rule that rolls
// uses so that each die is numbered and recorded in a DiceRolled event with
// what it was for (docs/dice.md). The core never sees a seed: the app hands
// decide a Dice function for the game; here the rolls are only counted.
import { type Command, accept, reject, type Ruling, type GameEvent, type GameState } from '../engine';
import type { Dice } from './dice';
import type { PowerId } from '../ruleset';

/** Longest list of scripted die values a practice game may have. */
export const MAX_SCRIPTED_DICE = 10000;
/** Longest seat entropy and creator seed, in characters. */
export const MAX_ENTROPY_LENGTH = 200;
export const MAX_CREATOR_SEED_LENGTH = 200;

/**
 * The order in which a battle consumes dice: the contract the combat code
 * follows, so that a list of scripted dice can be written by hand.
 */
export const BATTLE_DICE_ORDER =
  'A battle consumes dice round by round, in this order: ' +
  '(1) anti-aircraft fire (first round only); ' +
  '(2) shore bombardment (first round only); ' +
  "(3) surprise strikes of submarines, the attacker's then the defender's; " +
  "(4) the attacker's other units; " +
  "(5) the defender's other units; " +
  'then the next round from (3). Within a step, units roll one die each in ascending order of the number they hit at, ' +
  'then of unit id; each step is one DiceRolled event whose purpose names it. ' +
  'Any other roll (strategic bombing, for instance) takes the next dice when it happens.';

/** How a game's dice were set up, recorded in its first event (GameCreated.data.dice). */
export interface DiceSetup {
  /** SHA-256 (hex) of the seed's UTF-8 bytes: the server commits to its seed before any roll. */
  commitment: string;
  /** 'server': a secret seed the server drew; 'creator': a practice seed the creator gave (public, below). */
  seedSource: 'server' | 'creator';
  /** The creator's seed, in practice games only: anyone can predict their rolls. */
  creatorSeed?: string;
  /** Practice games only: die values used, in order, for rolls 1..scripted.length. */
  scripted?: number[];
}

/** The dice part of the game state. */
export interface DiceState {
  /** Null in games created before dice were committed to. */
  commitment: string | null;
  seedSource: 'server' | 'creator';
  creatorSeed: string | null;
  /** Scripted die values for rolls 1..script.length (empty: none). */
  script: number[];
  /** Seat entropy, in the order the seats were taken; frozen at the first roll. */
  entropy: { power: PowerId; entropy: string }[];
  /** Dice rolled so far in the game: the next die is roll number rolled + 1. */
  rolled: number;
  /** The seed, once DiceSeedRevealed made it public. */
  revealedSeed: string | null;
  /** How many times the organizer was shown the seed before it was revealed. */
  disclosures: number;
}

type GameCreatedData = Extract<GameEvent, { type: 'GameCreated' }>['data'];
type CreateGame = Extract<Command, { type: 'CreateGame' }>;

export function initialDiceState(data: GameCreatedData): DiceState {
  const d = data.dice;
  return {
    commitment: d?.commitment ?? null,
    seedSource: d?.seedSource ?? 'server',
    creatorSeed: d?.creatorSeed ?? null,
    script: d?.scripted ?? [],
    entropy: [],
    rolled: 0,
    revealedSeed: null,
    disclosures: 0,
  };
}

/** The dice events' effect on the dice state (SeatTaken adds its entropy). */
export function evolveDice(dice: DiceState, e: GameEvent): DiceState {
  switch (e.type) {
    case 'SeatTaken':
      return e.data.entropy === undefined
        ? dice
        : { ...dice, entropy: [...dice.entropy, { power: e.data.power, entropy: e.data.entropy }] };
    case 'DiceRolled':
      return { ...dice, rolled: dice.rolled + e.data.values.length };
    case 'DiceSeedRevealed':
      return { ...dice, revealedSeed: e.data.seed };
    case 'DiceSeedDisclosed':
      return { ...dice, disclosures: dice.disclosures + 1 };
    default:
      return dice;
  }
}

const isDie = (v: number) => Number.isInteger(v) && v >= 1 && v <= 6;
// Control characters, and lone surrogates (whose UTF-8 bytes would be ambiguous), are refused in seeds and entropy.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Checks a CreateGame's dice choices and returns what GameCreated records:
 * practice dice (a creator's seed, scripted values) are refused in a rated game.
 */
export function decideDiceSetup(c: CreateGame): { ok: true; rated: boolean; dice?: DiceSetup } | Extract<Ruling, { ok: false }> {
  const rated = c.rated ?? false;
  const script = c.scriptedDice ?? [];
  const creatorSeed = c.diceSeed ?? undefined;
  if (rated && (creatorSeed !== undefined || script.length > 0))
    return refuse('PRACTICE_DICE_IN_RATED_GAME', 'A rated or tournament game cannot have a seed given by its creator or scripted dice.');
  if (creatorSeed !== undefined && (creatorSeed.length < 1 || creatorSeed.length > MAX_CREATOR_SEED_LENGTH || CONTROL.test(creatorSeed)))
    return refuse('INVALID_DICE_SEED', `A dice seed is 1 to ${MAX_CREATOR_SEED_LENGTH} characters without control characters.`);
  if (script.length > MAX_SCRIPTED_DICE || !script.every(isDie))
    return refuse('INVALID_DICE_SCRIPT', `Scripted dice are at most ${MAX_SCRIPTED_DICE} whole numbers from 1 to 6.`);
  if (c.diceCommitment === undefined) return { ok: true, rated };
  return {
    ok: true,
    rated,
    dice: {
      commitment: c.diceCommitment,
      seedSource: creatorSeed === undefined ? 'server' : 'creator',
      ...(creatorSeed === undefined ? {} : { creatorSeed }),
      ...(script.length ? { scripted: [...script] } : {}),
    },
  };
}

/** A seat's entropy: accepted only before the first roll, so that it never changes a roll already made. */
export function checkEntropy(state: GameState, entropy: string | undefined): Ruling | null {
  if (entropy === undefined) return null;
  if (entropy.length < 1 || entropy.length > MAX_ENTROPY_LENGTH || CONTROL.test(entropy))
    return refuse('INVALID_ENTROPY', `Entropy is 1 to ${MAX_ENTROPY_LENGTH} characters without control characters.`);
  if (state.dice.rolled > 0)
    return refuse(
      'ENTROPY_TOO_LATE',
      'Dice have been rolled in this game: entropy can only be added before the first roll. Take the seat without it.',
    );
  return null;
}

/** The organizer asks to see the seed before it is revealed: allowed, and recorded for all to see. */
export function decideDiscloseSeed(state: GameState): Ruling {
  return accept({ type: 'DiceSeedDisclosed', data: { to: 'organizer', rollsSoFar: state.dice.rolled } });
}

function refuse(code: Parameters<typeof reject>[0], message: string): Extract<Ruling, { ok: false }> {
  return reject(code, 'docs/dice.md', message) as Extract<Ruling, { ok: false }>;
}

export type DiceRolledEvent = Extract<GameEvent, { type: 'DiceRolled' }>;

/**
 * Rolls dice for several steps of one command: each call takes the next
 * numbers after the state's, so the rolls of one decide are numbered in order
 * even before their events are folded. Use one roller per decide.
 */
export function diceRoller(state: GameState, dice: Dice) {
  let next = state.dice.rolled + 1;
  const events: DiceRolledEvent[] = [];
  return {
    /** Rolls `count` six-sided dice for `purpose` (e.g. "attacker, round 1, Hawaii"). */
    roll(count: number, purpose: string): { values: number[]; event: DiceRolledEvent } {
      if (!Number.isSafeInteger(count) || count < 1) throw new Error(`rollDice: cannot roll ${count} dice`);
      const values = dice(count, 6);
      if (values.length !== count || !values.every(isDie))
        throw new Error(`rollDice: the dice gave ${JSON.stringify(values)} for ${count} dice`);
      const first = next;
      next += count;
      const scripted = values.map((_, i) => first + i <= state.dice.script.length);
      const event: DiceRolledEvent = { type: 'DiceRolled', data: { first, values, purpose, scripted } };
      events.push(event);
      return { values, event };
    },
    /** The DiceRolled events of the rolls so far, in order. */
    events,
  };
}

/** Rolls `count` dice once: the values and the DiceRolled event to append with the command's other events. */
export function rollDice(state: GameState, dice: Dice, count: number, purpose: string) {
  return diceRoller(state, dice).roll(count, purpose);
}
