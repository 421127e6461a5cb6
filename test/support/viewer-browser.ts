// Headless Chromium for the replay viewer's tests, benchmark and screenshots: Debian's
// chromium (/usr/bin/chromium) driven by playwright-core, no browser ever downloaded.
// And the two sides of every check: the board the page draws, read from the DOM contract
// (viewer.md: [data-territory][data-owner], .stack[data-count]), and the board the API
// answers for the same moment, in the same shape.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `describe`, or a skipped one that says why when there is no Chromium (apt-get install -y chromium). */
export function describeInChromium(name: string, body: () => void): void {
  if (HAS_CHROMIUM) describe(name, body);
  else {
    console.warn(`Viewer test skipped: ${CHROMIUM} is not installed (apt-get install -y chromium)`);
    describe.skip(`${name} (install ${CHROMIUM} to run)`, () => test('skipped', () => undefined));
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** A board as owners per place and unit counts per "place|owner|type" (zero counts left out). */
export interface DrawnBoard {
  event: number;
  owners: Record<string, string>;
  stacks: Record<string, number>;
}

/** Waits until the map shows the board after event `event`, and a frame has been painted after it. */
export async function waitForBoard(page: Page, event: number, timeout = 10_000): Promise<void> {
  await page.waitForSelector(`svg.map[data-board-event="${event}"]`, { timeout, state: 'attached' });
}

/**
 * Waits for a page just opened to have loaded its game and built its map, with no deadline of its own:
 * how long a page takes to start on a loaded machine (20 s and more at a load of 25 on 2 cores, or with
 * its CPU slowed 15 times) is not what the tests check, and jest's test timeout still bounds it. The
 * waits for boards that follow are then timed from a page that is there.
 */
export async function waitForMap(page: Page): Promise<void> {
  await page.waitForSelector('svg.map', { state: 'attached', timeout: 0 });
}

/** waitForBoard, failing with `how` and the board the map shows instead (or "no map"). */
export async function waitForBoardAs(page: Page, event: number, how: string): Promise<void> {
  await waitForBoard(page, event).catch(async () => {
    const shown = await page
      .locator('svg.map')
      .getAttribute('data-board-event', { timeout: 1000 })
      .catch(() => 'no map');
    throw new Error(`${how}: the map never showed the board after event ${event} (it shows ${shown})`);
  });
}

/** A mark of Game.timeline: where a phase began. */
export interface TimelineMark {
  eventNumber: number;
  round: number;
  power: string;
  phase: string;
}

/** The board the page draws now, as the DOM contract says it. */
export function drawnBoard(page: Page): Promise<DrawnBoard> {
  return page.evaluate(() => {
    // Runs in the page (this project's TypeScript has no DOM types: the page's document is untyped here).
    const document = (globalThis as any).document;
    const map = document.querySelector('svg.map');
    const owners: Record<string, string> = {};
    const stacks: Record<string, number> = {};
    for (const el of document.querySelectorAll('svg.map [data-territory][data-owner]:not(.stack)') as any[]) {
      const name = el.getAttribute('data-territory')!;
      // A place may be drawn by several shapes (islands): they must agree.
      const owner = el.getAttribute('data-owner') ?? '';
      if (name in owners && owners[name] !== owner) owners[name] = `${owners[name]}≠${owner}`;
      else owners[name] = owner;
    }
    for (const el of document.querySelectorAll('.stack') as any[]) {
      const key = `${el.getAttribute('data-territory')}|${el.getAttribute('data-owner')}|${el.getAttribute('data-type')}`;
      const n = Number(el.getAttribute('data-count'));
      if (n) stacks[key] = (stacks[key] ?? 0) + n;
    }
    return { event: Number(map?.getAttribute('data-board-event') ?? -1), owners, stacks };
  });
}

const BOARD = `query($gameId: String!, $atEvent: Int) { board(gameId: $gameId, atEvent: $atEvent) {
  eventNumber round currentPower phase territories { name owner units { type owner count } } } }`;

export interface ApiBoard extends DrawnBoard {
  round: number;
  currentPower: string;
  phase: string;
}

/** board(atEvent) from the API, in the page's shape. */
export async function apiBoard(graphqlUrl: string, gameId: string, atEvent?: number): Promise<ApiBoard> {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: BOARD, variables: { gameId, atEvent } }),
  });
  const body = (await res.json()) as { data?: { board: any }; errors?: unknown };
  if (!body.data?.board) throw new Error(`board(${gameId}, ${atEvent}): ${JSON.stringify(body.errors)}`);
  const b = body.data.board;
  const owners: Record<string, string> = {};
  const stacks: Record<string, number> = {};
  for (const t of b.territories as { name: string; owner: string | null; units: { type: string; owner: string; count: number }[] }[]) {
    owners[t.name] = t.owner ?? '';
    for (const u of t.units)
      if (u.count) stacks[`${t.name}|${u.owner}|${u.type}`] = (stacks[`${t.name}|${u.owner}|${u.type}`] ?? 0) + u.count;
  }
  return { event: b.eventNumber, round: b.round, currentPower: b.currentPower, phase: b.phase, owners, stacks };
}

/** Game.commandEnds: every board a replay can show, in order (the slider's values index it). */
export async function commandEnds(graphqlUrl: string, gameId: string): Promise<number[]> {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query($id: String!) { game(id: $id) { commandEnds } }', variables: { id: gameId } }),
  });
  return ((await res.json()) as { data: { game: { commandEnds: number[] } } }).data.game.commandEnds;
}

/** What differs between two boards (empty when the page draws what the API answers), for a readable failure. */
export function boardDifferences(drawn: DrawnBoard, api: DrawnBoard, max = 12): string[] {
  const out: string[] = [];
  if (drawn.event !== api.event) out.push(`board event: drawn ${drawn.event}, API ${api.event}`);
  for (const name of new Set([...Object.keys(api.owners), ...Object.keys(drawn.owners)]))
    if (!(name in drawn.owners)) out.push(`${name}: not drawn (API owner "${api.owners[name]}")`);
    else if (!(name in api.owners)) out.push(`${name}: drawn, unknown to the API`);
    else if (drawn.owners[name] !== api.owners[name]) out.push(`${name}: owner drawn "${drawn.owners[name]}", API "${api.owners[name]}"`);
  for (const key of new Set([...Object.keys(api.stacks), ...Object.keys(drawn.stacks)]))
    if ((drawn.stacks[key] ?? 0) !== (api.stacks[key] ?? 0))
      out.push(`${key}: drawn ${drawn.stacks[key] ?? 0}, API ${api.stacks[key] ?? 0}`);
  return out.length > max ? [...out.slice(0, max), `... and ${out.length - max} more`] : out;
}
