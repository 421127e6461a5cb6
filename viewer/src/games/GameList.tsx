// The game list (/viewer/ without ?game): a page of games, newest first, filtered by status
// and ruleset. Filters and page are the URL's (?status=&ruleset=&after=), so a filtered list
// can be linked and the browser's back button pages back. Each game's name is a real link to
// ?game=<id>: it opens in place on a plain click, and in a new tab with a middle click.
import { useEffect, useState } from 'preact/hooks';
import { query } from '../core/api';
import { navigate, route } from '../core/state';
import type { Route } from '../core/url';
import { formatRoute } from '../core/url';
import { ViewerGamesDocument, ViewerRulesetsDocument } from '../gql/graphql';
import type { GameStatus, ViewerGamesQuery, ViewerRulesetsQuery } from '../gql/graphql';
import { ago, fullTime, powerName, statusText } from './format';
import { pageOf, previousOf, rememberNext } from './paging';
import './games.css';

const PAGE_SIZE = 25;
const STATUSES: { value: GameStatus; label: string }[] = [
  { value: 'ACTIVE', label: 'In play' },
  { value: 'ENDED', label: 'Ended' },
];

type ListRoute = Extract<Route, { view: 'list' }>;
type Page = ViewerGamesQuery['games'];
type GameRow = Page['edges'][number]['node'];
type Rulesets = ViewerRulesetsQuery['rulesets'];

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; page: Page };

export function GameList() {
  const r = route.value;
  if (r.view !== 'list') return null;
  return <GameListFor r={r} />;
}

function GameListFor({ r }: { r: ListRoute }) {
  const rulesets = useRulesets();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ac = new AbortController();
    setLoaded({ state: 'loading' });
    query(
      ViewerGamesDocument,
      { first: PAGE_SIZE, after: r.after ?? null, status: r.status ?? null, rulesetId: r.rulesetId ?? null },
      ac.signal,
    )
      .then((d) => setLoaded({ state: 'ok', page: d.games }))
      .catch((e: Error) => {
        if (e.name !== 'AbortError') setLoaded({ state: 'error', message: e.message });
      });
    return () => ac.abort();
  }, [r.status, r.rulesetId, r.after, attempt]);

  // A filter changed: back to the first page of the new list.
  const filter = (change: Partial<ListRoute>) =>
    navigate({ view: 'list', status: r.status, rulesetId: r.rulesetId, ...change, after: undefined });
  const filtered = Boolean(r.status || r.rulesetId);
  const rulesetName = (id: string) => rulesets?.find((x) => x.id === id)?.name ?? id;

  return (
    <main class="games-page">
      <div class="games-head">
        <h1>Games</h1>
        <label>
          Status{' '}
          <select
            id="filter-status"
            value={r.status ?? ''}
            onChange={(e) => filter({ status: (e.currentTarget.value || undefined) as GameStatus | undefined })}
          >
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option value={s.value}>{s.label}</option>
            ))}
          </select>
        </label>
        <label>
          Ruleset{' '}
          <select id="filter-ruleset" value={r.rulesetId ?? ''} onChange={(e) => filter({ rulesetId: e.currentTarget.value || undefined })}>
            <option value="">All</option>
            {r.rulesetId && !rulesets?.some((x) => x.id === r.rulesetId) && <option value={r.rulesetId}>{r.rulesetId}</option>}
            {rulesets?.map((x) => (
              <option value={x.id}>{x.name}</option>
            ))}
          </select>
        </label>
        {loaded.state === 'ok' && (
          <p class="games-count" aria-live="polite">
            {loaded.page.totalCount} {loaded.page.totalCount === 1 ? 'game' : 'games'}
            {filtered ? ' match' : ''}
            <Shown r={r} rows={loaded.page.edges.length} total={loaded.page.totalCount} />
          </p>
        )}
      </div>
      {loaded.state === 'loading' && <p class="games-note">Loading the games…</p>}
      {loaded.state === 'error' && (
        <p class="games-note games-error" role="alert">
          The games could not be read: {loaded.message.replace(/\.$/, '')}.{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
      {loaded.state === 'ok' && loaded.page.edges.length === 0 && <Empty r={r} filtered={filtered} />}
      {loaded.state === 'ok' && loaded.page.edges.length > 0 && (
        <>
          <GamesTable games={loaded.page.edges.map((e) => e.node)} rulesetName={rulesetName} />
          <Pager r={r} page={loaded.page} />
        </>
      )}
    </main>
  );
}

/** Which of them this page shows ("· 26–28"), when the page's number is known. */
function Shown({ r, rows, total }: { r: ListRoute; rows: number; total: number }) {
  const page = pageOf(r);
  if (!page || rows === 0 || rows >= total) return null;
  const first = (page - 1) * PAGE_SIZE + 1;
  return <>, {first === 1 && rows === PAGE_SIZE ? `the newest ${rows}` : `${first}–${first + rows - 1}`} shown</>;
}

function useRulesets(): Rulesets | null {
  const [rulesets, setRulesets] = useState<Rulesets | null>(null);
  useEffect(() => {
    // Without names the filter still offers the ids seen in the URL; the list itself does not need them.
    query(ViewerRulesetsDocument, {})
      .then((d) => setRulesets(d.rulesets))
      .catch(() => setRulesets([]));
  }, []);
  return rulesets;
}

function Empty({ r, filtered }: { r: ListRoute; filtered: boolean }) {
  if (r.after)
    return (
      <p class="games-note">
        This page is empty: the list has changed since it was linked. <a href={formatRoute({ ...r, after: undefined })}>First page</a>
      </p>
    );
  if (filtered)
    return (
      <p class="games-note">
        No game matches these filters.{' '}
        <a href={formatRoute({ view: 'list' })} onClick={inPlace({ view: 'list' })}>
          Show all games
        </a>
      </p>
    );
  return (
    <p class="games-note">
      No game has been played on this server yet. Create one with the API's <code>createGame</code> mutation (see the README), then reload
      this page.
    </p>
  );
}

function GamesTable({ games, rulesetName }: { games: GameRow[]; rulesetName: (id: string) => string }) {
  return (
    <table class="games">
      <caption class="visually-hidden">Games, newest first: open one to replay it</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Ruleset</th>
          <th scope="col">Options</th>
          <th scope="col">Status</th>
          <th scope="col">Round · power · phase</th>
          <th scope="col" class="num">
            Events
          </th>
          <th scope="col" class="num">
            Seats taken
          </th>
          <th scope="col">Last update</th>
        </tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <GameRowView key={g.id} g={g} rulesetName={rulesetName(g.rulesetId)} />
        ))}
      </tbody>
    </table>
  );
}

