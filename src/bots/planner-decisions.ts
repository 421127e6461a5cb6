// The planner's answers to a battle's decisions and the phases with little to
// choose (Conduct Combat, Mobilize, the 2001 steps). Every answer is checked
// against decide; when the planned one is refused the simplest legal answer
// (none, press on, the rules' own casualty choice) is tried.
import { autoCasualties, type Command, type DecisionKind, type PendingDecision } from '../rules';
import { safeCommand } from './safe-choice';
import { accepted, costOf, endPhase, firstAccepted, isFriend, landDistances, odds, ownCapitals, type Ctx } from './planner-core';

type Answer = (c: Ctx, d: PendingDecision) => Command | null;

/**
 * How the planner answers a decision of a battle (or the kamikaze window, the port's defence), where it plays
 * otherwise than safe: a kind not named here gets the rules' safe answer (safe-choice.ts).
 */
const ANSWERS: Partial<Record<DecisionKind, Answer>> = {
  chooseCasualties: (c, d) => {
    const units = d.units ?? [];
    const side = c.s.battle?.owed[0]?.side ?? 'defender';
    // The cheapest units first (the rules' matcher keeps the choice legal: hit classes, two-hit ships).
    const order = [...new Set(units.map((id) => c.s.units.unit(id).type))].sort((x, y) => costOf(c, x) - costOf(c, y));
    const tries: Command[] = [];
    if (d.hits) {
      tries.push({ type: 'ChooseCasualties', units: autoCasualties(c.s, c.rs, d.hits, units, side, order) });
      tries.push({ type: 'ChooseCasualties', units: autoCasualties(c.s, c.rs, d.hits, units, side) });
    }
    return firstAccepted(c, tries, d.power);
  },
  pressOnOrRetreat: (c, d) => {
    const b = c.s.battle;
    const tries: Command[] = [];
    // CBT-8: retreat when the odds of the battle as it stands have turned (below 35%); never with units landed from the sea.
    if (b && d.places?.length) {
      const alive = (ids: string[]) => ids.map((id) => c.s.units.get(id)).filter((u) => u !== undefined);
      const o = odds(c, alive(b.attackers), alive(b.defenders), b.kind === 'land' ? 'land' : 'sea');
      if (o && o.attackerWins + o.draw * 0.5 < 0.35) tries.push({ type: 'Retreat', to: d.places[0] });
    }
    tries.push({ type: 'PressOn' });
    return firstAccepted(c, tries, d.power);
  },
  submerge: (c, d) => {
    const b = c.s.battle;
    const tries: Command[] = [];
    // CBT-3: submarines dive when their side is losing the battle.
    if (b && sideLosing(c, b.attackers, b.defenders, b.kind, d.power)) tries.push({ type: 'Submerge', units: d.units ?? [] });
    tries.push({ type: 'Submerge', units: [] });
    return firstAccepted(c, tries, d.power);
  },
  scramble: (c, d) => firstAccepted(c, [{ type: 'Scramble', units: [] }], d.power),
  // SBR-3: every fighter meets the raid.
  intercept: (c, d) =>
    firstAccepted(
      c,
      [
        { type: 'Intercept', units: d.units ?? [] },
        { type: 'Intercept', units: [] },
      ],
      d.power,
    ),
  designateSupport: (c, d) => firstAccepted(c, [{ type: 'DesignateSupport', units: [] }], d.power),
  commitPortDefence: (c, d) => firstAccepted(c, d.place ? [{ type: 'CommitPortDefence', place: d.place, units: [] }] : [], d.power),
  assignBombers: (c, d) =>
    firstAccepted(
      c,
      (d.targets ?? []).map((facility): Command => ({
        type: 'AssignBombers',
        assignments: (d.units ?? []).map((bomber) => ({ bomber, facility })),
      })),
      d.power,
    ),
  kamikaze: (c, d) => {
    // KAM-3: the tokens go to the dearest ships, one each.
    const ships = [...(d.units ?? [])].sort((x, y) => costOf(c, c.s.units.unit(y).type) - costOf(c, c.s.units.unit(x).type));
    const attacks = ships.slice(0, d.tokens ?? 0).map((target) => ({ target, tokens: 1 }));
    const tries: Command[] = [];
    if (attacks.length) tries.push({ type: 'KamikazeAttack', attacks });
    tries.push({ type: 'KamikazeAttack', attacks: [] });
    return firstAccepted(c, tries, d.power);
  },
  landPlanes: (c, d) => landAfterBattle(c, d),
};

/** How the planner answers a decision other than its phase's (planner.ts): its own answer, else the rules' safe one. */
export function battleAnswer(c: Ctx, d: PendingDecision): Command | null {
  const answer = ANSWERS[d.kind];
  return answer ? answer(c, d) : safeCommand(c.s, d, c.random);
}

/** Whether `power`'s side has under a 40% chance in the battle as it stands. */
function sideLosing(c: Ctx, attackers: string[], defenders: string[], kind: string, power: string): boolean {
  const alive = (ids: string[]) => ids.map((id) => c.s.units.get(id)).filter((u) => u !== undefined);
  const o = odds(c, alive(attackers), alive(defenders), kind === 'land' ? 'land' : 'sea');
  if (!o) return false;
  const attacking =
    alive(attackers).some((u) => isFriend(c, u.owner) && u.owner === power) || alive(attackers).some((u) => u.owner === power);
  return attacking ? o.attackerWins < 0.4 : o.defenderWins < 0.4;
}

/** CBT-10: each plane to the first of its places the rules accept with the others already placed (own land first). */
function landAfterBattle(c: Ctx, d: PendingDecision): Command {
  const landings: { unitId: string; to: string }[] = [];
  for (const l of d.landing ?? []) {
    const options = [...l.options].sort((a, b) => Number(c.rs.territory(a).kind === 'sea') - Number(c.rs.territory(b).kind === 'sea'));
    for (const to of options) {
      const trial: Command = { type: 'LandPlanes', landings: [...landings, { unitId: l.unit, to }] };
      if (accepted(c, trial, d.power)) {
        landings.push({ unitId: l.unit, to });
        break;
      }
    }
  }
  return { type: 'LandPlanes', landings };
}

/** Conduct Combat: the first battle the rules let be fought now (sea before land, MOV-7), then end the phase. */
export function combatCommand(c: Ctx, d: PendingDecision | undefined): Command {
  const places = d?.places ?? [...c.s.battles];
  return firstAccepted(c, [...places.map((place): Command => ({ type: 'FightBattle', place })), endPhase(c)]) ?? endPhase(c);
}

/** Mobilize: each type bought to the capital if it may go there, else to the place nearest the enemy; the rest refunded (MOB-9). */
export function mobilizeCommand(c: Ctx, d: PendingDecision | undefined): Command {
  const capitals = ownCapitals(c);
  const enemyLand = c.rs.data.territories
    .filter((t) => {
      const owner = t.kind === 'land' ? c.s.owners[t.name] : undefined;
      return !!owner && !isFriend(c, owner);
    })
    .map((t) => t.name);
  const dist = landDistances(c, enemyLand);
  const tries: Command[] = [];
  for (const p of d?.placements ?? []) {
    const places = [...p.places].sort(
      (a, b) => Number(!capitals.includes(a)) - Number(!capitals.includes(b)) || (dist.get(a) ?? 99) - (dist.get(b) ?? 99),
    );
    for (const territory of places)
      for (const count of new Set([p.count, 1]))
        tries.push({ type: 'PlaceUnits', placements: [{ unitType: p.unitType, count, territory }] });
  }
  return firstAccepted(c, [...tries, endPhase(c)]) ?? endPhase(c);
}
