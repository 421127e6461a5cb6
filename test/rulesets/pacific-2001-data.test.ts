// Facts of the committed pacific-2001 data, checked against RULES.md §7 (and
// the AMBIG defaults of §5). Each test names the RULES section or AMBIG id and,
// in brackets, where the fact comes from: [P] pacific.xml, [PN] its notes,
// [S1] seed 001. Numbers RULES does not give were counted from [P]
// independently (a text search of the XML), not read back from the importer.
import { getRuleset } from '../../src/rules/rulesets';
import type { RulesetData, TerritoryDef } from '../../src/rules/ruleset/types';

const p = getRuleset('pacific-2001');
const e1 = getRuleset('pacific-1940');

const sz = (n: number) => `${n} Sea Zone`;
const sorted = (xs: readonly string[] = []) => [...xs].sort();
const byName = new Map(p.territories.map((t) => [t.name, t]));
const terr = (name: string): TerritoryDef => {
  const t = byName.get(name);
  if (!t) throw new Error(`no territory ${name}`);
  return t;
};
const land = p.territories.filter((t) => t.kind === 'land');
const seas = p.territories.filter((t) => t.kind === 'sea');
const unit = (type: string) => {
  const u = p.units.find((x) => x.type === type);
  if (!u) throw new Error(`no unit ${type}`);
  return u;
};
const setupOf = (d: RulesetData, owner: string) => {
  const out: Record<string, number> = {};
  for (const s of d.setup.filter((x) => x.owner === owner)) out[s.type] = (out[s.type] ?? 0) + s.count;
  return out;
};

/** RULES §7 "Income": convoy centres, holder and value. */
const CONVOY_CENTRES: Record<number, [string, number]> = {
  3: ['USA', 10],
  6: ['USA', 5],
  15: ['Australia', 5],
  49: ['India', 3],
  52: ['India', 4],
};
/** RULES §7 "Income": the 11 convoy-route territories and the sea zone each depends on [P: convoyAttached]. */
const CONVOY_ROUTES: Record<string, number> = {
  Hawaiian: 9,
  'New Zealand': 13,
  Celebes: 39,
  Philippines: 38,
  Java: 43,
  Borneo: 44,
  Sumatra: 47,
  Malaya: 46,
  'French Indo-China': 45,
  Shantung: 37,
  Korea: 36,
};
/** Land touching exactly one sea zone and no land, as for 1940 (RULES §3's definition) [P: connection]. */
const ISLANDS = [
  'Aleutian',
  'Bonin',
  'Borneo',
  'Caroline',
  'Celebes',
  'Fiji',
  'Formosa',
  'Gilbert',
  'Guam',
  'Hainan',
  'Hawaiian',
  'Japan',
  'Java',
  'Johnston',
  'Line',
  'Mariana',
  'Marshall',
  'Midway',
  'New Britain',
  'New Hebrides',
  'New Zealand',
  'Palau',
  'Philippines',
  'Ryukyu',
  'Samoa',
  'Solomon',
  'Sumatra',
  'Wake',
];

