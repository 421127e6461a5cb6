// The random legal player's Conduct Combat: the battles it fights, each decision a battle asks (casualties, press on
// or retreat, scramble, support, submerge, intercept, bombers' targets, planes' landing), a port's defence and the
// kamikaze window (random-player.ts).
import {
  actingWith,
  autoCasualties,
  landedFromZone,
  landedUnits,
  battleLandings,
  mayBomb,
  portAttacksDue,
  scrambleCandidates,
  type GameState,
  type PendingDecision,
  type RulesetView,
  present,
} from '../rules';
import { type Intent, PlayerBase } from './random-player-base';

export class BattlePlayer extends PlayerBase {
  /** RULES §8.1 hr01-ports-shelter: the defender commits its planes to the port or the land, at random. */
  protected commitPortDefence(commit: PendingDecision): Intent {
    return {
      power: commit.power,
      command: { type: 'CommitPortDefence', place: present(commit.place, 'place'), units: this.rng.subset(present(commit.units, 'units')) },
      expect: 'legal',
      why: `commit planes in ${commit.place} to its port or its land (hr01-ports-shelter)`,
    };
  }

  // --- Conduct Combat ---------------------------------------------------------

  protected combatPhase(s: GameState, rs: RulesetView): Intent {
    const power = s.current;
    const raids = Object.keys(s.raids).filter((p) => !s.raids[p].done);
    // RULES §8.1 hr01-ports-shelter: port attacks are battles too.
    const places = [...new Set([...raids, ...portAttacksDue(s), ...s.battles])];
    if (!places.length) return this.end(s);
    if (this.mischief()) {
      return this.rng.chance(0.5)
        ? { power, command: { type: 'EndPhase' }, expect: ['BATTLES_PENDING'], why: 'end combat with battles left' }
        : {
            power,
            command: { type: 'FightBattle', place: this.rng.pick(rs.data.territories.filter((t) => !places.includes(t.name))).name },
            expect: ['NO_BATTLE_THERE'],
            why: 'fight where there is no battle',
          };
    }
    // MOV-7: a sea battle a landing depends on comes first; the engine says so with BATTLE_ORDER.
    return {
      power,
      command: { type: 'FightBattle', place: this.rng.pick(places) },
      expect: { unless: ['BATTLE_ORDER'] },
      why: 'fight a battle (it may have to wait for a sea battle, MOV-7)',
    };
  }

