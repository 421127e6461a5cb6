// The organizer's audit of one game (issue 27, docs/audit.md): the hash chain,
// the head hash and event count the organizer noted, every die against the
// seed, and every event re-derived from the recorded commands by the rules.
// Pure over the events: the CLI (src/cli/verify.ts) reads the file and prints.
import { verifyDice, type DiceAudit } from '../app/dice-audit';
import { verifyChain, type ChainCheck } from '../app/event-chain';
import { rederive, type LogEvent, type Rederivation } from './rederive';
import { summaryOf } from '../api/events/summaries';
import { rulesetIds, rulesetView, type GameEventType, type RulesetView } from '../rules';

export interface VerifyOptions {
  /** The hash of the last event, as the organizer noted it when the game ended. */
  head?: string;
  /** The number of events the organizer expects. */
  events?: number;
  /** The dice seed, for a game whose seed is not revealed yet (the organizer's disclosure). */
  seed?: string;
  /** What an export's header claims (its eventCount and headHash): checked like the organizer's notes. */
  header?: { eventCount: number; headHash: string };
  onProgress?: (done: number, total: number) => void;
}

/** One finding: where (1-based event; null for the whole log) and what, in words. */
export interface Finding {
  event: number | null;
  check: 'chain' | 'head' | 'count' | 'header' | 'dice' | 'rules';
  message: string;
}

export type Verdict =
  /** Every check ran over the whole log and held. */
  | 'valid'
  /** Nothing wrong found, but part of the log could not be checked (`unchecked` says which). */
  | 'partial'
  /** A check failed: `first` is the first divergence. */
  | 'invalid';

/** The verdict, with the earliest problem in the log (by event; a whole-log problem last) when it is 'invalid'. */
export type VerifyReport = VerifyDetails &
  ({ verdict: 'valid'; first: null } | { verdict: 'partial'; first: null } | { verdict: 'invalid'; first: Finding });

interface VerifyDetails {
  events: number;
  head: string | null;
  findings: Finding[];
  /** What could not be checked, in words. */
  unchecked: string[];
  chain: ChainCheck;
  dice: DiceAudit;
  rules: Omit<Rederivation, 'state'>;
  /** The organizer's rulings (docs/rulings.md) and position edits, where they are, in words. */
  rulings: { event: number; type: string; summary: string }[];
  /** Whether the game had ended by the last event re-derived (or folded). */
  ended: boolean;
}

/** What the organizer decided outside the rules of play: each with its reason, listed by the report. */
const RULINGS: ReadonlySet<string> = new Set<GameEventType>([
  'GameAdjudicated',
  'GameVoided',
  'SeatHandedOver',
  'PositionEdited',
  // docs/clocks.md: the organizer's controls of the clocks.
  'ClocksPaused',
  'ClocksResumed',
  'DeadlineExtended',
]);

function rulesetOf(id: unknown): RulesetView | undefined {
  return typeof id === 'string' && rulesetIds().includes(id) ? rulesetView(id) : undefined;
}

const eventOf = (message: string): number | null => {
  const m = /^event (\d+)/.exec(message);
  return m ? Number(m[1]) : null;
};

export function verifyGame(events: readonly LogEvent[], opts: VerifyOptions = {}): VerifyReport {
  const findings: Finding[] = [];
  const unchecked: string[] = [];
  const head = events.length ? events[events.length - 1].metadata.hash : null;

  const chain = verifyChain(events as LogEvent[]);
  if (!chain.valid)
    findings.push({
      event: chain.firstInvalidRevision + 1,
      check: 'chain',
      message: `event ${chain.firstInvalidRevision + 1}: ${chain.reason}`,
    });

  if (opts.head !== undefined && opts.head !== head) {
    const at = events.findIndex((e) => e.metadata.hash === opts.head);
    const message =
      at >= 0
        ? `the head you noted is event ${at + 1}, but the log goes on to event ${events.length}`
        : `the head you noted (${opts.head}) is not in the log: its last event ${events.length} has hash ${head}; the log was cut or changed`;
    findings.push({ event: at >= 0 ? at + 2 : null, check: 'head', message });
  }
  if (opts.events !== undefined && opts.events !== events.length)
    findings.push({
      event: events.length < opts.events ? events.length + 1 : opts.events + 1,
      check: 'count',
      message: `the log has ${events.length} events, you expected ${opts.events}`,
    });

  if (opts.header && opts.header.eventCount !== events.length)
    findings.push({
      event: Math.min(events.length, opts.header.eventCount) + 1,
      check: 'header',
      message: `the export's header says ${opts.header.eventCount} events, but it holds ${events.length} (a cut or padded file)`,
    });
  else if (opts.header && opts.header.headHash !== head)
    findings.push({
      event: null,
      check: 'header',
      message: `the export's header names head ${opts.header.headHash}, but its last event's hash is ${head}`,
    });

  const dice = verifyDice(events, { seed: opts.seed });
  for (const p of dice.problems) {
    if (/cannot be checked/.test(p)) unchecked.push(`dice: ${p}`);
    else findings.push({ event: eventOf(p), check: 'dice', message: p });
  }

  const { state, ...rules } = rederive(events, { seed: opts.seed, onProgress: opts.onProgress });
  if (rules.divergence) findings.push({ event: rules.divergence.event, check: 'rules', message: rules.divergence.message });
  if (rules.trusted > 0)
    unchecked.push(`rules: ${rules.trusted} events carry no recorded command (written before engine 0.2.0): folded, not re-derived`);

  const rs = events[0]?.type === 'GameCreated' ? rulesetOf((events[0].data as { rulesetId?: unknown }).rulesetId) : undefined;
  const rulings = events.flatMap((e, i) =>
    RULINGS.has(e.type) ? [{ event: i + 1, type: e.type, summary: summaryOf(e.type, e.data, { rs }) }] : [],
  );

  const first = [...findings].sort((a, b) => (a.event ?? Infinity) - (b.event ?? Infinity))[0];
  return {
    ...(first
      ? { verdict: 'invalid' as const, first }
      : { verdict: unchecked.length ? ('partial' as const) : ('valid' as const), first: null }),
    events: events.length,
    head,
    findings,
    unchecked,
    chain,
    dice,
    rules,
    rulings,
    ended: state?.status === 'ended',
  };
}
