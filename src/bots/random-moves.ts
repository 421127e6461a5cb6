// The random legal player's Combat Move and Non-combat Move (random-player.ts): moves the engine offers
// (legalDestinations, movableUnits), a port to enter or attack, and now and then a move it knows is illegal.
import {
  actingPowers,
  atWar,
  garrisonReinforcement,
  inPort,
  isPortOf,
  landingTerritory,
  legalDestinations,
  mayBomb,
  movableUnits,
  movementLeft,
  moverOf,
  optionOn,
  type Destination,
  type GameState,
  type RulesetView,
  type Unit,
  type ViolationCode,
  entry,
} from '../rules';
import { type Intent } from './random-player-base';
import { BattlePlayer } from './random-battles';

export class MovePlayer extends BattlePlayer {
  // --- Combat Move and Non-combat Move ---------------------------------------

  protected movePhase(s: GameState, rs: RulesetView): Intent {
    const power = s.current;
    // RULES §8.1 hr01-manchuria-garrison: a short garrison is made good before Non-combat Move may end.
    const fix = garrisonReinforcement(s, rs, power);
    const garrison: Intent | null = fix && {
      power,
      command: { type: 'MoveUnits', units: [fix.unit], route: fix.route },
      expect: 'legal',
      why: 'make good the Manchurian garrison (hr01-manchuria-garrison)',
    };
    if (garrison && this.memory.moves >= this.memory.budget) return garrison;
    if (this.memory.step++ === 0) this.memory.budget = power === 'Japan' ? this.rng.between(8, 16) : this.rng.between(4, 12);
    if (this.memory.moves >= this.memory.budget) {
      if (s.phase === 'combatMove' && this.mischief())
        return { power, command: { type: 'EndPhase', phase: 'conductCombat' }, expect: ['PHASE_MISMATCH'], why: 'end the wrong phase' };
      return this.end(s);
    }
    this.memory.moves++;
    // RULES §8.1 hr01-ports-shelter: now and then ships go into port (only in games with the option: others draw no number).
    if (s.phase === 'nonCombatMove' && optionOn(s, 'hr01-ports-shelter') && this.rng.chance(0.25)) {
      const enter = this.enterPort(s, rs);
      if (enter) return enter;
    }
    if (s.phase === 'combatMove' && optionOn(s, 'hr01-ports-shelter') && !this.memory.portLooked && this.rng.chance(0.5)) {
      this.memory.portLooked = true;
      const attack = this.portAttack(s, rs);
      if (attack) return attack;
    }
    const r = this.rng.float();
    if (r < this.temperament.mischief) {
      const bad = this.illegalMove(s, rs);
      if (bad) return bad;
    }
    if (r > 0.95 && s.moveLog.length) return { power, command: { type: 'UndoMove' }, expect: 'try', why: 'take back the last move' };
    if (r > 0.85) {
      const walk = this.randomWalk(s, rs);
      if (walk) return walk;
    }
    return this.move(s, rs) ?? garrison ?? this.end(s, 'nothing to move');
  }

  /** RULES §8.1 hr01-ports-shelter: own empty ships that did not move in Combat Move, into a port next to their zone. */
  protected enterPort(s: GameState, rs: RulesetView): Intent | null {
    const power = s.current;
    const ships = s.units.filter(
      (u) =>
        u.owner === power &&
        rs.unit(u.type).domain === 'sea' &&
        !u.carriedBy &&
        !inPort(u) &&
        !s.movement.get(u.id)?.inCombatMove &&
        s.units.aboard(u.id).length === 0,
    );
    const options = ships.flatMap((u) =>
      rs
        .landNeighbours(u.at)
        .filter((t) => isPortOf(s, rs, power, t, u.at))
        .map((port) => ({ u, port })),
    );
    if (!options.length) return null;
    const { u, port } = this.rng.pick(options);
    const together = ships.filter((x) => x.at === u.at).map((x) => x.id);
    return {
      power,
      command: { type: 'EnterPort', units: this.rng.subset(together, true).includes(u.id) ? together : [u.id], port },
      expect: 'legal',
      why: `ships of ${u.at} go into port at ${port} (hr01-ports-shelter)`,
    };
  }

  /** RULES §8.1 hr01-ports-shelter: planes of one place that can reach enemy ships in port attack them. */
  protected portAttack(s: GameState, rs: RulesetView): Intent | null {
    const power = s.current;
    const targets = s.units.filter((f) => inPort(f) && atWar(s, power, f.owner)).map((f) => f.at);
    if (!targets.length) return null;
    for (const [, here] of this.groups(s, rs)) {
      const planes = here.filter((u) => rs.unit(u.type).domain === 'air' && !u.carriedBy);
      if (!planes.length) continue;
      const units = planes.map((u) => u.id);
      const reach = legalDestinations(s, rs, moverOf(s, power, units), units).filter((d) => targets.includes(d.territory));
      if (!reach.length) continue;
      const d = this.rng.pick(reach);
      return {
        power,
        command: { type: 'MoveUnits', units, route: d.route, port: true },
        expect: 'legal',
        why: `planes attack the ships in port at ${d.territory} (hr01-ports-shelter)`,
      };
    }
    return null;
  }

