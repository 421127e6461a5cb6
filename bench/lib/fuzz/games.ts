// The fuzzer's games (bench/fuzz.ts): random values alone stop at the first
// check (no such game, no seat token), so the fuzzer also keeps a pool of real
// games with every seat taken, some seats played by the server's bots, and
// sends commands that the game's own answers say are due (its pending decisions,
// its movable units and their legal destinations), with random changes. That
// takes requests deep into the rules: battles, casualties, landings, edits.
import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { randomOperation, valueFor, type Known, type Operation } from './operations';
import { hostileString, type Rng } from './rng';

export interface FuzzGame {
  gameId: string;
  organizer: string;
  tokens: string[];
  /** Seat token of each power (enum name, e.g. JAPAN). */
  byPower: Record<string, string>;
}

/** Sends one operation over HTTP, judges and harvests its answer; the parsed body (undefined if none). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field, each use checks for absence
export type Send = (op: Operation) => Promise<{ data?: Record<string, any> | null; errors?: unknown[] } | undefined>;

export interface Driver {
  rng: Rng;
  known: Known & { games: FuzzGame[] };
  schema: GraphQLSchema;
  send: Send;
}

/** Games kept at once: older ones leave the pool (they stay in the store, ended: retire). */
const POOL = 24;

/**
 * A game past this round is retired. Fuzzed commands rarely end a turn, so a game gets this far only when it plays
 * itself: clocks whose every seat ran out hand each turn to a bot (onTimeOut BOT, or END_TURN with a spent budget,
 * which ends every turn at once and never ends the game), and the server plays such a game as fast as it can. Left
 * on, they were most of the server's work: in a 6-minute run at 16 lanes, 9 such games wrote 88% of the events
 * (one 18,500), and calls/s fell with each one (docs/security.md, "Fuzzing").
 */
export const MAX_ROUND = 15;

const CREATE = `mutation ($input: CreateGameInput!) { createGame(input: $input) { __typename
  ... on GameCreated { organizerToken game { id players { seat powers taken } } } ... on RuleViolation { code message } } }`;
const TAKE = `mutation ($input: TakeSeatInput!) { takeSeat(input: $input) { __typename
  ... on SeatGranted { seatToken powers } ... on RuleViolation { code } } }`;
const COMMAND = (m: string, input: string) =>
  `mutation ($input: ${input}!) { ${m}(input: $input) { __typename ... on CommandAccepted { duplicate events { __typename } }
  ... on RuleViolation { code message rule problems { __typename } } } }`;
const STATE = `query ($id: String!) { game(id: $id) { status phase currentPower round
  pendingDecisions { kind seat place units places targets commands mutations tokens } } movableUnits(gameId: $id) { id type at movementLeft } }`;

