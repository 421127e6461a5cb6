// The random legal player (docs/bots.md): the soak test's (test/soak/random-games.test.ts) and the random
// bot's (random.ts). It plays every power through the pure rules core: on each decision it asks
// the engine what is legal where the engine offers it (legalDestinations and
// movableUnits for moves, the battle's `awaiting` decision from the board
// projection, the scramble / submerge / retreat / kamikaze candidates) and
// otherwise builds plausible commands (purchases within its PUs, placements at
// its factories). In the soak (its temperament's `mischief`) it now and then
// sends a command it knows is illegal, which the engine must refuse; the bot
// has no mischief, and decides each command before sending it.
//
// Every choice comes from one stream of random numbers (seeded: the soak's pure-rand, the bot runner's),
// and so do the dice the soak hands to decide: a game is reproduced from its seed alone.
import {
  actingPowers,
  actingWith,
  atWar,
  autoCasualties,
  factoryIn,
  forbiddenByOption,
  garrisonReinforcement,
  inPort,
  isPortOf,
  landedFromZone,
  landedUnits,
  battleLandings,
  landingTerritory,
  legalDestinations,
  mayBomb,
  movableUnits,
  movementLeft,
  moverOf,
  optionOn,
  optionUnitRoom,
  portAttacksDue,
  purchasableNow,
  relation,
  rulesetView,
  safeAnswers,
  scrambleCandidates,
  type Command,
  type DecisionKind,
  type Destination,
  type Dice,
  type GameState,
  type PendingDecision,
  type PowerId,
  type RulesetView,
  type Unit,
  type UnitType,
  type ViolationCode,
  present,
  entry,
} from '../rules';
import { isPhaseDecision, requiredInOrder } from './legal';
import { safeCommand } from './safe-choice';

// ---------------------------------------------------------------------------
// Randomness

export class Rng {
  /** `next`: a stream of floats in [0, 1) (the bot runner's seeded stream, or the soak's seeded pure-rand). */
  constructor(private readonly next: () => number) {}
  float(): number {
    return this.next();
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** An integer in [lo, hi]. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('Rng.pick: nothing to pick from');
    return items[this.int(items.length)];
  }
  weighted<T>(items: readonly { item: T; weight: number }[]): T {
    const total = items.reduce((n, x) => n + x.weight, 0);
    let r = this.next() * total;
    for (const x of items) if ((r -= x.weight) < 0) return x.item;
    return items[items.length - 1].item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** A random subset (possibly empty unless `atLeastOne`). */
  subset<T>(items: readonly T[], atLeastOne = false): T[] {
    const out = items.filter(() => this.chance(0.5));
    if (atLeastOne && !out.length && items.length) out.push(this.pick(items));
    return out;
  }
  /** Dice for decide, drawn from the same stream as the player's choices. */
  dice(): Dice {
    return (count: number, sides = 6) => Array.from({ length: count }, () => 1 + this.int(sides));
  }
}

// ---------------------------------------------------------------------------
// What the player sends

/**
 * 'legal': the engine offered it (or it is plainly legal): it must be accepted.
 * 'try': a plausible command the player did not check in full: either answer is fine.
 * codes: a command the player knows is illegal: it must be refused with one of these codes.
 * { unless }: legal, unless refused with one of these codes (a FightBattle that must wait for a sea battle, MOV-7).
 */
export type Expectation = 'legal' | 'try' | ViolationCode[] | { unless: ViolationCode[] };

export interface Intent {
  /** The seat that sends the command. */
  power: PowerId;
  /** Sent with the organizer's token instead of a seat's. */
  organizer?: true;
  /** A move the player made up: the places legalDestinations offered these units, which must include it if it is accepted. */
  offered?: string[];
  command: Command;
  expect: Expectation;
  /** What the player meant, for failure messages. */
  why: string;
}

/** Per-game temperament, so seeds differ in style as well as in luck. */
export interface Temperament {
  /** Chance per Japanese turn of declaring war on a random Allied power (POL-8) while some are at peace. */
  japanDeclares: number;
  /** Chance that a combat move goes for a battle or capture when one is offered. */
  aggression: number;
  /** Chance of sending a known-illegal command at each opportunity. */
  mischief: number;
}

interface Memory {
  key: string;
  step: number;
  moves: number;
  budget: number;
  placeTries: number;
  /** Combat Move: where the power is attacking this turn; more units are sent there. */
  targets: string[];
  /** RULES §8.1 hr01-ports-shelter: this Combat Move has looked for a port to attack (once: it asks legalDestinations a lot). */
  portLooked?: boolean;
}

export class RandomPlayer {
  private memory: Memory = { key: '', step: 0, moves: 0, budget: 0, placeTries: 0, targets: [] };
  /**
   * `recall`: what a player that keeps no memory between commands (the bot, random.ts) reads from the game at each
   * new phase instead; the soak's player remembers.
   */
  constructor(
    readonly rng: Rng,
    readonly temperament: Temperament,
    private readonly recall?: (s: GameState) => Partial<Memory>,
  ) {}

