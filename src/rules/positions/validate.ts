// Checks a position document against the ruleset: names, board rules, and
// what transports and carriers hold. Returns EVERY problem found, each with a
// path into the document; pure (no I/O). Parts with a bad shape (reported by
// the JSON Schema check) are skipped here, not reported twice.
import { stepPowers } from '../turn';
import { optionProblems } from '../rulesets';
import { rulesetCreationProblem } from '../rulesets';
import { type PowerId, type RelationKind, rulesetView, type RulesetView, PHASE_KINDS } from '../ruleset';
import { pairKey, type Phase } from '../engine';
import { damageCap, isNavalBase } from '../units';
import { at, positionShapeProblems } from './shape';
import { A, a } from './words';
import type { PositionProblem, PositionProblemCode } from './types';
import { deckSpace } from '../ruleset';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string';
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 1 && (x as number) <= 1000;
const countOf = (g: Obj) => (g.count === undefined ? 1 : isCount(g.count) ? g.count : 0);
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

/** Factories of any type, counted together (AMBIG-34: one per territory). */
const FACTORIES = 'factories of any type';
/** Phases in which the current power's planes may be in the air: from Combat Move to Non-combat Move of the ruleset's turn. */
function flightPhases(rs: RulesetView): Phase[] {
  const kinds = rs.def.phases.map((p) => p.phase);
  return kinds.slice(kinds.indexOf('combatMove'), kinds.indexOf('nonCombatMove') + 1);
}

/** Shape, then ruleset problems of a position document. Empty: it can be set up. */
export function validatePosition(doc: unknown): PositionProblem[] {
  return [...positionShapeProblems(doc), ...positionRuleProblems(doc)];
}

/** The problems of a document beyond its shape (names and board rules). */
export function positionRuleProblems(doc: unknown): PositionProblem[] {
  const out: PositionProblem[] = [];
  if (!isObj(doc)) return out;
  const report = (path: string, code: PositionProblemCode, message: string) => out.push({ path, code, message });
  if (!isStr(doc.ruleset)) return out;
  const notCreatable = rulesetCreationProblem(doc.ruleset);
  if (notCreatable) {
    report('ruleset', notCreatable.code, notCreatable.message);
    return out;
  }
  const rs = rulesetView(doc.ruleset);
  const ctx = new Context(rs, doc, report);
  ctx.checkTop();
  ctx.checkRelations();
  ctx.checkPlaces();
  return out;
}

class Context {
  private readonly relations = new Map<string, RelationKind>();
  private readonly current: string | null;
  private readonly phase: Phase | null;

  constructor(
    private readonly rs: RulesetView,
    private readonly doc: Obj,
    private readonly report: (path: string, code: PositionProblemCode, message: string) => void,
  ) {
    for (const r of rs.data.relationships) this.relations.set(pairKey(r.a, r.b), r.kind);
    for (const r of arr(doc.relations))
      if (isObj(r) && isStr(r.a) && isStr(r.b) && ['war', 'allied', 'neutral'].includes(r.kind as string))
        this.relations.set(pairKey(r.a, r.b), r.kind as RelationKind);
    this.current = isStr(doc.currentPower) ? doc.currentPower : rs.data.turnOrder[0];
    this.phase = doc.phase === undefined ? 'purchase' : PHASE_KINDS.includes(doc.phase as Phase) ? (doc.phase as Phase) : null;
  }

  private friendly(a: string, b: string) {
    return a === b || this.relations.get(pairKey(a, b)) === 'allied';
  }

  /** Reports an unknown power; with `playable`, also one that has no turn. Returns whether it is usable. */
  private power(path: string, id: unknown, playable = false): boolean {
    if (!isStr(id)) return false;
    const p = this.rs.findPower(id);
    if (!p) {
      this.report(path, 'UNKNOWN_POWER', `There is no power "${id}"; the powers are ${this.rs.data.powers.map((x) => x.id).join(', ')}.`);
      return false;
    }
    if (playable && !p.playable) {
      this.report(
        path,
        'NOT_PLAYABLE',
        `${id} does not play (no turn, money or seat); the playable powers are ${this.playable().join(', ')}.`,
      );
      return false;
    }
    return true;
  }

