// The viewer's two ways to the server, both on the page's own origin: typed queries over
// HTTP POST /graphql (documents generated from the committed schema, viewer/src/gql) and
// subscriptions over graphql-ws on the same path.
import { createClient, type Client } from 'graphql-ws';
import type { TypedDocumentString } from '../gql/graphql';

export const HTTP_URL = new URL('/graphql', location.href).href;
export const WS_URL = HTTP_URL.replace(/^http/, 'ws');

/** A GraphQL error the server answered (its message and code), thrown by `query`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** One typed query; `signal` cancels it (a newer scrub supersedes an older one). */
export async function query<R, V>(doc: TypedDocumentString<R, V>, variables: V, signal?: AbortSignal): Promise<R> {
  const res = await fetch(HTTP_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: doc.toString(), variables }),
    signal,
  });
  let body: { data?: R; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    body = await res.json();
  } catch {
    throw new ApiError(`the server answered ${res.status} without GraphQL`);
  }
  if (body.errors?.length) throw new ApiError(body.errors[0].message, body.errors[0].extensions?.code);
  if (!body.data) throw new ApiError(`the server answered ${res.status} with no data`);
  return body.data;
}

let ws: Client | undefined;
/** The page's one graphql-ws client (lazy: a finished game's replay never opens a socket). */
export function wsClient(): Client {
  ws ??= createClient({
    url: WS_URL,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // graphql-ws's own wait doubles without a cap: after a long outage the page would stay "reconnecting" for
    // minutes once the server is back. At most ~5 s, with jitter so that many viewers do not return at once.
    retryWait: (retries) => new Promise((ok) => setTimeout(ok, Math.min(500 * 2 ** retries, 5000) + Math.random() * 500)),
  });
  return ws;
}
