// One round of a land or sea battle, step by step (CBT-1..CBT-6): AA fire,
// bombardment, scramble, submerge, surprise strikes, general fire, removal.
import type { RulesetView } from '../ruleset';
import type { BattleStepName, LandBattle, SeaBattle, Unit } from '../engine';
import { battleOf } from './state';
import { noHits } from './hits';
import { AA_HIT, aaDice } from './fire-model';
import { huntsSubs } from './convoy';
import { fire, hitClass, hitFits, targetsFor } from './fire';
import { firstStrikers, roundOpening, shotDice } from './round-plan';
import { finishRound, endIfDecided, withCargo } from './ending';
import { submergeSide } from './submerge';
import { dogfight, dogfightRolls } from './dogfight';
import { bySkill, scored, unitsOf, type Roller, type Script, type Side } from './script';
import { byUnitId } from '../units';
import { designateNone, designationDue } from './amphibious-support';

export function step(script: Script, rs: RulesetView, roller: Roller, b: LandBattle | SeaBattle) {
  const s = script.s;
  const next = (to: BattleStepName) => script.push({ type: 'BattleStep', data: { place: b.place, round: b.round, step: to } });
  const att = unitsOf(s, b.attackers);
  const def = unitsOf(s, b.defenders);
  switch (b.step) {
    case 'aa': {
      if (b.rolled) return next('bombard');
      // RULES §8.1 hr01-amphibious-support: before the blockers are fought, the attacker keeps ships out to support the landing.
      if (b.kind === 'sea' && designationDue(s, rs, b)) return next('support');
      // CBT-9 / UNIT-7: a battle that cannot be fought rolls no die: it ends before its first shot.
      if (b.round === 1 && endIfDecided(script, rs, b, true)) return;
      // Round 1's opening, by the round plan battleOdds reads too (round-plan.ts roundOpening).
      const isPlane = (u: Unit) => rs.unit(u.type).domain === 'air';
      const planes = att.filter(isPlane);
      const guns = b.kind === 'land' ? def.filter((u) => rs.unit(u.type).isAA) : [];
      const opening = roundOpening(s, rs, {
        kind: b.kind,
        round: b.round,
        attackerPlanes: planes.length,
        defenderPlanes: def.filter(isPlane).length,
        aaGuns: guns.length,
        dogfightRolls: guns.length > 0 || dogfightRolls(s, rs, att, def),
      });
      // RULES §8.1 hr01-dogfights: with planes on both sides, round 1 opens with an air battle fought with the AA fire.
      if (opening === 'dogfight') return dogfight(script, rs, roller, b, att, def, guns);
      // CBT-1 / UNIT-4 / AMBIG-09: round 1 of a land battle, hits on 1: one die per attacking plane (1E), or up to
      // 3 per gun and never more than the planes (RULES §6 "AA gun"), by the fire model battleOdds uses (aaDice).
      if (opening === 'aa') {
        const dice = aaDice(
          guns.map((u) => rs.unit(u.type)),
          planes.length,
        );
        const { values, event } = roller.roll(dice, `anti-aircraft fire, round 1, ${b.place}`);
        script.push(event);
        // AMBIG-35: the planes' owner, the attacker, chooses which planes the hits destroy (2E: "the attacker chooses AA losses").
        return scored(
          script,
          b,
          'aa',
          'defender',
          guns.map((u) => u.id),
          { ...noHits(), airOnly: values.filter((v) => v <= AA_HIT).length },
        );
      }
      return next('bombard');
    }
    case 'bombard': {
      if (b.rolled) return next('submerge');
      // CBT-2: battleships and cruisers fire once in round 1; their victims still fire back.
      const ships = b.kind === 'land' ? unitsOf(s, b.bombarders) : [];
      if (b.round === 1 && ships.length && targetsFor(s, rs, b, 'attacker', def).length) {
        const sorted = bySkill(ships, (u) => rs.unit(u.type).attack);
        // One die per ship; a unit an optional rule adds may roll more (x2-super-battleship).
        const shots = sorted.flatMap((u) => Array<Unit>(shotDice(rs, u.type)).fill(u));
        const { values, event } = roller.roll(shots.length, `bombardment, round 1, ${b.place}`);
        script.push(event);
        const hits = values.filter((v, i) => v <= rs.unit(shots[i].type).attack).length;
        return scored(
          script,
          b,
          'bombard',
          'attacker',
          sorted.map((u) => u.id),
          { ...noHits(), any: hits },
        );
      }
      return next('submerge');
    }
    case 'scramble': {
      if (s.casualtyOrders[b.defender])
        return script.push({ type: 'PlanesScrambled', data: { place: b.place, power: b.defender, units: [] } });
      return; // the defender decides (decideScramble)
    }
    case 'support': {
      // RULES §8.1 hr01-amphibious-support: the attacker designates (DesignateSupport); with a casualty order, none stays out.
      if (b.kind === 'sea' && s.casualtyOrders[b.attacker]) return designateNone(script, rs, b);
      return; // the attacker decides (decideDesignateSupport)
    }
    case 'submerge': {
      // CBT-3: attacking, then defending subs may leave the battle unless an enemy destroyer is there.
      const side = submergeSide(s, rs, b);
      if (!side) return next('surprise');
      const power = side === 'attacker' ? b.attacker : b.defender;
      if (s.casualtyOrders[power]) return script.push({ type: 'SubsSubmerged', data: { place: b.place, side, power, units: [] } });
      return; // that side decides (decideSubmerge)
    }
    case 'surprise': {
      if (b.rolled) return next('general');
      // CBT-4 / AMBIG-37: subs facing no enemy destroyer fire first, both sides together; their victims do not fire back.
      const strike = (mine: Unit[], theirs: Unit[], side: Side) => {
        const allSubs = mine.filter((u) => rs.unit(u.type).isSub);
        // RULES §8.2 x2-escorts: an attacking escort cancels no first shot (no sub hunting).
        const enemyDestroyers = theirs.filter((u) => huntsSubs(s, rs, u, side === 'defender')).length;
        // RULES §8.1 hr01-destroyer-asw [S2 "Destroyers"]: each enemy destroyer cancels one sub's first shot (⚠ the first by
        // id); those subs fire with the others. Without it, one destroyer cancels them all (UNIT-6). The round plan's count.
        const striking = firstStrikers(s, allSubs.length, enemyDestroyers);
        if (!striking) return null;
        const subs = [...allSubs].sort(byUnitId).slice(allSubs.length - striking);
        // UNIT-5: a sub never hits planes; with nothing else to hit it does not roll.
        // hr01-sub-evasion: their hits strike surface ships only (subs cannot hit subs).
        const cls = subs[0] ? hitClass(rs, b, subs[0], mine, s) : 'notAir';
        if (!targetsFor(s, rs, b, side, theirs).some((t) => hitFits(cls, rs, t))) return null;
        const value = (u: Unit) => (side === 'attacker' ? rs.unit(u.type).attack : rs.unit(u.type).defense);
        const sorted = bySkill(subs, value);
        const { values, event } = roller.roll(sorted.length, `surprise strike by the ${side}, round ${b.round}, ${b.place}`);
        script.push(event);
        return { side, cls, ids: sorted.map((u) => u.id), hits: values.filter((v, i) => v <= value(sorted[i])).length };
      };
      const a = strike(att, def, 'attacker');
      const d = strike(def, att, 'defender');
      for (const x of [a, d]) if (x) scored(script, b, 'surprise', x.side, x.ids, { ...noHits(), [x.cls]: x.hits });
      if (a || d) return;
      return next('general');
    }
    case 'general': {
      if (b.rolled) return next('end');
      // CBT-5 / CBT-6: the attacker, then the defender; casualties removed together.
      const now = s.battle as LandBattle | SeaBattle;
      const struck = new Set(now.struck);
      const a = fire(
        script,
        rs,
        roller,
        b,
        'attacker',
        att.filter((u) => !struck.has(u.id)),
        def,
      );
      const d = fire(
        script,
        rs,
        roller,
        b,
        'defender',
        def.filter((u) => !struck.has(u.id)),
        att,
      );
      if (a || d) return;
      return next('end');
    }
    case 'end': {
      if (battleOf(s).doomed.length) {
        script.push({
          type: 'CasualtiesRemoved',
          data: { place: b.place, units: withCargo(s, battleOf(s).doomed), reason: `round ${b.round}` },
        });
        return;
      }
      return finishRound(script, rs, b);
    }
  }
}