function GameRowView({ g, rulesetName }: { g: GameRow; rulesetName: string }) {
  const to: Route = { view: 'game', gameId: g.id, at: { kind: 'end' }, live: false };
  const taken = g.players.filter((p) => p.taken).length;
  return (
    <tr>
      <th scope="row">
        <a href={formatRoute(to)} data-game-id={g.id} onClick={inPlace(to)}>
          {g.name || <em>(unnamed)</em>}
        </a>
      </th>
      <td>{rulesetName}</td>
      <td>{g.options.length ? g.options.join(', ') : <span class="muted">none</span>}</td>
      <td>
        <span class={`game-status status-${g.status.toLowerCase()}`}>{statusText(g.status, g.winner, g.result)}</span>
      </td>
      <td>
        {g.status === 'ACTIVE' ? (
          <>
            Round {g.round} · {powerName(g.currentPower)} · {g.phaseName}
          </>
        ) : (
          <>Round {g.round}</>
        )}
      </td>
      <td class="num">{g.eventCount.toLocaleString('en')}</td>
      <td class="num">
        {taken}/{g.players.length}
      </td>
      <td>
        <time dateTime={g.updatedAt} title={fullTime(g.updatedAt)}>
          {ago(g.updatedAt)}
        </time>
      </td>
    </tr>
  );
}

function Pager({ r, page }: { r: ListRoute; page: Page }) {
  const next = page.pageInfo.endCursor;
  const hasNext = page.pageInfo.hasNextPage && next;
  if (!r.after && !hasNext) return null;
  const prevRoute: ListRoute = { ...r, after: previousOf(r) };
  return (
    <nav class="games-pager" aria-label="Pages">
      <button type="button" disabled={!r.after} onClick={() => navigate(prevRoute)}>
        Previous page
      </button>
      <button
        type="button"
        disabled={!hasNext}
        onClick={() => {
          if (!next) return;
          rememberNext(r, next);
          navigate({ ...r, after: next });
        }}
      >
        Next page
      </button>
    </nav>
  );
}

/** A plain click on a link opens it in place (no reload); modified clicks keep the browser's meaning. */
function inPlace(to: Route) {
  return (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
    scrollTo(0, 0);
  };
}