  /**
   * How the player answers a decision other than its turn's phase's (which this.phase plays), where it plays
   * otherwise than safe: a kind not named here gets the rules' safe answer (this.safe). Which decision it answers
   * first is every bot's order (legal.ts requiredInOrder).
   */
  private readonly answers: Partial<Record<DecisionKind, (s: GameState, rs: RulesetView, d: PendingDecision) => Intent>> = {
    kamikaze: (s, _rs, d) => this.kamikaze(s, d),
    commitPortDefence: (_s, _rs, d) => this.commitPortDefence(d),
    chooseCasualties: (s, rs, d) => this.battleDecision(s, rs, d),
    pressOnOrRetreat: (s, rs, d) => this.battleDecision(s, rs, d),
    scramble: (s, rs, d) => this.battleDecision(s, rs, d),
    designateSupport: (s, rs, d) => this.battleDecision(s, rs, d),
    submerge: (s, rs, d) => this.battleDecision(s, rs, d),
    intercept: (s, rs, d) => this.battleDecision(s, rs, d),
    assignBombers: (s, rs, d) => this.battleDecision(s, rs, d),
    landPlanes: (s, rs, d) => this.battleDecision(s, rs, d),
  };

  /** The next command of the game: what the rules say is pending (pendingDecisions), a battle's decision first, then the current power's phase. */
  next(s: GameState): Intent {
    const rs = rulesetView(s.rulesetId);
    const first = requiredInOrder(s)[0];
    if (first && !isPhaseDecision(s, first)) return (this.answers[first.kind] ?? ((st, _rs, d) => this.safe(st, d)))(s, rs, first);
    return this.phase(s, rs);
  }

  /** The rules' safe answer to a decision this player has none of its own to: the first they accept (its draws from the player's stream). */
  private safe(s: GameState, d: PendingDecision): Intent {
    const command = safeCommand(s, d, () => this.rng.float());
    if (command) return { power: d.power, command, expect: 'legal', why: `the safe answer to ${d.kind}` };
    const [tried = { type: 'EndPhase', phase: s.phase }] = safeAnswers(s, d);
    return { power: d.power, command: tried, expect: 'try', why: `the safe answer to ${d.kind} (the rules accept none)` };
  }

  /** RULES §8.1 hr01-ports-shelter: the defender commits its planes to the port or the land, at random. */
  private commitPortDefence(commit: PendingDecision): Intent {
    return {
      power: commit.power,
      command: { type: 'CommitPortDefence', place: present(commit.place, 'place'), units: this.rng.subset(present(commit.units, 'units')) },
      expect: 'legal',
      why: `commit planes in ${commit.place} to its port or its land (hr01-ports-shelter)`,
    };
  }

  /** The current power's phase. */
  private phase(s: GameState, rs: RulesetView): Intent {
    const key = `${s.round}|${s.current}|${s.phase}`;
    if (this.memory.key !== key) this.memory = { key, step: 0, moves: 0, budget: 0, placeTries: 0, targets: [], ...this.recall?.(s) };
    switch (s.phase) {
      case 'purchase':
        return this.purchasePhase(s, rs);
      case 'combatMove':
      case 'nonCombatMove':
        return this.movePhase(s, rs);
      case 'conductCombat':
        return this.combatPhase(s, rs);
      case 'mobilize':
        return this.mobilizePhase(s, rs);
      case 'collectIncome':
        return this.incomePhase(s, rs);
      // RULES §7 phases 2, 5 and 8 (pacific-2001): steps with nothing to choose.
      case 'combatAirPatrol':
      case 'nationalControl':
      case 'resurface':
        return this.end(s);
    }
  }

