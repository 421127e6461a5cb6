// The game record (issue 27 "A readable game record", docs/game-record.md): a random
// 1940 game of several rounds with an organizer's ruling in it, and the 2001 game played
// to its end. Checked against the events themselves and the API's summaries of them:
// the header names the result, the number of events and the last hash; there is one
// section per round, a heading per turn and per phase; every battle is a block whose
// dice are the DiceRolled events' values, in order; every other event's summary is a
// line, in order; the ruling is marked with its reason; the text format has no markup;
// the same events give the same record.
import { summaryOf } from '../../src/api/events/summaries';
import { gameRecord } from '../../src/audit/record';
import { escapeMarkdown } from '../../src/audit/record-doc';
import type { RecordedEvent } from '../../src/store/port';
import { endedGame, randomGame, type Played } from './record-games';

jest.setTimeout(180_000);

let random: Played;
let ended: Played;
beforeAll(async () => {
  random = await randomGame('00000000-0000-4000-8000-00000000ec01', 31, 900);
  ended = await endedGame('00000000-0000-4000-8000-00000000ec02');
});

const lines = (text: string) => text.split('\n').map((l) => l.trim());
const dataOf = (e: RecordedEvent) => e.data as { round?: number; power?: string; values?: number[]; purpose?: string };

/** The indexes of events inside a battle (from its BattleStarted to its BattleEnded). */
function battleEvents(events: readonly RecordedEvent[]): Set<number> {
  const inside = new Set<number>();
  let open = false;
  events.forEach((e, i) => {
    if (e.type === 'BattleStarted') open = true;
    if (open) inside.add(i);
    if (e.type === 'BattleEnded') open = false;
  });
  return inside;
}

/** Finds each of `wanted` in `text` lines in order (a line containing it, after the last one found); the ones missing. */
function missingInOrder(text: string, wanted: readonly string[]): string[] {
  const ls = lines(text);
  const missing: string[] = [];
  let at = 0;
  for (const w of wanted) {
    const i = ls.findIndex((l, k) => k >= at && l.includes(w));
    if (i < 0) missing.push(w);
    else at = i;
  }
  return missing;
}

