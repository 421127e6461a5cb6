// Kamikaze attacks (RULES §4.4 KAM-1, KAM-3, KAM-4; AMBIG-12). Activation
// (KAM-2) is kamikaze/activation.ts: this file only uses `state.kamikazeActive`.
//
// KAM-3: when a power at war with Japan ends its Combat Move, and kamikaze is
// active, Japan has tokens left and that power has surface warships (BB, CV,
// CA, DD) in kamikaze zones, the game waits for Japan (KamikazeWindowOpened):
// no battle is fought and the phase cannot end until Japan answers with
// KamikazeAttack, from its own seat (an empty list declines).
// KAM-4: one die per token, a hit on 1-2; a hit sinks a 1-HP ship or damages
// a battleship or carrier, a second hit (or a hit on a damaged one) sinks it.
// KAM-1: tokens are spent whether they hit or miss. Casualties (and their
// cargo) are removed at once and fight no battle. Zones attacked this turn
// give no bombardment (CBT-2, state.kamikazeZonesHit).
// RULES §6 (2E): only ships attacking Japanese units in the zone, or launching
// a landing from it, may be attacked (switch kamikazeAttackersOnly).
//
// Dice: one DiceRolled per attack, in the order the attacks are listed, one
// die per token.
import { type Command, accept, reject, type Ruling, type EventOf, type GameEvent, atWar, type GameState, type Unit } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { isSurfaceWarship } from '../movement';
import { hitPointsOf } from '../combat';
import type { PowerId, RulesetView } from '../ruleset';
import { actingWith } from '../turn';
import { byUnitId } from '../units';
import { entry, present } from '../ruleset';

/** KAM-4: a kamikaze token hits on this or less. */
export const KAMIKAZE_HITS_ON = 2;

type Attack = Extract<Command, { type: 'KamikazeAttack' }>['attacks'][number];
type Result = EventOf<'KamikazeAttacked'>['data']['attacks'][number]['result'];

/** The powers that hold kamikaze tokens in this ruleset (Japan) [X: playerAttachment]. */
const kamikazePowers = (rs: RulesetView): PowerId[] => (Object.keys(rs.data.kamikazeTokens) as PowerId[]).sort();

/**
 * KAM-3 / AMBIG-12: the ships `by` may attack now: `against`'s surface
 * warships in kamikaze zones (2E: only those attacking `by`'s units there or
 * launching a landing from there), in id order. None while kamikaze is not
 * active (KAM-2) or the two are not at war.
 */
export function kamikazeTargets(s: GameState, rs: RulesetView, by: PowerId, against: PowerId): Unit[] {
  if (!s.kamikazeActive || by === against || !atWar(s, by, against)) return [];
  // RULES §7, AMBIG-43: after a joint combat move, the ships of every power that moved with `against`.
  const movers = actingWith(s, against);
  return s.units
    .all()
    .filter(
      (u) =>
        movers.includes(u.owner) &&
        !u.carriedBy &&
        rs.findTerritory(u.at)?.kamikazeZone === true &&
        isSurfaceWarship(rs.unit(u.type)) &&
        (!rs.switches.kamikazeAttackersOnly || attacksFrom(s, by, against, u.at)),
    )
    .sort(byUnitId);
}

/** RULES §6 (2E): `against` attacks `by`'s units in the zone, or lands units from it this turn. */
function attacksFrom(s: GameState, by: PowerId, against: PowerId, zone: string): boolean {
  const battle = s.battles.includes(zone) && s.units.at(zone).some((u) => u.owner === by);
  if (battle) return true;
  return s.units.all().some((u) => u.owner === against && s.movement.get(u.id)?.unloaded && s.movement.get(u.id)?.cameFrom === zone);
}

/**
 * KAM-3: the event that opens the kamikaze window when `power` ends its Combat
 * Move (appended by EndPhase after PhaseStarted conductCombat), if any.
 */
export function kamikazeWindowEvents(s: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  // A joint step's hook runs for each of its powers (RULES §7): one window covers them all.
  if (!s.kamikazeActive || s.kamikazeWindow) return [];
  for (const by of kamikazePowers(rs)) {
    if ((s.kamikazeTokens[by] ?? 0) <= 0) continue;
    const targets = kamikazeTargets(s, rs, by, power);
    if (targets.length)
      return [
        {
          type: 'KamikazeWindowOpened',
          data: { by, against: power, targets: targets.map((u) => u.id), tokens: s.kamikazeTokens[by] ?? 0, rule: 'KAM-3' },
        },
      ];
  }
  return [];
}