  private mischief(): boolean {
    return this.rng.chance(this.temperament.mischief);
  }

  private end(s: GameState, why = 'end the phase'): Intent {
    return { power: s.current, command: { type: 'EndPhase', phase: s.phase }, expect: 'legal', why };
  }

  /** Some other playable power than the current one. */
  private otherPower(s: GameState): PowerId {
    // Another player's power: a seat acts for every power its player runs (RULES §7, AMBIG-43).
    const rs = rulesetView(s.rulesetId);
    const mine = rs.playerOf(s.current).powers;
    return this.rng.pick(rs.data.turnOrder.filter((p) => !mine.includes(p)));
  }

  // --- Purchase & Repair (with the Politics step) ---------------------------

  private purchasePhase(s: GameState, rs: RulesetView): Intent {
    const power = s.current;
    for (;;) {
      const step = this.memory.step++;
      switch (step) {
        case 0: {
          // POL-8: Japan sometimes opens the Pacific war; UK/ANZAC now and then declare on Japan.
          const peaceful = (['USA', 'UK', 'ANZAC'] as const).filter((p) => rs.findPower(p) && relation(s, 'Japan', p) === 'neutral');
          if (power === 'Japan' && peaceful.length && this.rng.chance(this.temperament.japanDeclares))
            return {
              power,
              command: { type: 'DeclareWar', against: this.rng.pick(peaceful) },
              expect: 'legal',
              why: 'Japan declares war (POL-3, POL-8)',
            };
          if ((power === 'UK' || power === 'ANZAC') && relation(s, power, 'Japan') === 'neutral' && this.rng.chance(0.15))
            return {
              power,
              command: { type: 'DeclareWar', against: 'Japan' },
              expect: 'legal',
              why: `${power} declares war on Japan (POL-4, POL-8)`,
            };
          if (power === 'USA' && this.mischief())
            return {
              power,
              command: { type: 'DeclareWar', against: 'Japan' },
              expect: ['CANNOT_DECLARE_WAR', 'ALREADY_AT_WAR'],
              why: 'the USA may not declare war (POL-6)',
            };
          continue;
        }
        case 1: {
          // PUR-3: repair some bombing damage.
          const damaged = s.units.all().filter((u) => u.owner === power && u.damage > 0 && rs.unit(u.type).domain === 'facility');
          if (damaged.length && (s.pus[power] ?? 0) > 0 && this.rng.chance(0.6)) {
            const f = this.rng.pick(damaged);
            const points = Math.min(f.damage, s.pus[power] ?? 0, this.rng.between(1, f.damage));
            return {
              power,
              command: { type: 'RepairFacilities', repairs: [{ territory: f.at, unitType: f.type, points }] },
              expect: 'legal',
              why: 'repair a bombed facility (PUR-3)',
            };
          }
          continue;
        }
        case 2: {
          if (!this.mischief()) continue;
          // Units an optional rule limits in number (UNIT_LIMIT_REACHED) or forbids (hr01-no-us-factories) would be refused for that first: not these.
          const allowed = purchasableNow(s, rs, power).filter(
            (t) => optionUnitRoom(s, rs, power, t) === null && !forbiddenByOption(s, rs, power, t),
          );
          if (!allowed.length) continue; // RULES §7: China is paid in infantry and buys nothing
          const type = this.rng.pick(allowed);
          const cost = rs.unit(type).cost!;
          const count = Math.floor((s.pus[power] ?? 0) / cost) + 1 + this.rng.int(3);
          return this.rng.chance(0.5)
            ? {
                power,
                command: { type: 'PurchaseUnits', units: [{ type, count }] },
                expect: ['INSUFFICIENT_PUS'],
                why: 'buy beyond the PUs on hand (PUR-2)',
              }
            : {
                power: this.otherPower(s),
                command: { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] },
                expect: ['NOT_YOUR_TURN'],
                why: 'buy out of turn',
              };
        }
        case 3: {
          const units = this.basket(s, rs, power);
          if (!units.length) continue;
          return { power, command: { type: 'PurchaseUnits', units }, expect: 'legal', why: 'buy units within the PUs on hand (PUR-2)' };
        }
        case 4:
          if (this.mischief())
            return {
              power,
              command: { type: 'EndPhase', phase: 'mobilize' },
              expect: ['PHASE_MISMATCH'],
              why: 'end a phase that is not the current one',
            };
          continue;
        default:
          return this.end(s);
      }
    }
  }

