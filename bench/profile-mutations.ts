// Profile the engine alone under the mutations row's load. Usage: ROOT=worktree npx ts-node -T /tmp/mcpu/profrun.ts [seconds]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const R = './lib/';
// eslint-disable-next-line
const { closedLoop, gqlClient } = require(R + 'http-load');
// eslint-disable-next-line
const { startEngine } = require(R + 'processes');
const CLIENTS = 50;
const POWERS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];
const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { __typename ... on GameCreated { game { id } } } }`;
const SEAT = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) { __typename ... on SeatGranted { seatToken } } }`;
const END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number type } game { round currentPower phase } } ... on RuleViolation { code } } }`;
(async () => {
  const secs = Number(process.argv[2] ?? 8);
  const dir = mkdtempSync(join(tmpdir(), 'mcpu-'));
  const engine = await startEngine(join(dir, 'engine.db'));
  const client = gqlClient(engine.url, CLIENTS + 8);
  const games = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const created = await client.post(CREATE, { input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name: 'bench' } });
      const gameId = created.data.createGame.game.id as string;
      const tokens: Record<string, string> = {};
      for (const power of POWERS)
        tokens[power] = (await client.post(SEAT, { input: { commandId: randomUUID(), gameId, power } })).data.takeSeat.seatToken;
      return { gameId, tokens, current: 'JAPAN' };
    }),
  );
  const load = (w: number, s: number) =>
    closedLoop(CLIENTS, w, s, async (c: number) => {
      const g = games[c];
      const r = await client.post(END, { input: { commandId: randomUUID(), gameId: g.gameId, seatToken: g.tokens[g.current] } });
      const result = r.data?.endPhase;
      if (result?.__typename !== 'CommandAccepted') return false;
      g.current = result.game.currentPower;
      return true;
    });
  await load(1, 0);
  const times = () => {
    const stat = readFileSync(`/proc/${engine.pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(f[11]) * 10, sys: Number(f[12]) * 10 };
  };
  const before = times();
  const r = await load(0, secs);
  const after = times();
  const per = (ms: number) => Math.round((ms * 1000) / r.requests);
  console.log(
    JSON.stringify({
      requests: r.requests,
      perSecond: Math.round(r.perSecond),
      p99: Math.round(r.p99),
      errors: r.errors,
      cpuUsPer: per(after.user + after.sys - before.user - before.sys),
      userUsPer: per(after.user - before.user),
      sysUsPer: per(after.sys - before.sys),
    }),
  );
  client.close();
  await engine.stop();
  rmSync(dir, { recursive: true, force: true });
})();
