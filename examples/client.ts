// A small typed GraphQL client: fetch, the typed documents GraphQL Code
// Generator made from the committed schema (examples/gql, `npm run codegen`),
// and a count of requests. No dependency: it runs in Node 20 and in browsers.
import type { TypedDocumentString } from './gql/graphql';

export class GameApiError extends Error {}

export class Client {
  /** Requests sent so far. */
  requests = 0;

  constructor(private readonly url: string) {}

  /** Sends one operation; its variables and result are typed by the document. */
  async send<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult> {
    this.requests++;
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    const body = (await res.json()) as { data?: TResult; errors?: { message: string }[] };
    if (body.errors?.length || !body.data) throw new GameApiError(body.errors?.map((e) => e.message).join('; ') ?? `HTTP ${res.status}`);
    return body.data;
  }
}