/** KamikazeAttack: Japan's answer while the window is open (any seat may send it; only `by`'s is accepted). */
export function decideKamikazeAttack(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, attacks: Attack[]): Ruling {
  const w = present(s.kamikazeWindow, 'open kamikaze window'); // the engine has checked the window is open for this power
  const targets = new Map(kamikazeTargets(s, rs, w.by, w.against).map((u) => [u.id, u]));
  const named = new Set<string>();
  let total = 0;
  for (const a of attacks) {
    if (!targets.has(a.target))
      return reject(
        'INVALID_KAMIKAZE_TARGET',
        'KAM-3, AMBIG-12',
        `Kamikaze attacks target ${w.against}'s surface warships (battleships, carriers, cruisers, destroyers) in active kamikaze zones: ${[...targets.keys()].join(', ') || 'none'}; "${a.target}" is not one.`,
      );
    if (named.has(a.target))
      return reject('INVALID_KAMIKAZE_TARGET', 'KAM-3', `Ship ${a.target} is named twice: give it several tokens instead.`);
    named.add(a.target);
    if (!Number.isSafeInteger(a.tokens) || a.tokens < 1)
      return reject(
        'INVALID_KAMIKAZE_TOKENS',
        'KAM-1, KAM-4',
        `Each attack spends a whole number of tokens, at least 1 (${a.tokens} for ${a.target}).`,
      );
    total += a.tokens;
  }
  const left = s.kamikazeTokens[w.by] ?? 0;
  if (total > left)
    return reject('INVALID_KAMIKAZE_TOKENS', 'KAM-1', `${w.by} has ${left} kamikaze tokens left; these attacks need ${total}.`);

  const closed: GameEvent = { type: 'KamikazeWindowClosed', data: { by: w.by, against: w.against } };
  if (attacks.length === 0) return accept(closed);
  const roller = diceRoller(s, dice);
  const events: GameEvent[] = [];
  const results: EventOf<'KamikazeAttacked'>['data']['attacks'] = [];
  const sunk: string[] = [];
  for (const a of attacks) {
    const ship = entry(targets, a.target, 'kamikaze target'); // each was checked above (INVALID_KAMIKAZE_TARGET)
    const { values, event } = roller.roll(a.tokens, `kamikaze on ${ship.id}, ${ship.at}`);
    events.push(event);
    const hits = values.filter((v) => v <= KAMIKAZE_HITS_ON).length;
    const hitPoints = hitPointsOf(s, rs, ship.type) - ship.damage;
    const result: Result = hits === 0 ? 'missed' : hits >= hitPoints ? 'sunk' : 'damaged';
    if (result === 'sunk') sunk.push(ship.id);
    results.push({ target: ship.id, type: ship.type, seaZone: ship.at, tokens: a.tokens, hits, result });
  }
  // KAM-4: casualties are removed at once, with whatever they carry.
  const removed = [
    ...sunk,
    ...sunk
      .flatMap((id) => s.units.aboard(id))
      .sort(byUnitId)
      .map((u) => u.id),
  ];
  events.push({
    type: 'KamikazeAttacked',
    data: { by: w.by, against: w.against, attacks: results, removed, tokensLeft: left - total, rule: 'KAM-4' },
  });
  events.push(closed);
  return accept(...events);
}

type KamikazeAttackEvent = EventOf<'KamikazeWindowOpened'> | EventOf<'KamikazeAttacked'> | EventOf<'KamikazeWindowClosed'>;

/** evolve's part for the kamikaze attack events. */
export function applyKamikazeAttack(s: GameState, e: KamikazeAttackEvent): GameState {
  switch (e.type) {
    case 'KamikazeWindowOpened':
      return { ...s, kamikazeWindow: { by: e.data.by, against: e.data.against } };
    case 'KamikazeWindowClosed':
      return { ...s, kamikazeWindow: null };
    case 'KamikazeAttacked': {
      const units = s.units.batch((w) => {
        for (const a of e.data.attacks)
          if (a.result === 'damaged' && w.get(a.target)) w.update(a.target, (u) => ({ ...u, damage: u.damage + a.hits }));
        for (const id of e.data.removed) w.delete(id);
      });
      // A zone whose attacking ships were all sunk has no battle left to fight.
      const sunkAt = new Set(e.data.attacks.filter((a) => a.result === 'sunk').map((a) => a.seaZone));
      const zones = e.data.attacks
        .map((a) => a.seaZone)
        .filter((z, i, all) => all.indexOf(z) === i && !(s.kamikazeZonesHit ?? []).includes(z));
      return {
        ...s,
        units,
        kamikazeTokens: { ...s.kamikazeTokens, [e.data.by]: e.data.tokensLeft },
        kamikazeZonesHit: [...(s.kamikazeZonesHit ?? []), ...zones],
        battles: s.battles.filter((p) => !sunkAt.has(p) || units.at(p).some((u) => u.owner === e.data.against)),
      };
    }
  }
}