  /** A plausible shopping list that costs at most the PUs on hand. */
  private basket(s: GameState, rs: RulesetView, power: PowerId): { type: UnitType; count: number }[] {
    let budget = Math.floor((s.pus[power] ?? 0) * (this.rng.chance(0.2) ? 0.5 : 1));
    // What an optional rule forbids (hr01-no-us-factories) is not on the list.
    const allowed = purchasableNow(s, rs, power).filter((t) => !forbiddenByOption(s, rs, power, t));
    const coastal = s.units.all().some((u) => u.owner === power && rs.unit(u.type).isFactory && rs.seaNeighbours(u.at).length > 0);
    const weight = (t: string): number => {
      const p = rs.unit(t);
      if (p.domain === 'facility') return t === 'factory_minor' || t === 'factory_upgrade' ? 0.4 : 0.3;
      if (p.domain === 'sea') return coastal ? (p.transportCapacity ? 2 : 1.2) : 0.1;
      if (p.domain === 'air') return 1.2;
      return t === 'infantry' ? 5 : p.isAA ? 0.3 : 2;
    };
    const counts = new Map<UnitType, number>();
    for (let guard = 0; guard < 40; guard++) {
      // Units an optional rule limits in number (x2-super-battleship) only while there is room.
      const affordable = allowed.filter(
        (t) => rs.unit(t).cost! <= budget && (optionUnitRoom(s, rs, power, t) ?? Infinity) > (counts.get(t) ?? 0),
      );
      if (!affordable.length || (counts.size && this.rng.chance(0.08))) break;
      const t = this.rng.weighted(affordable.map((item) => ({ item, weight: weight(item) })));
      counts.set(t, (counts.get(t) ?? 0) + 1);
      budget -= rs.unit(t).cost!;
    }
    return [...counts].map(([type, count]) => ({ type, count }));
  }

  // --- Combat Move and Non-combat Move ---------------------------------------

