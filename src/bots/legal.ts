// A bot never sends a refused command: each command it considers is decided by
// the rules first, as the seat would send it, and only an accepted one is chosen.
import { decide, pendingDecisions, rulesetView, type Command, type GameState, type PendingDecision, type PowerId } from '../rules';

/** Whether the rules accept `command` from `power`'s seat in `state` (dice from `random`: no refusal depends on a roll). */
export function accepted(state: GameState, power: PowerId, command: Command, random: () => number): boolean {
  const seat = rulesetView(state.rulesetId).playerOf(power).seat;
  const dice = (count: number, sides = 6) => Array.from({ length: count }, () => 1 + Math.floor(random() * sides));
  return decide(state, command, { actor: { kind: 'seat', power: seat }, dice }).ok;
}

/** Whether two powers are played by the same seat (RULES §7, AMBIG-43: a seat acts for every power its player runs). */
export function sameSeat(state: GameState, a: PowerId, b: PowerId): boolean {
  const rs = rulesetView(state.rulesetId);
  return rs.playerOf(a).seat === rs.playerOf(b).seat;
}

/** The turn's own decision: its kind is the phase (purchase, combatMove, …; the rules name each phase's so). */
export const isPhaseDecision = (state: GameState, d: PendingDecision): boolean => d.kind === state.phase;

/**
 * The required decisions in the order every bot answers them: the turn's phase's own last, since it waits for the
 * others (the kamikaze window, a port's defence, a battle's steps: the phase neither ends nor goes on while one is
 * open, and the rules never open two of these at once); otherwise in the rules' order (pendingDecisions). A new
 * kind needs nothing here.
 */
export function requiredInOrder(state: GameState, pending: PendingDecision[] = pendingDecisions(state)): PendingDecision[] {
  const required = pending.filter((d) => d.required);
  return [...required.filter((d) => !isPhaseDecision(state, d)), ...required.filter((d) => isPhaseDecision(state, d))];
}

/** Thrown when a bot finds no command the rules accept: the runner stops playing the seat and says so. */
export class NoLegalCommand extends Error {
  constructor(state: GameState, power: PowerId, bot: string) {
    super(`the ${bot} bot found no command the rules accept for ${power} (round ${state.round}, ${state.current}'s ${state.phase})`);
  }
}
