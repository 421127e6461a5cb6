// The committed export fixtures (test/fixtures/exports, recorded by
// tools/record-fixture-exports.ts; docs/exports.md): every one loads with this engine,
// its hash chain holds, its events replay through the rules into a state whose status
// and winner are the header's, and it imports into a fresh store, where the game is
// served as the replay left it. Files written by earlier engines stay here, so a
// change that stops an old save from loading fails this test.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { streamOf } from '../../projections/game-states';
import { readExportFile, type LoadedExport } from '../../src/audit/export';
import { importGame, verifyBeforeImport } from '../../src/audit/import';
import { verifyGame } from '../../src/audit/verify';
import { verifyChain } from '../../src/app/event-chain';
import { createServices } from '../../src/app/services';
import { toGameEvent } from '../../src/app/upcast';
import { fold } from '../../src/rules';
import { createMemoryEventStore } from '../../src/store/memory';

const DIR = join(__dirname, '../fixtures/exports');
const FILES = readdirSync(DIR)
  .filter((f) => /\.json(\.gz)?$/.test(f))
  .sort();
const loaded = new Map<string, LoadedExport>(FILES.map((f) => [f, readExportFile(join(DIR, f))]));

const created = (l: LoadedExport) => l.events[0].data as { rulesetId: string; options: string[]; gameId: string };

test('the fixtures cover every ruleset, a finished game of each, options, and export format 1', () => {
  const all = [...loaded.values()];
  const ended = (l: LoadedExport) => fold(l.events.map(toGameEvent))!.status === 'ended';
  for (const rulesetId of ['pacific-1940', 'pacific-1940-2e', 'pacific-2001']) {
    const of = all.filter((l) => created(l).rulesetId === rulesetId);
    expect({ rulesetId, played: of.length > 0, ended: of.some(ended) }).toEqual({ rulesetId, played: true, ended: true });
  }
  expect(all.some((l) => created(l).rulesetId === 'pacific-2001' && created(l).options.some((o) => o.startsWith('hr01-')))).toBe(true);
  expect(all.filter((l) => l.formatVersion === 1).length).toBeGreaterThanOrEqual(1);
  expect(all.filter((l) => l.formatVersion === 2).length).toBeGreaterThanOrEqual(3);
});

describe.each(FILES)('%s', (file) => {
  const l = loaded.get(file)!;

  test('its hash chain holds; every command is recorded on its first event', () => {
    expect(verifyChain(l.events)).toEqual({ valid: true, checked: l.events.length, firstInvalidRevision: null, reason: null });
    expect(verifyBeforeImport(l)).toEqual([]);
    // Each command's events share a commandId; the first of them carries the command as decided.
    const firsts = l.events.filter((e, i) => i === 0 || e.metadata.commandId !== l.events[i - 1].metadata.commandId);
    expect(firsts.every((e) => e.metadata.command !== undefined && e.metadata.engineVersion !== undefined)).toBe(true);
  });

  test('it re-validates: every event re-derived by the rules from its recorded command, every die from the seed (npm run verify)', () => {
    const r = verifyGame(l.events, l.header ? { head: l.header.headHash, events: l.header.eventCount } : {});
    expect({ verdict: r.verdict, findings: r.findings, unchecked: r.unchecked }).toEqual({ verdict: 'valid', findings: [], unchecked: [] });
    expect(r.rules).toMatchObject({ divergence: null, rederived: l.events.length, trusted: 0 });
  });

  test('it replays through the rules into the state its header states', () => {
    const state = fold(l.events.map(toGameEvent))!;
    expect(state.gameId).toBe(l.gameId);
    if (l.header)
      expect({ status: state.status, winner: state.winner, rulesetId: state.rulesetId }).toEqual({
        status: l.header.status,
        winner: l.header.winner,
        rulesetId: l.header.ruleset.id,
      });
    else expect(state.status).toBe('active');
  });

  test('it imports into a fresh store, which serves the game as replayed', async () => {
    const store = createMemoryEventStore();
    expect(await importGame(store, l)).toEqual({ ok: true, gameId: l.gameId, events: l.events.length });
    const stored = await store.readStream(streamOf(l.gameId));
    expect(stored.map((e) => e.metadata.hash)).toEqual(l.events.map((e) => e.metadata.hash));
    const services = createServices(store, 'any secret: reading needs none');
    expect((await services.states.current(l.gameId))!.state).toEqual(fold(l.events.map(toGameEvent)));
    expect(await importGame(store, l)).toEqual({ ok: false, reason: 'exists', gameId: l.gameId, events: l.events.length });
  });
});
