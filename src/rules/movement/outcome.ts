// What a move leads to where it ends (MOV-1): whether it attacks, the acts of
// war it commits there (POL-7), the land it takes (CAP-1, CAP-9), whether a
// battle follows, and whether its planes can still land (MOV-4, NCM-3).
import { cannotAttack } from '../combat';
import { mayStartWar } from '../politics';
import type { RulesetView, PowerId } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { movementLeft } from './allowance';
import { landingReachable, nonCombatLandingProblem } from './landing';
import { enemiesAt, enemyFightersAt, enemySurfaceWarshipsAt, peacefulOwnersAt } from './places';
import { ownerOf } from '../capture';
import { landStance } from './land-stance';
import { addActOfWar, isProblem, no, type MovePlan, type Problem } from './move-plan';

/** The move's outcome at its end; boarders are the land units going aboard ships, attack the command's choice. */
export function outcomeProblems(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  boarders: Unit[],
  attack: boolean | undefined,
): Problem | null {
  if (attack !== undefined && plan.phase !== 'combatMove')
    return no(
      'HOSTILE_IN_NONCOMBAT',
      'MOV-1, NCM-2',
      'Only a combat move attacks, or chooses not to; leave out `attack` in Non-combat Move.',
    );
  takeCaptures(s, rs, plan);
  // NCM-3 / AMBIG-38: a non-combat air move ends where the planes land.
  if (plan.phase === 'nonCombatMove') {
    const landing = nonCombatLandingProblem(s, rs, plan);
    if (landing) return no('NO_LANDING_PLACE', 'NCM-3, AMBIG-38', landing);
  }
  return plan.phase === 'combatMove' ? combatOutcomeProblems(s, rs, plan, boarders, attack) : null;
}

/** CAP-1: land entered or blitzed while empty of enemy units is taken; CAP-9: UK/ANZAC take Dutch land peacefully. */
function takeCaptures(s: GameState, rs: RulesetView, plan: MovePlan) {
  if (!plan.units.some((u) => rs.unit(u.type).domain === 'land')) return;
  for (const b of plan.route) {
    if (rs.territory(b).kind !== 'land') continue;
    const owner = ownerOf(s, rs, b);
    const dutch = owner !== null && rs.custodiansOf(owner).includes(plan.power);
    const empty = enemyFightersAt(s, rs, plan.power, b).length === 0 && peacefulOwnersAt(s, plan.power, b).length === 0;
    if (dutch || (plan.phase === 'combatMove' && empty && landStance(s, rs, plan, b, false) === 'hostile')) plan.captures.push(b);
  }
}

/** What the end of a combat move holds for the mover. */
interface Destination {
  hostileLand: boolean;
  enemyUnitsThere: boolean;
  /** Land units boarding a transport only load it: cargo never fights, so they start no battle and no war there (MOV-6). */
  onlyBoarding: boolean;
  /** Powers at peace whose units there this move attacks (an act of war each, POL-7). */
  peaceUnitsThere: PowerId[];
}

function destinationOf(s: GameState, rs: RulesetView, plan: MovePlan, boarders: Unit[], attack: boolean | undefined): Destination {
  const { to } = plan;
  const tTo = rs.territory(to);
  const hostileLand =
    tTo.kind === 'land' && !isProblem(landStance(s, rs, plan, to, false)) && landStance(s, rs, plan, to, false) === 'hostile';
  const onlyBoarding = boarders.length === plan.units.length;
  // POL-2 / MOV-1: at sea, the units of powers at peace are attacked only when the mover says so (an act of war, POL-7);
  // on land, entering where they stand attacks them.
  const peaceUnitsThere =
    !onlyBoarding && (tTo.kind === 'land' || attack === true)
      ? peacefulOwnersAt(s, plan.power, to).filter((o) => mayStartWar(s, rs, plan.power, o))
      : [];
  return { hostileLand, enemyUnitsThere: enemyFightersAt(s, rs, plan.power, to).length > 0, onlyBoarding, peaceUnitsThere };
}