  protected battleDecision(s: GameState, rs: RulesetView, d: PendingDecision): Intent {
    const b = present(s.battle, 'battle');
    const who = d.power;
    const alive = (ids: string[]) => ids.filter((id) => s.units.has(id));
    switch (d.kind) {
      case 'chooseCasualties': {
        const owed = b.owed[0];
        const pool = present(d.units, 'units');
        // A random order of loss gives a random legal choice (the engine's own matcher keeps it legal).
        const order = this.rng.shuffle([...new Set(pool.map((id) => s.units.unit(id).type))]);
        const units = autoCasualties(s, rs, present(d.hits, 'hits'), pool, owed.side, order);
        if (this.mischief()) {
          if (this.rng.chance(0.5))
            return {
              power: this.otherPower({ ...s, current: who }),
              command: { type: 'ChooseCasualties', units },
              expect: ['NOT_YOUR_DECISION'],
              why: "choose the other side's casualties",
            };
          const wrong = this.rng.chance(0.5) ? [...units, ...units.slice(0, 1), pool[0] ?? 'u0'] : units.slice(1);
          return {
            power: who,
            command: { type: 'ChooseCasualties', units: wrong },
            expect: ['INVALID_CASUALTIES'],
            why: `give ${wrong.length} casualties for ${units.length} owed`,
          };
        }
        return {
          power: who,
          command: { type: 'ChooseCasualties', units },
          expect: 'legal',
          why: `take ${units.length} casualties in ${b.place}`,
        };
      }
      case 'pressOnOrRetreat': {
        const places = alive(landedUnits(b)).length ? [] : present(d.places, 'places');
        if (this.mischief())
          return {
            power: who,
            command: { type: 'Retreat', to: b.place },
            expect: ['ILLEGAL_RETREAT', 'CANNOT_RETREAT'],
            why: 'retreat into the battle itself',
          };
        if (places.length && this.rng.chance(b.round >= 3 ? 0.4 : 0.15))
          return {
            power: who,
            command: { type: 'Retreat', to: this.rng.pick(places) },
            expect: 'legal',
            why: `retreat from ${b.place} (CBT-8)`,
          };
        return { power: who, command: { type: 'PressOn' }, expect: 'legal', why: `press on in ${b.place}` };
      }
      case 'scramble': {
        const candidates = scrambleCandidates(s, rs, b.place, b.attacker);
        const perIsland = new Map<string, number>();
        const units = this.rng.subset(candidates).filter((c) => {
          const n = perIsland.get(c.from) ?? 0;
          if (n >= 3) return false; // SCR-3
          perIsland.set(c.from, n + 1);
          return true;
        });
        if (this.mischief() && alive(b.attackers).length)
          return {
            power: who,
            command: { type: 'Scramble', units: [...units.map((c) => c.unitId), alive(b.attackers)[0]] },
            expect: ['INVALID_SCRAMBLE'],
            why: 'scramble an attacking unit',
          };
        return {
          power: who,
          command: { type: 'Scramble', units: units.map((c) => c.unitId) },
          expect: 'legal',
          why: `scramble ${units.length} plane(s) into ${b.place} (SCR)`,
        };
      }
      case 'landPlanes': {
        // CBT-10: each plane to one of its places, one at a time as the engine allows (carrier room), or left to be lost.
        const landings: { unitId: string; to: string }[] = [];
        const landing = present(d.landing, 'landing');
        for (const l of landing) {
          const to = this.rng.chance(0.8) && l.options.length ? this.rng.pick(l.options) : null;
          if (
            to &&
            !battleLandings(
              s,
              rs,
              b.place,
              landing.map((x) => s.units.unit(x.unit)),
              [...landings, { unitId: l.unit, to }],
            ).problem
          )
            landings.push({ unitId: l.unit, to });
        }
        if (this.mischief())
          return {
            power: who,
            command: { type: 'LandPlanes', landings: [{ unitId: landing[0].unit, to: b.place }] },
            expect: ['INVALID_LANDING'],
            why: 'land a plane where it already is',
          };
        return {
          power: who,
          command: { type: 'LandPlanes', landings },
          expect: 'legal',
          why: `fly ${landings.length} plane(s) from ${b.place} (CBT-10)`,
        };
      }
      case 'designateSupport': {
        // RULES §8.1 hr01-amphibious-support: some ships stay out of the sea battle to support the landing, at most 1:1.
        const ships = present(d.units, 'units');
        const landed = landedFromZone(s, rs, b.place, actingWith(s, b.attacker)).length;
        if (this.mischief()) {
          if (ships.length > landed)
            return {
              power: who,
              command: { type: 'DesignateSupport', units: ships },
              expect: ['TOO_MANY_SUPPORTING_SHIPS'],
              why: `keep ${ships.length} ships out to support ${landed} land unit(s)`,
            };
          const enemy = alive(b.defenders)[0];
          if (enemy)
            return {
              power: who,
              command: { type: 'DesignateSupport', units: [enemy] },
              expect: ['INVALID_SUPPORT'],
              why: 'keep an enemy ship out of the battle',
            };
        }
        const units = this.rng.subset(ships).slice(0, landed);
        return {
          power: who,
          command: { type: 'DesignateSupport', units },
          expect: 'legal',
          why: `keep ${units.length} ship(s) out of ${b.place} to support the landing (hr01-amphibious-support)`,
        };
      }
      case 'submerge': {
        const subs = present(d.units, 'units');
        return {
          power: who,
          command: { type: 'Submerge', units: this.rng.subset(subs) },
          expect: 'legal',
          why: `submerge some of ${who}'s subs (CBT-3)`,
        };
      }
      case 'intercept': {
        const fighters = present(d.units, 'units');
        return {
          power: who,
          command: { type: 'Intercept', units: this.rng.subset(fighters) },
          expect: 'legal',
          why: `intercept over ${b.place} (SBR-3)`,
        };
      }
      case 'assignBombers': {
        const bombers = present(d.units, 'units');
        const facilities = present(d.targets, 'targets');
        // RULES §6: a 2E tactical bomber bombs only airfields and harbours (mayBomb).
        const assignments = bombers.map((bomber) => ({
          bomber,
          facility: this.rng.pick(facilities.filter((f) => mayBomb(rs, s.units.unit(bomber), s.units.unit(f)))),
        }));
        if (this.mischief())
          return {
            power: who,
            command: { type: 'AssignBombers', assignments: assignments.slice(1) },
            expect: ['INVALID_ASSIGNMENT'],
            why: 'leave a bomber without a target',
          };
        return {
          power: who,
          command: { type: 'AssignBombers', assignments },
          expect: 'legal',
          why: `assign ${bombers.length} bomber(s) over ${b.place} (SBR-6)`,
        };
      }
    }
    throw new Error(`the soak player has no answer to a ${d.kind} decision`);
  }

  /** KAM-3: Japan answers the kamikaze window. */
  protected kamikaze(s: GameState, d: PendingDecision): Intent {
    const w = present(s.kamikazeWindow, 'kamikazeWindow');
    const targets = present(d.units, 'units').map((id) => s.units.unit(id));
    let tokens = present(d.tokens, 'tokens');
    if (this.mischief())
      return this.rng.chance(0.5) || !targets.length
        ? {
            power: w.against,
            command: { type: 'KamikazeAttack', attacks: [] },
            expect: ['NOT_YOUR_DECISION'],
            why: "answer Japan's kamikaze window for it",
          }
        : {
            power: w.by,
            command: { type: 'KamikazeAttack', attacks: [{ target: targets[0].id, tokens: tokens + 1 }] },
            expect: ['INVALID_KAMIKAZE_TOKENS'],
            why: 'spend more tokens than Japan has (KAM-1)',
          };
    const attacks: { target: string; tokens: number }[] = [];
    if (this.rng.chance(0.7))
      for (const t of this.rng.shuffle(targets).slice(0, this.rng.between(1, 3))) {
        if (tokens <= 0) break;
        const n = Math.min(tokens, this.rng.between(1, 2));
        attacks.push({ target: t.id, tokens: n });
        tokens -= n;
      }
    return {
      power: w.by,
      command: { type: 'KamikazeAttack', attacks },
      expect: 'legal',
      why: `kamikaze: ${attacks.length} attack(s) on ${w.against}'s ships (KAM-3, KAM-4)`,
    };
  }
}