  private playable() {
    return this.rs.data.powers.filter((p) => p.playable).map((p) => p.id);
  }

  checkTop() {
    const { doc, rs } = this;
    const options = arr(doc.options);
    for (const p of optionProblems(rs.data.id, options.filter(isStr)).sort((a, b) => a.index - b.index))
      this.report(at('options', options.indexOf(p.option)), p.code, p.message);
    this.power('currentPower', doc.currentPower, true);
    if (isObj(doc.pus)) for (const p of Object.keys(doc.pus)) this.power(at('pus', p, true), p, true);
    if (isObj(doc.victoryPoints)) for (const p of Object.keys(doc.victoryPoints)) this.power(at('victoryPoints', p, true), p, true);
    for (const field of ['bombingDamage', 'bombingCounted'] as const) {
      const map = doc[field];
      if (isObj(map)) for (const p of Object.keys(map)) this.power(at(field, p, true), p, true);
    }
    if (isObj(doc.heldPurchases))
      for (const [p, bought] of Object.entries(doc.heldPurchases)) {
        if (!this.power(at('heldPurchases', p, true), p, true) || !isObj(bought)) continue;
        for (const t of Object.keys(bought))
          if (!rs.findUnit(t)) this.report(at(at('heldPurchases', p, true), t, true), 'UNKNOWN_UNIT_TYPE', `There is no unit type "${t}".`);
      }
    if (isObj(doc.kamikaze) && isObj(doc.kamikaze.tokens)) {
      for (const [p, n] of Object.entries(doc.kamikaze.tokens)) {
        const path = at('kamikaze.tokens', p, true);
        if (!this.power(path, p, true) || typeof n !== 'number') continue;
        const start = rs.data.kamikazeTokens[p as PowerId] ?? 0;
        if (n > start)
          this.report(
            path,
            'TOO_MANY_KAMIKAZE_TOKENS',
            `${p} starts with ${start} kamikaze tokens and cannot gain more (KAM-1); ${n} stated.`,
          );
      }
    }
    if (isObj(doc.kamikaze))
      arr(doc.kamikaze.armed).forEach((t, i) => {
        if (isStr(t) && !(this.rs.def.kamikaze?.triggersAfterHold ?? []).includes(t))
          this.report(
            at('kamikaze.armed', i),
            'NOT_A_KAMIKAZE_TRIGGER',
            `${t} is not armed by a Japanese hold (KAM-2: only ${(this.rs.def.kamikaze?.triggersAfterHold ?? []).join(', ') || 'none'}).`,
          );
      });
    if (isObj(doc.victoryPending)) this.power('victoryPending.power', doc.victoryPending.power, true);
    const objectives = new Set(rs.data.nationalObjectives.map((o) => o.id));
    arr(doc.objectivesPaid).forEach((id, i) => {
      if (isStr(id) && !objectives.has(id))
        this.report(at('objectivesPaid', i), 'UNKNOWN_OBJECTIVE', `There is no national objective "${id}" in ${rs.data.id}.`);
    });
    if (isObj(doc.purchased))
      for (const t of Object.keys(doc.purchased))
        if (!rs.findUnit(t)) this.report(at('purchased', t, true), 'UNKNOWN_UNIT_TYPE', `There is no unit type "${t}".`);
    if (isObj(doc.placedThrough))
      for (const t of Object.keys(doc.placedThrough))
        if (!rs.findTerritory(t)) this.report(at('placedThrough', t, true), 'UNKNOWN_TERRITORY', `There is no territory "${t}".`);
    arr(doc.upgradedThisTurn).forEach((t, i) => {
      if (isStr(t) && !rs.findTerritory(t)) this.report(at('upgradedThisTurn', i), 'UNKNOWN_TERRITORY', `There is no territory "${t}".`);
    });
  }

