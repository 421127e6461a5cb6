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
//
// Its parts: random-player-base.ts (randomness, what it sends, memory), random-moves.ts (the move phases),
// random-battles.ts (Conduct Combat and every decision a battle asks); this file says which decision it answers
// and plays Purchase, Mobilize and Collect Income.
import {
  factoryIn,
  forbiddenByOption,
  optionUnitRoom,
  purchasableNow,
  relation,
  rulesetView,
  safeAnswers,
  type DecisionKind,
  type GameState,
  type PendingDecision,
  type PowerId,
  type RulesetView,
  type UnitType,
} from '../rules';
import { isPhaseDecision, requiredInOrder } from './legal';
import { safeCommand } from './safe-choice';
import { type Intent } from './random-player-base';
import { MovePlayer } from './random-moves';

export { Rng, type Expectation, type Intent, type Temperament } from './random-player-base';

/** The player: which decision it answers and how; its parts play the moves (random-moves.ts) and battles (random-battles.ts). */
export class RandomPlayer extends MovePlayer {
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
