// Issue 25: what the ruleset data holds is in the API. The units optional rules add (RULES §8), with the
// option that adds each (`optionUnits`) and among `units` when the options are named (`ruleset(id, options:)`);
// and pacific-2001's convoy centres and the 11 convoy-route territories with their sea zones (RULES §7
// "Income"), which a frontend needs to show why a territory pays nothing (income line convoyRouteCut).
import 'reflect-metadata';
import { graphql, type ExecutionResult } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { getDefinition, getRuleset } from '../../src/rules/rulesets';

const services = createServices(createMemoryEventStore(), 'secret');
const run = async (source: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<any>> =>
  graphql({ schema: await buildApiSchema(), source, variableValues: variables, contextValue: { services } });
const data = async (source: string, variables: Record<string, unknown> = {}) => {
  const r = await run(source, variables);
  expect(r.errors).toBeUndefined();
  return r.data!;
};

describe('RULES §8: units optional rules add', () => {
  const OPTION_UNITS = `query($id: String!, $o: [String!]) { ruleset(id: $id, options: $o) {
    units { type cost }
    optionUnits { option unit { type domain cost attack defense movement hitPoints carrierCost isDestroyer }
      limits { power max } dice placement carrierBases { power territory } garrison carrierOnly standsFor fromRound } } }`;

  test('optionUnits lists every one with its option, profile and limits (pacific-1940)', async () => {
    const r = (await data(OPTION_UNITS, { id: 'pacific-1940' })).ruleset;
    expect(r.optionUnits.map((u: any) => [u.option, u.unit.type])).toEqual([
      ['x2-super-battleship', 'SUPER_BATTLESHIP'],
      ['hr01-fortifications', 'FORTIFICATION'],
      ['x2-japanese-fortifications', 'ISLAND_FORTIFICATION'],
      ['x2-carrier-fighters', 'CARRIER_FIGHTER'],
      ['x2-escorts', 'ESCORT'],
    ]);
    const byType = Object.fromEntries(r.optionUnits.map((u: any) => [u.unit.type, u]));
    // x2-super-battleship [S3 §12a]: cost 20, A5/D5 with 2 dice, 3 hits; Japan and the USA, 2 each.
    expect(byType.SUPER_BATTLESHIP).toMatchObject({
      unit: { domain: 'SEA', cost: 20, attack: 5, defense: 5, hitPoints: 3 },
      dice: 2,
      placement: 'FACTORY',
      limits: [
        { power: 'JAPAN', max: 2 },
        { power: 'USA', max: 2 },
      ],
    });
    // hr01-fortifications [S2]: cost 4, defense 3, placed directly, any number (null: no limit).
    expect(byType.FORTIFICATION).toMatchObject({
      unit: { domain: 'LAND', cost: 4, defense: 3, movement: 0 },
      placement: 'DIRECT',
      dice: 1,
    });
    expect(byType.FORTIFICATION.limits.every((l: any) => l.max === null)).toBe(true);
    // x2-japanese-fortifications [S3 §9]: Japan's only, on islands, each manned by one infantry.
    expect(byType.ISLAND_FORTIFICATION).toMatchObject({
      placement: 'ISLAND',
      garrison: 'INFANTRY',
      limits: [{ power: 'JAPAN', max: null }],
    });
    // x2-carrier-fighters [S3 §8]: 8 each for Japan and the USA, onto a carrier next to Japan or the western USA.
    expect(byType.CARRIER_FIGHTER).toMatchObject({
      unit: { domain: 'AIR', cost: 6, movement: 3, carrierCost: 1 },
      placement: 'ON_CARRIER',
      carrierBases: [
        { power: 'JAPAN', territory: 'Japan' },
        { power: 'USA', territory: 'Western United States' },
      ],
      carrierOnly: true,
      standsFor: 'FIGHTER',
    });
    // x2-escorts [S3 §12b]: cost 6, A1/D2, destroyer rules; from Late 1941 (AMBIG-33: round 4).
    expect(byType.ESCORT).toMatchObject({ unit: { cost: 6, attack: 1, defense: 2, isDestroyer: true }, fromRound: 4 });
  });

  test('units lists them only for the options named: a game reads its ruleset with its own options', async () => {
    const plain = (await data(OPTION_UNITS, { id: 'pacific-2001' })).ruleset.units.map((u: any) => u.type);
    expect(plain).not.toContain('FORTIFICATION');
    expect(plain).not.toContain('SUPER_BATTLESHIP');
    const withOptions = (await data(OPTION_UNITS, { id: 'pacific-2001', o: ['hr01-fortifications', 'x2-super-battleship'] })).ruleset.units;
    expect(withOptions.slice(plain.length)).toEqual([
      { type: 'SUPER_BATTLESHIP', cost: 20 },
      { type: 'FORTIFICATION', cost: 4 },
    ]);
  });

  test('an option id that is not in the catalogue is a BAD_USER_INPUT error', async () => {
    const r = await run(OPTION_UNITS, { id: 'pacific-1940', o: ['x2-super-battleships'] });
    expect(r.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['BAD_USER_INPUT', 'Not optional rules (see optionalRules): x2-super-battleships.'],
    ]);
  });
});