  checkRelations() {
    const seen = new Map<string, number>();
    arr(this.doc.relations).forEach((r, i) => {
      if (!isObj(r)) return;
      const path = at('relations', i);
      const okA = this.power(`${path}.a`, r.a);
      const okB = this.power(`${path}.b`, r.b);
      if (!okA || !okB) return;
      if (r.a === r.b) return this.report(path, 'SELF_RELATION', `A power has no relation with itself (${r.a}).`);
      // RULES §6: only a war was started by someone (a power of the declaration that brought it, not always a or b).
      if (r.declaredBy !== undefined && this.power(`${path}.declaredBy`, r.declaredBy) && r.kind !== 'war')
        this.report(`${path}.declaredBy`, 'UNKNOWN_RELATION', `${r.a} and ${r.b} are not at war: nobody declared it.`);
      const key = pairKey(r.a as string, r.b as string);
      const first = seen.get(key);
      if (first !== undefined) this.report(path, 'DUPLICATE_RELATION', `${r.a} and ${r.b} are already given at relations[${first}].`);
      else seen.set(key, i);
    });
  }

  checkPlaces() {
    const places = this.doc.territories;
    if (!isObj(places)) return;
    for (const [name, entry] of Object.entries(places)) {
      const path = at('territories', name, true);
      const t = this.rs.findTerritory(name);
      if (!t) {
        this.report(path, 'UNKNOWN_TERRITORY', `There is no territory or sea zone "${name}" in ${this.rs.data.id}.`);
        continue;
      }
      if (!isObj(entry)) continue;
      if (t.kind === 'sea') {
        // RULES §7 (pacific-2001): convoy centres and convoy-route zones are held by a power; no other sea zone is.
        if (entry.owner !== undefined && (t.owner === null || entry.owner === null))
          this.report(`${path}.owner`, 'OWNER_OF_SEA_ZONE', `${name} is a sea zone that nobody holds: it has no owner.`);
        else if (entry.owner !== undefined) this.power(`${path}.owner`, entry.owner);
        if (entry.heldSinceTurnStart !== undefined)
          this.report(`${path}.heldSinceTurnStart`, 'OWNER_OF_SEA_ZONE', `${name} is a sea zone: it is never held or captured.`);
      } else if (entry.owner !== null) {
        this.power(`${path}.owner`, entry.owner);
      }
      const units = arr(entry.units);
      if (t.impassable && units.length > 0) this.report(`${path}.units`, 'IMPASSABLE', `${name} is impassable: no unit may be there.`);
      if (t.kind === 'land') this.checkLand(name, `${path}.units`, units);
      else this.checkSea(name, `${path}.units`, units);
    }
  }

  /** Type, owner and damage of one group; returns its profile when both names are known. */
  private group(g: unknown, path: string, carried = false, territory = '') {
    if (!isObj(g)) return null;
    const profile = isStr(g.type) ? this.rs.findUnit(g.type) : undefined;
    if (isStr(g.type) && !profile)
      this.report(
        `${path}.type`,
        'UNKNOWN_UNIT_TYPE',
        `There is no unit type "${g.type}"; the types are ${this.rs.data.units.map((u) => u.type).join(', ')}.`,
      );
    const ownerOk = this.power(`${path}.owner`, g.owner);
    if (!profile || !ownerOk) return null;
    const upgrade = this.rs.upgradeBought(profile.type);
    if (upgrade)
      this.report(
        `${path}.type`,
        'NOT_A_BOARD_UNIT',
        `${upgrade.buy} is bought, never on the board: it turns a ${upgrade.from} into a ${upgrade.to} (MOB-6).`,
      );
    if (!carried) {
      const facility = profile.domain === 'facility';
      if (typeof g.damage === 'number' && g.damage > 0) {
        if (!facility)
          this.report(`${path}.damage`, 'WRONG_DAMAGE_FIELD', `Only factories and bases take damage; ${a(profile.type)} takes hits.`);
        else if (g.damage > damageCap(this.rs, { type: profile.type, at: territory }))
          this.report(
            `${path}.damage`,
            'TOO_MUCH_DAMAGE',
            `${A(profile.type)} carries at most ${damageCap(this.rs, { type: profile.type, at: territory })} damage (SBR-10); ${g.damage} stated.`,
          );
      }
      if (typeof g.hits === 'number' && g.hits > 0) {
        if (facility) this.report(`${path}.hits`, 'WRONG_DAMAGE_FIELD', `${A(profile.type)} takes damage, not hits.`);
        else if (g.hits > profile.hitPoints - 1)
          this.report(
            `${path}.hits`,
            'TOO_MUCH_DAMAGE',
            profile.hitPoints <= 1
              ? `${A(profile.type)} has 1 hit point: a hit sinks it, so it never carries a hit.`
              : `${A(profile.type)} has ${profile.hitPoints} hit points: it carries at most ${profile.hitPoints - 1} hit(s) (${g.hits} stated).`,
          );
      }
    }
    return { g, profile, owner: g.owner as string, count: countOf(g) };
  }