describe('pacific-2001 map — RULES §7 "Map"', () => {
  test('RULES §7: 116 territories, 62 land and 54 sea zones named "1 Sea Zone" … "54 Sea Zone"; names unique and sorted [P: map]', () => {
    expect(p.territories).toHaveLength(116);
    expect(land).toHaveLength(62);
    expect(sorted(seas.map((t) => t.name))).toEqual(sorted(Array.from({ length: 54 }, (_, i) => sz(i + 1))));
    const names = p.territories.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(116);
  });

  test('RULES §7: 244 connections (58 land–land, 57 land–sea, 129 sea–sea), each once, a < b; adjacency is exactly the connections [P: connection]', () => {
    expect(p.connections).toHaveLength(244);
    const kinds = { landLand: 0, landSea: 0, seaSea: 0 };
    for (const [a, b] of p.connections) {
      expect(a < b).toBe(true);
      const [ka, kb] = [terr(a).kind, terr(b).kind];
      if (ka === 'land' && kb === 'land') kinds.landLand++;
      else if (ka === 'sea' && kb === 'sea') kinds.seaSea++;
      else kinds.landSea++;
      expect(terr(a).adjacent).toContain(b);
      expect(terr(b).adjacent).toContain(a);
    }
    expect(kinds).toEqual({ landLand: 58, landSea: 57, seaSea: 129 });
    expect(p.territories.reduce((n, t) => n + t.adjacent.length, 0)).toBe(2 * 244);
  });

  test('RULES §7: its own names — United States is one territory worth 55; Canada, Bonin, Ryukyu, Hong Kong, Papua, Shansi exist; no Western United States [P]', () => {
    expect(terr('United States')).toMatchObject({ kind: 'land', production: 55, owner: 'USA' });
    for (const n of ['Canada', 'Bonin', 'Ryukyu', 'Hong Kong', 'Papua', 'Shansi']) expect(terr(n).kind).toBe('land');
    expect(byName.has('Western United States')).toBe(false);
  });

  test('RULES §7: Soviet Union and Himalayas are unowned and impassable, and the only impassable land ("neutrals are impassable") [P: Neutrals Are Impassable]', () => {
    expect(sorted(p.territories.filter((t) => t.impassable).map((t) => t.name))).toEqual(['Himalayas', 'Soviet Union']);
    expect(
      land
        .filter((t) => t.owner === null)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Himalayas', 'Soviet Union']);
    for (const n of ['Himalayas', 'Soviet Union'])
      expect(terr(n)).toMatchObject({ production: 0, island: false, soviet: false, mongolian: false });
  });

  test('RULES §7: victory cities Japan, India, New South Wales; capitals those three, United States and Szechwan (China) [P: victoryCity, capital]', () => {
    expect(sorted(p.territories.filter((t) => t.victoryCity).map((t) => t.name))).toEqual(['India', 'Japan', 'New South Wales']);
    expect(sorted(p.territories.filter((t) => t.capitalOf).map((t) => `${t.name}>${t.capitalOf}`))).toEqual(
      sorted(['Japan>Japan', 'India>India', 'New South Wales>Australia', 'United States>USA', 'Szechwan>China']),
    );
  });

  test('the 28 islands, computed as for 1940: land touching exactly one sea zone and no land [P: connection]', () => {
    expect(sorted(land.filter((t) => t.island).map((t) => t.name))).toEqual(sorted(ISLANDS));
    for (const t of land) {
      const adj = t.adjacent.map(terr);
      const isIsland = !t.impassable && adj.filter((n) => n.kind === 'sea').length === 1 && adj.every((n) => n.kind === 'sea');
      expect({ name: t.name, island: t.island }).toEqual({ name: t.name, island: isIsland });
    }
  });

  test('RULES §7 "Kamikaze": kamikaze zones SZ 23, 24, 25, 35, 36, 37; Japan has 6 tokens [P: kamikazeZone, SuicideAttackTokens]', () => {
    expect(sorted(p.territories.filter((t) => t.kamikazeZone).map((t) => t.name))).toEqual(sorted([23, 24, 25, 35, 36, 37].map(sz)));
    expect(p.kamikazeTokens).toEqual({ Japan: 6 });
  });

  test('RULES §7: no 1940 China area, factory bans, blockade zones or national objectives in 2001 [P]', () => {
    expect(p.territories.filter((t) => t.chineseArea || t.factoryBanned || t.convoyZone || t.soviet || t.mongolian)).toEqual([]);
    expect(p.nationalObjectives).toEqual([]);
  });

  test('original owners: Shantung, Manchuria and Korea are Chinese-original, held by Japan [P: originalOwner]', () => {
    expect(sorted(land.filter((t) => t.originalOwner !== t.owner).map((t) => `${t.name}:${t.owner}/${t.originalOwner}`))).toEqual([
      'Korea:Japan/China',
      'Manchuria:Japan/China',
      'Shantung:Japan/China',
    ]);
  });
});

describe('pacific-2001 income — RULES §7 "Income" and "Starting PUs"', () => {
  test('RULES §7: convoy centres SZ 3 (USA 10), SZ 6 (USA 5), SZ 15 (Australia 5), SZ 49 (India 3), SZ 52 (India 4) are valued sea zones held by their owner [P]', () => {
    const centres = seas.filter((t) => t.convoyCentre);
    expect(Object.fromEntries(centres.map((t) => [t.name, [t.owner, t.production]]))).toEqual(
      Object.fromEntries(Object.entries(CONVOY_CENTRES).map(([n, v]) => [sz(Number(n)), v])),
    );
    expect(seas.filter((t) => t.production > 0 && !t.convoyCentre)).toEqual([]);
    expect(land.filter((t) => t.convoyCentre !== undefined)).toEqual([]);
  });

  test("RULES §7: the 11 convoy-route territories and the adjacent sea zone each depends on, held at the start by the land's owner [P: convoyRoute]", () => {
    const routes = Object.fromEntries(land.filter((t) => t.convoyRoute).map((t) => [t.name, t.convoyRoute]));
    expect(routes).toEqual(Object.fromEntries(Object.entries(CONVOY_ROUTES).map(([n, z]) => [n, sz(z)])));
    for (const [name, zone] of Object.entries(routes)) {
      expect(terr(name).adjacent).toContain(zone);
      expect({ zone, holder: terr(zone!).owner }).toEqual({ zone, holder: terr(name).owner });
    }
  });

  test('sea zones with an owner are exactly the convoy centres and convoy-route zones (the kamikaze-only zones have none) [P: ownerInitialize]', () => {
    const held = seas.filter((t) => t.owner !== null).map((t) => t.name);
    expect(sorted(held)).toEqual(
      sorted([...Object.keys(CONVOY_CENTRES).map((n) => sz(Number(n))), ...Object.values(CONVOY_ROUTES).map(sz)]),
    );
    for (const n of [23, 24, 25, 35]) expect(terr(sz(n)).owner).toBeNull();
  });

  test('RULES §7: starting PUs Japan 19, India 22, Australia 25, USA 75, China 0 — the start income, convoy centres included [P: resourceInitialize]', () => {
    const start = Object.fromEntries(p.powers.map((x) => [x.id, x.startingPUs]));
    expect(start).toEqual({ Japan: 19, India: 22, Australia: 25, Commonwealth: 0, China: 0, USA: 75 });
    const income = (power: string) => p.territories.filter((t) => t.owner === power).reduce((n, t) => n + t.production, 0);
    for (const power of ['Japan', 'India', 'Australia', 'USA'])
      expect({ power, income: income(power) }).toEqual({ power, income: start[power] });
  });

  test('RULES §7 "China is paid in infantry": 1 per valued territory, +1 with the Burma Road open, all placed in Szechwan, not on allied transports; China buys nothing [S1][P: purchaseNoPU, placementInCapitalRestricted]', () => {
    expect(p.paidInUnits).toEqual([
      { power: 'China', unit: 'infantry', perValuedTerritory: 1, burmaRoadBonus: 1, placeIn: 'Szechwan', mayBoardAlliedTransports: false },
    ]);
    expect(p.burmaRoad).toEqual({
      power: 'China',
      territories: ['India', 'Burma', 'Yunnan', 'Szechwan'],
      closedBy: ['Japan'],
      unlocks: [],
    });
    expect(p.purchasable.China).toEqual([]);
  });

  test('RULES §7: what each power may buy — marines and factories for the USA only [S1][P: productionFrontier]', () => {
    const common = [
      'infantry',
      'artillery',
      'armour',
      'fighter',
      'bomber',
      'transport',
      'submarine',
      'carrier',
      'destroyer',
      'battleship',
      'aaGun',
    ];
    expect(Object.keys(p.purchasable)).toEqual(['Japan', 'India', 'Australia', 'China', 'USA']);
    for (const power of ['Japan', 'India', 'Australia'] as const) expect(sorted(p.purchasable[power])).toEqual(sorted(common));
    expect(sorted(p.purchasable.USA)).toEqual(sorted([...common, 'marine', 'factory']));
  });
});

describe('pacific-2001 powers, turns and setup — RULES §7 "Players"', () => {
  test('RULES §7: powers Japan, India (British), Australia (Australians), China, USA, plus the non-playing Commonwealth [P: playerList]', () => {
    expect(p.powers.map(({ id, sourceName, side, playable, capital }) => ({ id, sourceName, side, playable, capital }))).toEqual([
      { id: 'Japan', sourceName: 'Japanese', side: 'Axis', playable: true, capital: 'Japan' },
      { id: 'India', sourceName: 'British', side: 'Allies', playable: true, capital: 'India' },
      { id: 'Australia', sourceName: 'Australians', side: 'Allies', playable: true, capital: 'New South Wales' },
      { id: 'Commonwealth', sourceName: 'Commonwealth', side: 'Allies', playable: false, capital: null },
      { id: 'China', sourceName: 'Chinese', side: 'Allies', playable: true, capital: 'Szechwan' },
      { id: 'USA', sourceName: 'Americans', side: 'Allies', playable: true, capital: 'United States' },
    ]);
  });

  test('RULES §7 / AMBIG-43: turn order Japan → India → Australia → China → USA, three printed players [P: sequence][S1 "Order of Play"]', () => {
    expect(p.turnOrder).toEqual(['Japan', 'India', 'Australia', 'China', 'USA']);
    expect(p.players).toEqual([
      { name: 'Japan', powers: ['Japan'] },
      { name: 'Great Britain', powers: ['India', 'Australia'] },
      { name: 'USA', powers: ['China', 'USA'] },
    ]);
  });

  test('RULES §7 "No politics": everyone is at war across sides from the start, allied within [P: no relationshipInitialize]', () => {
    const ids = p.powers.map((x) => x.id);
    expect(p.relationships).toHaveLength((ids.length * (ids.length - 1)) / 2);
    for (const r of p.relationships) {
      const japan = r.a === 'Japan' || r.b === 'Japan';
      expect(r).toMatchObject(
        japan ? { kind: 'war', sourceType: 'default_war_relation' } : { kind: 'allied', sourceType: 'default_allied_relation' },
      );
    }
  });

  test("territories and value per power: Japan 14 (19), India 6 (15), Australia 20 (20), China 12 (2), USA 8 (60); Johnston is the USA's [P: ownerInitialize]", () => {
    const stats = (owner: string) => {
      const owned = land.filter((t) => t.owner === owner);
      return [owned.length, owned.reduce((n, t) => n + t.production, 0)];
    };
    expect(['Japan', 'India', 'Australia', 'China', 'USA'].map(stats)).toEqual([
      [14, 19],
      [6, 15],
      [20, 20],
      [12, 2],
      [8, 60],
    ]);
    expect(terr('Johnston').owner).toBe('USA');
    expect(p.notes.some((n) => n.startsWith('Johnston'))).toBe(true);
  });

  test("setup per power, counted from [P: unitInitialize]; starting Commonwealth combat units are India's, Australia has only facilities (see notes)", () => {
    expect(setupOf(p, 'Japan')).toEqual({
      aaGun: 1,
      airfield: 6,
      armour: 3,
      artillery: 7,
      battleship: 3,
      bomber: 2,
      carrier: 4,
      destroyer: 6,
      factory: 1,
      fighter: 15,
      harbour: 2,
      infantry: 41,
      submarine: 4,
      transport: 11,
    });
    expect(setupOf(p, 'India')).toEqual({
      aaGun: 2,
      artillery: 6,
      battleship: 2,
      carrier: 1,
      destroyer: 3,
      factory: 1,
      fighter: 7,
      harbour: 2,
      infantry: 30,
      submarine: 3,
      transport: 5,
    });
    expect(setupOf(p, 'Australia')).toEqual({ airfield: 2, factory: 1, harbour: 7 });
    expect(setupOf(p, 'China')).toEqual({ aaGun: 1, factory: 1, fighter: 1, infantry: 16 });
    expect(setupOf(p, 'USA')).toEqual({
      aaGun: 1,
      airfield: 3,
      artillery: 1,
      battleship: 2,
      bomber: 2,
      carrier: 2,
      destroyer: 5,
      factory: 2,
      fighter: 8,
      harbour: 4,
      infantry: 9,
      marine: 3,
      submarine: 3,
      transport: 5,
    });
    expect(setupOf(p, 'Commonwealth')).toEqual({});
    expect(p.notes.some((n) => n.startsWith('Setup owners'))).toBe(true);
  });

  test('RULES §8.1 hr01-corrected-setup: [P] already has the Japanese sub in SZ 22 and no fighter on the Marianas [P: unitInitialize]', () => {
    expect(p.setup.filter((s) => s.territory === sz(22))).toEqual([{ territory: sz(22), owner: 'Japan', type: 'submarine', count: 1 }]);
    expect(p.setup.filter((s) => s.territory === 'Mariana' && s.type === 'fighter')).toEqual([]);
  });
});

describe('pacific-2001 units — RULES §7 "Units"', () => {
  // [type, cost, attack, defense, movement, hitPoints, transportCost]
  const TABLE: [string, number | null, number, number, number, number, number | null][] = [
    ['infantry', 3, 1, 2, 1, 1, 3],
    ['marine', 4, 1, 2, 1, 1, 3],
    ['artillery', 4, 2, 2, 1, 1, 4],
    ['armour', 5, 3, 2, 2, 1, 6],
    ['fighter', 12, 3, 4, 4, 1, null],
    ['bomber', 15, 4, 1, 6, 1, null],
    ['transport', 8, 0, 1, 2, 1, null],
    ['destroyer', 12, 3, 3, 2, 1, null],
    ['carrier', 18, 1, 3, 2, 1, null],
    ['battleship', 24, 4, 4, 2, 2, null],
    ['submarine', 8, 2, 2, 2, 1, null],
    ['aaGun', 5, 0, 0, 1, 1, 3],
  ];
  test.each(TABLE)(
    'RULES §7: %s costs %p, A%i D%i M%i, %i hit(s), transport cost %p [P: unitAttachment, productionRule]',
    (type, cost, attack, defense, movement, hitPoints, transportCost) => {
      expect(unit(type)).toMatchObject({ cost, attack, defense, movement, hitPoints, transportCost });
    },
  );

  test('RULES §7: 15 unit types; no mech infantry, cruiser, tactical bomber or minor/major factory [P: unitList]', () => {
    expect(sorted(p.units.map((u) => u.type))).toEqual(
      sorted([
        'infantry',
        'marine',
        'artillery',
        'armour',
        'fighter',
        'bomber',
        'transport',
        'destroyer',
        'carrier',
        'battleship',
        'submarine',
        'factory',
        'aaGun',
        'airfield',
        'harbour',
      ]),
    );
  });

  test('RULES §7: marine +1 when landing (ability isMarine=1); artillery supports infantry and marines [P: isMarine, artillery, artillerySupportable]', () => {
    expect(unit('marine').abilities).toContain('isMarine=1');
    expect(p.units.filter((u) => u.abilities.some((a) => a.startsWith('isMarine'))).map((u) => u.type)).toEqual(['marine']);
    expect(p.units.filter((u) => u.isArtillery).map((u) => u.type)).toEqual(['artillery']);
    expect(sorted(p.units.filter((u) => u.isArtillerySupportable).map((u) => u.type))).toEqual(['infantry', 'marine']);
  });

  test('RULES §7: fighter air battle 1/2, scrambles 1 space (AMBIG-30); only the bomber bombs; armour blitzes [P: airAttack, airDefense, maxScrambleDistance]', () => {
    expect(unit('fighter').abilities).toEqual(
      expect.arrayContaining(['airAttack=1', 'airDefense=2', 'canScramble', 'maxScrambleDistance=1', 'canEscort', 'canIntercept']),
    );
    expect(unit('fighter').carrierCost).toBe(1);
    expect(p.units.filter((u) => u.isStrategicBomber).map((u) => u.type)).toEqual(['bomber']);
    expect(p.units.filter((u) => u.canBlitz).map((u) => u.type)).toEqual(['armour']);
  });

  test('RULES §7 / AMBIG-31: transport holds 8; a destroyer carries one infantry or marine (capacity 3) and bombards; carrier 1 hit, 2 fighters; battleship 2 hits [P: transportCapacity, carrierCapacity, hitPoints]', () => {
    expect(unit('transport').transportCapacity).toBe(8);
    expect(unit('destroyer')).toMatchObject({ transportCapacity: 3, isDestroyer: true, canBombard: true });
    expect(unit('destroyer').transportCapacity! / unit('infantry').transportCost!).toBe(1);
    expect(unit('carrier')).toMatchObject({ hitPoints: 1, carrierCapacity: 2 });
    expect(unit('battleship')).toMatchObject({ hitPoints: 2, canBombard: true });
    expect(sorted(p.units.filter((u) => u.transportCapacity !== null).map((u) => u.type))).toEqual(['destroyer', 'transport']);
    expect(unit('submarine').isSub).toBe(true);
  });

  test('RULES §7: factory costs 15 (USA only); airfield and harbour are pre-placed bases, not for sale [P][PN]', () => {
    expect(unit('factory')).toMatchObject({ domain: 'facility', cost: 15, isFactory: true, hitPoints: 0 });
    for (const t of ['airfield', 'harbour'])
      expect(unit(t)).toMatchObject({ domain: 'facility', cost: null, isFactory: false, hitPoints: 0 });
    expect(unit('airfield').abilities).toEqual(expect.arrayContaining(['givesMovement=1:fighter', 'givesMovement=1:bomber']));
    expect(unit('harbour').abilities).toEqual(expect.arrayContaining(['givesMovement=1:transport', 'givesMovement=1:battleship']));
    expect(p.units.filter((u) => u.abilities.some((a) => a.startsWith('canBeGivenByTerritoryTo')))).toEqual([]);
  });
});

describe('pacific-2001 rules as data — RULES §7, AMBIG-30..43', () => {
  test("AMBIG-39: Japan's first-turn surprise attack; Allied defenders other than China defend at most 1 [P: dominatingFirstRoundAttack, negateDominatingFirstRoundAttack]", () => {
    expect(p.surpriseAttack).toEqual({ power: 'Japan', exempt: ['China'], defenseAtMost: 1 });
  });

  test('AMBIG-32 / AMBIG-42: victory — 22 VP for Japan at 1 per 10 PUs; victory cities Axis 2, Allies 3; economic Axis 50, Allies 134 [P: properties][PN]', () => {
    expect(p.victory).toEqual({
      victoryCities: { Axis: 2, Allies: 3 },
      economic: { Axis: 50, Allies: 134 },
      victoryPoints: { power: 'Japan', pusPerPoint: 10, toWin: 22 },
    });
  });

  test("RULES §5: the 2001 AMBIG defaults are recorded (AMBIG-30, 31, 32, 33, 39, 40, 41, 42, 43, 44) with RULES' values", () => {
    expect(Object.keys(p.ambiguities)).toEqual([
      'AMBIG-30',
      'AMBIG-31',
      'AMBIG-32',
      'AMBIG-33',
      'AMBIG-39',
      'AMBIG-40',
      'AMBIG-41',
      'AMBIG-42',
      'AMBIG-43',
      'AMBIG-44',
    ]);
    expect(p.ambiguities['AMBIG-30']).toMatch(/scramble 1 space .* at most 3 per airfield/);
    expect(p.ambiguities['AMBIG-31']).toMatch(/any destroyer carries 1 infantry or marine/);
    expect(p.ambiguities['AMBIG-32']).toMatch(/22 VP.*2 victory cities.*all 3.*50.*134/);
    expect(p.ambiguities['AMBIG-33']).toBe('round 1 = Late 1941');
    expect(p.ambiguities['AMBIG-39']).toMatch(/min\(1, defense\) with no support/);
    expect(p.ambiguities['AMBIG-40']).toMatch(/from the start \(no activation trigger\)/);
    expect(p.ambiguities['AMBIG-41']).toMatch(/not replaced/);
    // The open points the engine settles as [P] plays them (test/rules/pacific-2001.test.ts shows each).
    expect(p.ambiguities['AMBIG-41']).toMatch(/up to its territory's value \(WW2V2\).*at phase 5.*do not strike moving transports/);
    expect(p.ambiguities['AMBIG-42']).toMatch(/end of each complete round/);
    expect(p.ambiguities['AMBIG-43']).toMatch(/China's phases, then the USA's/);
    expect(p.ambiguities['AMBIG-44']).toMatch(/MOV-5 does not apply.*where its move starts.*where the move ends.*only in Non-combat Move/);
  });

  test('source and hash identify pacific.xml [P]', () => {
    expect(p).toMatchObject({ id: 'pacific-2001', name: 'Axis & Allies Pacific (2001)', source: 'reference/pacific-2001/pacific.xml' });
    expect(p.sourceHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the 2001-only fields stay out of the 1940 data (optional, absent there)', () => {
    for (const k of ['players', 'paidInUnits', 'surpriseAttack', 'victory'] as const) expect(e1[k]).toBeUndefined();
    expect(e1.territories.filter((t) => 'convoyCentre' in t || 'convoyRoute' in t)).toEqual([]);
  });
});
