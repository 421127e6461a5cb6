// Starting a battle (FightBattle, CBT; MOV-7): the attacker picks a place, in
// the order the rules allow; the attackers, defenders, bombarding ships and
// scramble candidates are fixed, and the machine runs to the first decision.
import { cannotAttack } from './capital-damage';
import { own, type PowerId, type RulesetView } from '../ruleset';
import { reject, type Refusal, type Ruling, atWar, type GameState } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { isCapturedWithLand, ownerOf } from '../capture';
import { scrambleCandidates } from '../scramble';
import { strandedCargo, inPort, compareIds } from '../units';
import { Script, type Battles } from './script';
import { actingWith } from '../turn';
import { supportingShipsIn } from './amphibious-support';
import { supportsLandings } from './fire-model';
import { portAttackDue, portAttacksDue, portDefenders, portRaiders, startPortAttack } from './port-attack';
import { principalDefender } from './defender';

export function decideFight(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, place: string, battles: Battles): Ruling {
  if (s.phase !== 'conductCombat')
    return reject(
      'WRONG_PHASE',
      'RULES §1.3',
      `Battles are fought in ${rs.phaseName('conductCombat')}; the current phase is ${rs.phaseName(s.phase)}.`,
    );
  if (s.battle) return reject('BATTLE_IN_PROGRESS', 'RULES §4.4', `The battle in ${s.battle.place} is not over.`);
  // KAM-3 / RULES §4.4: kamikaze attacks come before any battle.
  if (s.kamikazeWindow)
    return reject('KAMIKAZE_PENDING', 'KAM-3', `${s.kamikazeWindow.by} decides on kamikaze attacks before any battle is fought.`);
  // SBR: a raid comes before a land battle in the same territory [E].
  // `place` is the client's, not yet known to be a place: own() (issue 29).
  const raid = own(s.raids, place);
  if (raid && !raid.done) return battles.raid.start(s, rs, power, dice, place, battles);
  // RULES §8.1 hr01-ports-shelter: the port's battle comes before a land battle there (its planes' commitment is then known).
  if (portAttackDue(s, place)) return startPortAttack(s, rs, power, dice, place, battles);
  if (!s.battles.includes(place)) return reject('NO_BATTLE_THERE', 'MOV-1', `There is no battle to fight in ${place}.`);
  // MOV-7: a sea battle in the zone an amphibious assault comes from is fought first.
  const seaFirst = s.battles.find((z) => rs.territory(z).kind === 'sea' && landedFrom(s, rs, place).includes(z));
  if (seaFirst) return reject('BATTLE_ORDER', 'MOV-7', `The sea battle in ${seaFirst} comes before the landing in ${place}.`);
  const kind = rs.territory(place).kind;
  // SBR-2: raiders fight nothing else; nor do planes that attacked the port (hr01-ports-shelter).
  const raiders = new Set([...(raid?.units ?? []), ...portRaiders(s, place)]);
  const forPort = portDefenders(s, place);
  // RULES §7, AMBIG-43: in a joint step the acting powers' units attack together, `power` leading (it chooses for them).
  const side = actingWith(s, power);
  // RULES §8.1 hr01-ports-shelter: ships in port fight for neither their territory nor the zone (inPort).
  const attackers = s.units
    .at(place)
    .filter((u) => side.includes(u.owner) && !u.carriedBy && !isCapturedWithLand(rs.unit(u.type)) && !raiders.has(u.id) && !inPort(u));
  // UNIT-8 / MOV-8: allied planes riding a defending carrier defend with it; land cargo never fights.
  const enemies = s.units
    .at(place)
    .filter((u) => atWar(s, power, u.owner) && (!u.carriedBy || rs.unit(u.type).domain === 'air') && !inPort(u));
  // SCR-4: planes that scrambled this turn fight no other battle.
  const scrambledBefore = new Set(s.scrambledThisTurn);
  // RULES §8.2 x2-carrier-fighters: one stranded on land is cargo there and fights no battle (lost if the land falls).
  const defenders = enemies.filter(
    (u) =>
      (!isCapturedWithLand(rs.unit(u.type)) || rs.unit(u.type).isAA) &&
      !scrambledBefore.has(u.id) &&
      !strandedCargo(rs, u) &&
      !forPort.has(u.id),
  );
  const amphibious = attackers.filter((u) => s.movement.get(u.id)?.unloaded).map((u) => u.id);
  const scramblers = kind === 'sea' ? scrambleCandidates(s, rs, place, power) : [];
  // SCR-2: with no defenders in the zone, the battle is the scramblers' (an assault launched from it).
  const defender =
    principalDefender(s, rs, place, defenders) ??
    ownerOf(s, rs, place) ??
    (scramblers.length ? s.units.unit(scramblers[0].unitId).owner : power);
  const script = new Script(s, battles.evolve);
  script.push({
    type: 'BattleStarted',
    data: {
      place,
      kind,
      attacker: power,
      defender,
      attackers: attackers.map((u) => u.id),
      defenders: defenders.map((u) => u.id),
      bombarders: kind === 'land' ? bombarders(s, rs, place, side, amphibious) : [],
      amphibious,
      ...(scramblers.length ? { scramblers: scramblers.map((c) => c.unitId) } : {}),
    },
  });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

/** What stops Conduct Combat ending (EndPhase, engine/hooks.ts). */
export function battlesPendingProblem(s: GameState): Refusal | null {
  // CBT: every battle of the turn is fought before combat ends.
  // RULES §8.1 hr01-ports-shelter: port attacks too.
  const raids = [...Object.keys(s.raids).filter((p) => !s.raids[p].done), ...portAttacksDue(s)];
  if (s.phase === 'conductCombat' && (s.battle || s.battles.length || raids.length))
    return reject(
      'BATTLES_PENDING',
      'RULES §4.4, MOV-1',
      `Fight the battles and raids in ${s.battle?.place ?? [...raids, ...s.battles].join(', ')} first.`,
    );
  return null;
}

/** The sea zones the amphibious attackers of a territory came from. */
export function landedFrom(s: GameState, rs: RulesetView, place: string): string[] {
  return s.units
    .at(place)
    .flatMap((u) => {
      const m = s.movement.get(u.id);
      return m?.unloaded && m.cameFrom ? [m.cameFrom] : [];
    })
    .filter((z) => rs.findTerritory(z)?.kind === 'sea');
}

/**
 * CBT-2: at most one battleship or cruiser of `powers` per land unit unloaded from that zone; none that fought a sea
 * battle there this turn. RULES §8.1 hr01-amphibious-support: its own ship list, and after a sea battle there the
 * ships kept out of it to support the landing (amphibious-support.ts).
 */
export function bombarders(s: GameState, rs: RulesetView, place: string, powers: readonly PowerId[], amphibious: string[]): string[] {
  const perZone = new Map<string, number>();
  for (const id of amphibious) {
    const z = s.movement.get(id)?.cameFrom;
    if (z) perZone.set(z, (perZone.get(z) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const [zone, landed] of perZone) {
    if (s.kamikazeZonesHit?.includes(zone)) continue; // CBT-2: nor from a zone with a kamikaze attack
    const ships = supportingShipsIn(
      s,
      zone,
      s.units
        .at(zone)
        // RULES §8.2 x2-capital-ship-damage: a damaged battleship cannot attack, so it does not bombard either.
        // CBT-2: "fires one die": a ship that bombarded another landing this turn has fired.
        .filter(
          (u) =>
            powers.includes(u.owner) && supportsLandings(s, rs, u.type) && !cannotAttack(s, rs, u) && !s.bombardedThisTurn?.includes(u.id),
        ),
    ).sort((a, b) => rs.unit(b.type).attack - rs.unit(a.type).attack || compareIds(a.id, b.id));
    out.push(...ships.slice(0, landed).map((u) => u.id));
  }
  return out;
}
