// The benchmark's side of a followed game (rows subscribers and processes): a
// pacific-1940 game with every seat taken, a writer ending phase after phase
// over HTTP, and a process of WebSocket followers of the game
// (bench/lib/followers.ts) driven by its line protocol.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { GqlClient } from './http-load';
import { ROOT } from './processes';

const POWERS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];

const END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number } game { currentPower } } ... on RuleViolation { code } } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => Number(process.hrtime.bigint()) / 1e6;

export interface FollowedGame {
  gameId: string;
  tokens: Record<string, string>;
  /** The power to move: the writer sends its seat's endPhase. */
  current: string;
}

/** A command the writer sent: when (process.hrtime ms), how long until its answer, and the numbers of its events. */
export interface Sent {
  sentAt: number;
  ackMs: number;
  events: number[];
}

/** A new pacific-1940 game named `name`, every seat taken. */
export async function followedGame(client: GqlClient, name: string): Promise<FollowedGame> {
  const created = await client.post(
    `mutation($input: CreateGameInput!) { createGame(input: $input) { ... on GameCreated { game { id } } } }`,
    { input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name } },
  );
  const gameId = created.data.createGame.game.id as string;
  const tokens: Record<string, string> = {};
  for (const power of POWERS)
    tokens[power] = (
      await client.post(`mutation($input: TakeSeatInput!) { takeSeat(input: $input) { ... on SeatGranted { seatToken } } }`, {
        input: { commandId: randomUUID(), gameId, power },
      })
    ).data.takeSeat.seatToken;
  return { gameId, tokens, current: 'JAPAN' };
}

/** Ends `commands` phases one after the other, `paceMs` after each answer (one to several events each). */
export async function writer(client: GqlClient, game: FollowedGame, commands: number, paceMs: number): Promise<Sent[]> {
  const out: Sent[] = [];
  for (let i = 0; i < commands; i++) {
    const sentAt = now();
    const r = await client.post(END, { input: { commandId: randomUUID(), gameId: game.gameId, seatToken: game.tokens[game.current] } });
    const ackMs = now() - sentAt;
    const result = r.data?.endPhase;
    if (result?.__typename !== 'CommandAccepted') throw new Error(`endPhase: ${JSON.stringify(r)}`);
    game.current = result.game.currentPower;
    out.push({ sentAt, ackMs, events: result.events.map((e: { number: number }) => e.number) });
    await sleep(paceMs);
  }
  return out;
}

/** A process of `count` followers of the game on `wsUrl`, subscribed after event `after`, and its line protocol. */
export function followers(wsUrl: string, gameId: string, after: number, count: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', join(ROOT, 'bench/lib/followers.ts'), wsUrl, gameId, String(after), String(count)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const expect = async (prefix: string) => {
    const line = await lines.next();
    if (line.done || !line.value.startsWith(prefix)) throw new Error(`followers said ${JSON.stringify(line.value)}, expected ${prefix}`);
    return line.value.slice(prefix.length).trim();
  };
  const say = async (line: string, answer: string) => {
    child.stdin!.write(`${line}\n`);
    return expect(answer);
  };
  return {
    child,
    /** Every follower is connected and subscribed. */
    ready: () => expect('ready'),
    /** Once every follower has event `n`. */
    have: (n: number) => say(`wait ${n}`, 'have'),
    /** Every follower ends its subscription; the connections stay. */
    pause: () => say('pause', 'paused'),
    /** Every follower subscribes again, after event `n`. */
    resume: (n: number) => say(`resume ${n}`, 'resumed'),
    /** When each follower received each event: { [eventNumber]: ms[] }. */
    report: async () => JSON.parse(await say('report', 'report')) as Record<string, number[]>,
    async close() {
      child.stdin!.write('close\n');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** How long after its command was sent each of `count` followers received each event; fails unless every one got every event. */
export function delaysOf(sent: Sent[], received: Record<string, number[]>, count: number): number[] {
  const delays: number[] = [];
  for (const s of sent) for (const n of s.events) for (const t of received[n] ?? []) delays.push(t - s.sentAt);
  const expected = sent.reduce((k, s) => k + s.events.length, 0) * count;
  if (delays.length !== expected) throw new Error(`followers received ${delays.length} of ${expected} events`);
  return delays;
}