/** A new game on a random ruleset, every seat taken, 0 to 2 seats handed to bots. */
export async function newGame(d: Driver): Promise<void> {
  const { rng } = d;
  const input: Record<string, unknown> = {
    commandId: rng.uuid(),
    name: rng.chance(0.9) ? `fuzz ${rng.int(1e6)}` : hostileString(rng),
    rulesetId: rng.pick(['pacific-1940', 'pacific-1940', 'pacific-1940-2e', 'pacific-2001']),
  };
  if (rng.chance(0.5)) input.scriptedDice = Array.from({ length: rng.int(40) }, () => 1 + rng.int(6));
  else if (rng.chance(0.3)) input.diceSeed = `seed-${rng.int(1000)}`;
  if (rng.chance(0.15))
    input.clocks = rng.chance(0.5)
      ? { mode: 'BUDGET', budgetMs: rng.pick([1000, 60_000]), incrementMs: 0, onTimeOut: rng.pick(['END_TURN', 'ADJUDICATE', 'BOT']) }
      : { mode: 'DEADLINE', deadlineMs: rng.pick([1000, 30_000]), onTimeOut: rng.pick(['END_TURN', 'ADJUDICATE', 'BOT']) };
  if (rng.chance(0.2)) input.options = rng.chance(0.5) ? ['kamikaze'] : [hostileString(rng)];
  const created = (await d.send({ query: CREATE, variables: { input } }))?.data?.createGame;
  if (created?.__typename !== 'GameCreated') return;
  const game: FuzzGame = { gameId: created.game.id, organizer: created.organizerToken, tokens: [], byPower: {} };
  for (const p of created.game.players as { seat: string; powers: string[] }[]) {
    const seat = (await d.send({ query: TAKE, variables: { input: { commandId: rng.uuid(), gameId: game.gameId, power: p.seat } } }))?.data
      ?.takeSeat;
    if (seat?.__typename !== 'SeatGranted') continue;
    game.tokens.push(seat.seatToken);
    for (const power of seat.powers as string[]) game.byPower[power] = seat.seatToken;
  }
  const seats = Object.keys(game.byPower);
  // Bots play whole turns inside the server, uncounted: in a quarter of the games, one seat (rarely two).
  for (let i = rng.chance(0.25) ? (rng.chance(0.2) ? 2 : 1) : 0; i > 0 && seats.length; i--) {
    const power = rng.pick(seats);
    await d.send({
      query: COMMAND('seatBot', 'SeatBotInput'),
      variables: {
        input: {
          commandId: rng.uuid(),
          gameId: game.gameId,
          organizerToken: game.organizer,
          reason: 'fuzz',
          power,
          bot: rng.pick(['RANDOM', 'SAFE_DEFAULTS', 'PLANNER']),
        },
      },
    });
  }
  d.known.games.push(game);
  if (d.known.games.length > POOL) await retire(d, d.known.games.splice(rng.int(d.known.games.length - 1), 1)[0]);
}

/** Takes a game out of the pool; false if another lane took it out first. */
function drop(d: Driver, game: FuzzGame): boolean {
  const at = d.known.games.indexOf(game);
  if (at < 0) return false;
  d.known.games.splice(at, 1);
  return true;
}

/**
 * Ends a game the fuzzer stops playing (its organizer voids it): a game that plays itself (MAX_ROUND) would
 * otherwise go on in the server for the rest of the run, unasked, taking the server's time from the calls.
 */
async function retire(d: Driver, game: Pick<FuzzGame, 'gameId' | 'organizer'>): Promise<void> {
  await d.send({
    query: COMMAND('voidGame', 'VoidGameInput'),
    variables: { input: { commandId: d.rng.uuid(), gameId: game.gameId, organizerToken: game.organizer, reason: 'fuzz: retired' } },
  });
}

const sample = <T>(rng: Rng, xs: readonly T[] | null | undefined, max = 4): T[] => (xs ?? []).filter(() => rng.chance(0.6)).slice(0, max);

/** The name of a mutation's input type: purchaseUnits → PurchaseUnitsInput. */
const inputOf = (m: string) => `${m[0].toUpperCase()}${m.slice(1)}Input`;

/**
 * One step in a game: the command a pending decision asks for, a move of a movable unit to a legal destination,
 * the end of the phase, or an organizer's command; filled from the game's answers, with random changes.
 */
