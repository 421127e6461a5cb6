// Organizer edits (issue #7 part 5): add or remove units, change an owner,
// PUs, damage, a relation or the kamikaze tokens, with a reason. Each edit is
// checked (names, counts, what transports and carriers hold), resolved into
// explicit facts (unit ids, before and after), and recorded in one
// PositionEdited event that evolve only applies.
import { damageCap } from '../units';
import type { PowerId, RulesetView } from '../ruleset';
import { accept, type Ruling, pairKey, relation, type GameState, type Unit } from '../engine';
import { invalid } from './problems';
import { ridesOn } from './apply';
import { positionOf } from './export';
import { at, editsShapeProblems } from './shape';
import { A, a } from './words';
import type { PositionEdit, PositionProblem, PositionProblemCode, ResolvedEdit, UnitGroup } from './types';
import { positionRuleProblems } from './validate';

export const MAX_REASON = 1000;

export function decideEditPosition(state: GameState, rs: RulesetView, cmd: { edits: unknown; reason: unknown }): Ruling {
  const problems: PositionProblem[] = [];
  const reason = typeof cmd.reason === 'string' ? cmd.reason.trim() : '';
  if (reason === '')
    problems.push({
      path: 'reason',
      code: 'REASON_REQUIRED',
      message: 'Say why the position is edited: the reason is recorded in the log.',
    });
  else if (reason.length > MAX_REASON)
    problems.push({ path: 'reason', code: 'INVALID_SHAPE', message: `The reason is limited to ${MAX_REASON} characters.` });
  if (!Array.isArray(cmd.edits) || cmd.edits.length === 0) {
    problems.push({ path: 'edits', code: 'NO_EDITS', message: 'Give at least one edit.' });
    return invalid('INVALID_EDIT', 'The edit', problems);
  }
  const shape = editsShapeProblems(cmd.edits);
  problems.push(...shape);
  if (shape.some((p) => !/^edits\[\d+\]/.test(p.path))) return invalid('INVALID_EDIT', 'The edit', problems);
  // Edits with a bad shape are reported and skipped; the others are still checked, so every problem comes back at once.
  const badShape = new Set(shape.flatMap((p) => /^edits\[(\d+)\]/.exec(p.path)?.slice(1, 2) ?? []).map(Number));

  let work = state;
  const resolved: ResolvedEdit[] = [];
  (cmd.edits as PositionEdit[]).forEach((e, i) => {
    if (badShape.has(i)) return;
    const r = resolveEdit(work, rs, e, at('edits', i), problems);
    if (!r) return;
    resolved.push(r);
    work = applyEdit(work, r);
  });
  if (problems.length > 0) return invalid('INVALID_EDIT', 'The edit', problems);

  // The edited board must be a valid position: report what the edits broke (paths into the position document).
  const key = (p: PositionProblem) => `${p.code}|${p.path}|${p.message}`;
  const before = new Set(positionRuleProblems(positionOf(state)).map(key));
  const broken = positionRuleProblems(positionOf(work))
    .filter((p) => !before.has(key(p)))
    .map((p) => ({ ...p, path: `position.${p.path}` }));
  if (broken.length > 0) return invalid('INVALID_EDIT', 'The edited position', broken);
  return accept({ type: 'PositionEdited', data: { edits: resolved, reason, by: 'organizer' } });
}

/** Applies resolved edits (evolve uses this: no checks, only facts). */
export function applyEdits(state: GameState, edits: ResolvedEdit[]): GameState {
  return edits.reduce(applyEdit, state);
}

function applyEdit(s: GameState, e: ResolvedEdit): GameState {
  switch (e.op) {
    case 'addUnits': {
      let next = s.nextUnitNumber;
      for (const u of e.units) next = Math.max(next, Number(u.id.slice(1)) + 1);
      return { ...s, units: s.units.withUnits(e.units.map((u) => ({ ...u }))), nextUnitNumber: next };
    }
    case 'removeUnits': {
      const gone = new Set(e.units.map((u) => u.unitId));
      return { ...s, units: s.units.without(gone), placedThisTurn: s.placedThisTurn.filter((id) => !gone.has(id)) };
    }
    case 'setOwner': {
      const captured = s.capturedThisTurn.filter((t) => t !== e.territory);
      if (!e.heldSinceTurnStart) captured.push(e.territory);
      return { ...s, owners: { ...s.owners, [e.territory]: e.to }, capturedThisTurn: captured };
    }
    case 'setPUs':
      return { ...s, pus: { ...s.pus, [e.power]: e.to } };
    case 'setDamage':
      return { ...s, units: s.units.update(e.unitId, (u) => ({ ...u, damage: e.to })) };
    case 'setRelation':
      return { ...s, relations: { ...s.relations, [pairKey(e.a, e.b)]: e.to } };
    case 'setKamikaze':
      return { ...s, kamikazeTokens: { ...e.to.tokens }, kamikazeActive: e.to.active };
  }
}

