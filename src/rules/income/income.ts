// INC-1..INC-5 and CNV-1..CNV-7: what a power collects at its Collect Income
// phase, line by line, so the event says where every PU came from.
import { type PowerId, type TerritoryDef, type UnitType, type RulesetView, paidInUnits, perRuleset } from '../ruleset';
import { type GameEvent, type IncomeLine, atWar, type GameState } from '../engine';
import { holds } from './conditions';
import { optionOn } from '../rulesets';
import { mayHaveValue, territoryValue } from './territory-value';
import { heldBySide } from '../sea-control';

/** Rolls `count` dice for `purpose` (a dice roller's roll, dice/log.ts). */
export type ConvoyRoll = (count: number, purpose: string) => { values: number[] };

/** RULES §6 "Convoys" (2E): each die of 1-3 adds its pips. */
export const CONVOY_HIT_AT_MOST = 3;

/** CNV-2..CNV-4: the convoy losses of `victim` at its income, one line per disrupted zone; 2E rolls for them (RULES §6). */
export function convoyLosses(
  state: GameState,
  rs: RulesetView,
  victim: PowerId,
  roll?: ConvoyRoll,
): Extract<IncomeLine, { source: 'convoy' }>[] {
  if (rs.switches.convoyImmune.includes(victim)) return []; // CNV-1: China is immune [S0 §China]
  const lines: Extract<IncomeLine, { source: 'convoy' }>[] = [];
  for (const zone of convoyZones(rs)) {
    // No ships there, no loss (the test below would find none): most zones are empty, so this is asked first.
    const here = state.units.at(zone.name);
    if (here.length === 0) continue;
    const victimLand = rs.landNeighbours(zone.name).filter((l) => state.owners[l] === victim);
    if (victimLand.length === 0) continue;
    // CNV-6: only powers at war with the victim disrupt (a declaration, CNV-7, has made them so).
    const counts = new Map<string, { owner: PowerId; type: UnitType; count: number; each: number }>();
    for (const u of here) {
      if (!atWar(state, u.owner, victim)) continue;
      const each = rs.findUnit(u.type)?.convoyDamage ?? 0;
      if (each === 0) continue; // CNV-3: transports and planes do not disrupt
      const key = `${u.owner}|${u.type}`;
      const row = counts.get(key) ?? { owner: u.owner, type: u.type, count: 0, each };
      row.count++;
      counts.set(key, row);
    }
    if (counts.size === 0) continue;
    const ships = [...counts.values()].sort((a, b) => (a.owner + a.type).localeCompare(b.owner + b.type));
    const cap = victimLand.reduce((n, l) => n + territoryValue(state, rs, l), 0); // CNV-4
    const fixed = ships.reduce((n, s) => n + s.count * s.each, 0);
    if (!rs.switches.convoyDice) {
      const loss = Math.min(fixed, cap);
      if (loss > 0) lines.push({ source: 'convoy', seaZone: zone.name, pus: -loss, raw: fixed, cap, ships });
      continue;
    }
    // RULES §6 (2E): `each` is the unit's number of dice; one roll per zone, recorded like every roll.
    if (!roll) throw new Error('convoy dice need a dice roller');
    const { values } = roll(fixed, `convoy disruption, ${victim}, ${zone.name}`);
    const raw = values.filter((v) => v <= CONVOY_HIT_AT_MOST).reduce((n, v) => n + v, 0);
    const loss = Math.min(raw, cap);
    // A zone whose dice all missed still shows its roll (pus 0), so the income says why nothing was lost.
    lines.push({ source: 'convoy', seaZone: zone.name, pus: loss === 0 ? 0 : -loss, raw, cap, ships, dice: values });
  }
  return lines;
}

// The places each income looks at, listed once per ruleset (issue 29: the loops below ran over all 149 places of
// pacific-1940 at every Collect Income, twice, a tenth of an endPhase's rules). The same places in the same order:
// only those the loops would skip are left out.

/** CNV-2: the sea zones with a convoy, in the data's order. */
const convoyZones = perRuleset((rs): readonly TerritoryDef[] => rs.data.territories.filter((t) => t.kind === 'sea' && t.convoyZone));

/** What may pay income, in the data's order: land that may have a value (territory-value.ts), and convoy centres (RULES §7). */
const incomePlaces = perRuleset((rs): readonly TerritoryDef[] =>
  rs.data.territories.filter((t) =>
    t.kind === 'land' ? mayHaveValue(rs, t.name) : t.kind === 'sea' && t.convoyCentre && t.production > 0,
  ),
);

