// Deep links: the URL names the game and the moment, so an organizer can send
// "round 4, British combat": /viewer/?game=<id>&event=212, or
// /viewer/?game=<id>&round=4&power=UK&phase=COMBAT_MOVE (the API's Power and Phase
// values, any case). Without a game: the game list, with its filters.
import type { GameStatus } from '../gql/graphql';

export type Moment = { kind: 'end' } | { kind: 'event'; event: number } | { kind: 'phase'; round: number; power?: string; phase?: string };

export type Route =
  { view: 'list'; status?: GameStatus; rulesetId?: string; after?: string } | { view: 'game'; gameId: string; at: Moment; live: boolean };

export function parseRoute(search: string): Route {
  const q = new URLSearchParams(search);
  const gameId = q.get('game');
  if (!gameId) {
    const status = q.get('status')?.toUpperCase() as GameStatus | undefined;
    return { view: 'list', status: status || undefined, rulesetId: q.get('ruleset') || undefined, after: q.get('after') || undefined };
  }
  const live = q.get('live') === '1';
  const event = Number(q.get('event'));
  const round = Number(q.get('round'));
  let at: Moment = { kind: 'end' };
  if (Number.isInteger(event) && event > 0) at = { kind: 'event', event };
  else if (Number.isInteger(round) && round > 0)
    at = { kind: 'phase', round, power: q.get('power')?.toUpperCase() || undefined, phase: q.get('phase')?.toUpperCase() || undefined };
  return { view: 'game', gameId, at, live };
}

export function formatRoute(r: Route): string {
  const q = new URLSearchParams();
  if (r.view === 'list') {
    if (r.status) q.set('status', r.status);
    if (r.rulesetId) q.set('ruleset', r.rulesetId);
    if (r.after) q.set('after', r.after);
  } else {
    q.set('game', r.gameId);
    if (r.at.kind === 'event') q.set('event', String(r.at.event));
    if (r.at.kind === 'phase') {
      q.set('round', String(r.at.round));
      if (r.at.power) q.set('power', r.at.power);
      if (r.at.phase) q.set('phase', r.at.phase);
    }
    if (r.live) q.set('live', '1');
  }
  const s = q.toString();
  return s ? `?${s}` : location.pathname;
}