  private checkLand(name: string, path: string, units: unknown[]) {
    const t = this.rs.territory(name);
    const facilities = new Map<string, number>();
    units.forEach((raw, i) => {
      const p = at(path, i);
      const r = this.group(raw, p, false, name);
      if (!r) return;
      const { g, profile, count } = r;
      // RULES §8.1 hr01-ports-shelter: a ship in port stands in the land, on the side of one of its sea zones.
      const port = g.portZone;
      if (port !== undefined && (profile.domain !== 'sea' || !isStr(port) || !this.rs.seaNeighbours(name).includes(port)))
        this.report(`${p}.portZone`, 'NOT_A_PORT', `Only ships are in port, on a sea zone next to ${name}; ${String(port)} is not one.`);
      else if (profile.domain === 'sea' && port === undefined)
        this.report(`${p}.type`, 'SHIP_ON_LAND', `${A(profile.type)} is a ship: it cannot be in ${name}, a land territory.`);
      else if (profile.domain === 'sea' && !arr(this.doc.options).includes('hr01-ports-shelter'))
        this.report(`${p}.portZone`, 'NOT_A_PORT', `Ships are in port only in a game with the optional rule hr01-ports-shelter.`);
      else if (port !== undefined && ((Array.isArray(g.cargo) && g.cargo.length) || (Array.isArray(g.planes) && g.planes.length)))
        this.report(`${p}.portZone`, 'NOT_A_PORT', `A ship in port carries nothing (hr01-ports-shelter default).`);
      if (profile.isFactory && !this.rs.upgradeBought(profile.type)) {
        if (t.factoryBanned) this.report(`${p}.type`, 'FACTORY_BANNED', `No factory may be in ${name} (RULES §3, MOB-5).`);
        facilities.set(FACTORIES, (facilities.get(FACTORIES) ?? 0) + count);
      }
      if (profile.isConstruction) {
        facilities.set(profile.type, (facilities.get(profile.type) ?? 0) + count);
        if (isNavalBase(this.rs, profile) && this.rs.seaNeighbours(name).length === 0)
          this.report(`${p}.type`, 'NOT_COASTAL', `A harbour needs a coastal territory; ${name} touches no sea zone (MOB-7).`);
      }
      this.carried(g, p, profile, r.owner);
    });
    for (const [kind, n] of facilities)
      if (n > 1)
        this.report(
          path,
          'TOO_MANY_FACILITIES',
          `${name} has ${n} ${kind === FACTORIES ? 'factories' : `${kind}s`}; at most one is allowed (AMBIG-34, MOB-7).`,
        );
  }

  private checkSea(name: string, path: string, units: unknown[]) {
    type Carrier = { owner: string; spare: number };
    const carriers: Carrier[] = [];
    const loosePlanes: { path: string; owner: string; type: string; count: number; carrierCost: number | null }[] = [];
    units.forEach((raw, i) => {
      const p = at(path, i);
      const r = this.group(raw, p);
      if (!r) return;
      const { g, profile, owner, count } = r;
      if (g.portZone !== undefined)
        this.report(`${p}.portZone`, 'NOT_A_PORT', `Ships in port stand in the land territory of their harbour, not in ${name}.`);
      if (profile.domain === 'land')
        this.report(
          `${p}.type`,
          'LAND_UNIT_AT_SEA',
          `${A(profile.type)} is a land unit: at sea it must be cargo of a transport with room (UNIT-7).`,
        );
      if (profile.domain === 'facility') this.report(`${p}.type`, 'FACILITY_AT_SEA', `${A(profile.type)} is built on land, never at sea.`);
      if (profile.domain === 'air') loosePlanes.push({ path: p, owner, type: profile.type, count, carrierCost: profile.carrierCost });
      const used = this.carried(g, p, profile, owner);
      if ((profile.carrierCapacity ?? 0) > 0)
        for (let k = 0; k < count; k++) carriers.push({ owner, spare: Math.max(0, deckSpace(profile) - used.planes) });
    });
    // Planes not listed aboard a carrier need room on one in the zone (own first, then allied); the
    // current power's planes (in a joint step, RULES §7: its acting powers') may be in the air during its move and combat phases.
    for (const lp of loosePlanes) {
      if (
        this.phase &&
        flightPhases(this.rs).includes(this.phase) &&
        stepPowers(this.rs, this.current as PowerId, this.phase).includes(lp.owner as PowerId)
      )
        continue;
      let without = 0;
      const cost = lp.carrierCost;
      for (let k = 0; k < lp.count; k++) {
        const spot =
          cost === null
            ? undefined
            : (carriers.find((c) => c.owner === lp.owner && c.spare >= cost) ??
              carriers.find((c) => this.friendly(c.owner, lp.owner) && c.spare >= cost));
        if (spot && cost !== null) spot.spare -= cost;
        else without++;
      }
      if (without > 0)
        this.report(
          lp.path,
          'AIR_AT_SEA_WITHOUT_CARRIER',
          lp.carrierCost === null
            ? `${A(lp.type)} never lands on a carrier: it cannot be in ${name}, a sea zone.`
            : `${without} of the ${lp.count} ${lp.owner} ${lp.type}(s) in ${name} have no room on an own or allied carrier there (UNIT-8).`,
        );
    }
  }

