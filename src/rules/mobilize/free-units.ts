// Free units given by optional rules (RULES §8.2), each an event a replay
// shows and an auditor can check (FreeUnitsGiven: which option, why, what,
// where, with the unit ids):
// - x2-increased-shipbuilding [S3 §2]: ships for Japan and the USA at the end
//   of four rounds (AMBIG-33 dates), in their home zones;
// - x2-us-national-guard [S3 §6]: 4 infantry and a fighter in Western USA the
//   first time a power at war with the USA attacks one of its listed lands;
// - x2-advanced-production [S3 §7 note 2]: China's free infantry each turn,
//   added to what it places this turn (MOB-8), never refunded.
import { type GameEvent, atWar, type GameState, type Unit } from '../engine';
import type { FreeUnits, PowerId, RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';
import { deckSpace, entry } from '../ruleset';

type Given = Extract<GameEvent, { type: 'FreeUnitsGiven' }>;

/**
 * Units put on the board at once. ⚠ Default: a gift is not given while its
 * place has units at war with its receiver, or while the land it comes from
 * (the zone's coast, the territory itself) is not the receiver's: there is
 * nowhere to put it.
 */
function placed(
  s: GameState,
  rs: RulesetView,
  gift: FreeUnits,
  option: Given['data']['option'],
  reason: string,
  key: string,
): Given | null {
  const { power, place } = gift;
  const def = rs.territory(place);
  const home = def.kind === 'land' ? [place] : rs.landNeighbours(place);
  if (!home.some((t) => s.owners[t] === power)) return null;
  if (s.units.at(place).some((u) => atWar(s, u.owner, power))) return null;
  let n = s.nextUnitNumber;
  const units: Unit[] = gift.units.map((type) => ({ id: `u${n++}`, type, owner: power, at: place, damage: 0 }));
  // Planes given at sea go aboard a carrier given with them (a carrier and its 2 fighters, [S3 §2]).
  const decks = units.filter((u) => (rs.unit(u.type).carrierCapacity ?? 0) > 0);
  const room = new Map(decks.map((d) => [d.id, deckSpace(rs.unit(d.type))]));
  const roomOn = (deckId: string) => entry(room, deckId, 'room on carrier');
  for (const u of units) {
    const cost = rs.unit(u.type).carrierCost;
    if (def.kind !== 'sea' || rs.unit(u.type).domain !== 'air' || !cost) continue;
    const deck = decks.find((d) => roomOn(d.id) >= cost);
    if (!deck) continue;
    room.set(deck.id, roomOn(deck.id) - cost);
    u.carriedBy = deck.id;
  }
  return { type: 'FreeUnitsGiven', data: { option, reason, power, place, units, toPlace: [], key } };
}

/** x2-increased-shipbuilding: at the end of the round's last turn, the round's ships. */
export function shipbuildingEvents(s: GameState, rs: RulesetView): GameEvent[] {
  const p = rs.def.optionParams?.shipbuilding;
  const order = rs.data.turnOrder;
  if (!p || !optionOn(s, 'x2-increased-shipbuilding') || s.status === 'ended' || s.current !== order[order.length - 1]) return [];
  const events: GameEvent[] = [];
  // ⚠ RULES §8.2 default: the fighters are carrier fighters while x2-carrier-fighters is on (the unit that `standsFor` them).
  const instead = (rs.def.optionParams?.units ?? []).filter((u) => u.standsFor && optionOn(s, u.option));
  for (const gift of p.find((r) => r.round === s.round)?.gifts ?? []) {
    const g = { ...gift, units: gift.units.map((t) => instead.find((u) => u.standsFor === t)?.profile.type ?? t) };
    const e = placed(
      s,
      rs,
      g,
      'x2-increased-shipbuilding',
      `round ${s.round} ends [S3 §2]`,
      `x2-increased-shipbuilding:${s.round}:${g.power}`,
    );
    if (e) {
      events.push(e);
      s = { ...s, nextUnitNumber: s.nextUnitNumber + g.units.length };
    }
  }
  return events;
}

/** x2-us-national-guard: as the attacker's combat move ends, if it attacks one of the listed lands for the first time. */
export function nationalGuardEvents(s: GameState, rs: RulesetView, attacker: PowerId): GameEvent[] {
  const p = rs.def.optionParams?.nationalGuard;
  const key = 'x2-us-national-guard';
  if (!p || !optionOn(s, key) || s.giftsGiven?.includes(key) || !atWar(s, attacker, p.power)) return [];
  // Attacked = a battle or raid waiting there, or taken this turn without one (an empty land walked into).
  const attacked = p.triggers.find(
    (t) => s.battles.includes(t) || t in s.raids || (s.capturedThisTurn.includes(t) && s.owners[t] === attacker),
  );
  if (!attacked) return [];
  const e = placed(s, rs, p.gift, key, `${attacker} attacks ${attacked} [S3 §6]`, key);
  return e ? [e] : [];
}

/** x2-advanced-production (China's part): as its Purchase begins, one free unit to place this turn while it has one on the board. */
export function freeUnitToPlaceEvents(s: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  const p = rs.def.optionParams?.advancedProduction?.freeUnit;
  if (!p || p.power !== power || !optionOn(s, 'x2-advanced-production')) return [];
  if (!s.units.some((u) => u.owner === power && u.type === p.type)) return [];
  return [
    {
      type: 'FreeUnitsGiven',
      data: {
        option: 'x2-advanced-production',
        reason: `${power} has ${p.type} on the board [S3 §7 note 2]`,
        power,
        place: null,
        units: [],
        toPlace: [{ type: p.type, count: 1 }],
        key: `x2-advanced-production:${s.round}:${power}`,
      },
    },
  ];
}
