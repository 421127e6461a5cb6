// Conditions of national objectives and triggers: RulesAttachment options ->
// the Condition union (src/rules/ruleset/types.ts), and a plain-words
// rendering of a condition for objective descriptions.
import type { Condition, PowerDef, PowerId, TerritoryDef, TerritoryName } from '../../src/rules';
import { optBool, optValue, splitList, type XAttachment, type XOption } from './xml';

export interface Resolved {
  condition: Condition;
  /** count="each": one objective per territory. */
  each?: { territories: TerritoryName[]; build: (t: TerritoryName) => Condition };
}

export function makeConditionResolver(
  attachmentByName: (name: string) => XAttachment,
  powers: PowerDef[],
  pid: (s: string) => PowerId,
  territories: TerritoryDef[],
) {
  const order = (ps: PowerId[]) =>
    [...new Set(ps)].sort((x, y) => powers.findIndex((p) => p.id === x) - powers.findIndex((p) => p.id === y));
  const sideOf = (p: PowerId) => powers.find((x) => x.id === p)?.side ?? null;

  /** Owners of an ownership/presence test: explicit players, or the power (and its side, if "allied"). */
  function owners(a: XAttachment, allied: boolean): PowerId[] {
    const self = pid(a.attachTo);
    const players = optValue(a, 'players');
    if (players) return order(splitList(players).map(pid));
    if (!allied) return [self];
    const side = sideOf(self);
    return side ? order(powers.filter((p) => p.side === side).map((p) => p.id)) : [self];
  }

  function territoryList(a: XAttachment, o: XOption): TerritoryName[] {
    if (o.value === 'original') {
      const self = pid(a.attachTo);
      return territories.filter((t) => t.kind === 'land' && t.originalOwner === self).map((t) => t.name);
    }
    const list = splitList(o.value);
    for (const t of list) if (!territories.some((x) => x.name === t)) throw new Error(`${a.name}: unknown territory ${t}`);
    return list;
  }

  const IGNORED = new Set(['objectiveValue', 'uses', 'players', 'invert', 'conditionType', 'conditions', 'trigger']);

  /** The terms of one rules attachment, all of which must hold (invert applies to the whole). */
  function terms(a: XAttachment, allowEach: boolean): { parts: Condition[]; each?: Resolved['each'] } {
    const parts: Condition[] = [];
    let each: Resolved['each'];
    const subs = [...splitList(optValue(a, 'conditions') ?? ''), ...splitList(optValue(a, 'trigger') ?? '')];
    if (subs.length > 0) {
      const resolvedSubs = subs.map((s) => resolve(attachmentByName(s)));
      const type = optValue(a, 'conditionType') ?? 'AND';
      if (type === 'AND' || type === 'and') parts.push(...resolvedSubs);
      else if ((type === 'OR' || type === 'or') && resolvedSubs.length === 1) parts.push(resolvedSubs[0]);
      else if (type === 'OR' || type === 'or') {
        parts.push({ kind: 'not', of: { kind: 'all', of: resolvedSubs.map((c) => ({ kind: 'not', of: c }) as Condition) } });
      } else throw new Error(`${a.name}: conditionType ${type} cannot be expressed`);
    }
    for (const o of a.options) {
      if (IGNORED.has(o.name)) continue;
      switch (o.name) {
        case 'alliedOwnershipTerritories':
        case 'directOwnershipTerritories': {
          const list = territoryList(a, o);
          const own = owners(a, o.name === 'alliedOwnershipTerritories');
          if (o.count === 'each') {
            if (!allowEach || each) throw new Error(`${a.name}: count="each" is only supported once, on an objective`);
            each = { territories: list, build: (t) => ({ kind: 'controls', territories: [t], atLeast: 1, owners: own }) };
            break;
          }
          const atLeast = o.count === undefined ? list.length : Number(o.count);
          if (!Number.isInteger(atLeast)) throw new Error(`${a.name}: bad count ${o.count}`);
          parts.push({ kind: 'controls', territories: list, atLeast, owners: own });
          break;
        }
        case 'alliedPresenceTerritories':
        case 'directPresenceTerritories': {
          const list = territoryList(a, o);
          const atLeast = o.count === undefined ? list.length : Number(o.count);
          if (!Number.isInteger(atLeast)) throw new Error(`${a.name}: bad count ${o.count}`);
          parts.push({
            kind: 'unitsPresent',
            territories: list,
            atLeast,
            owners: owners(a, o.name === 'alliedPresenceTerritories'),
          });
          break;
        }
        case 'relationship': {
          const [p1, p2, rel] = splitList(o.value);
          if (!p1 || !p2 || !rel) throw new Error(`${a.name}: bad relationship ${o.value}`);
          if (rel === 'anyWar') {
            parts.push({ kind: 'atWar', a: pid(p1), b: pid(p2) });
          } else if (rel === 'War') {
            // The named type "War" is what an Axis declaration sets; an Allied one sets "Unprovoked" [X2]
            // (RULES §6): so it reads as "the Axis power declared war on the other".
            const [x, y] = [pid(p1), pid(p2)];
            const by = sideOf(x) === 'Axis' ? x : sideOf(y) === 'Axis' ? y : null;
            if (!by) throw new Error(`${a.name}: relationship ${o.value} has no Axis power to have declared it`);
            parts.push({ kind: 'declaredWar', by, against: by === x ? y : x });
          } else throw new Error(`${a.name}: relationship ${o.value} cannot be expressed`);
          break;
        }
        case 'atWarPlayers': {
          const self = pid(a.attachTo);
          const others = splitList(o.value).map(pid);
          const n = o.count === undefined ? others.length : Number(o.count);
          if (n === 0) others.forEach((b) => parts.push({ kind: 'not', of: { kind: 'atWar', a: self, b } }));
          else if (n === others.length) others.forEach((b) => parts.push({ kind: 'atWar', a: self, b }));
          else throw new Error(`${a.name}: atWarPlayers count ${o.count} of ${others.length} cannot be expressed`);
          break;
        }
        default:
          throw new Error(`${a.name}: option ${o.name} cannot be expressed as a Condition`);
      }
    }
    return { parts, each };
  }

  function combine(parts: Condition[], invert: boolean): Condition {
    if (parts.length === 0) throw new Error('empty condition');
    const c: Condition = parts.length === 1 ? parts[0] : { kind: 'all', of: parts };
    return invert ? { kind: 'not', of: c } : c;
  }

  function resolve(a: XAttachment): Condition {
    const { parts } = terms(a, false);
    return combine(parts, optBool(a, 'invert'));
  }

  return {
    /** An objectiveAttachment: its own terms; count="each" splits it. */
    objectiveCondition(a: XAttachment): Resolved {
      const { parts, each } = terms(a, true);
      if (optBool(a, 'invert')) throw new Error(`${a.name}: inverted objective not supported`);
      if (each) {
        const build = each.build;
        return {
          condition: build(each.territories[0]),
          each: { territories: each.territories, build: (t) => (parts.length ? combine([...parts, build(t)], false) : build(t)) },
        };
      }
      return { condition: combine(parts, false) };
    },
    /** A trigger: the conditions it fires on (invert excluded: it is the trigger's own switch). */
    conditionsOf(a: XAttachment): Resolved {
      const subs = [...splitList(optValue(a, 'conditions') ?? ''), ...splitList(optValue(a, 'trigger') ?? '')];
      if (subs.length === 0) throw new Error(`${a.name}: trigger without conditions`);
      const resolvedSubs = subs.map((s) => {
        const att = attachmentByName(s);
        return att.name.startsWith('objectiveAttachment') ? combine(terms(att, false).parts, optBool(att, 'invert')) : resolve(att);
      });
      const type = optValue(a, 'conditionType') ?? 'AND';
      if (type !== 'AND' && type !== 'and' && resolvedSubs.length > 1) throw new Error(`${a.name}: conditionType ${type}`);
      return { condition: combine(resolvedSubs, false) };
    },
  };
}

