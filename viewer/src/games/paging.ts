// The game list pages forward only (the API's cursors are `after` cursors), so "Previous page"
// needs the cursor the previous page was asked with: each page's cursor is remembered with the
// page before it, in sessionStorage so that it survives a reload of a page named in the URL.
// A page whose previous one is unknown (a link from somebody else) goes back to the first page.

const KEY = 'viewer.games.previous';

/** By page: the cursor of the page before it (null: the first page) and its number. */
type Memory = Record<string, { prev: string | null; page: number }>;

function load(): Memory {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Memory;
  } catch {
    return {};
  }
}

function save(m: Memory): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(m));
  } catch {
    // Storage full or refused: paging back still works within this page's history.
  }
}

/** The filters and page a cursor belongs to (the same cursor means another page under other filters). */
export interface ListPlace {
  status?: string;
  rulesetId?: string;
  after?: string;
}

const keyOf = (p: ListPlace) => `${p.status ?? ''}|${p.rulesetId ?? ''}|${p.after ?? ''}`;

/** Remembers that the page at `next` came after the page at `from`. */
export function rememberNext(from: ListPlace, next: string): void {
  const m = load();
  const page = pageOf(from);
  m[keyOf({ ...from, after: next })] = { prev: from.after ?? null, page: page ? page + 1 : 0 };
  save(m);
}

/** The cursor of the page before `at` (undefined: the first page). */
export function previousOf(at: ListPlace): string | undefined {
  return load()[keyOf(at)]?.prev ?? undefined;
}

/** The page's number from 1, or null when it is not known (a linked page reached without paging). */
export function pageOf(at: ListPlace): number | null {
  if (!at.after) return 1;
  return load()[keyOf(at)]?.page || null;
}
