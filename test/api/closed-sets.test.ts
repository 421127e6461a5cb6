// Issue 25, "What a frontend still has to guess": closed sets served as strings become enums, and names that
// broke the schema's convention get the conventional name. Where the value a client read would change
// (lowercase ids becoming enum names), the enum is a new field and the old string field is deprecated naming
// it; where the values stay the same strings (PositionProblem.code, OptionApplicability.applies) the field
// itself became the enum. An input keeps accepting what clients send today (DeclareWarInput.declaration).
import 'reflect-metadata';
import { GraphQLEnumType, GraphQLInputObjectType, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { POSITION_PROBLEMS } from '../../src/api/catalogue/position-problems';
import { EVENT_SPECS } from '../../src/api/events/spec';
import { enumName } from '../../src/api/types/id-enums';
import { POSITION_PROBLEM_CODES } from '../../src/rules/positions';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inProcessGame, seatedGame } from '../support/in-process';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const field = (type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name];
const inputField = (type: string, name: string) => (schema.getType(type) as GraphQLInputObjectType).getFields()[name];
const enumValues = (name: string) =>
  (schema.getType(name) as GraphQLEnumType)
    .getValues()
    .map((v) => v.name)
    .sort();

test('each closed set is an enum: the new fields, and the deprecated ones naming their replacement', () => {
  const typed = (type: string, name: string) => String(field(type, name).type);
  expect({
    seatingMode: typed('GameCreatedPayload', 'seatingMode'),
    seedOrigin: typed('GameDice', 'seedOrigin'),
    applies: typed('OptionApplicability', 'applies'),
    rulesetId: typed('OptionApplicability', 'rulesetId'),
    declarationId: String(inputField('DeclareWarInput', 'declarationId').type),
    code: typed('PositionProblem', 'code'),
    actorKind: typed('EventMetadata', 'actorKind'),
    actorPower: typed('EventMetadata', 'actorPower'),
    eventType: typed('GameEvent', 'eventType'),
    power: typed('PowerProfile', 'power'),
  }).toEqual({
    seatingMode: 'Seating!',
    seedOrigin: 'DiceSeedSource!',
    applies: 'Applicability!',
    rulesetId: 'String!',
    declarationId: 'WarDeclaration',
    code: 'PositionProblemCode!',
    actorKind: 'EventActor!',
    actorPower: 'Power',
    eventType: 'EventType!',
    power: 'Power!',
  });
  const deprecations = [
    ['GameCreatedPayload', 'seating', 'seatingMode'],
    ['GameDice', 'seedSource', 'seedOrigin'],
    ['OptionApplicability', 'ruleset', 'rulesetId'],
    ['EventMetadata', 'actor', 'actorKind'],
    ['GameEvent', 'type', 'eventType'],
    ['PowerProfile', 'id', 'power'],
  ].map(([type, name, replacement]) => [`${type}.${name}`, field(type, name).deprecationReason?.startsWith(`Use ${replacement}`)]);
  expect(deprecations).toEqual(deprecations.map(([n]) => [n, true]));
  expect(inputField('DeclareWarInput', 'declaration').deprecationReason).toMatch(/^Use declarationId.*Still accepted\.$/);
});

test('the enums hold their sets: event types, position problem codes, seed sources, actors, applicability, declarations', () => {
  expect(enumValues('EventType')).toEqual(Object.keys(EVENT_SPECS).map(enumName).sort());
  expect(enumValues('PositionProblemCode')).toEqual([...POSITION_PROBLEM_CODES].sort());
  expect(enumValues('DiceSeedSource')).toEqual(['CREATOR', 'SERVER']);
  // OPERATOR: the server's operator (OPERATOR_TOKEN, docs/operations.md), an addition.
  expect(enumValues('EventActor')).toEqual(['ANONYMOUS', 'OPERATOR', 'ORGANIZER', 'SEAT']);
  expect(enumValues('Applicability')).toEqual(['A', 'N', 'Y']);
  // RULES §6: the 2E declarations (Japan's uk-anzac, usa, france, all; the UK/ANZAC unprovoked one; the USA's usa).
  expect(enumValues('WarDeclaration')).toEqual(['ALL', 'FRANCE', 'UK_ANZAC', 'UNPROVOKED', 'USA']);
});

test("PositionProblemCode's descriptions are docs/positions.md's table, row for row", () => {
  const doc = readFileSync(join(__dirname, '../../docs/positions.md'), 'utf8');
  for (const [code, meaning] of Object.entries(POSITION_PROBLEMS)) expect(doc).toContain(`| \`${code}\` | ${meaning} |`);
});

