// The safe-defaults player (docs/bots.md, issue 30): it plays only the decisions
// the game waits for, each the safe way: buys nothing, moves nothing (but what a
// rule makes it move), fights the battles it must, takes casualties by the order
// of loss, presses on (no retreat), scrambles, submerges and intercepts nothing,
// lands planes where they can, places nothing it need not, and ends each phase.
// What a clock's END_TURN time-out plays for the seat until its turn ends (safe-defaults.ts).
import {
  autoCasualties,
  garrisonReinforcement,
  mayBomb,
  pendingDecisions,
  rulesetView,
  type Command,
  type DecisionKind,
  type GameState,
  type PendingDecision,
  type PowerId,
  present,
} from '../rules';
import { accepted, sameSeat } from './legal';

/** The commands to try for a decision, safest first: the first the rules accept is sent. The compiler asks for a new kind's. */
const CANDIDATES: { [K in DecisionKind]: (s: GameState, d: PendingDecision) => Command[] } = {
  purchase: (s) => [endPhase(s)],
  combatMove: (s) => [endPhase(s)],
  // RULES §8.1 hr01-manchuria-garrison: a short garrison is made good before Non-combat Move may end.
  nonCombatMove: (s, d) => [endPhase(s), ...garrison(s, d.power)],
  conductCombat: (s, d) => [...(d.places ?? battlesOf(s)).map((place): Command => ({ type: 'FightBattle', place })), endPhase(s)],
  // RULES §7 phases 2, 5 and 8 (pacific-2001): steps with nothing to choose.
  combatAirPatrol: (s) => [endPhase(s)],
  nationalControl: (s) => [endPhase(s)],
  resurface: (s) => [endPhase(s)],
  // MOB-9: what is not placed is refunded.
  mobilize: (s) => [endPhase(s)],
  collectIncome: (s) => [endPhase(s)],
  // CBT-7: the owed hits by the order of loss, as the engine's own default.
  chooseCasualties: (s, d) => [{ type: 'ChooseCasualties', units: casualties(s, d) }],
  pressOnOrRetreat: () => [{ type: 'PressOn' }],
  scramble: () => [{ type: 'Scramble', units: [] }],
  submerge: () => [{ type: 'Submerge', units: [] }],
  intercept: () => [{ type: 'Intercept', units: [] }],
  kamikaze: () => [{ type: 'KamikazeAttack', attacks: [] }],
  commitPortDefence: (_s, d) => [{ type: 'CommitPortDefence', place: present(d.place, 'place'), units: [] }],
  designateSupport: () => [{ type: 'DesignateSupport', units: [] }],
  // CBT-10: each plane to the first place it may land; then any that can (carrier room), then none (they are lost).
  landPlanes: (_s, d) => [
    { type: 'LandPlanes', landings: (d.landing ?? []).filter((l) => l.options.length).map((l) => ({ unitId: l.unit, to: l.options[0] })) },
    ...(d.landing ?? [])
      .filter((l) => l.options.length)
      .map((l): Command => ({ type: 'LandPlanes', landings: [{ unitId: l.unit, to: l.options[0] }] })),
    { type: 'LandPlanes', landings: [] },
  ],
  // SBR-6: every bomber must have a target: the first it may bomb.
  assignBombers: (s, d) => {
    const rs = rulesetView(s.rulesetId);
    const assignments = (d.units ?? []).map((bomber) => ({
      bomber,
      facility: (d.targets ?? []).find((f) => mayBomb(rs, s.units.unit(bomber), s.units.unit(f))) ?? present(d.targets, 'targets')[0],
    }));
    return [{ type: 'AssignBombers', assignments }];
  },
  // CNV-7: never required; nothing to disrupt.
  disruptConvoy: (s) => [endPhase(s)],
};

const endPhase = (s: GameState): Command => ({ type: 'EndPhase', phase: s.phase });

function battlesOf(s: GameState): string[] {
  return [...new Set([...Object.keys(s.raids).filter((p) => !s.raids[p].done), ...s.battles])];
}

function garrison(s: GameState, power: PowerId): Command[] {
  const fix = garrisonReinforcement(s, rulesetView(s.rulesetId), power);
  return fix ? [{ type: 'MoveUnits', units: [fix.unit], route: fix.route }] : [];
}

function casualties(s: GameState, d: PendingDecision): string[] {
  const side = s.battle?.owed[0]?.side ?? 'defender';
  return autoCasualties(s, rulesetView(s.rulesetId), present(d.hits, 'hits'), present(d.units, 'units'), side);
}

/** The decision the game waits for from `power`'s seat, if any. */
export function requiredOf(state: GameState, power: PowerId): PendingDecision | undefined {
  return pendingDecisions(state).find((d) => d.required && sameSeat(state, d.power, power));
}

/** The first of the safe commands for `power`'s required decision that the rules accept, or null. */
export function safeChoice(state: GameState, power: PowerId, random: () => number): Command | null {
  const d = requiredOf(state, power);
  if (!d) return null;
  return CANDIDATES[d.kind](state, d).find((c) => accepted(state, d.power, c, random)) ?? null;
}
