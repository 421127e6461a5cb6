// Ending a phase moves the turn on (RULES §1.3): mobilize refunds what was
// not placed (MOB-9), collect income pays (INC) and hands the turn over.
import type { Command } from '../engine/commands';
import { accept, reject, type Decision } from '../engine/decision';
import { collectIncome } from '../income/income';
import { phaseStartEvents } from './phase-start';
import type { GameEvent } from '../engine/events';
import { warEvents } from '../politics/war';
import { landingEvents } from '../movement/landing';
import type { RulesetView } from '../ruleset/view';
import { atWar, PHASES, type GameState } from '../engine/state';
import { fold } from '../engine/evolve';
import { gameEnds, turnEndEvents } from './turn-end';
import { kamikazeWindowEvents } from '../kamikaze/attack';

export function decideEndPhase(state: GameState, rs: RulesetView, power: string, cmd: Extract<Command, { type: 'EndPhase' }>): Decision {
  if (cmd.phase !== undefined && cmd.phase !== state.phase)
    return reject('PHASE_MISMATCH', 'RULES §1.3', `The current phase is ${state.phase}, not ${cmd.phase}.`);
  const { round } = state;
  // KAM-3: Japan answers the kamikaze window (KamikazeAttack) before anything else happens.
  if (state.kamikazeWindow)
    return reject('KAMIKAZE_PENDING', 'KAM-3', `${state.kamikazeWindow.by} has not yet decided on kamikaze attacks against ${state.kamikazeWindow.against}'s ships.`);
  // CBT: every battle of the turn is fought before combat ends.
  const raids = Object.keys(state.raids).filter((p) => !state.raids[p].done);
  if (state.phase === 'conductCombat' && (state.battle || state.battles.length || raids.length))
    return reject('BATTLES_PENDING', 'RULES §4.4, MOV-1', `Fight the battles and raids in ${state.battle?.place ?? [...raids, ...state.battles].join(', ')} first.`);
  switch (state.phase) {
    case 'mobilize': {
      // NCM-3: planes that waited for a carrier bought this turn, and found none placed, are lost now.
      const events: GameEvent[] = [...landingEvents(state, rs, power)];
      const refund = refundUnplaced(state, rs, power);
      if (refund) events.push(refund);
      events.push({ type: 'PhaseStarted', data: { round, power, phase: 'collectIncome' } });
      // POL-6: the USA is at war when its round-3 Collect Income phase starts, so that phase already pays the +40.
      if (power === 'USA' && round === rs.switches.usaAutomaticWarRound && !atWar(state, 'USA', 'Japan'))
        events.push(...warEvents(state, 'USA', 'Japan', { kind: 'automatic', rule: 'POL-6' }, 'POL-6, AMBIG-03', true));
      return accept(...events);
    }
    case 'collectIncome': {
      const ended: GameEvent[] = [collectIncome(state, rs, power), { type: 'TurnEnded', data: { round, power } }];
      // KAM-2, then VIC-1..VIC-3 (AMBIG-14), on the state after the turn ended; a won game has no next turn.
      const checks = turnEndEvents(fold(ended, state)!, rs);
      return accept(...ended, ...checks, ...(gameEnds(checks) ? [] : startNextTurn(state, rs)));
    }
    default: {
      const next = PHASES[PHASES.indexOf(state.phase) + 1];
      // NCM-3: planes with nowhere legal to be at the end of Non-combat Move are lost.
      const landings = state.phase === 'nonCombatMove' ? landingEvents(state, rs, power, true) : [];
      // KAM-3: at the end of Combat Move, Japan may attack this power's surface warships in kamikaze zones.
      const kamikaze = state.phase === 'combatMove' ? kamikazeWindowEvents(state, rs, power) : [];
      return accept(...landings, { type: 'PhaseStarted', data: { round, power, phase: next } }, ...kamikaze);
    }
  }
}

/** MOB-9 / AMBIG-18: units bought and not placed are refunded at their cost. */
function refundUnplaced(state: GameState, rs: RulesetView, power: string): GameEvent | null {
  const units = Object.entries(state.purchased)
    .filter(([, n]) => n > 0)
    .map(([type, count]) => ({ type, count }));
  if (units.length === 0) return null;
  const pus = units.reduce((n, u) => n + (rs.unit(u.type)?.cost ?? 0) * u.count, 0);
  return { type: 'UnplacedUnitsRefunded', data: { power, units, pus, pusAfter: (state.pus[power] ?? 0) + pus } };
}

function startNextTurn(state: GameState, rs: RulesetView): GameEvent[] {
  const order = rs.data.turnOrder;
  const i = order.indexOf(state.current);
  const power = order[(i + 1) % order.length];
  const round = i + 1 === order.length ? state.round + 1 : state.round;
  const started: GameEvent = { type: 'TurnStarted', data: { round, power } };
  return [started, ...phaseStartEvents(fold([started], state)!, rs, 'purchase')];
}