function joinList(items: string[], conj: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** Plain-words rendering of a condition, for objective descriptions. */
export function describe(c: Condition): string {
  switch (c.kind) {
    case 'controls': {
      const who = joinList(c.owners, 'or');
      const subject = c.owners.length === 1 ? who : `one of ${who}`;
      if (c.territories.length === 1) return `${subject} controls ${c.territories[0]}`;
      if (c.atLeast === c.territories.length) {
        return c.owners.length === 1
          ? `${who} controls all of ${joinList(c.territories, 'and')}`
          : `each of ${joinList(c.territories, 'and')} is controlled by ${who}`;
      }
      return `${subject} controls at least ${c.atLeast} of ${joinList(c.territories, 'and')}`;
    }
    case 'atWar':
      return `${c.a} is at war with ${c.b}`;
    case 'declaredWar':
      return `${c.by} has declared war on ${c.against}`;
    case 'unitsPresent': {
      const who = joinList(c.owners, 'or');
      return c.atLeast === 1
        ? `${who} has a unit in at least one of ${joinList(c.territories, 'and')}`
        : `${who} has units in at least ${c.atLeast} of ${joinList(c.territories, 'and')}`;
    }
    case 'all':
      return c.of.map(describe).join(', and ');
    case 'not': {
      const inner = c.of;
      if (inner.kind === 'atWar') return `${inner.a} is not at war with ${inner.b}`;
      if (inner.kind === 'declaredWar') return `${inner.by} has not declared war on ${inner.against}`;
      if (inner.kind === 'controls' && inner.atLeast === 1) {
        const who = joinList(inner.owners, 'or');
        return inner.territories.length === 1
          ? `${who} does not control ${inner.territories[0]}`
          : `${who} controls none of ${joinList(inner.territories, 'and')}`;
      }
      return `not (${describe(inner)})`;
    }
  }
}
