// Issue 25, item 1: every value the core can produce is expressible through the API. For every ruleset
// and every optional rule the catalogue marks implemented for it (RULES §8; rulesets/options.ts), grouped
// so that no group holds two options that conflict and each holds what its options require, a game is
// created through the API and read whole: every field of every pending decision, of the board, of the
// ruleset (with the game's options) and of the events, selected from the schema itself, so a field added
// later is read too. Then, for every unit an option adds (RULES §8.1 hr01-fortifications, §8.2
// x2-super-battleship, x2-japanese-fortifications, x2-carrier-fighters, x2-escorts), a game with that
// option plays its first round through the API: each power buys and places one of each option unit it may
// buy and afford that nobody has bought yet (purchaseUnits, placeUnits where `placements` says), and the
// whole board and the decisions are read again after each power's turn. x2-escorts' escort is only bought
// from round 4 (AMBIG-33), so its game starts from a position in round 4 (createGameFromPosition).
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  graphql,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { enumName } from '../../src/api/types/id-enums';
import { createServices, type Services } from '../../src/app/services';
import { OPTIONAL_RULES, rulesetView } from '../../src/rules';
import { OPTION_UNIT_TYPES } from '../../src/rules/rulesets/ids';
import { RULESET_IDS, type OptionId, type RulesetId } from '../../src/rules/rulesets/options';
import { createMemoryEventStore } from '../../src/store/memory';

jest.setTimeout(300_000);

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

// ---------------------------------------------------------------------------
// Selecting every field of a type from the schema.

/**
 * A selection set of every field of `type`, nested objects and union members included, down to leaves.
 * Fields that need arguments without defaults are left out (none of Board, PendingDecision and Ruleset has
 * one); a type already on the path is not entered again (no cycles); `skip` names fields left out (`Type.field`).
 */
function selectAll(type: GraphQLNamedType, path: string[] = [], skip: readonly string[] = [], alias = false): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    // Union members may have fields of one name and different types: each member's are aliased by its name.
    const members = schema.getPossibleTypes(type);
    return `{ __typename ${members.map((m) => `... on ${m.name} ${selectAll(m, path, skip, true)}`).join(' ')} }`;
  }
  const obj = type as GraphQLObjectType;
  const fields = Object.values(obj.getFields()).filter((f) => {
    if (skip.includes(`${obj.name}.${f.name}`)) return false;
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) return false;
    const named = getNamedType(f.type);
    return isLeafType(named) || !path.includes(named.name);
  });
  const parts = fields.map((f) => {
    const named = getNamedType(f.type);
    const name = alias ? `${obj.name}_${f.name}: ${f.name}` : f.name;
    return isLeafType(named) ? name : `${name} ${selectAll(named, [...path, obj.name], skip)}`;
  });
  return `{ __typename ${parts.join(' ')} }`;
}

const typeOf = (name: string) => schema.getType(name)!;

// ---------------------------------------------------------------------------
// A game driven through the API schema (in process: the same resolvers as the server, without HTTP).

interface ApiGame {
  gameId: string;
  rulesetId: RulesetId;
  options: string[];
  /** Seat token by the rules' power id (several powers of one player share it, pacific-2001). */
  tokens: Map<string, string>;
}