function combatOutcomeProblems(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  boarders: Unit[],
  attack: boolean | undefined,
): Problem | null {
  const there = destinationOf(s, rs, plan, boarders, attack);
  for (const o of there.peaceUnitsThere) addActOfWar(plan, o, plan.to);
  const hostile = attackChoice(s, rs, plan, there, attack);
  if (isProblem(hostile)) return hostile;
  const landMovers = plan.units.filter((u) => rs.unit(u.type).domain === 'land');
  plan.battle =
    !there.onlyBoarding &&
    hostile &&
    (there.enemyUnitsThere || there.peaceUnitsThere.length > 0 || (there.hostileLand && landMovers.length === 0));
  return damagedAttackerProblem(s, rs, plan) ?? notHostileProblem(rs, plan, hostile, boarders) ?? planesLandingProblem(s, rs, plan);
}

/** MOV-1, MOV-3: whether the move attacks where it ends, as the command chose (attack) where it may choose; else the refusal. */
function attackChoice(s: GameState, rs: RulesetView, plan: MovePlan, there: Destination, attack: boolean | undefined): Problem | boolean {
  const { to } = plan;
  const tTo = rs.territory(to);
  const enemiesAtSea = tTo.kind === 'sea' && enemiesAt(s, plan.power, to).length > 0;
  if (attack === false && tTo.kind === 'sea' && enemySurfaceWarshipsAt(s, rs, plan.power, to).length > 0 && !there.onlyBoarding)
    return no('MUST_ATTACK', 'MOV-1, MOV-3', `Enemy surface warships in ${to} must be fought by a combat move that ends there.`);
  if (attack === false && there.hostileLand) return no('MUST_ATTACK', 'MOV-1', `A combat move into hostile ${to} is an attack.`);
  const hostileSea = attack !== false && (enemiesAtSea || there.peaceUnitsThere.length > 0);
  if (attack === true && !there.hostileLand && !hostileSea)
    return no('NOTHING_TO_ATTACK', 'MOV-1', `There is nothing in ${to} that ${plan.power} may attack.`);
  return there.hostileLand || hostileSea || there.peaceUnitsThere.length > 0;
}

/** RULES §8.2 x2-capital-ship-damage [S3 §10a, §10f]: a damaged carrier or battleship cannot attack. */
function damagedAttackerProblem(s: GameState, rs: RulesetView, plan: MovePlan): Problem | null {
  const damaged = plan.battle ? plan.units.find((u) => cannotAttack(s, rs, u)) : undefined;
  if (!damaged) return null;
  return no(
    'DAMAGED_CANNOT_ATTACK',
    'x2-capital-ship-damage',
    `Unit ${damaged.id} (${damaged.type}) is damaged: it cannot attack until it is repaired (it may defend).`,
  );
}

/**
 * MOV-1: land and air end a combat move only where they fight or capture, or with an act of war (POL-4, AMBIG-04:
 * entering Chinese land before the war); ships may also carry and escort.
 */
function notHostileProblem(rs: RulesetView, plan: MovePlan, hostile: boolean, boarders: Unit[]): Problem | null {
  const seaMovers = plan.units.filter((u) => rs.unit(u.type).domain === 'sea');
  if (hostile || plan.captures.length > 0 || boarders.length > 0 || seaMovers.length > 0 || plan.actsOfWar.length > 0) return null;
  return no(
    'NOT_HOSTILE_DESTINATION',
    'MOV-1',
    `A combat move ends only in a hostile place; ${plan.to} is not. Move there in Non-combat Move.`,
  );
}

/** MOV-4: planes must still be able to reach a landing place after the fight (an airfield there may add, AMBIG-44). */
function planesLandingProblem(s: GameState, rs: RulesetView, plan: MovePlan): Problem | null {
  for (const u of plan.units.filter((x) => rs.unit(x.type).domain === 'air')) {
    const left = movementLeft(s, rs, u) - (plan.costs[u.id] ?? 0);
    if (!landingReachable(s, rs, plan.power, u, plan.to, left))
      return no(
        'NO_LANDING_PLACE',
        'MOV-4',
        `Unit ${u.id} (${u.type}) could not reach a place to land from ${plan.to} with ${left} movement left.`,
      );
  }
  return null;
}