  /** Own units that can move now, grouped by place; cargo aboard own transports may unload. */
  protected groups(s: GameState, rs: RulesetView): Map<string, Unit[]> {
    const byPlace = new Map<string, Unit[]>();
    const add = (u: Unit, key: string) => byPlace.set(key, [...(byPlace.get(key) ?? []), u]);
    for (const id of movableUnits(s, rs)) add(s.units.unit(id), s.units.unit(id).at);
    for (const u of s.units.all()) {
      if (!actingPowers(s).includes(u.owner) || !u.carriedBy || rs.unit(u.type).domain !== 'land') continue;
      const m = s.movement.get(u.id);
      if (m?.unloaded || (s.phase === 'nonCombatMove' && m?.inCombatMove)) continue;
      add(u, `${u.at}|cargo of ${u.carriedBy}`);
    }
    return byPlace;
  }

  protected move(s: GameState, rs: RulesetView): Intent | null {
    const power = s.current;
    const groups = this.groups(s, rs);
    if (!groups.size) return null;
    const places = [...groups.keys()];
    let fallback: Intent | null = null;
    for (let tries = 0; tries < 5; tries++) {
      const here = entry(groups, this.rng.pick(places), 'group');
      const domains = [...new Set(here.map((u) => rs.unit(u.type).domain))];
      // Mostly one domain at a time; sometimes land and air together, sometimes a random handful.
      let group = here.filter((u) => rs.unit(u.type).domain === this.rng.pick(domains));
      if (this.rng.chance(0.15)) group = here;
      if (this.rng.chance(0.35)) group = this.rng.subset(group, true);
      if (!group.length) continue;
      const units = group.map((u) => u.id);
      // RULES §7, AMBIG-43: in Britain's joint steps each power's units move as that power's move.
      const dests = legalDestinations(s, rs, moverOf(s, power, units), units);
      if (!dests.length) continue;
      const choice = this.chooseDestination(s, rs, dests, group);
      if (!choice) continue;
      const intent: Intent = {
        power,
        command: { type: 'MoveUnits', units, route: choice.route },
        expect: 'legal',
        why: `move ${group.length} unit(s) from ${group[0].at} to ${choice.territory}, as legalDestinations offered`,
      };
      // SBR-2: bombers (with any fighters) may raid an enemy factory, airfield or harbour instead.
      if (
        s.phase === 'combatMove' &&
        this.rng.chance(0.6) &&
        group.some((u) => rs.unit(u.type).isStrategicBomber) &&
        group.every((u) => rs.unit(u.type).isStrategicBomber || rs.unit(u.type).abilities.includes('canEscort'))
      ) {
        const raidable = dests.filter((d) =>
          s.units.all().some(
            (f) =>
              f.at === d.territory &&
              (rs.unit(f.type).isFactory || rs.unit(f.type).isConstruction) &&
              !rs.unit(f.type).isAA &&
              atWar(s, power, f.owner) &&
              // RULES §6: a 2E tactical bomber bombs only airfields and harbours (mayBomb).
              group.every((u) => !rs.unit(u.type).isStrategicBomber || mayBomb(rs, u, f)),
          ),
        );
        if (raidable.length) {
          const d = this.rng.pick(raidable);
          return {
            power,
            command: { type: 'MoveUnits', units, route: d.route, raid: true },
            expect: 'legal',
            why: `raid ${d.territory} (SBR-2)`,
          };
        }
      }
      // RULES §8.1 hr01-ports-shelter: planes may attack enemy ships in port instead (only in games with the option).
      if (s.phase === 'combatMove' && optionOn(s, 'hr01-ports-shelter') && group.every((u) => rs.unit(u.type).domain === 'air')) {
        const ports = dests.filter((d) => s.units.at(d.territory).some((f) => inPort(f) && atWar(s, power, f.owner)));
        if (ports.length && this.rng.chance(0.7)) {
          const d = this.rng.pick(ports);
          return {
            power,
            command: { type: 'MoveUnits', units, route: d.route, port: true },
            expect: 'legal',
            why: `attack the ships in port at ${d.territory} (hr01-ports-shelter)`,
          };
        }
      }
      if (s.phase === 'combatMove' && !(choice.battle || choice.captures.length) && tries < 4) {
        fallback ??= intent; // keep looking for a fight a little longer
        continue;
      }
      return intent;
    }
    return fallback;
  }

