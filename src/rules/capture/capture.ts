// CAP-1..CAP-9: what taking a territory changes. The event carries every
// consequence, so evolve only applies it.
import { type GameEvent, friendly, type GameState } from '../engine';
import type { RulesetView, UnitProfile, UnitType, PowerId } from '../ruleset';
import { isCapturedWithLand, ownerOf } from './owners';
import { optionOn } from '../rulesets';
import { inPort } from '../units';

type Captured = Extract<GameEvent, { type: 'TerritoryCaptured' }>;

/** CAP-2 / AMBIG-15 [X: whenCapturedChangesInto]: what a captured unit becomes (a major factory, a minor one). */
function changesOnCapture(p: UnitProfile): UnitType | null {
  const a = p.abilities.find((x) => x.startsWith('whenCapturedChangesInto='));
  return a ? (a.split(':')[3] as UnitType) : null;
}

/** Whether a power holds its own capital (China, with none, always counts: CAP-4). */
function holdsCapital(s: GameState, rs: RulesetView, power: PowerId): boolean {
  if (rs.switches.noCapital.includes(power)) return true;
  const capital = rs.findPower(power)?.capital;
  return Boolean(capital && s.owners[capital] === power);
}

export function captureEvent(s: GameState, rs: RulesetView, territory: string, by: PowerId, moveNumber: number): Captured {
  const def = rs.territory(territory);
  const from = ownerOf(s, rs, territory);
  const original = def.originalOwner;
  let to = by;
  let rule = 'CAP-1';
  if (from && rs.custodiansOf(from).length && friendly(s, by, from)) rule = 'CAP-9';
  if (rs.switches.capturesForOriginalOwner.includes(by) && original && original !== by) {
    to = original; // CAP-5: China takes Kwangtung or Burma for the UK
    rule = 'CAP-5';
  } else if (
    original &&
    original !== by &&
    rs.findPower(original)?.playable &&
    friendly(s, by, original) &&
    holdsCapital(s, rs, original)
  ) {
    to = original; // CAP-4: liberation returns an ally's original land
    rule = 'CAP-4';
  }

  // CAP-2 / CAP-3 / AMBIG-15: facilities and AA guns change hands; a major factory becomes a minor; China removes factories.
  const facilities: Captured['data']['facilities'] = [];
  const removed: string[] = [];
  for (const u of s.units.at(territory)) {
    if (!isCapturedWithLand(rs.unit(u.type)) || u.owner === to) continue;
    const p = rs.unit(u.type);
    if (p.isFactory && rs.switches.factoriesRemovedOnCapture.includes(to)) {
      removed.push(u.id);
      continue;
    }
    const becomes = changesOnCapture(p) ?? u.type;
    const cap = rs.unit(becomes).maxDamage ?? u.damage;
    facilities.push({ unitId: u.id, type: u.type, becomes, damage: Math.min(u.damage, cap) });
  }
  if (removed.length) rule += ', CAP-3';

  // CAP-7: the captor takes the PUs of the power whose capital it takes.
  let pusSeized: Captured['data']['pusSeized'] = null;
  if (from && def.capitalOf === from && !rs.switches.noCapital.includes(from) && to !== from) {
    if (optionOn(s, 'hr01-capital-capture-25')) {
      // RULES §8.1 hr01-capital-capture-25 [S2 "Capital Capture"]: a quarter to the captor, a quarter to the bank, rounded down.
      const quarter = Math.floor((s.pus[from] ?? 0) / 4);
      pusSeized = { from, amount: quarter, toBank: quarter };
      rule += ', hr01-capital-capture-25';
    } else {
      pusSeized = { from, amount: s.pus[from] ?? 0 };
      rule += ', CAP-7';
    }
  }

  // CAP-8: a power that gets its capital back gets back its original land held by its allies.
  const returned: Captured['data']['returned'] = [];
  if (def.capitalOf === to) {
    for (const t of rs.data.territories) {
      const holder = s.owners[t.name];
      if (t.kind === 'land' && t.originalOwner === to && t.name !== territory && holder && holder !== to && friendly(s, to, holder))
        returned.push({ territory: t.name, from: holder, to });
    }
    if (returned.length) rule += ', CAP-8';
  }
  // RULES §8.1 hr01-ports-shelter [S2 "Ports"]: "If an area is captured which had naval units in port, the naval units are
  // destroyed along with any air units who were also defending the port."
  const portDefence = new Set(s.portAttacks?.[territory]?.defenders ?? []);
  const lostInPort = s.units
    .at(territory)
    .filter((u) => (inPort(u) || portDefence.has(u.id)) && !friendly(s, to, u.owner))
    .map((u) => u.id);
  if (lostInPort.length) rule += ', hr01-ports-shelter';
  return {
    type: 'TerritoryCaptured',
    data: {
      territory,
      from,
      to,
      by,
      moveNumber,
      rule,
      facilities,
      removed,
      pusSeized,
      returned,
      ...(lostInPort.length ? { lostInPort } : {}),
    },
  };
}