export async function stepGame(d: Driver): Promise<void> {
  const { rng, known } = d;
  if (!known.games.length) return newGame(d);
  const game = rng.pick(known.games);
  const state = (await d.send({ query: STATE, variables: { id: game.gameId } }))?.data;
  const g = state?.game;
  if (!g) return;
  // An ended game (GameStatus ENDED) mostly makes room for a new one; sometimes it stays, to send commands to a game that is over.
  if (g.status === 'ENDED' && rng.chance(0.7)) {
    if (drop(d, game)) await newGame(d); // over: make room for a new one
    return;
  }
  if (g.status !== 'ENDED' && g.round > MAX_ROUND) {
    if (!drop(d, game)) return;
    await retire(d, game);
    return newGame(d);
  }
  const base = { commandId: rng.uuid(), gameId: game.gameId };
  const token = (power: string) => (rng.chance(0.93) ? game.byPower[power] : rng.pick([...game.tokens, game.organizer, 'wrong']));
  const decisions = (g.pendingDecisions ?? []) as {
    seat: string;
    place?: string;
    units?: string[];
    places?: string[];
    targets?: string[];
    tokens?: number;
    mutations: string[];
  }[];
  const choice = rng.weighted({ decision: decisions.length ? 5 : 0, move: 3, endPhase: 2, organizer: 1, random: 1 });
  if (choice === 'decision') {
    const dec = rng.pick(decisions);
    const m = rng.pick(dec.mutations.length ? dec.mutations : ['endPhase']);
    const input: Record<string, unknown> = { ...randomInput(d, m), ...base, seatToken: token(dec.seat) };
    const has = (f: string) => f in inputFields(d, m);
    if (dec.place && has('place')) input.place = dec.place;
    if (has('units')) input.units = sample(rng, dec.units);
    if (has('to') && dec.places?.length) input.to = rng.pick(dec.places);
    if (has('attacks') && dec.targets?.length) input.attacks = [{ target: rng.pick(dec.targets), tokens: 1 + rng.int(dec.tokens ?? 1) }];
    await d.send({ query: COMMAND(m, inputOf(m)), variables: { input } });
  } else if (choice === 'move') {
    const units = sample(rng, state?.movableUnits as { id: string; at: string }[] | undefined, 3);
    if (!units.length) return;
    const first = units.filter((u) => u.at === units[0].at).map((u) => u.id);
    const dests = (
      await d.send({
        query: `query ($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u) { territory route battle } }`,
        variables: { g: game.gameId, u: first },
      })
    )?.data?.legalDestinations as { route: string[] }[] | undefined;
    if (!dests?.length) return;
    const route = rng.pick(dests).route;
    await d.send({
      query: COMMAND('moveUnits', 'MoveUnitsInput'),
      variables: {
        input: { ...base, seatToken: token(g.currentPower), units: first, route, ...(rng.chance(0.2) ? { attack: true } : {}) },
      },
    });
  } else if (choice === 'endPhase') {
    await d.send({
      query: COMMAND('endPhase', 'EndPhaseInput'),
      variables: { input: { ...base, seatToken: token(g.currentPower), ...(rng.chance(0.2) ? { phase: g.phase } : {}) } },
    });
  } else if (choice === 'organizer') {
    const m = rng.pick([
      'inviteToSeat',
      'handOverSeat',
      'pauseClocks',
      'resumeClocks',
      'extendDeadline',
      'seatBot',
      'unseatBot',
      'discloseDiceSeed',
      'editPosition',
      'flagTimeOut',
      'adjudicateGame',
      'voidGame',
    ]);
    // Ending a game ends its use: rarely.
    if (/adjudicate|void/.test(m) && !rng.chance(0.1)) return;
    const input = { ...randomInput(d, m), ...base, organizerToken: rng.chance(0.9) ? game.organizer : rng.pick(game.tokens) };
    await d.send({ query: COMMAND(m, inputOf(m)), variables: { input } });
  } else {
    const op = randomOperation(d.schema, 'mutation', rng, known, { hostile: 0.1 });
    await d.send(op);
  }
}

/** The fields of a mutation's input type (none for a name the schema does not have). */
function inputFields(d: Driver, m: string): Record<string, unknown> {
  const t = d.schema.getType(inputOf(m));
  return t && isInputObjectType(t) ? t.getFields() : {};
}

/** A schema-random input for a mutation, with few hostile values. */
function randomInput(d: Driver, m: string): Record<string, unknown> {
  const field = d.schema.getMutationType()!.getFields()[m];
  const arg = field?.args.find((a) => a.name === 'input');
  if (!arg) return {};
  const v = valueFor(arg.type, 'input', d.rng, d.known, { hostile: 0.05 });
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
