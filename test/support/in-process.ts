// A game driven in process, without HTTP: commands through the command
// service (as the API runs them) and queries against the built schema.
import 'reflect-metadata';
import { graphql, type ExecutionResult } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import type { CommandOutcome } from '../../src/app/commands';
import { createServices, type Services } from '../../src/app/services';
import type { Command } from '../../src/rules';
import { createMemoryEventStore } from '../../src/store/memory';

export const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as const;

export interface InProcessGame {
  services: Services;
  gameId: string;
  /** Handles a command (null token: no seat); fails the test if it is refused. */
  run(token: string | null, command: Command | Record<string, unknown>): Promise<Extract<CommandOutcome, { ok: true }>>;
  /** Runs a GraphQL query or mutation against the API schema. */
  gql(source: string, variables?: Record<string, unknown>): Promise<ExecutionResult>;
  /** Ends every phase of the current power's turn with its seat token. */
  endTurn(tokens: Record<string, string>): Promise<Extract<CommandOutcome, { ok: true }>>;
}

export function inProcessGame(gameId: string): InProcessGame {
  const services = createServices(createMemoryEventStore(), 'secret');
  let n = 0;
  return {
    services,
    gameId,
    async run(token, command) {
      const r = await services.commands.handle({ gameId, commandId: `c${++n}`, token, command: command as Command });
      if (!r.ok) throw new Error(`${(command as Command).type}: ${r.violation.code} ${r.violation.message}`);
      return r;
    },
    async gql(source, variables = {}) {
      return graphql({ schema: await buildApiSchema(), source, variableValues: variables, contextValue: { services } });
    },
    async endTurn(tokens) {
      const power = (await services.states.current(gameId))!.state.current;
      let last: Extract<CommandOutcome, { ok: true }> | null = null;
      for (let phase = 0; phase < 6; phase++) last = await this.run(tokens[power], { type: 'EndPhase' });
      return last!;
    },
  };
}

/** Creates a standard game and takes every seat: the organizer token and each power's seat token. */
export async function seatedGame(
  game: InProcessGame,
  name = 'test',
  extra: Record<string, unknown> = {},
): Promise<{ organizer: string; tokens: Record<string, string> }> {
  const organizer = (await game.run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name, ...extra })).token!;
  const tokens: Record<string, string> = {};
  for (const power of POWERS) tokens[power] = (await game.run(null, { type: 'TakeSeat', power })).token!;
  return { organizer, tokens };
}
