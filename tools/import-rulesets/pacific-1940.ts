// The Pacific 1940 game files (1st and 2nd edition, ww2pac40*.xml) -> ruleset
// data: the shared board and units, plus what only these files have — China's
// movement area, the Burma Road frontier triggers, national objectives and the
// declared start relationships.
import type { Condition, NationalObjective, PowerId, RelationKind, RelationshipDef, RulesetData, UnitType } from '../../src/rules';
import {
  buildTerritories,
  powerIdOf,
  readCapitals,
  readMap,
  readPowers,
  readStartResources,
  readTurnOrder,
  territoryAttachments,
} from './board';
import { makeConditionResolver, describe } from './conditions';
import { CITY_SLUGS, EDITIONS, NEUTRAL_POWER, NEUTRAL_RELATION_TYPE, POWER_IDS } from './pacific-1940-config';
import type { RulesetIdentity } from './rulesets';
import { readProduction, readSetup, readUnits } from './units';
import { cmp, kid, kids, optBool, optNum, optValue, reqAttr, slug, splitList, type GameFile } from './xml';

export const isPacific1940 = (id: string) => Object.prototype.hasOwnProperty.call(EDITIONS, id);

/** Turns one Pacific 1940 game file into ruleset data. Pure. */
export function importPacific1940(file: GameFile, identity: RulesetIdentity): RulesetData {
  const edition = EDITIONS[identity.id];
  if (!edition) throw new Error(`importPacific1940: not a Pacific 1940 ruleset: ${identity.id}`);
  const pid = powerIdOf(POWER_IDS);
  const { attachments, attachmentsNamed, attachmentByName } = file;

  // --- Powers -------------------------------------------------------------
  const { pus: startPUs, tokens: startTokens } = readStartResources(file, pid);
  const { capitalOf } = readCapitals(territoryAttachments(file), pid);
  const powers = readPowers(file, pid, capitalOf, startPUs);
  const turnOrder = readTurnOrder(file, pid);

  // --- Map ----------------------------------------------------------------
  // China's movement area.
  const chinaRules = attachmentsNamed('rulesAttachment', 'Chinese');
  if (chinaRules.length !== 1 || optValue(chinaRules[0], 'movementRestrictionType') !== 'allowed') {
    throw new Error('expected one Chinese rulesAttachment with an allowed movement list');
  }
  const chineseArea = new Set(splitList(optValue(chinaRules[0], 'movementRestrictionTerritories') ?? ''));
  const map = readMap(file);
  const territories = buildTerritories(file, map, {
    pid,
    chineseArea,
    unownedLandImpassable: false,
    ownedSeaZones: new Set(),
  });

  // --- Production -----------------------------------------------------------
  const { frontiers, playerFrontier, unitCost } = readProduction(file, pid);

  // --- Burma Road -----------------------------------------------------------
  // A trigger switches China between two frontiers on its road objective.
  let burmaRoad: RulesetData['burmaRoad'] = null;
  const frontierTriggers = attachments.filter((a) => a.name.startsWith('triggerAttachment') && optValue(a, 'frontier'));
  const openTrigger = frontierTriggers.find((a) => !optBool(a, 'invert'));
  const closedTrigger = frontierTriggers.find((a) => optBool(a, 'invert'));
  const resolver = makeConditionResolver(attachmentByName, powers, pid, territories);
  if (openTrigger && closedTrigger) {
    const power = pid(openTrigger.attachTo);
    const openUnits = frontiers.get(optValue(openTrigger, 'frontier')!) ?? [];
    const closedUnits = frontiers.get(optValue(closedTrigger, 'frontier')!) ?? [];
    const cond = resolver.conditionsOf(openTrigger).condition;
    // Expected shape: not(controls(T, atLeast 1, closers)).
    const ctl = cond.kind === 'not' ? cond.of : null;
    if (!ctl || ctl.kind !== 'controls' || ctl.atLeast !== 1) {
      throw new Error(`unexpected Burma Road condition: ${JSON.stringify(cond)}`);
    }
    burmaRoad = {
      power,
      territories: ctl.territories,
      closedBy: ctl.owners,
      unlocks: openUnits.filter((u) => !closedUnits.includes(u)),
    };
  }

  const purchasable: Partial<Record<PowerId, UnitType[]>> = {};
  for (const p of powers.filter((x) => x.playable)) {
    const f = playerFrontier.get(p.id);
    if (!f) throw new Error(`${p.id} has no production frontier`);
    const extras = burmaRoad && burmaRoad.power === p.id ? burmaRoad.unlocks : [];
    purchasable[p.id] = (frontiers.get(f) ?? []).filter((u) => !extras.includes(u));
  }

  // --- Units and setup --------------------------------------------------------
  const units = readUnits(file, unitCost);
  const { setup, neutralUnits } = readSetup(file, pid, map.isSea, new Set(units.map((u) => u.type)), NEUTRAL_POWER.id);
  if (neutralUnits) powers.push({ ...NEUTRAL_POWER });

  // --- Relationships --------------------------------------------------------
  const archetypes = new Map<string, RelationKind>();
  for (const a of attachments.filter((x) => x.name === 'relationshipTypeAttachment')) {
    const arche = optValue(a, 'archeType');
    if (arche !== 'war' && arche !== 'allied' && arche !== 'neutral') throw new Error(`bad archetype for ${a.attachTo}`);
    archetypes.set(a.attachTo, arche);
  }
  const initial = new Map<string, string>();
  const pairKey = (a: PowerId, b: PowerId) => [a, b].sort(cmp).join('\u0000');
  for (const r of kids(kid(file.initialize, 'relationshipInitialize'), 'relationship')) {
    initial.set(pairKey(pid(reqAttr(r, 'player1')), pid(reqAttr(r, 'player2'))), reqAttr(r, 'type'));
  }
  const relationships: RelationshipDef[] = [];
  for (let i = 0; i < powers.length; i++) {
    for (let j = i + 1; j < powers.length; j++) {
      const a = powers[i].id;
      const b = powers[j].id;
      if (a === NEUTRAL_POWER.id || b === NEUTRAL_POWER.id) {
        relationships.push({ a, b, kind: 'war', sourceType: NEUTRAL_RELATION_TYPE });
        continue;
      }
      const type = initial.get(pairKey(a, b));
      if (type === undefined) {
        relationships.push({ a, b, kind: 'neutral', sourceType: '(none)' });
        continue;
      }
      const kind = archetypes.get(type);
      if (!kind) throw new Error(`relationship type ${type} has no archetype`);
      relationships.push({ a, b, kind, sourceType: type });
    }
  }

  // --- National objectives --------------------------------------------------
  const nationalObjectives: NationalObjective[] = [];
  const objectiveSources = attachments.filter(
    (a) =>
      a.type === 'player' &&
      (a.name.startsWith('objectiveAttachment') ||
        // A trigger that pays PUs at income (no "when") is an objective in disguise.
        (a.name.startsWith('triggerAttachment') &&
          optValue(a, 'resource') === 'PUs' &&
          optValue(a, 'resourceCount') !== undefined &&
          optValue(a, 'when') === undefined)),
  );
  for (const a of objectiveSources) {
    const power = pid(a.attachTo);
    const isTrigger = a.name.startsWith('triggerAttachment');
    const pus = isTrigger ? Number(optValue(a, 'resourceCount')) : optNum(a, 'objectiveValue');
    if (pus === null || !Number.isFinite(pus)) throw new Error(`${a.name}: no PU value`);
    const baseId = edition.objectiveIds[a.name] ?? slug(`${power}-${a.name.replace(/^(objective|trigger)Attachment_?/, '')}`);
    const source = [`[${edition.dataTag}: ${a.name}]`, ...(edition.objectiveCitations[a.name] ?? [])].join(' ');
    const remark = edition.objectiveRemarks[a.name];
    const oncePerGame = optValue(a, 'uses') === '1';
    const { condition, each } = isTrigger ? resolver.conditionsOf(a) : resolver.objectiveCondition(a);
    const variants: { id: string; condition: Condition }[] = each
      ? each.territories.map((t) => ({
          id: `${baseId}-${CITY_SLUGS[t] ?? slug(t)}`,
          condition: each.build(t),
        }))
      : [{ id: baseId, condition }];
    for (const v of variants) {
      nationalObjectives.push({
        id: v.id,
        power,
        pus,
        oncePerGame,
        description: [
          `+${pus} PUs to ${power}${oncePerGame ? ', once per game,' : ''} if ${describe(v.condition)}.`,
          ...(remark ? [remark] : []),
        ].join(' '),
        source,
        condition: v.condition,
      });
    }
  }
  const powerIndex = (p: PowerId) => powers.findIndex((x) => x.id === p);
  nationalObjectives.sort((x, y) => powerIndex(x.power) - powerIndex(y.power)); // stable: keeps data order per power
  const ids = new Set<string>();
  for (const o of nationalObjectives) {
    if (ids.has(o.id)) throw new Error(`duplicate objective id ${o.id}`);
    ids.add(o.id);
  }

  // --- Kamikaze tokens ------------------------------------------------------
  const kamikazeTokens: Partial<Record<PowerId, number>> = {};
  for (const p of powers) {
    const n = startTokens.get(p.id);
    if (n !== undefined) kamikazeTokens[p.id] = n;
  }

  const ambiguities: Record<string, string> = {};
  for (const k of Object.keys(edition.ambiguities).sort(cmp)) ambiguities[k] = edition.ambiguities[k];

  return {
    id: identity.id,
    name: identity.name,
    sourceHash: file.sourceHash,
    source: identity.source,
    powers,
    turnOrder,
    territories,
    connections: map.connections,
    units,
    setup,
    relationships,
    nationalObjectives,
    purchasable,
    burmaRoad,
    kamikazeTokens,
    ambiguities,
    notes: [...edition.notes],
  };
}
