// RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: "DD's and
// BB's provide amphibious support shots with ground units at a 1:1 ratio. If
// enemy naval units are blocking an amphibious invasion, the attacker may
// designate some naval units to attack the blocking units. The remaining
// friendly naval units may support the invasion. If the blocking enemy naval
// units are not removed, the invasion forces are returned to their starting
// locations." (1E/2E: cruisers also support; the list replaces CBT-2's.)
//
// Built on the engine's own amphibious assault (MOV-7, CBT-2), changing only
// what the option changes:
// - the ships that support (bombard) are `optionParams.amphibiousSupport.ships`,
//   still at most one per land unit landing from the zone, round 1 (CBT-2);
// - the blockers are the defenders of the sea battle in the zone the landing
//   comes from, fought first (MOV-7). Before it, the attacker designates the
//   ships kept out of it (AmphibiousSupportDesignated, the DesignateSupport
//   decision); only those may support from that zone ("no bombardment by
//   ships that fought a sea battle there", CBT-2, for the others);
// - a landing whose sea battle is not won goes back: the land units return to
//   where they began the turn (InvadersReturned) instead of MOV-7's "back
//   aboard, or lost with their transports".
// ⚠ Defaults where the seed is silent: there is no designation when planes
// scrambled into the zone or a kamikaze attack hit it (CBT-2: no support from
// there anyway), nor when no blocking unit is there; more ships than land units
// landing from the zone may not be kept out (they could not fire); a land unit
// that began the turn at sea goes back aboard a transport that unloaded it
// (lost if none is left, as MOV-7); the transports fight with the designated
// ships (they are in the zone the blockers hold).
import type { PowerId, TerritoryName, RulesetView } from '../ruleset';
import { reject, type Ruling, type GameState, type SeaBattle, type Unit } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { optionOn } from '../rulesets';
import { actingWith } from '../turn';
import { cannotAttack } from './capital-damage';
import { supportsLandings } from './fire-model';
import { alive, Script, type Battles } from './script';

export const AMPHIBIOUS_SUPPORT = 'hr01-amphibious-support';
export const amphibiousSupportOn = (s: Pick<GameState, 'options'>) => optionOn(s, AMPHIBIOUS_SUPPORT);

/** The land units of `side` put ashore this turn from `zone` (into the land around it). */
export function landedFromZone(s: GameState, rs: RulesetView, zone: TerritoryName, side: readonly PowerId[]): Unit[] {
  return rs
    .territory(zone)
    .adjacent.filter((t) => rs.territory(t).kind === 'land')
    .flatMap((t) => s.units.at(t))
    .filter((u) => {
      const m = s.movement.get(u.id);
      return side.includes(u.owner) && m !== undefined && Boolean(m.unloaded) && m.cameFrom === zone;
    });
}

/** The attacking ships in the sea battle that may be kept out of it to support the landings from its zone. */
export function supportCandidates(s: GameState, rs: RulesetView, b: SeaBattle): string[] {
  const side = actingWith(s, b.attacker);
  return alive(s, b.attackers).filter((id) => {
    const u = s.units.unit(id);
    // RULES §8.2 x2-capital-ship-damage: a damaged battleship cannot attack, so it cannot support either.
    return side.includes(u.owner) && supportsLandings(s, rs, u.type) && !cannotAttack(s, rs, u);
  });
}

/** Whether the sea battle waits for the attacker to designate its supporting ships (round 1, before any fire). */
export function designationDue(s: GameState, rs: RulesetView, b: SeaBattle): boolean {
  if (!amphibiousSupportOn(s) || b.supportDesignated || b.round !== 1 || b.rolled) return false;
  // ⚠ Blocking units: the defenders there; none (a scramble declined) or planes scrambled in: nothing to split.
  if (!alive(s, b.defenders).length || Object.keys(b.scrambled ?? {}).length) return false;
  if (s.kamikazeZonesHit?.includes(b.place)) return false; // CBT-2: no support from there
  return landedFromZone(s, rs, b.place, actingWith(s, b.attacker)).length > 0 && supportCandidates(s, rs, b).length > 0;
}

/** The AmphibiousSupportDesignated event for keeping `supporting` out of the sea battle. */
function designation(s: GameState, rs: RulesetView, b: SeaBattle, supporting: string[]) {
  const landed = landedFromZone(s, rs, b.place, actingWith(s, b.attacker));
  const out = new Set(supporting);
  return {
    type: 'AmphibiousSupportDesignated' as const,
    data: {
      place: b.place,
      power: b.attacker,
      landings: [...new Set(landed.map((u) => u.at))].sort(),
      supporting,
      fighting: alive(s, b.attackers).filter((id) => !out.has(id)),
      rule: AMPHIBIOUS_SUPPORT,
    },
  };
}

/** The engine's choice for an attacker with a casualty order: every ship fights the blockers (as without the option). */
export function designateNone(script: Script, rs: RulesetView, b: SeaBattle) {
  script.push(designation(script.s, rs, b, []));
}

export function decideDesignateSupport(s: GameState, rs: RulesetView, dice: Dice, units: string[], battles: Battles): Ruling {
  const b = s.battle as SeaBattle; // the engine has checked the battle waits for this (pending decisions)
  const candidates = supportCandidates(s, rs, b);
  if (new Set(units).size !== units.length || units.some((id) => !candidates.includes(id)))
    return reject(
      'INVALID_SUPPORT',
      'hr01-amphibious-support',
      `Only the attacker's supporting ships in the battle may be kept out of it to support the landing: ${candidates.join(', ')} (seed 002 "Amphibious Operations").`,
    );
  const landed = landedFromZone(s, rs, b.place, actingWith(s, b.attacker)).length;
  if (units.length > landed)
    return reject(
      'TOO_MANY_SUPPORTING_SHIPS',
      'hr01-amphibious-support',
      `Support is 1:1 with the ${landed} land unit(s) landing from ${b.place}: at most ${landed} ship(s) may be kept out of the sea battle (seed 002 "Amphibious Operations").`,
    );
  const script = new Script(s, battles.evolve);
  script.push(designation(s, rs, b, units));
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

/**
 * The ships of `zone` that may support a landing from it: with the option, after a sea battle there, only those
 * designated to stay out of it (alive and still there); without one, all of the supporting types.
 */
export function supportingShipsIn(s: GameState, zone: TerritoryName, ships: readonly Unit[]): Unit[] {
  if (!s.foughtAtSea?.includes(zone)) return [...ships];
  if (!amphibiousSupportOn(s)) return []; // CBT-2: ships that fought a sea battle there do not bombard
  const kept = new Set(s.supportingShips?.[zone] ?? []);
  return ships.filter((u) => kept.has(u.id));
}

/**
 * "The invasion forces are returned to their starting locations": of `landed` (put ashore from the sea battle's zone,
 * which was not won), those that began the turn on land go back there; the rest are left to MOV-7 (back aboard).
 */
export function invadersHome(
  s: GameState,
  rs: RulesetView,
  landed: readonly Unit[],
): { home: { unitId: string; to: string }[]; rest: Unit[] } {
  const home: { unitId: string; to: string }[] = [];
  const rest: Unit[] = [];
  for (const u of landed) {
    const start = s.movement.get(u.id)?.startedAt;
    if (start && rs.findTerritory(start)?.kind === 'land') home.push({ unitId: u.id, to: start });
    else rest.push(u);
  }
  return { home, rest };
}
