// The steps of a turn (RULES §1.3, §7 "Players", AMBIG-43): a power plays
// the ruleset's phases in order, one step each. A player whose definition
// names `jointPhases` (pacific-2001 Britain: India and Australia "move and
// fight together but buy and place separately" [S1 "Countries"]) plays one
// turn for all its powers instead: each joint phase is one step of the whole
// group, led by its first power, and each other phase is a step of each
// power in turn ([P]'s sequence: britishPurchase, australianPurchase,
// britishCombatMove, ..., britishPlace, australianPlace, ...).
import type { GameState } from '../engine';
import { perRuleset, type Phase, type PowerId, rulesetView, type RulesetView } from '../ruleset';

export interface Step {
  power: PowerId;
  phase: Phase;
}

/** The powers whose step `phase` is one joint step led by `power` (just `power` when it is not). */
export function stepPowers(rs: RulesetView, power: PowerId, phase: Phase): readonly PowerId[] {
  const player = rs.playerOf(power);
  return player.jointPhases?.includes(phase) ? player.powers : [power];
}

/**
 * The powers acting now: in a joint step every power of the player (their
 * units move and attack together, the seat choosing for all), else the power
 * whose turn it is.
 */
export function actingPowers(s: Pick<GameState, 'rulesetId' | 'current' | 'phase'>, rs = rulesetView(s.rulesetId)): readonly PowerId[] {
  return stepPowers(rs, s.current, s.phase);
}

/** `power` with the powers acting together with it now (itself alone unless it is one of them). */
export function actingWith(s: Pick<GameState, 'rulesetId' | 'current' | 'phase'>, power: PowerId): readonly PowerId[] {
  const acting = actingPowers(s);
  return acting.includes(power) ? acting : [power];
}

/** Each ruleset's turn steps by power, worked out once: every endPhase asks for them (issue 29). */
const stepsOf = perRuleset(() => new Map<PowerId, readonly Readonly<Step>[]>());

/** The steps of the turn `power` plays (the whole player's turn for a player with joint phases), shared: never changed. */
function turnSteps(rs: RulesetView, power: PowerId): readonly Readonly<Step>[] {
  const byPower = stepsOf(rs);
  let steps = byPower.get(power);
  if (!steps) byPower.set(power, (steps = stepsOfTurn(rs, power)));
  return steps;
}

function stepsOfTurn(rs: RulesetView, power: PowerId): Step[] {
  const player = rs.playerOf(power);
  const phases = rs.def.phases.map((p) => p.phase);
  const joint = player.jointPhases;
  if (!joint?.length) return phases.map((phase) => ({ power, phase }));
  return phases.flatMap((phase) =>
    joint.includes(phase) ? [{ power: player.powers[0], phase }] : player.powers.map((p) => ({ power: p, phase })),
  );
}

/** The step after `power`'s `phase` in the same turn, or null when the turn ends there. */
export function nextStep(rs: RulesetView, power: PowerId, phase: Phase): Readonly<Step> | null {
  const steps = turnSteps(rs, power);
  let i = steps.findIndex((s) => s.power === power && s.phase === phase);
  // A position may name a joint phase with a power other than its lead: go on from that phase's step.
  if (i < 0) i = steps.findIndex((s) => s.phase === phase);
  return steps[i + 1] ?? null;
}

/** The first step of the turn `power` begins. */
export const firstStep = (rs: RulesetView, power: PowerId): Readonly<Step> => turnSteps(rs, power)[0];