  /** Cargo of a transport and planes of a carrier; returns the room they use. */
  private carried(g: Obj, path: string, profile: NonNullable<ReturnType<RulesetView['unit']>>, owner: string) {
    const used = { cargo: 0, planes: 0 };
    const cargo = arr(g.cargo);
    if (cargo.length > 0 && !profile.transportCapacity)
      this.report(`${path}.cargo`, 'NOT_A_TRANSPORT', `${A(profile.type)} carries no land units; only a transport does (UNIT-7).`);
    cargo.forEach((raw, j) => {
      const p = at(`${path}.cargo`, j);
      const r = this.group(raw, p, true);
      if (!r) return;
      if (r.profile.domain !== 'land' || r.profile.transportCost === null)
        return this.report(
          `${p}.type`,
          'NOT_TRANSPORTABLE',
          `${A(r.profile.type)} cannot be carried by a transport; only land units can (UNIT-7).`,
        );
      if (!this.friendly(owner, r.owner))
        this.report(
          `${p}.owner`,
          'NOT_FRIENDLY',
          `${r.owner} units cannot be aboard a transport of ${owner}: only own or allied cargo (MOV-6).`,
        );
      used.cargo += r.profile.transportCost * r.count;
    });
    if (profile.transportCapacity && used.cargo > profile.transportCapacity)
      this.report(
        `${path}.cargo`,
        'TRANSPORT_OVERLOADED',
        `Each transport holds 2 infantry, or 1 infantry and 1 other land unit (UNIT-7): room ${profile.transportCapacity}, this cargo takes ${used.cargo}.`,
      );
    const planes = arr(g.planes);
    if (planes.length > 0 && !profile.carrierCapacity)
      this.report(`${path}.planes`, 'NOT_A_CARRIER', `${A(profile.type)} carries no planes; only a carrier does (UNIT-8).`);
    planes.forEach((raw, j) => {
      const p = at(`${path}.planes`, j);
      const r = this.group(raw, p, true);
      if (!r) return;
      if (r.profile.domain !== 'air' || r.profile.carrierCost === null)
        return this.report(
          `${p}.type`,
          'NOT_A_CARRIER_PLANE',
          `${A(r.profile.type)} cannot be aboard a carrier; only fighters and tactical bombers can (UNIT-8).`,
        );
      if (!this.friendly(owner, r.owner))
        this.report(
          `${p}.owner`,
          'NOT_FRIENDLY',
          `${r.owner} planes cannot be aboard a carrier of ${owner}: only own or allied planes (UNIT-8).`,
        );
      used.planes += r.profile.carrierCost * r.count;
    });
    if (profile.carrierCapacity && used.planes > profile.carrierCapacity)
      this.report(
        `${path}.planes`,
        'CARRIER_OVERLOADED',
        `Each carrier holds ${profile.carrierCapacity} planes (UNIT-8); ${used.planes} stated.`,
      );
    return used;
  }
}