describe('through a game', () => {
  const g = inProcessGame('00000000-0000-4000-8000-0000000025c1');
  let tokens: Record<string, string>;
  const gql = async (source: string, variables: Record<string, unknown> = {}) => {
    const r = await g.gql(source, variables);
    if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
    return r.data as any;
  };
  beforeAll(async () => {
    tokens = (await seatedGame(g, 'closed sets', { rulesetId: 'pacific-1940-2e', diceSeed: 'practice' })).tokens;
  });

  test('GameEvent.eventType, EventMetadata.actorKind/actorPower, GameCreatedPayload.seatingMode and GameDice.seedOrigin', async () => {
    const q = await gql(
      `query($g: String!) { game(id: $g) {
      dice { seedSource seedOrigin }
      events(first: 10) { edges { node { type eventType metadata { actor actorKind actorPower }
        payload { __typename ... on GameCreatedPayload { seating seatingMode } } } } } } }`,
      { g: g.gameId },
    );
    const nodes = q.game.events.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => [n.type, n.eventType])).toEqual(nodes.map((n: any) => [n.type, enumName(n.type)]));
    expect(nodes[0]).toMatchObject({
      eventType: 'GAME_CREATED',
      metadata: { actor: 'anonymous', actorKind: 'ANONYMOUS', actorPower: null },
      payload: { seating: null, seatingMode: 'OPEN' },
    });
    expect(nodes.find((n: any) => n.eventType === 'SEAT_TAKEN').metadata).toEqual({
      actor: 'anonymous',
      actorKind: 'ANONYMOUS',
      actorPower: null,
    });
    // A practice game (scripted dice): the creator's seed.
    expect(q.game.dice).toEqual({ seedSource: 'creator', seedOrigin: 'CREATOR' });
  });

  test('an invitation game: GameCreatedPayload.seatingMode is INVITATION; a server seed is SERVER', async () => {
    const h = inProcessGame('00000000-0000-4000-8000-0000000025c2');
    await h.run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'invited', seating: 'invitation' });
    const q = (
      await h.gql(
        `query($g: String!) { game(id: $g) { dice { seedOrigin } events(first: 1) { edges { node {
        payload { ... on GameCreatedPayload { seating seatingMode } } } } } } }`,
        { g: h.gameId },
      )
    ).data as any;
    expect(q.game.dice.seedOrigin).toBe('SERVER');
    expect(q.game.events.edges[0].node.payload).toEqual({ seating: 'invitation', seatingMode: 'INVITATION' });
  });

  const DECLARE = `mutation($input: DeclareWarInput!) { declareWar(input: $input) {
    __typename ... on CommandAccepted { events { eventType metadata { actorKind actorPower } } } ... on RuleViolation { code rule } } }`;

  test('DeclareWarInput: declarationId with the enum (RULES §6: Japan declares ALL); a seat is the actor', async () => {
    const input = { commandId: 'dw-both', gameId: g.gameId, seatToken: tokens.Japan, against: 'USA' };
    // Both names given must agree.
    const clash = await g.gql(DECLARE, { input: { ...input, declaration: 'usa', declarationId: 'ALL' } });
    expect(clash.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['BAD_USER_INPUT', 'declaration "usa" and declarationId ALL name different declarations.'],
    ]);
    const r = (await gql(DECLARE, { input: { ...input, commandId: 'dw-all', declarationId: 'ALL' } })).declareWar;
    expect(r.__typename).toBe('CommandAccepted');
    expect(r.events.filter((e: any) => e.eventType === 'WAR_DECLARED')).toHaveLength(5);
    expect(r.events[0].metadata).toEqual({ actorKind: 'SEAT', actorPower: 'JAPAN' });
  });

  test('DeclareWarInput: the deprecated string is still accepted (RULES §6: Japan declares war on France alone)', async () => {
    const h = inProcessGame('00000000-0000-4000-8000-0000000025c3');
    const seats = await seatedGame(h, 'declaration string', { rulesetId: 'pacific-1940-2e' });
    const r = await h.gql(DECLARE, {
      input: { commandId: 'dw-s', gameId: h.gameId, seatToken: seats.tokens.Japan, against: 'FRANCE', declaration: 'france' },
    });
    expect((r.data as any).declareWar.__typename).toBe('CommandAccepted');
    expect((r.data as any).declareWar.events.filter((e: any) => e.eventType === 'WAR_DECLARED')).toHaveLength(1);
  });

  test('OptionApplicability.rulesetId and applies, PowerProfile.power', async () => {
    const q = await gql(
      `{ optionalRules { id applies { ruleset rulesetId applies } } ruleset(id: "pacific-2001") { powers { id power } } }`,
    );
    const rail = q.optionalRules.find((o: any) => o.id === 'hr01-rail-movement');
    // RULES §8.1 hr01-rail-movement: "A A Y".
    expect(rail.applies).toEqual([
      { ruleset: 'pacific-1940', rulesetId: 'pacific-1940', applies: 'A' },
      { ruleset: 'pacific-1940-2e', rulesetId: 'pacific-1940-2e', applies: 'A' },
      { ruleset: 'pacific-2001', rulesetId: 'pacific-2001', applies: 'Y' },
    ]);
    expect(q.ruleset.powers.every((p: any) => p.power === p.id)).toBe(true);
    expect(q.ruleset.powers.map((p: any) => p.power)).toEqual(expect.arrayContaining(['JAPAN', 'INDIA', 'AUSTRALIA', 'CHINA', 'USA']));
  });

  test('PositionProblem.code is the PositionProblemCode enum', async () => {
    const r = (await g.gql(
      `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) {
        __typename ... on RuleViolation { code problems { path code } } } }`,
      {
        input: {
          commandId: randomUUID(),
          position: {
            format: 'pacific-position/1',
            ruleset: 'pacific-1940',
            round: 1,
            currentPower: 'Japan',
            phase: 'purchase',
            territories: { Atlantis: {} },
          },
        },
      },
    )) as any;
    expect(r.errors).toBeUndefined();
    expect(r.data.createGameFromPosition).toEqual({
      __typename: 'RuleViolation',
      code: 'INVALID_POSITION',
      problems: [{ path: 'territories["Atlantis"]', code: 'UNKNOWN_TERRITORY' }],
    });
  });
});