  protected chooseDestination(s: GameState, rs: RulesetView, dests: Destination[], group: Unit[]): Destination | null {
    if (s.phase === 'combatMove') {
      // Early on, a peaceful power rarely starts a war by a move; later, anything goes.
      const calm = dests.filter((d) => !d.warWith.length || this.rng.chance(0.3));
      // Pile into this turn's targets, so that battles are fought with real stacks.
      const targeted = calm.filter((d) => this.memory.targets.includes(d.territory));
      if (targeted.length && this.rng.chance(0.75)) return this.rng.pick(targeted);
      const fights = calm.filter((d) => d.battle || d.captures.length);
      if (fights.length && this.rng.chance(this.temperament.aggression)) {
        const d = this.rng.pick(fights);
        if (d.battle) this.memory.targets.push(d.territory);
        return d;
      }
      // Land units board transports; loaded transports head for an enemy coast.
      const domain = rs.unit(group[0].type).domain;
      const boarding = domain === 'land' && !group[0].carriedBy ? calm.filter((d) => rs.territory(d.territory).kind === 'sea') : [];
      if (boarding.length && this.rng.chance(0.7)) return this.rng.pick(boarding);
      const loaded = group.some((t) => s.units.all().some((c) => c.carriedBy === t.id && rs.unit(c.type).domain === 'land'));
      if (loaded) {
        const coasts = calm.filter((d) => rs.landNeighbours(d.territory).some((l) => s.owners[l] && atWar(s, s.current, s.owners[l]!)));
        if (coasts.length && this.rng.chance(0.8)) return this.rng.pick(coasts);
      }
      return calm.length ? this.rng.pick(calm) : null;
    }
    // Non-combat: planes look for a landing place (NCM-3); the rest go anywhere offered.
    const air = group.some((u) => rs.unit(u.type).domain === 'air');
    if (air) {
      const safe = dests.filter((d) => landingTerritory(s, rs, s.current, d.territory));
      if (safe.length && this.rng.chance(0.9)) return this.rng.pick(safe);
    }
    return this.rng.pick(dests);
  }

  /** A made-up route within the units' range: if the rules accept it, the destinations query must have offered its end. */
  protected randomWalk(s: GameState, rs: RulesetView): Intent | null {
    const groups = [...this.groups(s, rs).values()];
    if (!groups.length) return null;
    const group = this.rng.subset(this.rng.pick(groups), true);
    const units = group.map((u) => u.id);
    const reach = Math.min(...group.map((u) => movementLeft(s, rs, u)));
    if (reach < 1) return null;
    const route: string[] = [];
    let here = group[0].at;
    for (let i = 0, n = this.rng.between(1, reach); i < n; i++) {
      here = this.rng.pick(rs.territory(here).adjacent);
      route.push(here);
    }
    if (here === group[0].at) return null;
    const offered = legalDestinations(s, rs, moverOf(s, s.current, units), units).map((d) => d.territory);
    return {
      power: s.current,
      command: { type: 'MoveUnits', units, route },
      expect: 'try',
      offered,
      why: `wander ${units.length} unit(s) from ${group[0].at} along ${route.join(' > ')}`,
    };
  }

