// The engine's side of the mutation rows (mutations, peer-boardgameio): one
// game per client, created and seated over GraphQL, then each client ending
// phase after phase with the seat token of the power whose turn it is. Every
// endPhase is a command: the rules decide, events are appended with the hash
// chain, the game list and the answer follow.
import { randomUUID } from 'node:crypto';
import type { GqlClient } from './http-load';

const POWERS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { __typename ... on GameCreated { game { id } } } }`;
const SEAT = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) { __typename ... on SeatGranted { seatToken } } }`;
/** The mutation and selection both mutation rows send (the stack floor answers it too). */
export const END_PHASE = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number type } game { round currentPower phase } } ... on RuleViolation { code } } }`;

export interface EndPhaseGame {
  gameId: string;
  tokens: Record<string, string>;
  current: string;
}

/** `count` new games on the engine, every seat taken. */
export function endPhaseGames(client: GqlClient, count: number): Promise<EndPhaseGame[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const created = await client.post(CREATE, { input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name: 'bench' } });
      const gameId = created.data.createGame.game.id as string;
      const tokens: Record<string, string> = {};
      for (const power of POWERS)
        tokens[power] = (await client.post(SEAT, { input: { commandId: randomUUID(), gameId, power } })).data.takeSeat.seatToken;
      return { gameId, tokens, current: 'JAPAN' };
    }),
  );
}

/** One endPhase in game `g` by the power whose turn it is; true if accepted. */
export async function endPhase(client: GqlClient, g: EndPhaseGame): Promise<boolean> {
  const r = await client.post(END_PHASE, { input: { commandId: randomUUID(), gameId: g.gameId, seatToken: g.tokens[g.current] } });
  const result = r.data?.endPhase;
  if (result?.__typename !== 'CommandAccepted') return false;
  g.current = result.game.currentPower;
  return true;
}
