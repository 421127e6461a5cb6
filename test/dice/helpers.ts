// A game with dice, played through the command service, with rolls appended the
// way a rule that rolls will append them (rollDice with the game's own dice).
import { streamOf } from '../../projections/game-states';
import { gameDice } from '../../src/app/dice';
import { eventHash } from '../../src/app/event-chain';
import { createServices, type Services } from '../../src/app/services';
import { diceRoller, EVENT_SCHEMA_VERSION, type GameEvent, type GameState } from '../../src/rules';
import { deterministicEventId } from '../../src/store/event-id';
import { createMemoryEventStore } from '../../src/store/memory';
import type { RecordedEvent } from '../../src/store/port';

export const SECRET = 'dice-test-secret';

export interface DiceGame {
  services: Services;
  gameId: string;
  organizerToken: string;
  tokens: Record<string, string>;
  state(): Promise<GameState>;
  events(): Promise<RecordedEvent[]>;
  /** Rolls with the game's dice and appends the DiceRolled events (hash-chained like any command's). */
  roll(...counts: number[]): Promise<number[][]>;
  /** Appends events as the app would (for the reveal, which needs a game end that no rule makes yet). */
  append(events: GameEvent[], commandId?: string): Promise<void>;
}

let appended = 0;

export async function diceGame(
  opts: {
    gameId?: string;
    create?: Record<string, unknown>;
    seats?: [string, string | undefined][];
  } = {},
): Promise<DiceGame> {
  const services = createServices(createMemoryEventStore(), SECRET);
  const gameId = opts.gameId ?? '00000000-0000-4000-8000-00000000d1ce';
  const run = async (commandId: string, token: string | null, command: any) => {
    const r = await services.commands.handle({ gameId, commandId, token, command });
    if (!r.ok) throw new Error(`${command.type}: ${r.violation.code} ${r.violation.message}`);
    return r;
  };
  const created = await run('create', null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'dice', ...opts.create });
  const tokens: Record<string, string> = {};
  for (const [power, entropy] of opts.seats ?? [
    ['Japan', 'banzai'],
    ['USA', 'liberty'],
    ['China', undefined],
  ])
    tokens[power] = (await run(`seat-${power}`, null, { type: 'TakeSeat', power, ...(entropy === undefined ? {} : { entropy }) })).token!;
  const state = async () => (await services.states.current(gameId))!.state;
  const events = () => services.store.readStream(streamOf(gameId));
  const append = async (news: GameEvent[], commandId = `raw-${++appended}`) => {
    const entry = (await services.states.current(gameId))!;
    const stream = streamOf(gameId);
    let prevHash = entry.lastHash;
    const recorded = news.map((e, i) => {
      const metadata = {
        commandId,
        actor: 'Japan',
        causationId: commandId,
        schemaVersion: EVENT_SCHEMA_VERSION,
        time: new Date(0).toISOString(),
        prevHash,
      };
      const hash = eventHash(e.type, e.data, metadata);
      prevHash = hash;
      return { id: deterministicEventId(`${stream}:${commandId}`, i), type: e.type, data: e.data, metadata: { ...metadata, hash } };
    });
    const result = await services.store.append(stream, recorded, { expectedRevision: entry.revision });
    services.states.apply(gameId, result.events);
  };
  const roll = async (...counts: number[]) => {
    const s = await state();
    const roller = diceRoller(s, gameDice(s, SECRET).dice);
    const values = counts.map((n, i) => roller.roll(n, `test roll ${i + 1}`).values);
    await append(roller.events);
    return values;
  };
  return { services, gameId, organizerToken: created.token!, tokens, state, events, roll, append };
}
