// CBT-8: after a round the attacker presses on or retreats, all together to
// one adjacent friendly place the attack came from, or (beside units landed
// from the sea, which stay) with the units it names.
import type { PowerId, RulesetView } from '../ruleset';
import { reject, type Ruling, atWar, friendly, type BattleState, type GameState } from '../engine';
import { battleOf, landedUnits } from './state';
import { type Dice, diceRoller } from '../dice';
import { returnScrambled } from '../scramble';
import { failedLanding } from './ending';
import { planesToLand } from './landing';
import { alive, Script, type Battles } from './script';
import { fortificationsLost } from '../units';

export function decidePressOn(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, battles: Battles): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  const script = new Script(s, battles.evolve);
  script.push({ type: 'BattleContinued', data: { place: b.place, round: b.round + 1 } });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

export function decideRetreat(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  to: string,
  named: string[] | undefined,
  dice: Dice,
  battles: Battles,
): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  // CBT-8 [X: Partial Amphibious Retreat]: units landed from the sea stay and fight on; overland units and planes may go.
  const landed = new Set(alive(s, landedUnits(b)));
  const attackers = alive(s, b.attackers);
  const free = attackers.filter((id) => !landed.has(id));
  if (!free.length) return reject('CANNOT_RETREAT', 'CBT-8', 'Units landed from the sea may not retreat, and no other attacker is left.');
  let units = free;
  if (named) {
    const unknown = named.find((id) => !attackers.includes(id));
    if (unknown !== undefined || new Set(named).size !== named.length || !named.length)
      return reject(
        'ILLEGAL_RETREAT',
        'CBT-8',
        `Name each retreating attacker once, from this battle's attackers: ${attackers.join(', ')}.`,
      );
    const ashore = named.filter((id) => landed.has(id));
    if (ashore.length) return reject('ILLEGAL_RETREAT', 'CBT-8', `Units landed from the sea may not retreat: ${ashore.join(', ')}.`);
    if (!landed.size && named.length !== attackers.length)
      return reject(
        'ILLEGAL_RETREAT',
        'CBT-8',
        'The attackers retreat together, all of them; only beside units landed from the sea may some stay.',
      );
    units = named;
  }
  const allowed = retreatPlaces(s, rs, b);
  if (!allowed.includes(to))
    return reject(
      'ILLEGAL_RETREAT',
      'CBT-8',
      `Retreat only to one adjacent friendly place the attack came from: ${allowed.join(', ') || 'none'}.`,
    );
  const script = new Script(s, battles.evolve);
  script.push({ type: 'AttackersRetreated', data: { place: b.place, to, units } });
  if (units.length < attackers.length) {
    script.push({ type: 'BattleContinued', data: { place: b.place, round: b.round + 1 } });
    battles.run(script, rs, diceRoller(s, dice));
    return script.ruling();
  }
  returnScrambled(script, b);
  failedLanding(script, rs, b);
  if (!planesToLand(script, rs, 'retreated', units)) {
    script.push({
      type: 'BattleEnded',
      data: { place: b.place, outcome: 'retreated', attackers: units, defenders: alive(script.s, b.defenders) },
    });
    // RULES §8.2 x2-japanese-fortifications: fortifications whose infantry died go with it (nothing without the option).
    for (const e of fortificationsLost(script.s, rs, [b.place], 'its infantry died in the battle')) script.push(e);
  }
  return script.ruling();
}

/** CBT-8: adjacent places the attacking units came from that are friendly to the attacker. */
export function retreatPlaces(s: GameState, rs: RulesetView, b: BattleState): string[] {
  const from = new Set(
    alive(s, b.attackers)
      .map((id) => s.movement.get(id)?.cameFrom)
      .filter((x): x is string => Boolean(x)),
  );
  return [...from].filter((p) => {
    if (!rs.adjacent(p, b.place)) return false;
    const t = rs.territory(p);
    if (t.kind !== rs.territory(b.place).kind) return false;
    if (t.kind === 'sea') return !s.units.at(p).some((u) => atWar(s, b.attacker, u.owner));
    const owner = s.owners[p];
    return Boolean(owner && friendly(s, b.attacker, owner));
  });
}
