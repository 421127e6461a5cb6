// evolve for movement events (MOV, NCM): units move, carry, land or are lost;
// and the log of this phase's moves, for undo (UndoMove, MoveUndone).
import { type EventOf, type GameEvent, battlesStillManned, type GameState, copyState } from '../engine';
import { actingWith } from '../turn';
import { carriedTo, relocated } from '../units';
import type { UnitMovement } from './state';

export function applyMove(s: GameState, { data: d }: EventOf<'UnitsMoved'>): GameState {
  // Copied only by a move that unloads (few do): a replayed move made a copy for nothing (docs/performance.md, "The
  // replay's own garbage"). Never changed in place, so the unchanged record is shared with the state before.
  let unloadedInto = s.unloadedInto;
  const to = d.route[d.route.length - 1];
  const units = s.units.batch((w) => {
    for (const m of d.units) {
      const before = w.unit(m.unitId);
      if (m.unloaded && before.carriedBy) {
        if (unloadedInto === s.unloadedInto) unloadedInto = { ...s.unloadedInto };
        unloadedInto[before.carriedBy] = to;
      }
      w.set(relocated(before, to, m.carriedBy ?? undefined));
    }
    for (const id of d.cargo) w.update(id, (u) => carriedTo(u, to));
  });
  const movement = s.movement.withMutations((moved) => {
    for (const m of d.units) {
      const prev = moved.get(m.unitId);
      const record: UnitMovement = {
        spent: (prev?.spent ?? 0) + m.cost,
        startedAt: prev?.startedAt ?? d.from,
        inCombatMove: (prev?.inCombatMove ?? false) || d.phase === 'combatMove',
        unloaded: (prev?.unloaded ?? false) || m.unloaded,
        cameFrom: d.route.length > 1 ? d.route[d.route.length - 2] : d.from,
      };
      // Last, as the spread of `{ rail: true }` put it; set, not spread: the spread made a second object and a record
      // twice the size, for every unit moved (docs/performance.md, "The replay's own garbage").
      if (d.rail) record.rail = true;
      moved.set(m.unitId, record);
    }
  });
  let battles = d.battle && !s.battles.includes(to) ? [...s.battles, to] : s.battles;
  if (d.scrambleZone && !battles.includes(d.scrambleZone)) battles = [d.scrambleZone, ...battles];
  // Units that were already where a battle is due may leave it; if none of the mover's units are left there, there is no battle.
  battles = battlesStillManned({ units, battles }, actingWith(s, d.power), [d.from]);
  const raids = d.raid
    ? { ...s.raids, [to]: { units: [...(s.raids[to]?.units ?? []), ...d.units.map((m) => m.unitId)], done: false } }
    : s.raids;
  // RULES §8.1 hr01-ports-shelter: planes aimed at the port fight its battle.
  const portAttacks = d.port
    ? {
        ...s.portAttacks,
        [to]: { units: [...(s.portAttacks?.[to]?.units ?? []), ...d.units.map((m) => m.unitId)], done: false },
      }
    : s.portAttacks;
  return copyState(s, { units, movement, unloadedInto, battles, raids, portAttacks });
}

export function applyUndo(s: GameState, e: EventOf<'MoveUndone'>): GameState {
  const record = s.moveLog.find((m) => m.moveNumber === e.data.moveNumber);
  if (!record) throw new Error(`evolve: move ${e.data.moveNumber} is not in this phase's log`);
  return record.before;
}

/** NCM-3: planes with nowhere to land are lost. */
export function applyAircraftLost(s: GameState, e: EventOf<'AircraftLost'>): GameState {
  return { ...s, units: s.units.without(e.data.units.map((u) => u.unitId)) };
}

/** MOV-8: planes that ended the turn on an ally's carrier ride with it. */
export function applyAircraftLanded(s: GameState, e: EventOf<'AircraftLanded'>): GameState {
  const units = s.units.batch((w) => {
    for (const u of e.data.units) w.update(u.unitId, (x) => ({ ...x, carriedBy: u.carrierId }));
  });
  return { ...s, units };
}

/**
 * After every event: the state before each move of the phase is kept, for
 * undo; the events a move caused (its captures, its acts of war, a sub strike
 * on its transports, fortifications its infantry left) belong to it.
 */
export function recordMove(before: GameState, next: Pick<GameState, 'moveLog' | 'version'>, event: GameEvent): GameState['moveLog'] {
  const move = moveNumberOf(event);
  const log = next.moveLog;
  if (move === null) return log;
  const last = log[log.length - 1];
  const startedWar = event.type === 'WarDeclared';
  // MOV-11, x2-patrol-zone: their dice cannot be taken back.
  const rolledDice = event.type === 'TransportsSunk' || event.type === 'PatrolShot';
  return last?.moveNumber === move
    ? [
        ...log.slice(0, -1),
        { ...last, lastVersion: next.version, startedWar: last.startedWar || startedWar, rolledDice: last.rolledDice || rolledDice },
      ]
    : [...log, { moveNumber: move, before, lastVersion: next.version, startedWar, rolledDice }];
}

function moveNumberOf(e: GameEvent): number | null {
  if (e.type === 'UnitsMoved' || e.type === 'TerritoryCaptured' || e.type === 'TransportsSunk' || e.type === 'PatrolShot')
    return e.data.moveNumber || null; // 0: captured in battle
  if (e.type === 'ShipsEnteredPort' || e.type === 'ShipsLeftPort') return e.data.moveNumber; // hr01-ports-shelter: moves too
  if (e.type === 'FortificationsLost') return e.data.moveNumber ?? null; // a move's, undone with it
  if ((e.type === 'WarDeclared' || e.type === 'RelationshipChanged') && e.data.cause.kind === 'actOfWar') return e.data.cause.moveNumber;
  return null;
}