const byNumber = (a: Unit, b: Unit) => Number(a.id.slice(1)) - Number(b.id.slice(1));

function resolveEdit(s: GameState, rs: RulesetView, e: PositionEdit, path: string, problems: PositionProblem[]): ResolvedEdit | null {
  const before = problems.length;
  const report = (p: string, code: PositionProblemCode, message: string) => problems.push({ path: p, code, message });
  const knownPower = (p: string, id: string, playable = false) => {
    const def = rs.findPower(id);
    if (!def) report(p, 'UNKNOWN_POWER', `There is no power "${id}".`);
    else if (playable && !def.playable) report(p, 'NOT_PLAYABLE', `${id} does not play: it has no PUs or kamikaze tokens.`);
    return Boolean(def && (!playable || def.playable));
  };
  const ok = () => problems.length === before;

  switch (e.op) {
    case 'addUnits': {
      let place = e.at;
      let carrier: Unit | undefined;
      if (e.aboard !== undefined) {
        carrier = s.units.get(e.aboard); // an id from the organizer: checked here (UNKNOWN_UNIT)
        if (!carrier) report(`${path}.aboard`, 'UNKNOWN_UNIT', `There is no unit "${e.aboard}" in this game.`);
        else if (place !== undefined && place !== carrier.at)
          report(`${path}.at`, 'EDIT_NEEDS_TARGET', `${e.aboard} is in ${carrier.at}, not ${place}.`);
        else place = carrier.at;
      }
      if (place === undefined) {
        if (!e.aboard) report(path, 'EDIT_NEEDS_TARGET', 'Say where the units go: `at` (a place) or `aboard` (a transport or carrier id).');
        return null;
      }
      if (!rs.findTerritory(place)) {
        report(`${path}.at`, 'UNKNOWN_TERRITORY', `There is no territory or sea zone "${place}".`);
        return null;
      }
      const where = place;
      // Check the new groups on their own (names, terrain, cargo, damage); room shared with units already there is checked on the whole board.
      const relations = Object.entries(s.relations).map(([k, kind]) => ({ a: k.split('|')[0], b: k.split('|')[1], kind }));
      let units: unknown[] = e.units;
      let prefix = `territories[${JSON.stringify(place)}].units`;
      if (carrier) {
        const profile = rs.findUnit(carrier.type);
        const field = profile?.transportCapacity ? 'cargo' : profile?.carrierCapacity ? 'planes' : null;
        if (!field) {
          report(`${path}.aboard`, 'NOT_A_TRANSPORT', `${carrier.id} is ${a(carrier.type)}: only transports and carriers carry units.`);
          return null;
        }
        units = [{ type: carrier.type, owner: carrier.owner, [field]: e.units }];
        prefix = `${prefix}[0].${field}`;
      }
      const trial = {
        format: 'pacific-position/1',
        ruleset: s.rulesetId,
        currentPower: s.current,
        phase: s.phase,
        relations,
        territories: { [place]: { units } },
      };
      for (const p of positionRuleProblems(trial)) {
        if (p.code === 'AIR_AT_SEA_WITHOUT_CARRIER' || p.code === 'TOO_MANY_FACILITIES' || p.code === 'DUPLICATE_RELATION') continue;
        if (!p.path.startsWith(prefix)) continue;
        problems.push({ ...p, path: `${path}.units${p.path.slice(prefix.length)}` });
      }
      if (!ok()) return null;
      let next = s.nextUnitNumber;
      const added: Unit[] = [];
      const make = (g: UnitGroup, carriedBy?: string) => {
        const facility = rs.findUnit(g.type)?.domain === 'facility';
        const u: Unit = { id: `u${next++}`, type: g.type, owner: g.owner, at: where, damage: (facility ? g.damage : g.hits) ?? 0 };
        if (carriedBy) u.carriedBy = carriedBy;
        added.push(u);
        return u.id;
      };
      for (const g of e.units)
        for (let i = 0; i < (g.count ?? 1); i++) {
          const id = make(g, carrier && ridesOn(rs, g, carrier.owner) ? carrier.id : undefined);
          for (const c of [...(g.cargo ?? []), ...(g.planes ?? [])])
            for (let k = 0; k < (c.count ?? 1); k++) make(c, ridesOn(rs, c, g.owner) ? id : undefined);
        }
      return { op: 'addUnits', units: added };
    }

    case 'removeUnits': {
      const chosen = new Set<string>();
      if (!e.unitIds && !e.units) {
        report(path, 'EDIT_NEEDS_TARGET', 'Name the units to remove: `unitIds`, or `at` with `units` (type, owner, count).');
        return null;
      }
      (e.unitIds ?? []).forEach((id, j) => {
        if (!s.units.has(id)) report(at(`${path}.unitIds`, j), 'UNKNOWN_UNIT', `There is no unit "${id}" in this game.`);
        else chosen.add(id);
      });
      const from = e.at;
      if (e.units) {
        if (from === undefined) report(`${path}.at`, 'EDIT_NEEDS_TARGET', 'Say where the units to remove are (`at`).');
        else if (!rs.findTerritory(from)) report(`${path}.at`, 'UNKNOWN_TERRITORY', `There is no territory or sea zone "${from}".`);
        else
          e.units.forEach((g, j) => {
            const p = at(`${path}.units`, j);
            if (!rs.findUnit(g.type)) return report(`${p}.type`, 'UNKNOWN_UNIT_TYPE', `There is no unit type "${g.type}".`);
            if (!knownPower(`${p}.owner`, g.owner)) return;
            // Loose units first, then those aboard; lowest ids first.
            const candidates = s.units
              .at(from)
              .filter((u) => u.type === g.type && u.owner === g.owner && !chosen.has(u.id))
              .sort((a, b) => Number(Boolean(a.carriedBy)) - Number(Boolean(b.carriedBy)) || byNumber(a, b));
            const want = g.count ?? 1;
            if (candidates.length < want)
              return report(p, 'NOT_ENOUGH_UNITS', `${e.at} has ${candidates.length} ${g.owner} ${g.type} to remove, not ${want}.`);
            for (const u of candidates.slice(0, want)) chosen.add(u.id);
          });
      }
      if (!ok()) return null;
      // What a removed transport or carrier carries goes with it.
      for (const u of s.units.all()) if (u.carriedBy && chosen.has(u.carriedBy)) chosen.add(u.id);
      const units = [...chosen]
        .map((id) => s.units.unit(id))
        .sort(byNumber)
        .map((u) => ({ unitId: u.id, type: u.type, owner: u.owner, at: u.at }));
      return { op: 'removeUnits', units };
    }

    case 'setOwner': {
      const t = rs.findTerritory(e.territory);
      if (!t) report(`${path}.territory`, 'UNKNOWN_TERRITORY', `There is no territory "${e.territory}".`);
      else if (t.kind === 'sea') report(`${path}.territory`, 'OWNER_OF_SEA_ZONE', `${e.territory} is a sea zone: sea zones have no owner.`);
      if (e.owner !== null) knownPower(`${path}.owner`, e.owner);
      if (!ok()) return null;
      return {
        op: 'setOwner',
        territory: e.territory,
        from: s.owners[e.territory] ?? null,
        to: e.owner,
        heldSinceTurnStart: e.heldSinceTurnStart ?? true,
      };
    }

    case 'setPUs':
      if (!knownPower(`${path}.power`, e.power, true)) return null;
      return { op: 'setPUs', power: e.power, from: s.pus[e.power] ?? 0, to: e.pus };

    case 'setDamage': {
      const u = s.units.get(e.unitId);
      if (!u) {
        report(`${path}.unitId`, 'UNKNOWN_UNIT', `There is no unit "${e.unitId}" in this game.`);
        return null;
      }
      const profile = rs.unit(u.type);
      const max = profile.domain === 'facility' ? damageCap(rs, u) : Math.max(0, profile.hitPoints - 1);
      if (e.damage > max)
        report(
          `${path}.damage`,
          'TOO_MUCH_DAMAGE',
          profile.domain === 'facility'
            ? `${A(u.type)} carries at most ${max} damage (SBR-10).`
            : max === 0
              ? `${A(u.type)} has 1 hit point: it never carries a hit.`
              : `${A(u.type)} carries at most ${max} hit(s).`,
        );
      if (!ok()) return null;
      return { op: 'setDamage', unitId: u.id, type: u.type, at: u.at, from: u.damage, to: e.damage };
    }

    case 'setRelation': {
      const a = knownPower(`${path}.a`, e.a);
      const b = knownPower(`${path}.b`, e.b);
      if (a && b && e.a === e.b) report(path, 'SELF_RELATION', `A power has no relation with itself (${e.a}).`);
      if (!ok()) return null;
      const from = relation(s, e.a, e.b);
      return { op: 'setRelation', a: e.a, b: e.b, from: from === 'self' ? 'neutral' : from, to: e.kind };
    }

    case 'setKamikaze': {
      const tokens = { ...s.kamikazeTokens };
      for (const [p, n] of Object.entries(e.tokens ?? {})) {
        const pp = at(`${path}.tokens`, p, true);
        if (!knownPower(pp, p, true)) continue;
        const start = rs.data.kamikazeTokens[p as PowerId] ?? 0;
        if (n > start) report(pp, 'TOO_MANY_KAMIKAZE_TOKENS', `${p} starts with ${start} kamikaze tokens and cannot gain more (KAM-1).`);
        tokens[p as PowerId] = n;
      }
      if (!ok()) return null;
      return {
        op: 'setKamikaze',
        from: { tokens: { ...s.kamikazeTokens }, active: s.kamikazeActive },
        to: { tokens, active: e.active ?? s.kamikazeActive },
      };
    }
  }
}
