// The list of games, built from the global event feed only. It catches up
// from its checkpoint on every read, so a game just created is listed.
import type { EventStore, RecordedEvent } from '../src/store/port';
import { gameIdOf } from './game-states';

export interface GameSummary {
  gameId: string;
  name: string;
  rulesetId: string;
  options: string[];
  createdAt: string;
  updatedAt: string;
  round: number;
  currentPower: string;
  phase: string;
  status: 'active' | 'ended';
  /** The winning side once GameEnded (VIC-1..VIC-3), else null. */
  winner: 'Axis' | 'Allies' | null;
  /** VIC-3: the side whose victory condition is pending, the power at whose turn end it first held, and the round. */
  victoryPending: { side: 'Axis' | 'Allies'; power: string; round: number } | null;
  seatsTaken: string[];
  eventCount: number;
  /** Set up from a position document (docs/positions.md), not a standard start. */
  setUp: boolean;
}

export class GameList {
  private readonly games = new Map<string, GameSummary>();
  private checkpoint = 0;
  private catchingUp: Promise<void> | null = null;

  constructor(private readonly store: EventStore) {}

  async list(): Promise<GameSummary[]> {
    await this.catchUp();
    return [...this.games.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.gameId.localeCompare(b.gameId));
  }

  async get(gameId: string): Promise<GameSummary | null> {
    await this.catchUp();
    return this.games.get(gameId) ?? null;
  }

  /** One catch-up at a time; concurrent readers share it. */
  private catchUp(): Promise<void> {
    this.catchingUp ??= this.readNew().finally(() => (this.catchingUp = null));
    return this.catchingUp;
  }

  private async readNew() {
    for (;;) {
      const page = await this.store.readAll({ after: this.checkpoint, limit: 1000 });
      for (const e of page) this.apply(e);
      if (page.length < 1000) return;
    }
  }

  private apply(e: RecordedEvent) {
    this.checkpoint = Math.max(this.checkpoint, e.position);
    const gameId = gameIdOf(e.streamId);
    if (!gameId) return;
    const data = e.data as Record<string, any>;
    if (e.type === 'GameCreated') {
      this.games.set(gameId, {
        gameId,
        name: data.name,
        rulesetId: data.rulesetId,
        options: data.options,
        createdAt: e.metadata.time,
        updatedAt: e.metadata.time,
        round: data.position?.round ?? 1,
        currentPower: data.position?.currentPower ?? data.turnOrder[0],
        phase: data.position?.phase ?? 'purchase',
        status: 'active',
        winner: null,
        victoryPending: data.position?.victoryPending ?? null,
        seatsTaken: [],
        eventCount: 1,
        setUp: data.setUp === true,
      });
      return;
    }
    const g = this.games.get(gameId);
    if (!g) return;
    g.updatedAt = e.metadata.time;
    g.eventCount = e.revision + 1;
    if (e.type === 'SeatTaken') g.seatsTaken = [...g.seatsTaken, data.power];
    if (e.type === 'TurnStarted') Object.assign(g, { round: data.round, currentPower: data.power, phase: 'purchase' });
    if (e.type === 'PhaseStarted') g.phase = data.phase;
    if (e.type === 'VictoryPending') g.victoryPending = { side: data.side, power: data.power, round: data.round };
    if (e.type === 'VictoryPendingCleared') g.victoryPending = null;
    if (e.type === 'GameEnded') Object.assign(g, { status: 'ended', winner: data.winner, victoryPending: null });
  }
}