function client() {
  const services: Services = createServices(createMemoryEventStore(), 'secret');
  async function send(source: string, variables: Record<string, unknown> = {}): Promise<any> {
    const r = await graphql({ schema, source, variableValues: variables, contextValue: { services } });
    if (r.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors.slice(0, 5))}`);
    return r.data;
  }
  async function command(name: string, input: Record<string, unknown>): Promise<any> {
    const cap = name[0].toUpperCase() + name.slice(1);
    const answer = `__typename ... on CommandAccepted { game { eventCount } } ... on RuleViolation { code message rule }`;
    const r = (
      await send(`mutation($input: ${cap}Input!) { ${name}(input: $input) { ${answer} } }`, {
        input: { commandId: randomUUID(), ...input },
      })
    )[name];
    if (r.__typename !== 'CommandAccepted') throw new Error(`${name}(${JSON.stringify(input)}): ${JSON.stringify(r)}`);
    return r;
  }
  return { send, command };
}
type Client = ReturnType<typeof client>;

/** Takes every playing power's seat; a power whose player's seat is already held shares its token (pacific-2001). */
async function takeSeats(c: Client, gameId: string, rulesetId: RulesetId): Promise<Map<string, string>> {
  const rs = rulesetView(rulesetId);
  const bySeat = new Map<string, string>();
  const tokens = new Map<string, string>();
  for (const p of rs.data.powers.filter((x) => x.playable)) {
    const seat = rs.playerOf(p.id).seat;
    if (!bySeat.has(seat)) {
      const r = (
        await c.send(
          `mutation($input: TakeSeatInput!) { takeSeat(input: $input) { __typename ... on SeatGranted { seatToken } ... on RuleViolation { code message } } }`,
          { input: { commandId: randomUUID(), gameId, power: enumName(p.id) } },
        )
      ).takeSeat;
      if (r.__typename !== 'SeatGranted') throw new Error(`takeSeat ${p.id}: ${JSON.stringify(r)}`);
      bySeat.set(seat, r.seatToken);
    }
    tokens.set(p.id, bySeat.get(seat)!);
  }
  return tokens;
}

async function createGame(c: Client, rulesetId: RulesetId, options: string[]): Promise<ApiGame> {
  const r = (
    await c.send(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { __typename ... on GameCreated { game { id } } ... on RuleViolation { code message } } }`,
      { input: { commandId: randomUUID(), rulesetId, options, name: `all options ${rulesetId}` } },
    )
  ).createGame;
  if (r.__typename !== 'GameCreated') throw new Error(`createGame ${rulesetId} ${options.join(',')}: ${JSON.stringify(r)}`);
  return { gameId: r.game.id, rulesetId, options, tokens: await takeSeats(c, r.game.id, rulesetId) };
}

/** Reads every field of the board (pending decisions inside it), of game.pendingDecisions, of the ruleset, of the last events and the position; `roundTrip`: creates a game from that position too. */
async function readAll(c: Client, g: ApiGame, roundTrip = false): Promise<any> {
  const query = `query($g: String!, $r: String!, $o: [String!]) {
    game(id: $g) {
      board ${selectAll(typeOf('Board'))}
      pendingDecisions ${selectAll(typeOf('PendingDecision'))}
      events(last: 100) { edges { node ${selectAll(typeOf('GameEvent'))} } }
    }
    ruleset(id: $r, options: $o) ${selectAll(typeOf('Ruleset'))}
    position(gameId: $g)
  }`;
  const data = await c.send(query, { g: g.gameId, r: g.rulesetId, o: g.options });
  expect(data.game.board).not.toBeNull();
  expect(data.ruleset).not.toBeNull();
  // Between turns, the position document of the game is one createGameFromPosition accepts (docs/positions.md), option
  // units and all. (Within a turn it may hold planes still in the air, which a position does not: README "Not yet".)
  if (!roundTrip) return data;
  const again = (
    await c.send(
      `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename ... on RuleViolation { code message problems { path code message } } } }`,
      { input: { commandId: randomUUID(), name: 'position check', position: data.position } },
    )
  ).createGameFromPosition;
  expect(again).toEqual({ __typename: 'GameCreated' });
  return data;
}

// ---------------------------------------------------------------------------
// Grouping the catalogue's options of a ruleset into games.

function implementedFor(rulesetId: RulesetId): OptionId[] {
  return OPTIONAL_RULES.filter((o) => o.implementedIn.includes(rulesetId)).map((o) => o.id);
}

/** Every option with what it requires, transitively. */
function withRequirements(id: OptionId): OptionId[] {
  const o = OPTIONAL_RULES.find((x) => x.id === id)!;
  return [...new Set([...o.requires.flatMap(withRequirements), id])];
}

/** Groups where no two options conflict and every option's requirements are in its group; each option is in one. */
function optionGroups(rulesetId: RulesetId): OptionId[][] {
  const groups: OptionId[][] = [];
  const conflict = (a: OptionId, b: OptionId) =>
    OPTIONAL_RULES.find((x) => x.id === a)!.conflicts.includes(b) || OPTIONAL_RULES.find((x) => x.id === b)!.conflicts.includes(a);
  for (const id of implementedFor(rulesetId)) {
    if (groups.some((g) => g.includes(id))) continue;
    const needed = withRequirements(id);
    const group = groups.find((g) => needed.every((n) => g.every((m) => !conflict(n, m))));
    if (group) group.push(...needed.filter((n) => !group.includes(n)));
    else groups.push(needed);
  }
  return groups;
}