  private movePhase(s: GameState, rs: RulesetView): Intent {
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
  private enterPort(s: GameState, rs: RulesetView): Intent | null {
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
  private portAttack(s: GameState, rs: RulesetView): Intent | null {
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
  private groups(s: GameState, rs: RulesetView): Map<string, Unit[]> {
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

  private move(s: GameState, rs: RulesetView): Intent | null {
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

  private chooseDestination(s: GameState, rs: RulesetView, dests: Destination[], group: Unit[]): Destination | null {
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
  private randomWalk(s: GameState, rs: RulesetView): Intent | null {
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
  private illegalMove(s: GameState, rs: RulesetView): Intent | null {
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

  // --- Conduct Combat ---------------------------------------------------------

  private combatPhase(s: GameState, rs: RulesetView): Intent {
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

  private battleDecision(s: GameState, rs: RulesetView, d: PendingDecision): Intent {
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
  private kamikaze(s: GameState, d: PendingDecision): Intent {
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

  // --- Mobilize ---------------------------------------------------------------

  private mobilizePhase(s: GameState, rs: RulesetView): Intent {
    const power = s.current;
    const left = (Object.entries(s.purchased) as [UnitType, number][]).filter(([, n]) => n > 0);
    if (this.memory.step++ === 0 && this.mischief()) {
      const notBought = rs.data.units.map((u) => u.type).filter((t) => !((s.purchased[t] ?? 0) > 0));
      const type = this.rng.pick(notBought);
      return {
        power,
        command: { type: 'PlaceUnits', placements: [{ unitType: type, count: 1, territory: rs.data.territories[0].name }] },
        expect: ['NOT_PURCHASED', 'UNKNOWN_TERRITORY'],
        why: `place a ${type} that was not bought (MOB-1)`,
      };
    }
    if (!left.length || this.memory.placeTries++ > 14) return this.end(s, left.length ? 'refund the rest (MOB-9)' : 'end the phase');
    const [type, n] = this.rng.pick(left);
    const where = this.placesFor(s, rs, power, type);
    if (!where.length) {
      this.memory.placeTries += 3;
      return this.mobilizePhase(s, rs);
    }
    const territory = this.rng.pick(where);
    const count = this.rng.between(1, Math.min(n, 4));
    return {
      power,
      command: { type: 'PlaceUnits', placements: [{ unitType: type, count, territory }] },
      expect: 'try',
      why: `place ${count} ${type} in ${territory}`,
    };
  }

  /** Where a unit type might be placed: the player's guess, the engine decides (MOB-2..MOB-8). */
  private placesFor(s: GameState, rs: RulesetView, power: PowerId, type: UnitType): string[] {
    const p = rs.unit(type);
    const own = rs.data.territories.filter((t) => t.kind === 'land' && s.owners[t.name] === power).map((t) => t.name);
    if (type === 'factory_upgrade') return own.filter((t) => factoryIn(s, rs, t)?.type === 'factory_minor');
    // RULES §8: units an optional rule places directly (hr01-fortifications in own land, x2-japanese-fortifications on islands).
    const placement = rs.def.optionParams?.units?.find((u) => u.profile.type === type)?.placement;
    const direct = placement?.kind;
    // x2-carrier-fighters: onto an own carrier next to the named factory.
    if (placement?.kind === 'onCarrier')
      return (placement.at[power] ? rs.seaNeighbours(placement.at[power]) : []).filter((z) =>
        s.units.at(z).some((u) => u.owner === power && (rs.unit(u.type).carrierCapacity ?? 0) > 0),
      );
    if (direct === 'direct' || direct === 'island')
      return own.filter((t) => !s.capturedThisTurn.includes(t) && (direct === 'direct' || rs.territory(t).island));
    if (p.domain === 'facility') return own.filter((t) => !s.capturedThisTurn.includes(t));
    if (rs.switches.placesWithoutFactories.includes(power)) return own;
    const factories = own.filter((t) => factoryIn(s, rs, t)?.owner === power && !s.capturedThisTurn.includes(t));
    if (p.domain === 'sea') return [...new Set(factories.flatMap((t) => rs.seaNeighbours(t)))];
    if (p.domain === 'air' && this.rng.chance(0.15)) {
      // MOB-4: straight onto an own carrier next to a factory.
      const decks = [...new Set(factories.flatMap((t) => rs.seaNeighbours(t)))].filter((z) =>
        s.units.all().some((u) => u.at === z && u.owner === power && (rs.unit(u.type).carrierCapacity ?? 0) > 0),
      );
      if (decks.length) return decks;
    }
    return factories;
  }

  // --- Collect Income -----------------------------------------------------------

  private incomePhase(s: GameState, rs: RulesetView): Intent {
    const victim = s.current;
    if (this.memory.step++ === 0 && victim !== 'China') {
      // CNV-7: a power at peace with the victim may declare that its warships disrupt a convoy zone.
      for (const by of this.rng.shuffle(
        rulesetView(s.rulesetId).data.turnOrder.filter((p) => p !== victim && relation(s, p, victim) === 'neutral'),
      )) {
        const zones = [
          ...new Set(
            s.units
              .all()
              .filter((u) => u.owner === by && (rs.unit(u.type).convoyDamage ?? 0) > 0)
              .map((u) => u.at),
          ),
        ].filter((z) => rs.territory(z).convoyZone && rs.landNeighbours(z).some((l) => s.owners[l] === victim));
        if (zones.length && this.rng.chance(0.5))
          return {
            power: by,
            command: { type: 'DisruptConvoy', victim, seaZone: this.rng.pick(zones) },
            expect: 'try',
            why: `${by} disrupts ${victim}'s convoy (CNV-7)`,
          };
      }
    }
    return this.end(s);
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