/** The IncomeCollected event of the current power (INC-1). */
export function collectIncome(
  state: GameState,
  rs: RulesetView,
  power: PowerId,
  roll?: ConvoyRoll,
): Extract<GameEvent, { type: 'IncomeCollected' }> {
  const lines: IncomeLine[] = [];
  const paidOnce: string[] = [];
  const capital = rs.findPower(power)?.capital ?? null;
  const before = state.pus[power] ?? 0;
  // INC-2: no capital of its own, no income; China has none and is exempt (INC-3).
  // RULES §8.1 hr01-capital-capture-25 [S2 "Capital Capture"]: the power "may continue to play normally", so it still collects.
  const collectsWithoutCapital = optionOn(state, 'hr01-capital-capture-25');
  if (paidInUnits(rs, power)) {
    lines.push({ source: 'paidInUnits', pus: 0 });
  } else if (capital && !rs.switches.noCapital.includes(power) && state.owners[capital] !== power && !collectsWithoutCapital) {
    lines.push({ source: 'noCapital', capital, pus: 0 });
  } else {
    for (const t of incomePlaces(rs)) {
      // RULES §8.2 x2-enlarged-pacific: the value an option sets, else the data's (asked of the power's own land only).
      const value = t.kind === 'land' && state.owners[t.name] === power ? territoryValue(state, rs, t.name) : 0;
      if (value > 0) {
        // RULES §7: a convoy-route territory produces only while its side holds the attached sea zone.
        if (t.convoyRoute && !heldBySide(state, rs, t.convoyRoute, power))
          lines.push({ source: 'convoyRouteCut', territory: t.name, seaZone: t.convoyRoute, pus: 0 });
        else lines.push({ source: 'territory', territory: t.name, pus: value });
      }
      // RULES §7: a convoy centre pays its holder.
      if (t.kind === 'sea' && t.convoyCentre && t.production > 0 && state.seaHolders[t.name] === power)
        lines.push({ source: 'convoyCentre', seaZone: t.name, pus: t.production });
    }
    lines.push(...convoyLosses(state, rs, power, roll));
    for (const o of rs.data.nationalObjectives) {
      if (o.power !== power) continue;
      if (o.oncePerGame && state.objectivesPaid.includes(o.id)) continue;
      if (!holds(state, o.condition)) continue;
      lines.push({ source: 'objective', objective: o.id, pus: o.pus, description: o.description });
      if (o.oncePerGame) paidOnce.push(o.id);
    }
    lines.push(...advancedProduction(state, rs, power));
    lines.push(...incomeFloor(state, rs, power, lines));
  }
  const amount = Math.max(
    0,
    lines.reduce((n, l) => n + l.pus, 0),
  );
  return {
    type: 'IncomeCollected',
    data: { power, round: state.round, amount, pusAfter: before + amount, lines, objectivesPaidOnce: paidOnce },
  };
}

/**
 * RULES §8.2 x2-advanced-production [S3 §7]: while at war, a power with a
 * bonus collects it too, while it holds the territory it comes from.
 */
function advancedProduction(state: GameState, rs: RulesetView, power: PowerId): IncomeLine[] {
  const bonus = rs.def.optionParams?.advancedProduction?.bonuses.find((b) => b.power === power);
  if (!bonus || !optionOn(state, 'x2-advanced-production')) return [];
  // At war with a power of the other side (the unowned land's power, Mongolia, has none and does not count).
  const side = rs.findPower(power)?.side;
  const atWarWithAnyone = rs.data.powers.some((p) => p.side && p.side !== side && atWar(state, power, p.id));
  if (!atWarWithAnyone || state.owners[bonus.while] !== power) return [];
  return [
    {
      source: 'option',
      option: 'x2-advanced-production',
      pus: bonus.pus,
      description: `Advanced production while at war and holding ${bonus.while} [S3 §7]`,
    },
  ];
}

/** RULES §8.2 x2-enlarged-pacific [S3 §1]: Japan never collects less than 8 while it holds Japan; the line makes up the difference. */
function incomeFloor(state: GameState, rs: RulesetView, power: PowerId, lines: IncomeLine[]): IncomeLine[] {
  const floor = rs.def.optionParams?.enlargedPacific?.floor;
  const capital = rs.findPower(power)?.capital;
  if (!floor || floor.power !== power || !optionOn(state, 'x2-enlarged-pacific') || !capital || state.owners[capital] !== power) return [];
  const sum = lines.reduce((n, l) => n + l.pus, 0);
  if (sum >= floor.pus) return [];
  return [
    {
      source: 'option',
      option: 'x2-enlarged-pacific',
      pus: floor.pus - sum,
      description: `${power} collects at least ${floor.pus} while it holds ${capital} [S3 §1]`,
    },
  ];
}