/** The unit types (API enum names) the options of a game add in its ruleset. */
function optionUnitsOf(rulesetId: RulesetId, options: readonly string[]): string[] {
  return (rulesetView(rulesetId).def.optionParams?.units ?? [])
    .filter((u) => options.includes(u.option))
    .map((u) => enumName(u.profile.type));
}

// ---------------------------------------------------------------------------
// Playing a round: buy and place option units, end every other phase.

const PENDING = `query($g: String!) { game(id: $g) { round currentPower phase pendingDecisions {
  kind power required commands pus purchasable { unitType cost } placements { unitType count places } } } }`;

/**
 * Plays from now until `untilRound` begins (or the game ends): each power buys one of each of `wanted`
 * (API names) that it may buy and afford and nobody placed yet, places each where `placements` says first,
 * and ends every other phase. After each power's Mobilize it reads the whole game again. Returns what was placed.
 */
async function playRound(
  c: Client,
  g: ApiGame,
  wanted: string[],
  untilRound: number,
): Promise<{ unitType: string; power: string; at: string }[]> {
  const placedTypes = new Set<string>();
  const placed: { unitType: string; power: string; at: string }[] = [];
  for (let step = 0; step < 400; step++) {
    const game = (await c.send(PENDING, { g: g.gameId })).game;
    if (game.round >= untilRound) return placed;
    const d = game.pendingDecisions.find((x: any) => x.required);
    if (!d) return placed;
    const power = rulesetView(g.rulesetId).data.powers.find((p) => enumName(p.id) === d.power)!.id;
    const seat = { gameId: g.gameId, seatToken: g.tokens.get(power) };
    if (d.kind === 'PURCHASE') {
      let pus: number = d.pus;
      const buy = (d.purchasable as { unitType: string; cost: number }[]).filter(
        (p) => wanted.includes(p.unitType) && !placedTypes.has(p.unitType),
      );
      const units: { unitType: string; count: number }[] = [];
      for (const p of buy)
        if (p.cost <= pus) {
          pus -= p.cost;
          units.push({ unitType: p.unitType, count: 1 });
        }
      if (units.length) await c.command('purchaseUnits', { ...seat, units });
    }
    if (d.kind === 'MOBILIZE' && d.placements?.length) {
      for (const p of d.placements as { unitType: string; count: number; places: string[] }[]) {
        // x2-carrier-fighters: with no own carrier next to the power's carrier base, there is nowhere to place it (the PUs are lost).
        if (!wanted.includes(p.unitType) || !p.places.length) continue;
        placedTypes.add(p.unitType);
        await c.command('placeUnits', { ...seat, placements: [{ unitType: p.unitType, count: p.count, territory: p.places[0] }] });
        placed.push({ unitType: p.unitType, power: d.power, at: p.places[0] });
      }
      await readAll(c, g);
    }
    if (!d.commands.includes('EndPhase')) throw new Error(`a decision this test does not answer: ${JSON.stringify(d)}`);
    await c.command('endPhase', seat);
  }
  throw new Error('the round did not end');
}

// ---------------------------------------------------------------------------

