// The planning bot (issue 30, docs/planner.md): a player with a simple plan for
// any seat of any ruleset and option set. It buys by a budget rule
// (planner-purchase.ts), attacks where the rules' exact odds favour it
// (planner-attack.ts), defends its capital and brings units to the front
// (planner-defence.ts), carries an island's army to the front by sea
// (planner-ferry.ts), lands its planes (planner-defence.ts, and
// planner-decisions.ts after a battle) and answers every decision a battle asks
// (planner-decisions.ts). It keeps no memory: each command is planned from the
// state alone, and each is checked against the rules' decide before it is
// returned, falling back to a simpler legal one.
import type { Command, PendingDecision } from '../rules';
import type { Bot } from './bot';
import { isPhaseDecision, requiredInOrder } from './legal';
import { attackMove } from './planner-attack';
import { accepted, ctxOf, endPhase, type Ctx } from './planner-core';
import { battleAnswer, combatCommand, mobilizeCommand } from './planner-decisions';
import { nonCombatMove } from './planner-defence';
import { purchaseCommand } from './planner-purchase';

/** The decision the player of `power` answers now: the first required one of its powers (legal.ts: the phase's last). */
export function decisionFor(c: Ctx): PendingDecision | undefined {
  return requiredInOrder(c.s).find((d) => c.mine.includes(d.power));
}

export const plannerBot: Bot = (state, power, random) => {
  const c = ctxOf(state, power, random);
  const d = decisionFor(c);
  const planned = d && !isPhaseDecision(c.s, d) ? battleAnswer(c, d) : phaseCommand(c, d);
  if (planned && accepted(c, planned, d?.power ?? power)) return planned;
  return endPhase(c);
};

function phaseCommand(c: Ctx, d: PendingDecision | undefined): Command {
  switch (c.s.phase) {
    case 'purchase':
      return d ? purchaseCommand(c, d) : endPhase(c);
    case 'combatMove':
      return attackMove(c) ?? endPhase(c);
    case 'nonCombatMove':
      return nonCombatMove(c) ?? endPhase(c);
    case 'conductCombat':
      return combatCommand(c, d);
    case 'mobilize':
      return mobilizeCommand(c, d);
    default:
      return endPhase(c);
  }
}