describe('RULES §7 "Income": pacific-2001 convoy centres and convoy routes', () => {
  const TERRITORIES = `query($id: String!) { ruleset(id: $id) { territories { name kind production owner convoyCentre convoyRouteSeaZone } } }`;

  test('the 11 convoy-route territories, each with the sea zone its side must hold', async () => {
    const ts = (await data(TERRITORIES, { id: 'pacific-2001' })).ruleset.territories;
    const routes = ts.filter((t: any) => t.convoyRouteSeaZone !== null).map((t: any) => [t.name, t.convoyRouteSeaZone]);
    expect(routes).toEqual([
      ['Borneo', '44 Sea Zone'],
      ['Celebes', '39 Sea Zone'],
      ['French Indo-China', '45 Sea Zone'],
      ['Hawaiian', '9 Sea Zone'],
      ['Java', '43 Sea Zone'],
      ['Korea', '36 Sea Zone'],
      ['Malaya', '46 Sea Zone'],
      ['New Zealand', '13 Sea Zone'],
      ['Philippines', '38 Sea Zone'],
      ['Shantung', '37 Sea Zone'],
      ['Sumatra', '47 Sea Zone'],
    ]);
    // Each route's zone is a sea zone of the board.
    const kinds = new Map(ts.map((t: any) => [t.name, t.kind]));
    expect(routes.map(([, zone]: string[]) => kinds.get(zone))).toEqual(routes.map(() => 'SEA'));
  });

  test('the convoy centres: SZ 3 (USA 10), SZ 6 (USA 5), SZ 15 (Australia 5), SZ 49 (India 3), SZ 52 (India 4)', async () => {
    const ts = (await data(TERRITORIES, { id: 'pacific-2001' })).ruleset.territories;
    const centres = ts.filter((t: any) => t.convoyCentre).map((t: any) => [t.name, t.owner, t.production]);
    expect(centres.sort()).toEqual(
      [
        ['3 Sea Zone', 'USA', 10],
        ['6 Sea Zone', 'USA', 5],
        ['15 Sea Zone', 'AUSTRALIA', 5],
        ['49 Sea Zone', 'INDIA', 3],
        ['52 Sea Zone', 'INDIA', 4],
      ].sort(),
    );
  });

  test.each(['pacific-1940', 'pacific-1940-2e'])('%s has neither', async (id) => {
    const ts = (await data(TERRITORIES, { id })).ruleset.territories;
    expect(ts.length).toBeGreaterThan(100);
    expect(ts.filter((t: any) => t.convoyRouteSeaZone !== null || t.convoyCentre)).toEqual([]);
  });
});

test('each ruleset states the version of its rules, which exports carry (docs/exports.md)', async () => {
  for (const id of ['pacific-1940', 'pacific-1940-2e', 'pacific-2001']) {
    const r = (await data(`query($id: String!) { ruleset(id: $id) { id version sourceHash } }`, { id })).ruleset;
    expect(r).toEqual({ id, version: getDefinition(id).version, sourceHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(r.version).toBeGreaterThanOrEqual(1);
  }
});

// Served through src/api/entries.ts: the rules' tuple and record, one object an entry.
test("connections and ambiguities are served one object per pair and per AMBIG id, as the ruleset's data holds them", async () => {
  const r = (await data(`{ ruleset(id: "pacific-2001") { connections { a b } ambiguities { id choice } } }`)).ruleset;
  const rs = getRuleset('pacific-2001');
  expect(r.connections.map((c: any) => [c.a, c.b])).toEqual(rs.connections);
  expect(r.connections.length).toBeGreaterThan(100);
  expect(r.ambiguities.map((a: any) => a.id)).toEqual(Object.keys(rs.ambiguities));
  expect(r.ambiguities.find((a: any) => a.id === 'AMBIG-44').choice).toMatch(/MOV-5 does not apply/);
});
