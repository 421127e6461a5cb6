// The steps of a raid (SBR-4..SBR-11): the one-round air battle, facility
// AA fire, and bombing damage capped by each facility's maximum.
import { damageCap, compareIds } from '../units';
import type { GameEvent, BattleState, BattleStepName, Unit } from '../engine';
import type { RulesetView } from '../ruleset';
import { noHits, battleOf, alive, bySkill, scored, unitsOf, type Roller, type Script, type Side } from '../combat';
import { airValue, bombingBonus, isBomber, mayBomb, raidTargets } from './raid';
import { optionOn } from '../rulesets';

export function raidStep(script: Script, rs: RulesetView, roller: Roller, b: BattleState) {
  const s = script.s;
  const next = (to: BattleStepName) => script.push({ type: 'BattleStep', data: { place: b.place, round: b.round, step: to } });
  const att = unitsOf(s, b.attackers);
  switch (b.step) {
    case 'intercept':
      return; // the defender decides (decideIntercept)
    case 'airBattle': {
      if (!b.rolled) {
        // SBR-4: one round; escorts and interceptors fire, bombers do not but may be hit.
        const interceptors = unitsOf(s, b.defenders);
        if (!interceptors.length) return next('assign');
        const a = fireAir(
          script,
          rs,
          roller,
          b,
          'attacker',
          att.filter((u) => airValue(rs, u, 'attacker') > 0),
          interceptors.length > 0,
        );
        const d = fireAir(script, rs, roller, b, 'defender', interceptors, att.length > 0);
        if (a || d) return;
        return next('assign');
      }
      if (battleOf(s).doomed.length) {
        script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: battleOf(s).doomed, reason: 'raid air battle' } });
        return;
      }
      return next('assign');
    }
    case 'assign': {
      const bombers = att.filter((u) => isBomber(rs, u));
      const targets = raidTargets(s, rs, b);
      if (!bombers.length || !targets.length) {
        script.push({
          type: 'BattleEnded',
          data: { place: b.place, outcome: 'raided', attackers: alive(s, b.attackers), defenders: alive(s, b.defenders) },
        });
        return;
      }
      // SBR-6: assigned by the engine when each bomber has one facility it may bomb (RULES §6: 2E tactical bombers, bases only).
      const choices = bombers.map((u) => targets.filter((f) => mayBomb(rs, u, f)));
      if (choices.every((c) => c.length === 1))
        script.push({
          type: 'BombersAssigned',
          data: { place: b.place, assignments: bombers.map((u, i) => ({ bomber: u.id, facility: choices[i][0].id })) },
        });
      return; // otherwise the attacker assigns (decideAssignBombers)
    }
    case 'facilityAA': {
      // SBR-7: each facility rolls one die per bomber attacking it; each 1 downs one of those bombers.
      const lost: string[] = [];
      for (const f of raidTargets(s, rs, b)) {
        const mine = Object.entries(b.targets ?? {})
          .filter(([bomber, facility]) => facility === f.id && s.units.has(bomber))
          .map(([bomber]) => bomber)
          .sort(compareIds);
        if (!mine.length) continue;
        const { values, event } = roller.roll(mine.length, `anti-aircraft fire of ${f.type} ${f.id}, raid on ${b.place}`);
        script.push(event);
        lost.push(...mine.slice(0, values.filter((v) => v === 1).length));
      }
      if (lost.length)
        script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: lost, reason: 'facility anti-aircraft fire (SBR-7)' } });
      return next('damage');
    }
    case 'damage': {
      // SBR-9, SBR-10: each surviving bomber rolls 1d6 damage (+ its bonus, RULES §6), capped by the facility's maximum.
      const pairs = Object.entries(b.targets ?? {})
        .filter(([bomber]) => s.units.has(bomber))
        .sort(([x, fx], [y, fy]) => compareIds(fx, fy) || compareIds(x, y));
      if (pairs.length) {
        const perBomber = pairs.map(([, facility]) => damageDice(s, rs, s.units.unit(facility)));
        const { values, event } = roller.roll(
          perBomber.reduce((n, d) => n + d, 0),
          `bombing damage, raid on ${b.place}`,
        );
        script.push(event);
        const damage: Extract<GameEvent, { type: 'FacilitiesDamaged' }>['data']['damage'] = [];
        const now = new Map<string, number>();
        let next = 0;
        pairs.forEach(([bomber, facility], i) => {
          const f = s.units.unit(facility);
          const dice = values.slice(next, (next += perBomber[i]));
          const rolled = dice.reduce((n, v) => n + v, 0);
          const before = now.get(facility) ?? f.damage;
          const cap = damageCap(rs, f);
          const added = Math.max(0, Math.min(rolled + bombingBonus(rs, s.units.unit(bomber)), cap - before));
          now.set(facility, before + added);
          damage.push({ facility, type: f.type, bomber, rolled, ...(dice.length > 1 ? { dice } : {}), added, damage: before + added });
        });
        script.push({ type: 'FacilitiesDamaged', data: { place: b.place, damage } });
      }
      script.push({
        type: 'BattleEnded',
        data: { place: b.place, outcome: 'raided', attackers: alive(script.s, b.attackers), defenders: alive(script.s, b.defenders) },
      });
      return;
    }
  }
}

export function fireAir(
  script: Script,
  rs: RulesetView,
  roller: Roller,
  b: BattleState,
  side: Side,
  shooters: Unit[],
  targetsExist: boolean,
): boolean {
  if (!shooters.length || !targetsExist) return false;
  const sorted = bySkill(shooters, (u) => airValue(rs, u, side));
  const { values, event } = roller.roll(sorted.length, `raid air battle, ${side}, ${b.place}`);
  script.push(event);
  const hits = values.filter((v, i) => v <= airValue(rs, sorted[i], side)).length;
  scored(
    script,
    b,
    'airBattle',
    side,
    sorted.map((u) => u.id),
    { ...noHits(), any: hits },
  );
  return true;
}

/**
 * SBR-9: one die of damage per bomber; RULES §8.1 hr01-sbr-two-dice [S2
 * "Strategic Bombing"]: two against a factory, except those of the listed
 * territories; bases are not affected (caps unchanged).
 */
function damageDice(s: Script['s'], rs: RulesetView, facility: Unit): number {
  const p = rs.def.optionParams?.sbrTwoDice;
  if (!p || !optionOn(s, 'hr01-sbr-two-dice') || !rs.unit(facility.type).isFactory || p.exempt.includes(facility.at)) return 1;
  return 2;
}
