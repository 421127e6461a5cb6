// The game record (issue 27 "A readable game record"): the whole game as
// Markdown or plain text, for publishing results. A header (the game, its
// ruleset and options, its seats, its result, how many events and the last
// event's hash, which `npm run verify` and verify-chain check), then the start,
// then one section per round, per player's turn, per phase, each event's
// summary a line (src/api/events/summaries.ts); each battle a block with its
// dice, hits and casualties (record-battle.ts); each organizer's act marked as
// a ruling where it happened; PUs per power at the end of each round.
//
// Pure: the stored events in, text out, the same every time (the times printed
// are the events' own). The events are folded through the rules core's evolve
// so the summaries that read the game before them (NEEDS_STATE) say what
// they would say in the API. An event this engine does not know (written by a
// newer one) still gets its line: its summary, or its type.
import { evolve, optionalRule, rulesetView, seatName, type GameEvent, type GameState, type PowerId, type RulesetView } from '../rules';
import { summaryOf } from '../api/events/summaries';
import { toGameEvent } from '../app/upcast';
import type { RecordedEvent } from '../store/port';
import { BattleBlock, type BattleLine } from './record-battle';
import { render, type Block, type RecordFormat } from './record-doc';

export type { RecordFormat } from './record-doc';

export type RecordEvent = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;

export interface GameRecordOptions {
  format: RecordFormat;
}

/** Event types that settle the game's result: its end by the rules, or the organizer's adjudication or voiding. */
const RESULT_EVENTS = /^Game(Ended|Adjudicated|Voided)$/;

/** The marker of an organizer's act (a position edit, an adjudication, a seat handed over): a ruling, with its event number. */
function rulingOf(e: RecordEvent, number: number): string | null {
  return e.metadata.actor === 'organizer' ? `Ruling (organizer), event ${number}:` : null;
}

