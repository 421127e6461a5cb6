// RULES §8.1 hr01-ports-shelter [S2 "Ports"]: "Enemy air units may still
// attack naval units in port. Any defending air units in an area under port
// attack must commit to defending the units in port or the land area if it
// too is under attack. AA guns also defend naval units in ports."
//
// Planes aimed at a port in Combat Move (MoveUnits `port`) fight its ships in
// a battle of their own, before any land battle there (as a raid comes before
// one, SBR): a land battle of planes against the ships in port, the AA guns
// (which fire at them first, CBT-1) and the defending planes committed to the
// port. It takes no land (no land unit attacks). The defending planes there
// defend the port when the land is not attacked this turn; when it is too,
// the defender commits each to one or the other first (CommitPortDefence,
// a decision). The attacking planes fight nothing else this turn (default).
import { own, type PowerId, type TerritoryName, type RulesetView, type UnitProfile } from '../ruleset';
import { optionOn } from '../rulesets';
import { accept, reject, type Ruling, atWar, type GameState, type Unit } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { inPort } from '../units';
import { Script, type Battles } from './script';
import { principalDefender } from './defender';

const RULE = 'hr01-ports-shelter';

/** The port's battle: a land battle (a ship in port stands on land), marked `port` (it takes no land; its end ends the port attack). */
export const PORT_BATTLE = { kind: 'land', port: true } as const;

/** Only planes attack ships in port (MoveUnits `port`: movement/port-shelter.ts refuses others). */
export const attacksPort = (p: UnitProfile): boolean => p.domain === 'air';

/**
 * Whether a battle is a port attack: in a game with the option, a land battle whose attackers (at least one) are all
 * planes, so that ships in port may be among the defenders. The one predicate of what startPortAttack fights
 * (PORT_BATTLE, planes committed by MoveUnits `port`) that battleOdds reads a battle by (odds-side.ts).
 */
export function isPortAttack(game: { options: readonly string[] }, kind: string, attackers: readonly UnitProfile[]): boolean {
  return optionOn(game, RULE) && kind === PORT_BATTLE.kind && attackers.length > 0 && attackers.every(attacksPort);
}

// `place` may be a client's (FightBattle, CommitPortDefence) before it is known to be a place: own() (issue 29).
/** A port attack still to fight at `place`. */
export const portAttackDue = (s: GameState, place: TerritoryName): boolean => {
  const attack = own(s.portAttacks, place);
  return Boolean(attack && !attack.done);
};

/** Places with a port attack still to fight. */
export const portAttacksDue = (s: GameState): TerritoryName[] => Object.keys(s.portAttacks ?? {}).filter((p) => portAttackDue(s, p));

/** Planes that attacked the port of `place` (they fight nothing else this turn). */
export const portRaiders = (s: GameState, place: TerritoryName): ReadonlySet<string> => new Set(own(s.portAttacks, place)?.units ?? []);

/** Defending planes that fought for the port of `place` (they do not defend the land, and are lost with it). */
export const portDefenders = (s: GameState, place: TerritoryName): ReadonlySet<string> =>
  new Set(own(s.portAttacks, place)?.defenders ?? []);

/** The defender's planes in `place` that may defend it or its port against `power` (not those that scrambled this turn, SCR-4). */
export function portPlanes(s: GameState, rs: RulesetView, power: PowerId, place: TerritoryName): Unit[] {
  return s.units
    .at(place)
    .filter((u) => atWar(s, power, u.owner) && !u.carriedBy && rs.unit(u.type).domain === 'air' && !s.scrambledThisTurn.includes(u.id));
}

/** The defender must first commit its planes: the port and the land are both attacked, and it has planes there. */
export function commitmentDue(s: GameState, rs: RulesetView, place: TerritoryName): boolean {
  const attack = own(s.portAttacks, place);
  return Boolean(attack && !attack.done && !attack.committed && s.battles.includes(place) && portPlanes(s, rs, s.current, place).length);
}

/** Who decides the commitment: the power of most planes there (as casualties are chosen by one side). */
export const committer = (s: GameState, rs: RulesetView, place: TerritoryName): PowerId =>
  principalDefender(s, rs, place, portPlanes(s, rs, s.current, place)) ?? s.current;

/** CommitPortDefence: of the planes there, `units` defend the port and the others the land. */
export function decideCommit(s: GameState, rs: RulesetView, power: PowerId, place: TerritoryName, units: string[]): Ruling {
  if (!commitmentDue(s, rs, place))
    return reject('NO_DECISION_PENDING', 'hr01-ports-shelter', `No planes in ${place} wait to be committed to its port or its land.`);
  const planes = portPlanes(s, rs, s.current, place).map((u) => u.id);
  const wrong = units.find((id) => !planes.includes(id));
  if (wrong || new Set(units).size !== units.length)
    return reject('INVALID_ASSIGNMENT', 'hr01-ports-shelter', `Commit only planes in ${place}, each once: ${planes.join(', ')}.`);
  return accept({
    type: 'PortDefenceCommitted',
    data: { place, power, port: planes.filter((id) => units.includes(id)), land: planes.filter((id) => !units.includes(id)), rule: RULE },
  });
}

/**
 * Who defends the port of `place` against `power`: its ships in port, the AA guns, and the planes committed to it
 * (all of them when the land is not attacked: "must commit to defending the units in port or the land area if it too
 * is under attack").
 */
export function portDefence(s: GameState, rs: RulesetView, power: PowerId, place: TerritoryName): Unit[] {
  const attack = own(s.portAttacks, place);
  const planes = new Set(
    attack?.committed ? (attack.defenders ?? []) : s.battles.includes(place) ? [] : portPlanes(s, rs, power, place).map((u) => u.id),
  );
  return s.units
    .at(place)
    .filter((u) => atWar(s, power, u.owner) && !u.carriedBy && (inPort(u) || rs.unit(u.type).isAA || planes.has(u.id)));
}

export function startPortAttack(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, place: TerritoryName, battles: Battles): Ruling {
  if (commitmentDue(s, rs, place))
    return reject(
      'PORT_DEFENCE_PENDING',
      'hr01-ports-shelter',
      `${committer(s, rs, place)} first commits its planes in ${place} to the port or the land (seed 002 "Ports").`,
    );
  const raiders = portRaiders(s, place);
  const attackers = s.units.at(place).filter((u) => raiders.has(u.id));
  const defenders = portDefence(s, rs, power, place);
  const script = new Script(s, battles.evolve);
  script.push({
    type: 'BattleStarted',
    data: {
      place,
      kind: PORT_BATTLE.kind,
      attacker: power,
      defender: principalDefender(s, rs, place, defenders.filter(inPort)) ?? principalDefender(s, rs, place, defenders) ?? power,
      attackers: attackers.map((u) => u.id),
      defenders: defenders.map((u) => u.id),
      bombarders: [],
      amphibious: [],
      port: PORT_BATTLE.port,
    },
  });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}
