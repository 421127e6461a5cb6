// CBT-7: casualties. The side that owes them chooses (ChooseCasualties), or
// the engine does when the choice is forced or the power set an order of loss
// (SetCasualtyOrder, the same order battleOdds uses).
import type { PowerId, RulesetView } from '../ruleset';
import { type Command, accept, reject, type Ruling, type GameEvent, type GameState } from '../engine';
import { battleOf } from './state';
import { type Dice, diceRoller } from '../dice';
import { autoCasualties, casualtyEffects, casualtyProblem, choiceIsForced } from './hits';
import { actingWith } from '../turn';
import { takers } from './fire';
import { carriersFirst } from './capital-damage';
import { Script, type Side, type Battles } from './script';

export function decideCasualties(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  dice: Dice,
  cmd: Extract<Command, { type: 'ChooseCasualties' }>,
  battles: Battles,
): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  const owed = b.owed[0];
  const chooser = owed.side === 'attacker' ? b.attacker : b.defender;
  const pool = owed.side === 'attacker' ? b.attackers : b.defenders;
  const problem = casualtyProblem(s, rs, owed.hits, takers(s, rs, pool), cmd.units);
  if (problem) return reject('INVALID_CASUALTIES', problem.rule, problem.message);
  if (!carriersFirst(s, rs, takers(s, rs, pool), cmd.units))
    return reject(
      'CARRIERS_FIRST',
      'x2-capital-ship-damage',
      'Carriers are hit first (RULES §8.2 x2-capital-ship-damage, seed 003 §10d): a battleship may take a hit only while fewer battleships than carriers of its side have been hit in this battle.',
    );
  const script = new Script(s, battles.evolve);
  script.push(casualtiesEvent(s, rs, owed.side, chooser, cmd.units, false));
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

/** Takes owed casualties the engine may choose itself; false when a player must choose. */
export function settleOwed(script: Script, rs: RulesetView): boolean {
  const s = script.s;
  const b = battleOf(s);
  const owed = b.owed[0];
  const power = owed.side === 'attacker' ? b.attacker : b.defender;
  const pool = takers(s, rs, owed.side === 'attacker' ? b.attackers : b.defenders);
  const order = s.casualtyOrders[power];
  // RULES §7, AMBIG-43: in a joint attack, which power's unit dies is a choice for the seat.
  const joint = owed.side === 'attacker' && actingWith(s, b.attacker).length > 1;
  if (!order && !choiceIsForced(s, rs, owed.hits, pool, joint)) return false;
  script.push(casualtiesEvent(s, rs, owed.side, power, autoCasualties(s, rs, owed.hits, pool, owed.side, order), true));
  return true;
}

export function casualtiesEvent(s: GameState, rs: RulesetView, side: Side, power: PowerId, ids: string[], auto: boolean): GameEvent {
  return { type: 'CasualtiesChosen', data: { place: battleOf(s).place, side, power, units: casualtyEffects(s, rs, ids), auto } };
}

/** The engine picks casualties for this power from now on, by this order of loss (null: ask every time). */
export function decideCasualtyOrder(s: GameState, rs: RulesetView, power: PowerId, orderOfLoss: string[] | null): Ruling {
  for (const t of orderOfLoss ?? []) if (!rs.findUnit(t)) return reject('UNKNOWN_UNIT_TYPE', 'CBT-7', `There is no unit type "${t}".`);
  // RULES §7, AMBIG-43: a seat running several powers (Britain: India and Australia) sets the order for each of them.
  return accept(...rs.playerOf(power).powers.map((p) => ({ type: 'CasualtyOrderSet' as const, data: { power: p, orderOfLoss } })));
}