/** An event's line: its summary, with the reason its payload gives when the summary does not say it. */
function lineOf(e: RecordEvent, rs: RulesetView | undefined, before: GameState | null): string {
  const summary = summaryOf(e.type, e.data, { rs, before });
  const reason = (e.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason && !summary.includes(reason) && e.metadata.actor === 'organizer'
    ? `${summary} Reason: ${reason}`
    : summary;
}

/**
 * A turn's heading: the powers that played in it, and the player's seat when that player runs several (RULES §7,
 * AMBIG-43: pacific-2001 "India and Australia's turn (Great Britain's seat)"). Updated as the turn's other powers begin.
 */
class TurnHeading {
  readonly block: Extract<Block, { kind: 'heading' }> = { kind: 'heading', level: 3, text: '' };
  private readonly powers: string[] = [];

  constructor(
    private readonly rs: RulesetView,
    power: string,
  ) {
    this.add(power);
  }

  add(power: string): void {
    const player = this.rs.playerOf(power as PowerId);
    if (this.powers.includes(power) || (this.powers.length && !player.powers.includes(this.powers[0] as PowerId))) return;
    this.powers.push(power);
    const names = this.powers.length > 1 ? `${this.powers.slice(0, -1).join(', ')} and ${this.powers[this.powers.length - 1]}` : power;
    const seat = player.powers.length > 1 && !(this.powers.length === 1 && power === player.name) ? ` (${player.name}'s seat)` : '';
    this.block.text = `${names}'s turn${seat}`;
  }
}

/** The game as a record: Markdown (headings, lists, tables) or plain text (no markup). */
export function gameRecord(events: readonly RecordEvent[], options: GameRecordOptions): string {
  const blocks: Block[] = [];
  const body: Block[] = [];
  let state: GameState | null = null;
  let rs: RulesetView | undefined;
  let battle: BattleBlock | null = null;
  /** The command whose BattleEnded ended `battle`: its other events (the territory taken) are still the battle's. */
  let battleEnd: string | null = null;
  let round = 0;
  let turn: TurnHeading | null = null;
  const startTurn = (view: RulesetView, power: string) => {
    turn = new TurnHeading(view, power);
    body.push(turn.block);
  };
  let inPlay = false;
  let result: string | null = null;
  let income = new Map<string, number>();
  const seats = new Set<string>();

  const closeBattle = () => {
    if (battle) body.push(...battle.done());
    battle = null;
    battleEnd = null;
  };
  const roundTable = (s: GameState | null, final: boolean) => {
    if (!s || !rs || !round) return;
    closeBattle();
    body.push({ kind: 'para', text: final && !result ? `PUs so far in round ${round}:` : `PUs at the end of round ${round}:` });
    body.push({
      kind: 'table',
      head: ['Power', 'PUs', 'Income collected'],
      numeric: [false, true, true],
      rows: rs.data.turnOrder.map((p) => [p, String(s.pus[p] ?? 0), income.has(p) ? String(income.get(p)) : '-']),
    });
  };
  const startRound = (n: number) => {
    roundTable(state, false);
    round = n;
    income = new Map();
    body.push({ kind: 'heading', level: 2, text: `Round ${n}` });
  };

  events.forEach((e, i) => {
    const number = i + 1;
    const before = state;
    let event: GameEvent | null = null;
    try {
      event = toGameEvent(e);
      state = evolve(state, event);
    } catch {
      // An event this engine cannot apply (a newer engine's): the game goes on from the state before it.
    }
    if (e.type === 'GameCreated' && state) rs = rulesetView(state.rulesetId);
    const line = lineOf(e, rs, before);
    const ruling = rulingOf(e, number);
    const data = (e.data ?? {}) as { round?: number; power?: string; phase?: string; amount?: number };
    if (e.type === 'SeatTaken' && data.power) seats.add(data.power);
    if (RESULT_EVENTS.test(e.type)) result = line;

    // The start ends where play begins: a turn or phase begins, or a power acts.
    if (
      !inPlay &&
      rs &&
      state &&
      (e.type === 'TurnStarted' || e.type === 'PhaseStarted' || !/^(anonymous|organizer|system)$/.test(e.metadata.actor))
    ) {
      inPlay = true;
      if (e.type !== 'TurnStarted') {
        startRound(before?.round ?? state.round);
        const power = before?.current ?? state.current;
        startTurn(rs, power);
        if (e.type !== 'PhaseStarted')
          body.push({ kind: 'heading', level: 4, text: `${power}: ${rs.phaseName(before?.phase ?? state.phase)}` });
      }
    }

    if (battle && (e.type === 'BattleStarted' || (battleEnd !== null && e.metadata.commandId !== battleEnd))) closeBattle();
    if (e.type === 'TurnStarted' && rs && typeof data.round === 'number' && data.power) {
      closeBattle();
      if (data.round !== round) startRound(data.round);
      startTurn(rs, data.power);
      body.push({ kind: 'heading', level: 4, text: `${data.power}: ${rs.phaseName(state?.phase ?? 'purchase')}` });
      return;
    }
    if (e.type === 'PhaseStarted' && rs && data.power && data.phase) {
      closeBattle();
      (turn as TurnHeading | null)?.add(data.power);
      body.push({ kind: 'heading', level: 4, text: line.replace(/\.$/, '') });
      return;
    }
    if (e.type === 'IncomeCollected' && data.power && typeof data.amount === 'number')
      income.set(data.power, (income.get(data.power) ?? 0) + data.amount);

    const entry: BattleLine = { type: e.type, data: e.data, summary: line, ruling };
    if (e.type === 'BattleStarted') {
      battle = new BattleBlock(entry, before);
      return;
    }
    if (battle) {
      if ((battle as BattleBlock).add(entry)) battleEnd = e.metadata.commandId;
      return;
    }
    if (!inPlay && !body.length) body.push({ kind: 'heading', level: 2, text: 'Before play' });
    body.push({ kind: 'item', depth: 0, ...(ruling ? { lead: ruling } : {}), text: line });
  });
  closeBattle();
  if (inPlay) roundTable(state, true);

  blocks.push(...header(events, state, rs, seats, result), ...body);
  return render(blocks, options.format);
}

function header(
  events: readonly RecordEvent[],
  state: GameState | null,
  rs: RulesetView | undefined,
  seats: ReadonlySet<string>,
  result: string | null,
): Block[] {
  const created = events.find((e) => e.type === 'GameCreated');
  const d = (created?.data ?? {}) as {
    name?: string;
    gameId?: string;
    rulesetId?: string;
    options?: string[];
    rated?: boolean;
    setUp?: boolean;
  };
  const item = (text: string): Block => ({ kind: 'item', depth: 0, text });
  const out: Block[] = [{ kind: 'heading', level: 1, text: `Game record: ${d.name ?? 'unnamed game'}` }];
  out.push(item(`Game id: ${d.gameId ?? 'unknown'}`));
  out.push(item(`Ruleset: ${rs ? `${rs.data.name} (${rs.data.id})` : (d.rulesetId ?? 'unknown')}`));
  const opts = d.options ?? [];
  out.push(item(`Optional rules:${opts.length ? '' : ' none'}`));
  for (const id of opts) out.push({ kind: 'item', depth: 1, text: `${optionalRule(id)?.title ?? id} (${id})` });
  if (d.rated || d.setUp)
    out.push(item(`Kind: ${[d.rated ? 'rated' : '', d.setUp ? 'set up from a position' : ''].filter(Boolean).join(', ')}`));
  if (rs) {
    out.push(item('Seats:'));
    for (const p of rs.players)
      out.push({ kind: 'item', depth: 1, text: `${seatName(p)}: ${p.powers.some((x) => seats.has(x)) ? 'taken' : 'open'}` });
  }
  if (created) out.push(item(`Created: ${created.metadata.time}`));
  const goesOn =
    state && rs
      ? `the game goes on (round ${state.round}, ${state.current}: ${rs.phaseName(state.phase)})`
      : created
        ? `unknown: this engine cannot read the game (ruleset ${d.rulesetId ?? 'unknown'})`
        : 'no game';
  out.push(item(`Result: ${result ?? goesOn}`));
  out.push(item(`Events: ${events.length}`));
  out.push(item(`Head hash: ${events.length ? events[events.length - 1].metadata.hash : 'none'}`));
  out.push({
    kind: 'para',
    text: 'Check the events and the head hash with npm run verify -- <export or game id> --head <head hash> (docs/audit.md).',
  });
  return out;
}