describe.each(RULESET_IDS)('%s', (rulesetId) => {
  const groups = optionGroups(rulesetId);

  test('the groups hold every implemented option, none conflicting and every requirement met (RULES §8)', () => {
    expect([...new Set(groups.flat())].sort()).toEqual(implementedFor(rulesetId).sort());
    for (const g of groups)
      for (const id of g) {
        const o = OPTIONAL_RULES.find((x) => x.id === id)!;
        expect(o.conflicts.filter((x) => g.includes(x))).toEqual([]);
        expect(o.requires.filter((x) => !g.includes(x))).toEqual([]);
      }
  });

  test.each(groups.map((g) => [g.join(' + '), g] as const))(
    'a game with %s: every decision, board, ruleset and event field answers',
    async (_, options) => {
      const c = client();
      const g = await createGame(c, rulesetId, options);
      // RULES §8.1 hr01-pearl-harbor-strike starts the game with Japan's fighters in the air over SZ 9 (moved there this
      // turn, landing in Non-combat Move), which a position document cannot hold (README "Not yet"): no round trip then.
      const all = await readAll(c, g, !options.includes('hr01-pearl-harbor-strike'));
      // RULES §8: the ruleset read with the game's options lists the units they add among its units, and optionUnits lists them all.
      const units = all.ruleset.units.map((u: { type: string }) => u.type);
      expect(units).toEqual(expect.arrayContaining(optionUnitsOf(rulesetId, options)));
      expect(all.ruleset.optionUnits.map((u: { unit: { type: string } }) => u.unit.type).sort()).toEqual(
        optionUnitsOf(rulesetId, implementedFor(rulesetId)).sort(),
      );
      // The first power's purchase lists what it may buy now, option units with their enum names (issue 25: purchasable[19].unitType).
      const purchase = all.game.pendingDecisions.find((d: { kind: string }) => d.kind === 'PURCHASE');
      expect(purchase.purchasable.length).toBeGreaterThan(0);
      // A round with every option of the group on: each power buys and places the option units it may, all read after each Mobilize.
      const placed = await playRound(c, g, optionUnitsOf(rulesetId, options), 2);
      const after = await readAll(c, g, true);
      expect(after.game.board.round).toBe(2);
      for (const p of placed)
        expect(after.game.board.units).toEqual(
          expect.arrayContaining([expect.objectContaining({ type: p.unitType, owner: p.power, at: p.at })]),
        );
    },
  );

  const unitOptions = (rulesetView(rulesetId).def.optionParams?.units ?? []).filter((u) => implementedFor(rulesetId).includes(u.option));

  test.each(unitOptions.map((u) => [u.option, enumName(u.profile.type), u] as const))(
    'with %s, %s is bought and placed through the API in its first round, and the board shows it',
    async (option, unitType, u) => {
      const c = client();
      let g = await createGame(c, rulesetId, [option]);
      const fromRound = u.fromRound ?? 1;
      const placement = u.placement;
      if (fromRound > 1 || placement?.kind === 'onCarrier') {
        // Start a game from this one's position (docs/positions.md) where the unit can be bought and placed: in round
        // `fromRound` (AMBIG-33: escorts from Late 1941), and with an empty own carrier next to each carrier base
        // (x2-carrier-fighters: the standard start has none with room there).
        const doc = (await c.send(`query($g: String!) { position(gameId: $g) }`, { g: g.gameId })).position;
        doc.round = fromRound;
        if (placement?.kind === 'onCarrier')
          for (const [power, base] of Object.entries(placement.at)) {
            const zone = rulesetView(rulesetId).seaNeighbours(base as string)[0];
            doc.territories[zone] ??= {};
            doc.territories[zone].units = [...(doc.territories[zone].units ?? []), { type: 'carrier', owner: power }];
          }
        const created = (
          await c.send(
            `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename ... on GameCreated { game { id } } ... on RuleViolation { code message } } }`,
            { input: { commandId: randomUUID(), name: 'from a position', position: doc } },
          )
        ).createGameFromPosition;
        expect(created).toEqual({ __typename: 'GameCreated', game: { id: expect.any(String) } });
        g = { ...g, gameId: created.game.id, tokens: await takeSeats(c, created.game.id, rulesetId) };
      }
      const placed = await playRound(c, g, [unitType], fromRound + 1);
      expect(placed.map((p) => p.unitType)).toEqual([unitType]);
      const after = await readAll(c, g, true);
      const rulesId = OPTION_UNIT_TYPES.find((t) => enumName(t) === unitType);
      expect(rulesId).toBeDefined();
      // The board lists the unit where it was placed, by its enum name, and the stack of its place counts it.
      const onBoard = after.game.board.units.filter((u: { type: string }) => u.type === unitType);
      expect(onBoard).toHaveLength(1);
      expect(onBoard[0]).toMatchObject({ owner: placed[0].power, at: placed[0].at });
      const where = after.game.board.territories.find((t: { name: string }) => t.name === placed[0].at);
      expect(where.units).toEqual(expect.arrayContaining([expect.objectContaining({ type: unitType, owner: placed[0].power, count: 1 })]));
      // The events name it too: UnitsPurchased and UnitsPlaced with the enum name.
      const types = after.game.events.edges.map((e: { node: { type: string } }) => e.node.type);
      expect(types).toEqual(expect.arrayContaining(['UnitsPurchased', 'UnitsPlaced']));
    },
  );
});