  /** A move the rules must refuse: out of range, off the map, someone else's units, or out of turn. */
  protected illegalMove(s: GameState, rs: RulesetView): Intent | null {
    const power = s.current;
    const movable = movableUnits(s, rs).map((id) => s.units.unit(id));
    const kind = this.rng.int(5);
    if (kind === 4) {
      // MOV-6 [C]: a land unit that has moved may not board; walking one step and boarding in the same command is moving first.
      for (const u of this.rng.shuffle(
        movable.filter((x) => rs.unit(x.type).domain === 'land' && rs.unit(x.type).transportCost !== null),
      )) {
        for (const via of rs.landNeighbours(u.at)) {
          const zone = rs
            .seaNeighbours(via)
            .find((z) => s.units.all().some((t) => t.at === z && t.owner === power && (rs.unit(t.type).transportCapacity ?? 0) > 0));
          if (zone && s.owners[via] === power)
            return {
              power,
              command: { type: 'MoveUnits', units: [u.id], route: [via, zone] },
              // GARRISON_REQUIRED: RULES §8.1 hr01-manchuria-garrison refuses a garrison's unit before its route.
              expect: ['ALREADY_MOVED', 'MUST_STOP', 'TRANSPORT_FULL', 'ENEMY_WARSHIPS_PRESENT', 'OUT_OF_MOVEMENT', 'GARRISON_REQUIRED'],
              why: `walk ${u.type} ${u.id} to ${via} and board in ${zone} in one move`,
            };
        }
      }
      return null;
    }
    // With hr01-rail-movement (RULES §8.1) a long land route may be a legal rail move: not an illegal one then.
    if (kind === 0 && movable.length && !s.options.includes('hr01-rail-movement')) {
      // A route one step longer than the unit's movement allows (MOV-2..MOV-5; RULES §7, AMBIG-44: +1 more for a base where it ends).
      const u = this.rng.pick(movable);
      const bases = rs.switches.baseMovement === 'betweenBases' ? 2 : 1;
      const left = Math.max(0, rs.unit(u.type).movement + bases - (s.movement.get(u.id)?.spent ?? 0));
      const route: string[] = [];
      let here = u.at;
      for (let i = 0; i <= left; i++) {
        here = this.rng.pick(rs.territory(here).adjacent);
        route.push(here);
      }
      return {
        power,
        command: { type: 'MoveUnits', units: [u.id], route },
        expect: [...MOVE_REFUSALS],
        why: `move ${u.type} ${u.id} ${route.length} steps (beyond its range)`,
      };
    }
    if (kind === 1 && movable.length) {
      const u = this.rng.pick(movable);
      const far = rs.data.territories.filter((t) => t.name !== u.at && !rs.adjacent(u.at, t.name));
      const to = this.rng.pick(far).name;
      return {
        power,
        command: { type: 'MoveUnits', units: [u.id], route: [to] },
        // RULES §8.1 hr01-manchuria-garrison: a garrison's unit is refused before its route is looked at.
        expect: ['ROUTE_GAP', 'OUTSIDE_CHINA', 'SOVIET_TERRITORY', 'IMPASSABLE', 'GARRISON_REQUIRED'],
        why: `jump ${u.id} to ${to}, not adjacent`,
      };
    }
    if (kind === 3 && s.phase === 'nonCombatMove') {
      // NCM-1: land and sea units that moved in Combat Move stay put.
      const moved = s.units
        .all()
        .filter((u) => u.owner === power && s.movement.get(u.id)?.inCombatMove && rs.unit(u.type).domain === 'land' && !u.carriedBy);
      if (moved.length) {
        const u = this.rng.pick(moved);
        return {
          power,
          command: { type: 'MoveUnits', units: [u.id], route: [this.rng.pick(rs.territory(u.at).adjacent)] },
          expect: ['ALREADY_MOVED', 'UNLOADED_UNITS_STOP'],
          why: `move ${u.type} ${u.id} again after Combat Move (NCM-1)`,
        };
      }
    }
    if (kind === 2) {
      const theirs = s.units.all().filter((u) => !actingPowers(s).includes(u.owner) && rs.unit(u.type).domain === 'land');
      if (!theirs.length) return null;
      const u = this.rng.pick(theirs);
      return {
        power,
        command: { type: 'MoveUnits', units: [u.id], route: [rs.territory(u.at).adjacent[0]] },
        expect: ['NOT_OWN_UNIT'],
        why: `move ${u.owner}'s unit ${u.id}`,
      };
    }
    if (movable.length) {
      const u = this.rng.pick(movable);
      return {
        power: this.otherPower(s),
        command: { type: 'MoveUnits', units: [u.id], route: [rs.territory(u.at).adjacent[0]] },
        expect: ['NOT_YOUR_TURN'],
        why: 'move out of turn',
      };
    }
    return null;
  }
}

/** Codes a move beyond the unit's range may be refused with: range itself, or something on the way. */
const MOVE_REFUSALS: ViolationCode[] = [
  'OUT_OF_MOVEMENT',
  // RULES §8.1 hr01-manchuria-garrison: a garrison's unit is refused before its route is looked at.
  'GARRISON_REQUIRED',
  'ROUTE_GAP',
  'IMPASSABLE',
  'OUTSIDE_CHINA',
  'SOVIET_TERRITORY',
  'MONGOLIAN_AIRSPACE',
  'POWER_AT_PEACE',
  'USA_NOT_AT_WAR',
  'MUST_STOP',
  'BLITZ_BLOCKED',
  'WRONG_TERRAIN',
  'CARGO_MOVES_WITH_TRANSPORT',
  'NO_TRANSPORT',
  'TRANSPORT_FULL',
  'ENEMY_WARSHIPS_PRESENT',
  'ALREADY_MOVED',
  'HOSTILE_IN_NONCOMBAT',
  'NOT_HOSTILE_DESTINATION',
  'NO_LANDING_PLACE',
  'UNLOADED_UNITS_STOP',
  'NOT_TOGETHER',
  'UNKNOWN_UNIT',
];
