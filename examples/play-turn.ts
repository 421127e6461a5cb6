// Plays one whole turn of the power to move as a loop of "ask what is pending,
// answer it" (game.pendingDecisions): buy, attack, fight the battle to its end
// (answering every seat's decisions), place and collect. Every answer returns
// the game's next pending decisions, so after the first question each step is
// one request. Used by test/examples.test.ts and the browser page.
import { Client } from './client';
import {
  ChooseCasualtiesDocument,
  CreateGameDocument,
  EndPhaseDocument,
  FightDocument,
  MoveDocument,
  PendingDocument,
  PlaceDocument,
  PressOnDocument,
  PurchaseDocument,
  TakeSeatDocument,
  type AnswerFragment,
  type PendingFragment,
  type PendingQuery,
  type Power,
} from './gql/graphql';

export const SEATS: Power[] = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];

export interface Seated {
  gameId: string;
  tokens: Partial<Record<Power, string>>;
}

const newId = () => crypto.randomUUID();

/** Creates a game and takes every seat (a hot-seat table: one client holds all the tokens). */
/** A game with every seat taken. `diceSeed`: practice dice chosen by the creator (a test's same battle every time); else the server draws them. */
export async function newTable(client: Client, name = 'Example table', diceSeed?: string): Promise<Seated> {
  const created = (await client.send(CreateGameDocument, { commandId: newId(), name, diceSeed: diceSeed ?? null })).createGame;
  if (created.__typename !== 'GameCreated') throw new Error(`createGame: ${created.code} ${created.message}`);
  const tokens: Seated['tokens'] = {};
  for (const power of SEATS) {
    const seat = (await client.send(TakeSeatDocument, { commandId: newId(), gameId: created.game.id, power })).takeSeat;
    if (seat.__typename !== 'SeatGranted') throw new Error(`takeSeat: ${seat.code} ${seat.message}`);
    tokens[power] = seat.seatToken;
  }
  return { gameId: created.game.id, tokens };
}

type Decision = PendingFragment['pendingDecisions'][number];
type Units = NonNullable<PendingQuery['board']>['units'];

/** The game after an answer, or an error naming the refusal. */
function next(answer: AnswerFragment): PendingFragment {
  if (answer.__typename === 'RuleViolation') throw new Error(`refused: ${answer.code} (${answer.rule}) ${answer.message}`);
  return answer.game;
}

export interface TurnLog {
  requests: number;
  summaries: string[];
}

/**
 * Plays the current power's turn: buys infantry, attacks `target` from `from` with every
 * infantry and artillery there, presses on until the battle ends, places what it bought, collects.
 */
export async function playTurn(client: Client, table: Seated, attack: { from: string; target: string }): Promise<TurnLog> {
  const start = client.requests;
  const summaries: string[] = [];
  const seat = (p: Power) => ({ commandId: newId(), gameId: table.gameId, seatToken: table.tokens[p] ?? null });
  const answered = (a: AnswerFragment) => {
    if (a.__typename === 'CommandAccepted') summaries.push(...a.events.map((e) => e.summary));
    return next(a);
  };
  const first = await client.send(PendingDocument, { gameId: table.gameId });
  let game = first.game!;
  const units: Units = first.board!.units;
  const player = game.currentPower;

  for (let step = 0; step < 100; step++) {
    const d: Decision | undefined = game.pendingDecisions.find((x) => x.required);
    if (!d || game.currentPower !== player) break;
    switch (d.kind) {
      case 'PURCHASE': {
        const infantry = d.purchasable!.find((p) => p.unitType === 'INFANTRY')!;
        const count = Math.min(3, Math.floor((d.pus ?? 0) / infantry.cost));
        game = count
          ? answered(
              (await client.send(PurchaseDocument, { input: { ...seat(d.power), units: [{ unitType: 'INFANTRY', count }] } }))
                .purchaseUnits,
            )
          : game;
        game = answered((await client.send(EndPhaseDocument, { input: { ...seat(d.power), phase: 'PURCHASE' } })).endPhase);
        break;
      }
      case 'COMBAT_MOVE': {
        const force = units.filter((u) => u.owner === player && u.at === attack.from && ['INFANTRY', 'ARTILLERY'].includes(u.type));
        game = answered(
          (await client.send(MoveDocument, { input: { ...seat(d.power), units: force.map((u) => u.id), route: [attack.target] } }))
            .moveUnits,
        );
        game = answered((await client.send(EndPhaseDocument, { input: { ...seat(d.power), phase: 'COMBAT_MOVE' } })).endPhase);
        break;
      }
      case 'CONDUCT_COMBAT':
        game = d.places?.length
          ? answered((await client.send(FightDocument, { input: { ...seat(d.power), place: d.places[0] } })).fightBattle)
          : answered((await client.send(EndPhaseDocument, { input: { ...seat(d.power), phase: 'CONDUCT_COMBAT' } })).endPhase);
        break;
      case 'CHOOSE_CASUALTIES': {
        const owed = d.hits!.any + d.hits!.notAir + d.hits!.notSub + d.hits!.airOnly;
        const chosen = d.units!.slice(0, owed);
        game = answered((await client.send(ChooseCasualtiesDocument, { input: { ...seat(d.power), units: chosen } })).chooseCasualties);
        break;
      }
      case 'PRESS_ON_OR_RETREAT':
        game = answered((await client.send(PressOnDocument, { input: seat(d.power) })).pressOn);
        break;
      case 'MOBILIZE': {
        const placements = (d.placements ?? []).map((p) => ({ unitType: p.unitType, count: p.count, territory: p.places[0] }));
        if (placements.length) game = answered((await client.send(PlaceDocument, { input: { ...seat(d.power), placements } })).placeUnits);
        game = answered((await client.send(EndPhaseDocument, { input: { ...seat(d.power), phase: 'MOBILIZE' } })).endPhase);
        break;
      }
      case 'NON_COMBAT_MOVE':
      case 'COLLECT_INCOME':
        game = answered((await client.send(EndPhaseDocument, { input: { ...seat(d.power), phase: game.phase } })).endPhase);
        break;
      default:
        throw new Error(`this example does not answer ${d.kind}`);
    }
  }
  return { requests: client.requests - start, summaries };
}