function checkRecord(p: Played) {
  const { events, summaries } = p;
  const md = gameRecord(events, { format: 'markdown' });
  const text = gameRecord(events, { format: 'text' });

  // Header: the number of events and the last hash, as verify-chain prints them.
  expect(md).toContain(`- Events: ${events.length}\n`);
  expect(md).toContain(`- Head hash: ${events[events.length - 1].metadata.hash}\n`);
  expect(md).toContain(`- Game id: ${p.game.gameId}\n`);

  // One section per round, in order, from round 1 to the last round begun.
  const rounds = [...new Set([1, ...events.filter((e) => e.type === 'TurnStarted').map((e) => dataOf(e).round!)])];
  expect(md.split('\n').filter((l) => l.startsWith('## Round '))).toEqual(rounds.map((r) => `## Round ${r}`));
  // A heading per turn (the turn the game began in has no TurnStarted) and one per phase begun, in order.
  expect(md.split('\n').filter((l) => l.startsWith('### '))).toHaveLength(events.filter((e) => e.type === 'TurnStarted').length + 1);
  const phaseHeadings = events.flatMap((e, i) =>
    e.type === 'PhaseStarted' ? [`#### ${escapeMarkdown(summaries[i].replace(/\.$/, ''))}`] : [],
  );
  const h4 = md.split('\n').filter((l) => l.startsWith('#### '));
  expect(missingInOrder(h4.join('\n'), phaseHeadings)).toEqual([]);

  // Every battle is a block with its dice: the DiceRolled values inside battles, in order, and no dice line else.
  const inside = battleEvents(events);
  const battles = events.filter((e) => e.type === 'BattleStarted');
  expect(battles.length).toBeGreaterThan(0);
  const titles = events.flatMap((e, i) => (e.type === 'BattleStarted' ? [`**${escapeMarkdown(summaries[i])}**`] : []));
  expect(md.split('\n').filter((l) => l.startsWith('**Battle') || l.startsWith('**Port attack') || / raids .*\.\*\*$/.test(l))).toEqual(
    titles,
  );
  const rolled = events.flatMap((e, i) =>
    e.type === 'DiceRolled' && inside.has(i) ? [`Dice for ${dataOf(e).purpose}: ${dataOf(e).values!.join(' ')}`] : [],
  );
  expect(rolled.length).toBeGreaterThan(0);
  expect(lines(text).filter((l) => l.startsWith('Dice for '))).toEqual(rolled);
  // ... and the DiceRolled events themselves are no lines of their own there.
  const diceSummaries = events.flatMap((e, i) => (e.type === 'DiceRolled' && inside.has(i) ? [summaries[i]] : []));
  for (const s of diceSummaries) expect(lines(text)).not.toContain(s);

  // Every other event's summary is a line, in the order of the events.
  const shown = events.flatMap((e, i) =>
    ['TurnStarted', 'PhaseStarted'].includes(e.type) || (e.type === 'DiceRolled' && inside.has(i)) ? [] : [summaries[i]],
  );
  expect(missingInOrder(text, shown)).toEqual([]);

  // The organizer's acts are marked as rulings, with their event number and reason.
  events.forEach((e, i) => {
    if (e.metadata.actor !== 'organizer') return;
    expect(text).toContain(`Ruling (organizer), event ${i + 1}: ${summaries[i]}`);
    expect(md).toContain(`**Ruling (organizer), event ${i + 1}:** ${escapeMarkdown(summaries[i])}`);
  });

  // Plain text: no Markdown markup at all.
  for (const l of text.split('\n')) {
    expect(l).not.toMatch(/^\s*(#{1,6} |[-*+] |\|)/);
    expect(l).not.toMatch(/\*\*|\\[*_#|[\]<>`]/);
  }
  // Markdown: every table row has the table's number of cells; no raw markup character from a summary.
  for (const l of md.split('\n').filter((x) => x.startsWith('|'))) expect(l.split(' | ')).toHaveLength(3);
  // The same events, the same record (no clock).
  expect(gameRecord(events, { format: 'markdown' })).toBe(md);
  return { md, text };
}

test('a random 1940 game of several rounds with a ruling: every round, turn, phase, battle, die and event', () => {
  const { md, text } = checkRecord(random);
  expect(md.startsWith('# Game record: soak 31\n')).toBe(true);
  expect(md).toMatch(/- Result: the game goes on \(round \d+, \w+: .+\)\n/);
  expect(md).toContain('- Ruleset: Pacific 1940 (1st edition) (pacific-1940)\n');
  expect(text).toMatch(/Reason: a ruling: lost PUs restored|a ruling: lost PUs restored/);
  // PUs per power at the end of each round (a table each).
  const rounds = md.split('\n').filter((l) => l.startsWith('## Round ')).length;
  expect(md.split('\n').filter((l) => l === '| Power | PUs | Income collected |')).toHaveLength(rounds);
  expect(rounds).toBeGreaterThan(2);
});

test('the 2001 game to its end: the result, the players, the ruling that set it up, the battle', () => {
  const { md, text } = checkRecord(ended);
  const end = ended.events.find((e) => e.type === 'GameEnded')!;
  // The game's name is the organizer's text: escaped in Markdown, as is in plain text.
  expect(md.startsWith('# Game record: 2001 \\*to\\* the\\_end\n')).toBe(true);
  expect(text.startsWith('Game record: 2001 *to* the_end\n')).toBe(true);
  expect(md).toContain(`- Result: ${summaryOf('GameEnded', end.data)}\n`);
  expect(md).toContain('- Result: The Axis win (AMBIG-32 victory cities, round 1).\n');
  // pacific-2001's players: one seat, and one turn heading, for several powers.
  expect(md).toContain("### India and Australia's turn (Great Britain's seat)\n");
  expect(md).toContain("### China's turn (USA's seat)\n");
  expect(md).toContain("### USA's turn\n");
  expect(md).toContain("  - Great Britain's seat (India, Australia): taken\n");
  expect(md).toContain('Japan at the brink of an honorable victory');
  expect(md).toMatch(/\*\*Battle in Shan State: Japan \(3 units\) against /);
  expect(md).toContain('* Attacker Japan: 3 armour\n');
});

test('an event this engine does not know (a newer engine wrote it) is a line; a ruling that settles the game is its result', () => {
  const last = ended.events[ended.events.length - 1];
  const newer = (type: string, data: unknown): RecordedEvent => ({
    ...last,
    type,
    data,
    revision: last.revision + 1,
    metadata: { ...last.metadata, actor: 'organizer', prevHash: last.metadata.hash, hash: 'f'.repeat(64) },
  });
  const events = [
    ...ended.events,
    newer('TableMoved', { to: 'room 2' }),
    newer('GameVoided', { reason: 'a player left the tournament', round: 3, by: 'organizer' }),
  ];
  const text = gameRecord(events, { format: 'text' });
  expect(text).toContain(`Ruling (organizer), event ${events.length - 1}: TableMoved.`);
  expect(text).toContain(
    `Ruling (organizer), event ${events.length}: The organizer voided the game in round 3: a player left the tournament`,
  );
  expect(text).toContain('Result: The organizer voided the game in round 3: a player left the tournament\n');
  expect(text).toContain(`Head hash: ${'f'.repeat(64)}\n`);
});
