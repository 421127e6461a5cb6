// Facts of the committed ruleset data, checked against RULES.md (the rules
// digest). Each test names the RULES section or rule id it comes from and,
// in brackets, the reference data it was imported from.
import type { PowerId } from '../../src/rules/index';
import { getRuleset, rulesetIds } from '../../src/rules/rulesets';
import type { Condition, RulesetData, TerritoryDef } from '../../src/rules/ruleset/types';

const e1 = getRuleset('pacific-1940');
const e2 = getRuleset('pacific-1940-2e');

const sz = (n: number) => `${n} Sea Zone`;
const sorted = (xs: readonly string[] = []) => [...xs].sort();
const byName = (d: RulesetData) => new Map(d.territories.map((t) => [t.name, t]));
const terr = (d: RulesetData, name: string): TerritoryDef => {
  const t = byName(d).get(name);
  if (!t) throw new Error(`no territory ${name}`);
  return t;
};
const land = (d: RulesetData) => d.territories.filter((t) => t.kind === 'land');
const unit = (d: RulesetData, type: string) => {
  const u = d.units.find((x) => x.type === type);
  if (!u) throw new Error(`no unit ${type}`);
  return u;
};
const setupTotal = (d: RulesetData, f: (s: RulesetData['setup'][number]) => boolean) => d.setup.filter(f).reduce((n, s) => n + s.count, 0);
const relation = (d: RulesetData, a: string, b: string) =>
  d.relationships.filter((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));

const ISLANDS = [
  'Aleutian Islands',
  'Borneo',
  'Caroline Islands',
  'Celebes',
  'Ceylon',
  'Fiji',
  'Formosa',
  'Gilbert Islands',
  'Guam',
  'Hainan',
  'Hawaiian Islands',
  'Iwo Jima',
  'Japan',
  'Java',
  'Johnston Island',
  'Line Islands',
  'Marianas',
  'Marshall Islands',
  'Midway',
  'New Britain',
  'New Hebrides',
  'New Zealand',
  'Okinawa',
  'Paulau Island',
  'Philippines',
  'Samoa',
  'Solomon Islands',
  'Sumatra',
  'Wake Island',
];

const CONVOY_ZONES: Record<number, Record<string, number>> = {
  1: { Alaska: 2, 'British Columbia': 1 },
  6: { Japan: 8, Korea: 3 },
  10: { Mexico: 2, 'Western United States': 10 },
  19: { Jehol: 1, Kiangsu: 3, Manchuria: 3, Okinawa: 1, Shantung: 2 },
  20: { Formosa: 1, Kiangsi: 1, Kwangtung: 3 },
  26: { 'Hawaiian Islands': 1 },
  35: { Philippines: 2 },
  36: { 'French Indo China': 2, Hainan: 0, Kwangsi: 1 },
  37: { Malaya: 3, 'Shan State': 1, Siam: 1 },
  39: { Ceylon: 0, India: 3 },
  41: { Sumatra: 4 },
  42: { Java: 4 },
  43: { Borneo: 4 },
  44: { Celebes: 3 },
  54: { Queensland: 2 },
  62: { 'New South Wales': 2, Victoria: 1 },
  63: { 'New Zealand': 2 },
};

const CHINESE_AREA = [
  'Shantung',
  'Kwangsi',
  'Kiangsi',
  'Kiangsu',
  'Jehol',
  'Manchuria',
  'Shensi',
  'Yunnan',
  'Suiyuan',
  'Kweichow',
  'Hunan',
  'Kansu',
  'Hopei',
  'Tsinghai',
  'Szechwan',
  'Chahar',
  'Sikang',
  'Anhwe',
  'Kwangtung',
  'Burma',
];
const SOVIET = [
  'Sakha',
  'Moscow',
  'Evenkiyskiy',
  'Yenisey',
  'Soviet Far East',
  'Amur',
  'Yakut S.S.R.',
  'Tunguska',
  'Siberia',
  'Kazakhstan',
  'Buryatia',
];
const VICTORY_CITIES = [
  'Japan',
  'Kiangsu',
  'Kwangtung',
  'India',
  'New South Wales',
  'Philippines',
  'Western United States',
  'Hawaiian Islands',
];

describe('pacific-1940 (1E) board — RULES §3', () => {
  test('RULES §3 counts: 149 territories (86 land incl. impassable Himalayas, 63 sea) [X: map]', () => {
    expect(e1.territories).toHaveLength(149);
    expect(land(e1)).toHaveLength(86);
    expect(e1.territories.filter((t) => t.kind === 'sea')).toHaveLength(63);
    expect(terr(e1, 'Himalayas')).toMatchObject({ kind: 'land', impassable: true });
  });

  test('RULES §3 counts: sea zones are named "1 Sea Zone" … "63 Sea Zone" [X: map]', () => {
    const seas = e1.territories.filter((t) => t.kind === 'sea').map((t) => t.name);
    expect(sorted(seas)).toEqual(sorted(Array.from({ length: 63 }, (_, i) => sz(i + 1))));
  });

  test('RULES §3 counts: territory names are unique and sorted', () => {
    const names = e1.territories.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('RULES §3 counts: 334 connections (113 land–land, 62 land–sea, 159 sea–sea), each once as [a, b] with a < b [X: connection]', () => {
    const t = byName(e1);
    expect(e1.connections).toHaveLength(334);
    const kinds = { landLand: 0, landSea: 0, seaSea: 0 };
    const seen = new Set<string>();
    for (const [a, b] of e1.connections) {
      expect(a < b).toBe(true);
      expect(t.has(a) && t.has(b)).toBe(true);
      const key = `${a}|${b}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      const ka = t.get(a)!.kind;
      const kb = t.get(b)!.kind;
      if (ka === 'land' && kb === 'land') kinds.landLand++;
      else if (ka === 'sea' && kb === 'sea') kinds.seaSea++;
      else kinds.landSea++;
    }
    expect(kinds).toEqual({ landLand: 113, landSea: 62, seaSea: 159 });
    const keys = e1.connections.map(([a, b]) => `${a}\u0000${b}`);
    expect(keys).toEqual([...keys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  test('RULES §3: adjacency is symmetric, sorted, and exactly the connections [X: connection]', () => {
    const t = byName(e1);
    let pairs = 0;
    for (const x of e1.territories) {
      expect(x.adjacent).toEqual([...x.adjacent].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const n of x.adjacent) {
        expect(t.get(n)?.adjacent).toContain(x.name);
        pairs++;
      }
    }
    expect(pairs).toBe(2 * e1.connections.length);
    for (const [a, b] of e1.connections) expect(t.get(a)!.adjacent).toContain(b);
  });

  test('RULES §3: no canals or straits; "30 Sea Zone"–"31 Sea Zone" connect (v2.7) [X: connection][N]', () => {
    expect(terr(e1, sz(30)).adjacent).toContain(sz(31));
  });

  test('RULES §3 counts: 56 land territories are worth >0, 103 PUs in all; sea zones are worth 0 [X: territoryAttachment production]', () => {
    const valued = land(e1).filter((t) => t.production > 0);
    expect(valued).toHaveLength(56);
    expect(land(e1).reduce((n, t) => n + t.production, 0)).toBe(103);
    expect(e1.territories.filter((t) => t.kind === 'sea' && t.production !== 0)).toEqual([]);
  });

  test('RULES §3: the 29 islands (land touching exactly one sea zone and no land) [X: map]', () => {
    expect(sorted(e1.territories.filter((t) => t.island).map((t) => t.name))).toEqual(sorted(ISLANDS));
    const t = byName(e1);
    for (const name of ISLANDS) {
      const adj = terr(e1, name).adjacent.map((n) => t.get(n)!);
      expect(adj.filter((n) => n.kind === 'sea')).toHaveLength(1);
      expect(adj.filter((n) => n.kind === 'land')).toHaveLength(0);
    }
  });

  test('RULES §3 / MOB-5: 30 factory-banned territories = the 28 islands other than Japan + Dutch New Guinea + New Guinea [X: unitPlacementRestrictions]', () => {
    const banned = e1.territories.filter((t) => t.factoryBanned).map((t) => t.name);
    expect(banned).toHaveLength(30);
    expect(sorted(banned)).toEqual(sorted([...ISLANDS.filter((i) => i !== 'Japan'), 'Dutch New Guinea', 'New Guinea']));
  });

  test('RULES §3 CNV: 17 convoy zones and the value of their adjacent land [X: blockadeZone]', () => {
    const t = byName(e1);
    const zones = e1.territories.filter((x) => x.convoyZone);
    expect(sorted(zones.map((z) => z.name))).toEqual(sorted(Object.keys(CONVOY_ZONES).map((n) => sz(Number(n)))));
    for (const [n, expected] of Object.entries(CONVOY_ZONES)) {
      const z = terr(e1, sz(Number(n)));
      expect(z.kind).toBe('sea');
      const adjacentLand = Object.fromEntries(z.adjacent.filter((a) => t.get(a)!.kind === 'land').map((a) => [a, t.get(a)!.production]));
      expect({ zone: z.name, land: adjacentLand }).toEqual({ zone: z.name, land: expected });
    }
  });

  test('RULES §3 CNV-4: no territory borders two convoy zones [X: blockadeZone]', () => {
    const t = byName(e1);
    for (const l of land(e1)) {
      expect(l.adjacent.filter((n) => t.get(n)!.convoyZone).length).toBeLessThanOrEqual(1);
    }
  });

  test('RULES §3 KAM / AMBIG-12: 6 kamikaze zones SZ 6, 17, 19, 20, 22, 35 [X: triggerAttachment_Japanese_Recruit_Kamikaze_Pilots*]', () => {
    const zones = e1.territories.filter((t) => t.kamikazeZone).map((t) => t.name);
    expect(sorted(zones)).toEqual(sorted([6, 17, 19, 20, 22, 35].map(sz)));
  });

  test("RULES §3: China's movement area is 20 territories, none of them sea zones [X: rulesAttachment Chinese]", () => {
    const area = e1.territories.filter((t) => t.chineseArea);
    expect(sorted(area.map((t) => t.name))).toEqual(sorted(CHINESE_AREA));
    expect(area.every((t) => t.kind === 'land')).toBe(true);
  });

  test('RULES §3: Chinese-original territories held by Japan at the start are Shantung, Kwangsi, Kiangsi, Kiangsu, Jehol, Manchuria [X: originalOwner]', () => {
    const held = land(e1)
      .filter((t) => t.originalOwner === 'China' && t.owner === 'Japan')
      .map((t) => t.name);
    expect(sorted(held)).toEqual(sorted(['Shantung', 'Kwangsi', 'Kiangsi', 'Kiangsu', 'Jehol', 'Manchuria']));
    expect(
      land(e1)
        .filter((t) => t.originalOwner !== t.owner)
        .map((t) => t.name).length,
    ).toBe(6);
  });

  test('RULES §3 / §1.1: 11 Soviet territories, worth 9, owned by the USSR [X: ownerInitialize Russians]', () => {
    const soviet = e1.territories.filter((t) => t.soviet);
    expect(sorted(soviet.map((t) => t.name))).toEqual(sorted(SOVIET));
    expect(soviet.every((t) => t.owner === 'USSR')).toBe(true);
    expect(soviet.reduce((n, t) => n + t.production, 0)).toBe(9);
  });

  test('RULES §3 / §1.1: 6 unowned Mongolian territories worth 0 [X: no territoryOwner]', () => {
    const mongolian = e1.territories.filter((t) => t.mongolian);
    expect(sorted(mongolian.map((t) => t.name))).toEqual(
      sorted(['Buyant-Uhaa', 'Central Mongolia', 'Dzavhan', 'Olgiy', 'Tsagaan-Olom', 'Ulaanbaatar']),
    );
    for (const t of mongolian) expect(t).toMatchObject({ kind: 'land', owner: null, originalOwner: null, production: 0 });
  });

  test('RULES §3: Himalayas is the only impassable territory; it has no owner and is no capital (China has none) [X: isImpassable]', () => {
    expect(e1.territories.filter((t) => t.impassable).map((t) => t.name)).toEqual(['Himalayas']);
    expect(terr(e1, 'Himalayas')).toMatchObject({ owner: null, capitalOf: null, production: 0, mongolian: false });
  });

  test('RULES §3: sea zones have no owner [data note]', () => {
    expect(e1.territories.filter((t) => t.kind === 'sea' && (t.owner !== null || t.originalOwner !== null))).toEqual([]);
  });

  test('RULES §1.4: the 8 victory cities [X: victoryCity][vc.txt]', () => {
    expect(sorted(e1.territories.filter((t) => t.victoryCity).map((t) => t.name))).toEqual(sorted(VICTORY_CITIES));
  });
});

describe('pacific-1940 (1E) powers and setup — RULES §1', () => {
  test('RULES §1.1: powers, sides, playability, capitals and starting PUs [X: playerList, resourceInitialize, capital]', () => {
    expect(e1.powers).toEqual([
      { id: 'Japan', sourceName: 'Japanese', side: 'Axis', playable: true, capital: 'Japan', startingPUs: 26 },
      { id: 'USA', sourceName: 'Americans', side: 'Allies', playable: true, capital: 'Western United States', startingPUs: 17 },
      { id: 'China', sourceName: 'Chinese', side: 'Allies', playable: true, capital: null, startingPUs: 12 },
      { id: 'UK', sourceName: 'British', side: 'Allies', playable: true, capital: 'India', startingPUs: 16 },
      { id: 'ANZAC', sourceName: 'ANZAC', side: 'Allies', playable: true, capital: 'New South Wales', startingPUs: 10 },
      { id: 'USSR', sourceName: 'Russians', side: null, playable: false, capital: null, startingPUs: 0 },
      { id: 'France', sourceName: 'French', side: null, playable: false, capital: null, startingPUs: 0 },
      { id: 'Dutch', sourceName: 'Dutch', side: null, playable: false, capital: null, startingPUs: 0 },
      { id: 'Mongolia', sourceName: 'Neutral', side: null, playable: false, capital: null, startingPUs: 0 },
    ]);
  });

  test('RULES §1.1: capitals are marked on their territories; China has none [S0 §China]', () => {
    const caps = e1.territories.filter((t) => t.capitalOf !== null).map((t) => [t.name, t.capitalOf]);
    expect(sorted(caps.map((c) => c.join('>')))).toEqual(
      sorted(['Japan>Japan', 'Western United States>USA', 'India>UK', 'New South Wales>ANZAC']),
    );
  });

  test('RULES §1.3: round order Japan → USA → China → UK → ANZAC [X: sequence]', () => {
    expect(e1.turnOrder).toEqual(['Japan', 'USA', 'China', 'UK', 'ANZAC']);
  });

  test('RULES §1.1: territories and value per power — Japan 17 (26), USA 11 (17), China 12 (12), UK 12 (16), ANZAC 10 (10); USSR 11 (9), France 2 (2), Dutch 4 (11) [X: ownerInitialize][O]', () => {
    const stats = (p: string) => {
      const owned = land(e1).filter((t) => t.owner === p);
      return [owned.length, owned.reduce((n, t) => n + t.production, 0)];
    };
    expect(stats('Japan')).toEqual([17, 26]);
    expect(stats('USA')).toEqual([11, 17]);
    expect(stats('China')).toEqual([12, 12]);
    expect(stats('UK')).toEqual([12, 16]);
    expect(stats('ANZAC')).toEqual([10, 10]);
    expect(stats('USSR')).toEqual([11, 9]);
    expect(stats('France')).toEqual([2, 2]);
    expect(stats('Dutch')).toEqual([4, 11]);
    const value = (n: string) => terr(e1, n).production;
    expect([value('French Indo China'), value('New Hebrides')]).toEqual([2, 0]);
    expect([value('Sumatra'), value('Java'), value('Celebes'), value('Dutch New Guinea')]).toEqual([4, 4, 3, 0]);
  });

  test('RULES §1.1: China starts with 12 infantry and 1 fighter, nothing else [X: unitInitialize]', () => {
    const china = e1.setup.filter((s) => s.owner === 'China');
    expect(setupTotal(e1, (s) => s.owner === 'China' && s.type === 'infantry')).toBe(12);
    expect(setupTotal(e1, (s) => s.owner === 'China' && s.type === 'fighter')).toBe(1);
    expect(china.every((s) => s.type === 'infantry' || s.type === 'fighter')).toBe(true);
    expect(china.find((s) => s.type === 'fighter')?.territory).toBe('Szechwan');
  });

  test('RULES §1.1 / AMBIG-28: unowned Mongolia holds 6 infantry (Ulaanbaatar 1, Buyant-Uhaa 2, Olgiy 2, Dzavhan 1), owner "Mongolia" [X: unitPlacement without owner]', () => {
    expect(e1.setup.filter((s) => s.owner === 'Mongolia')).toEqual([
      { territory: 'Buyant-Uhaa', owner: 'Mongolia', type: 'infantry', count: 2 },
      { territory: 'Dzavhan', owner: 'Mongolia', type: 'infantry', count: 1 },
      { territory: 'Olgiy', owner: 'Mongolia', type: 'infantry', count: 2 },
      { territory: 'Ulaanbaatar', owner: 'Mongolia', type: 'infantry', count: 1 },
    ]);
    for (const s of e1.setup.filter((x) => x.owner === 'Mongolia')) expect(terr(e1, s.territory).mongolian).toBe(true);
  });

  test('RULES §1.1: setup rows are sorted by territory, owner, type; owners are listed powers; units and places exist [X: unitInitialize]', () => {
    const powers = new Set(e1.powers.map((p) => p.id));
    const types = new Set(e1.units.map((u) => u.type));
    const t = byName(e1);
    const keys = e1.setup.map((s) => `${s.territory}\u0000${s.owner}\u0000${s.type}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of e1.setup) {
      expect(powers.has(s.owner)).toBe(true);
      expect(types.has(s.type)).toBe(true);
      expect(t.has(s.territory)).toBe(true);
      expect(s.count).toBeGreaterThan(0);
    }
    // The non-playing powers own land but have no units (RULES §1.1).
    expect(e1.setup.filter((s) => ['USSR', 'France', 'Dutch'].includes(s.owner))).toEqual([]);
  });

  test('RULES §1.1 setup: factories at the start — major in Japan, Western United States, India; minor in New South Wales [X: unitInitialize]', () => {
    const factories = e1.setup.filter((s) => s.type.startsWith('factory_')).map((s) => `${s.territory}:${s.owner}:${s.type}`);
    expect(sorted(factories)).toEqual(
      sorted([
        'Japan:Japan:factory_major',
        'Western United States:USA:factory_major',
        'India:UK:factory_major',
        'New South Wales:ANZAC:factory_minor',
      ]),
    );
  });

  test('RULES §1.1 / KAM-1: Japan starts with 6 kamikaze tokens [X: resourceInitialize SuicideAttackTokens]', () => {
    expect(e1.kamikazeTokens).toEqual({ Japan: 6 });
  });

  test('RULES §1.2 / POL-1: relationships at start — war Japan–China, Japan–France; allied UK–ANZAC (+ Friendly/Custodianship with France/Dutch); all else neutral [X: relationshipInitialize]', () => {
    const real = e1.powers.filter((p) => p.id !== 'Mongolia').map((p) => p.id);
    const expected: Record<string, [string, string]> = {
      'Japan|China': ['war', 'War'],
      'Japan|France': ['war', 'War'],
      'UK|ANZAC': ['allied', 'Allied'],
      'UK|France': ['allied', 'Friendly'],
      'ANZAC|France': ['allied', 'Friendly'],
      'UK|Dutch': ['allied', 'Custodianship'],
      'ANZAC|Dutch': ['allied', 'Custodianship'],
    };
    for (let i = 0; i < real.length; i++) {
      for (let j = i + 1; j < real.length; j++) {
        const rs = relation(e1, real[i], real[j]);
        expect(rs).toHaveLength(1);
        const [kind, sourceType] = expected[`${real[i]}|${real[j]}`] ?? ['neutral', 'Neutrality'];
        expect({ pair: `${real[i]}|${real[j]}`, kind: rs[0].kind, sourceType: rs[0].sourceType }).toEqual({
          pair: `${real[i]}|${real[j]}`,
          kind,
          sourceType,
        });
      }
    }
    // Spelled out in RULES §1.2.
    for (const [a, b] of [
      ['Japan', 'USA'],
      ['Japan', 'UK'],
      ['Japan', 'ANZAC'],
      ['Japan', 'Dutch'],
      ['USA', 'UK'],
      ['USA', 'ANZAC'],
      ['USA', 'China'],
      ['China', 'UK'],
      ['China', 'ANZAC'],
    ]) {
      expect(relation(e1, a, b)[0].kind).toBe('neutral');
    }
  });

  test('RULES §3 / AMBIG-28: Mongolia (TripleA null player) is at war with every power; every pair is listed once, a before b in power order [X: unitPlacement without owner]', () => {
    const ids = e1.powers.map((p) => p.id);
    expect(e1.relationships).toHaveLength((ids.length * (ids.length - 1)) / 2);
    for (const r of e1.relationships) expect(ids.indexOf(r.a)).toBeLessThan(ids.indexOf(r.b));
    for (const id of ids.filter((p) => p !== 'Mongolia')) {
      expect(relation(e1, id, 'Mongolia')).toEqual([{ a: id, b: 'Mongolia', kind: 'war', sourceType: 'null_relation' }]);
    }
  });
});

describe('pacific-1940 (1E) units — RULES §2', () => {
  // [type, cost, attack, defense, movement, hitPoints, transportCost, carrierCost, convoyDamage]
  const TABLE: [string, number, number, number, number, number, number | null, number | null, number][] = [
    ['infantry', 3, 1, 2, 1, 1, 2, null, 0],
    ['mech_infantry', 4, 1, 2, 2, 1, 3, null, 0],
    ['artillery', 4, 2, 2, 1, 1, 3, null, 0],
    ['armour', 6, 3, 3, 2, 1, 3, null, 0],
    ['fighter', 10, 3, 4, 4, 1, null, 1, 0],
    ['tactical_bomber', 11, 3, 3, 4, 1, null, 1, 0],
    ['bomber', 12, 4, 1, 6, 1, null, null, 0],
    ['transport', 7, 0, 0, 2, 1, null, null, 0],
    ['submarine', 6, 2, 1, 2, 1, null, null, 2],
    ['destroyer', 8, 2, 2, 2, 1, null, null, 1],
    ['cruiser', 12, 3, 3, 2, 1, null, null, 1],
    ['carrier', 16, 0, 2, 2, 2, null, null, 1],
    ['battleship', 20, 4, 4, 2, 2, null, null, 1],
  ];

  test.each(TABLE)(
    'RULES §2 table: %s costs %i, A%i D%i M%i, %i HP [X: unitAttachment, productionRule]',
    (type, cost, attack, defense, movement, hitPoints, transportCost, carrierCost, convoyDamage) => {
      expect(unit(e1, type)).toMatchObject({ cost, attack, defense, movement, hitPoints, transportCost, carrierCost, convoyDamage });
    },
  );

  test('RULES §2: 19 unit types, domains land/sea/air/facility [X: unitList]', () => {
    const domains = Object.fromEntries(e1.units.map((u) => [u.type, u.domain]));
    expect(domains).toEqual({
      infantry: 'land',
      mech_infantry: 'land',
      artillery: 'land',
      armour: 'land',
      aaGun: 'land',
      fighter: 'air',
      tactical_bomber: 'air',
      bomber: 'air',
      transport: 'sea',
      submarine: 'sea',
      destroyer: 'sea',
      cruiser: 'sea',
      carrier: 'sea',
      battleship: 'sea',
      factory_minor: 'facility',
      factory_major: 'facility',
      factory_upgrade: 'facility',
      airfield: 'facility',
      harbour: 'facility',
    });
  });

  test('RULES §2 UNIT-4: aaGun costs 6, is combat AA and infrastructure, transport cost 3, cannot combat-move [X: isAAforCombatOnly, isInfrastructure]', () => {
    expect(unit(e1, 'aaGun')).toMatchObject({ cost: 6, isAA: true, isInfrastructure: true, transportCost: 3, attack: 0 });
    expect(unit(e1, 'aaGun').abilities).toContain('canNotMoveDuringCombatMove');
    expect(e1.units.filter((u) => u.isAA).map((u) => u.type)).toEqual(['aaGun']);
  });

  test('RULES §2 UNIT-2: artillery supports infantry and mech infantry [X: artillery, artillerySupportable]', () => {
    expect(e1.units.filter((u) => u.isArtillery).map((u) => u.type)).toEqual(['artillery']);
    expect(sorted(e1.units.filter((u) => u.isArtillerySupportable).map((u) => u.type))).toEqual(['infantry', 'mech_infantry']);
  });

  test('RULES §2 UNIT-3: fighter and armour each support one tactical bomber on attack [X: supportAttachmentFighter]', () => {
    for (const t of ['fighter', 'armour']) expect(unit(e1, t).abilities).toContain('support:offence:+1:tactical_bomber:allied:1');
  });

  test('RULES §2 MOV-2: armour blitzes; mech infantry only with armour [X: canBlitz, receivesAbilityWhenWith]', () => {
    expect(e1.units.filter((u) => u.canBlitz).map((u) => u.type)).toEqual(['armour']);
    expect(unit(e1, 'mech_infantry').abilities).toContain('receivesAbilityWhenWith=canBlitz:armour');
  });

  test('RULES §2 / SBR-1: only the bomber is a strategic bomber (tactical bombers take no part) [X: isStrategicBomber]', () => {
    expect(e1.units.filter((u) => u.isStrategicBomber).map((u) => u.type)).toEqual(['bomber']);
  });

  test('RULES §2 / SBR-4: fighters escort at 1 and intercept at 2; tactical bombers cannot [X: airAttack, airDefense]', () => {
    expect(unit(e1, 'fighter').abilities).toEqual(
      expect.arrayContaining(['airAttack=1', 'airDefense=2', 'canEscort', 'canIntercept', 'canScramble']),
    );
    expect(unit(e1, 'tactical_bomber').abilities).not.toContain('canEscort');
    expect(unit(e1, 'tactical_bomber').abilities).not.toContain('canIntercept');
    expect(unit(e1, 'tactical_bomber').abilities).toContain('canScramble');
  });

  test('RULES §2 UNIT-5/6/7/8: sub, destroyer, transport holds 5, carrier holds 2, battleship and cruiser bombard [X: unitAttachment]', () => {
    expect(e1.units.filter((u) => u.isSub).map((u) => u.type)).toEqual(['submarine']);
    expect(e1.units.filter((u) => u.isDestroyer).map((u) => u.type)).toEqual(['destroyer']);
    expect(unit(e1, 'transport').transportCapacity).toBe(5);
    expect(e1.units.filter((u) => u.transportCapacity !== null).map((u) => u.type)).toEqual(['transport']);
    expect(unit(e1, 'carrier').carrierCapacity).toBe(2);
    expect(sorted(e1.units.filter((u) => u.canBombard).map((u) => u.type))).toEqual(['battleship', 'cruiser']);
    expect(unit(e1, 'bomber').carrierCost).toBeNull();
  });

  test('RULES §2 MOV-11: the 1E submarine strikes unescorted transports at 2, once [X: isAAforFlyOverOnly, attackAA 2, maxAAattacks 1]', () => {
    expect(unit(e1, 'submarine').abilities).toEqual(
      expect.arrayContaining(['isAAforFlyOverOnly', 'attackAA=2', 'maxAAattacks=1', 'targetsAA=transport']),
    );
  });

  test('RULES §2 UNIT-9/10: factory_minor 12 (3 a turn, max damage 6, value ≥2), factory_major 30 (10, 20, ≥3), factory_upgrade 20 (10, 20, ≥3), airfield/harbour 15 (max damage 6, inoperative above 2) [X: unitAttachment, productionRule]', () => {
    expect(unit(e1, 'factory_minor')).toMatchObject({
      cost: 12,
      productionCapacity: 3,
      maxDamage: 6,
      minTerritoryValue: 2,
      isFactory: true,
      hitPoints: 0,
    });
    expect(unit(e1, 'factory_major')).toMatchObject({
      cost: 30,
      productionCapacity: 10,
      maxDamage: 20,
      minTerritoryValue: 3,
      isFactory: true,
      hitPoints: 0,
    });
    expect(unit(e1, 'factory_upgrade')).toMatchObject({
      cost: 20,
      productionCapacity: 10,
      maxDamage: 20,
      minTerritoryValue: 3,
      isFactory: true,
    });
    expect(unit(e1, 'factory_upgrade').abilities).toContain('consumesUnits=1:factory_minor');
    for (const t of ['airfield', 'harbour']) {
      expect(unit(e1, t)).toMatchObject({
        cost: 15,
        maxDamage: 6,
        maxOperationalDamage: 2,
        isConstruction: true,
        isInfrastructure: true,
        isFactory: false,
        hitPoints: 0,
      });
    }
  });

  test('RULES §2 CAP-2 / CAP-3: a captured major becomes a minor; Chinese capture destroys factories [X: whenCapturedChangesInto, destroyedWhenCapturedBy]', () => {
    expect(unit(e1, 'factory_major').abilities).toContain('whenCapturedChangesInto=any:any:true:factory_minor:1');
    for (const t of ['factory_minor', 'factory_major', 'factory_upgrade']) {
      expect(unit(e1, t).abilities).toContain('destroyedWhenCapturedBy=Chinese');
    }
  });

  test('RULES §2: abilities are sorted strings [data format]', () => {
    for (const u of e1.units) expect(u.abilities).toEqual([...u.abilities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('pacific-1940 (1E) economy — RULES §4.2, §4.8', () => {
  const ctl = (territories: string[], atLeast: number, owners: PowerId[]): Condition => ({
    kind: 'controls',
    territories,
    atLeast,
    owners,
  });
  const DEI = ['Java', 'Sumatra', 'Borneo', 'Celebes'];
  const ISLES = ['Solomon Islands', 'Dutch New Guinea', 'New Guinea', 'New Britain'];
  const ALLIES_NOT_DUTCH: PowerId[] = ['USA', 'UK', 'ANZAC'];

  test('RULES §4.8 INC-5: the 1E national objectives, exactly (Japan\'s "each" split into three) [X: objectiveAttachment_*][S0 §NO]', () => {
    const got = e1.nationalObjectives.map(({ id, power, pus, oncePerGame, condition }) => ({ id, power, pus, oncePerGame, condition }));
    expect(got).toEqual([
      { id: 'japan-dutch-east-indies', power: 'Japan', pus: 5, oncePerGame: false, condition: ctl(DEI, 4, ['Japan']) },
      { id: 'japan-honolulu', power: 'Japan', pus: 5, oncePerGame: false, condition: ctl(['Hawaiian Islands'], 1, ['Japan']) },
      { id: 'japan-sydney', power: 'Japan', pus: 5, oncePerGame: false, condition: ctl(['New South Wales'], 1, ['Japan']) },
      { id: 'japan-calcutta', power: 'Japan', pus: 5, oncePerGame: false, condition: ctl(['India'], 1, ['Japan']) },
      { id: 'japan-strategic-islands', power: 'Japan', pus: 5, oncePerGame: false, condition: ctl(ISLES, 4, ['Japan']) },
      { id: 'usa-war-economy', power: 'USA', pus: 40, oncePerGame: false, condition: { kind: 'atWar', a: 'USA', b: 'Japan' } },
      { id: 'usa-philippines', power: 'USA', pus: 5, oncePerGame: false, condition: ctl(['Philippines'], 1, ['USA']) },
      { id: 'usa-okinawa-iwo-jima', power: 'USA', pus: 5, oncePerGame: false, condition: ctl(['Okinawa', 'Iwo Jima'], 2, ['USA']) },
      {
        id: 'china-burma-road',
        power: 'China',
        pus: 6,
        oncePerGame: false,
        condition: { kind: 'not', of: ctl(['India', 'Burma', 'Yunnan', 'Szechwan'], 1, ['Japan']) },
      },
      { id: 'uk-dutch-east-indies', power: 'UK', pus: 5, oncePerGame: false, condition: ctl(DEI, 4, ALLIES_NOT_DUTCH) },
      { id: 'uk-kwangtung-malaya', power: 'UK', pus: 5, oncePerGame: false, condition: ctl(['Kwangtung', 'Malaya'], 2, ['UK']) },
      { id: 'anzac-strategic-islands', power: 'ANZAC', pus: 5, oncePerGame: false, condition: ctl(ISLES, 4, ALLIES_NOT_DUTCH) },
      {
        id: 'anzac-high-morale',
        power: 'ANZAC',
        pus: 5,
        oncePerGame: true,
        condition: {
          kind: 'unitsPresent',
          territories: [
            'Japan',
            'Siam',
            'Hainan',
            'Formosa',
            'Caroline Islands',
            'Marshall Islands',
            'Marianas',
            'Paulau Island',
            'Okinawa',
            'Iwo Jima',
            'Korea',
          ],
          atLeast: 1,
          owners: ['ANZAC'],
        },
      },
    ]);
  });

  test('RULES §4.8 / AMBIG-22: the two ANZAC objectives cite [S0 §NO] and AMBIG-22 and say the seed lists them under the UK', () => {
    for (const id of ['anzac-strategic-islands', 'anzac-high-morale']) {
      const o = e1.nationalObjectives.find((x) => x.id === id)!;
      expect(o.power).toBe('ANZAC');
      expect(o.source).toContain('[S0 §NO]');
      expect(o.source).toContain('AMBIG-22');
      expect(o.description).toContain('AMBIG-22');
    }
    expect(e1.nationalObjectives.find((x) => x.id === 'anzac-high-morale')!.source).toContain('AMBIG-23');
  });

  test('RULES §4.8: every 1E objective cites its objectiveAttachment and [S0 §NO]; ids are unique', () => {
    for (const o of e1.nationalObjectives) {
      expect(o.source).toMatch(/^\[X: objectiveAttachment_\w+\]/);
      expect(o.source).toContain('[S0 §NO]');
      expect(o.description.length).toBeGreaterThan(10);
    }
    expect(new Set(e1.nationalObjectives.map((o) => o.id)).size).toBe(e1.nationalObjectives.length);
  });

  test('RULES §4.8 / AMBIG-08: the US +40 is a bonus; Western United States stays worth 10', () => {
    expect(terr(e1, 'Western United States').production).toBe(10);
    expect(e1.nationalObjectives.find((o) => o.id === 'usa-war-economy')!.source).toContain('AMBIG-08');
  });

  test('RULES PUR-4: China buys infantry; artillery only while the Burma Road (India, Burma, Yunnan, Szechwan) is not Japanese [X: productionChinese_Burma_Road_*]', () => {
    expect(e1.burmaRoad).toEqual({
      power: 'China',
      territories: ['India', 'Burma', 'Yunnan', 'Szechwan'],
      closedBy: ['Japan'],
      unlocks: ['artillery'],
    });
    expect(e1.purchasable.China).toEqual(['infantry']);
  });

  test('RULES PUR-2: the other playable powers may buy every unit type; non-playing powers buy nothing [X: playerProduction]', () => {
    expect(Object.keys(e1.purchasable)).toEqual(['Japan', 'USA', 'China', 'UK', 'ANZAC']);
    for (const p of ['Japan', 'USA', 'UK', 'ANZAC'] as const) {
      expect(sorted(e1.purchasable[p])).toEqual(sorted(e1.units.map((u) => u.type)));
    }
  });
});

describe('pacific-1940 (1E) ambiguities and notes — RULES §5', () => {
  test('RULES §5: the data records the AMBIG defaults (AMBIG-10, -15, -18, -22, -34 …)', () => {
    expect(e1.ambiguities['AMBIG-22']).toBe('ANZAC collects the strategic-islands and once-only objectives');
    expect(e1.ambiguities['AMBIG-18']).toBe('refund unplaceable units');
    expect(e1.ambiguities['AMBIG-34']).toBe('one factory per territory');
    expect(e1.ambiguities['AMBIG-15']).toMatch(/major factory becomes a minor/);
    expect(e1.ambiguities['AMBIG-10']).toMatch(/3 per island airfield/);
    const keys = Object.keys(e1.ambiguities);
    expect(keys).toEqual([...keys].sort());
    for (const k of keys) expect(k).toMatch(/^AMBIG-\d\d$/);
    // AMBIG-30..32 concern pacific-2001 only.
    expect(keys.filter((k) => ['AMBIG-30', 'AMBIG-31', 'AMBIG-32'].includes(k))).toEqual([]);
  });

  test('RULES §1.1: notes record the Himalayas dummy capital and the Mongolian neutral units', () => {
    expect(e1.notes.some((n) => n.includes('Himalayas') && n.includes('capital'))).toBe(true);
    expect(e1.notes.some((n) => n.includes('Mongolia') && n.includes('null player'))).toBe(true);
  });

  test('source and hash identify the reference file [X]', () => {
    expect(e1.id).toBe('pacific-1940');
    expect(e1.name).toBe('Pacific 1940 (1st edition)');
    expect(e1.source).toBe('reference/pacific-1940/ww2pac40.xml');
    expect(e1.sourceHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('pacific-1940-2e — RULES §6', () => {
  test('RULES §6: the same board as 1E — territories (names, values, owners, flags, adjacency) and connections identical [X2: map]', () => {
    expect(e2.territories).toEqual(e1.territories);
    expect(e2.connections).toEqual(e1.connections);
  });

  test('RULES §6: same powers, capitals, starting PUs, turn order and kamikaze tokens [X2: playerList, resourceInitialize]', () => {
    expect(e2.powers).toEqual(e1.powers);
    expect(e2.turnOrder).toEqual(e1.turnOrder);
    expect(e2.kamikazeTokens).toEqual({ Japan: 6 });
  });

  test('RULES §6 setup: different from 1E — more AA guns and Chinese infantry, fewer Japanese and US planes [X2: unitInitialize]', () => {
    expect(e2.setup).not.toEqual(e1.setup);
    const planes = ['fighter', 'tactical_bomber', 'bomber'];
    expect(setupTotal(e2, (s) => s.type === 'aaGun')).toBeGreaterThan(setupTotal(e1, (s) => s.type === 'aaGun'));
    expect(setupTotal(e2, (s) => s.owner === 'China' && s.type === 'infantry')).toBeGreaterThan(12);
    expect(setupTotal(e2, (s) => s.owner === 'Japan' && planes.includes(s.type))).toBeLessThan(
      setupTotal(e1, (s) => s.owner === 'Japan' && planes.includes(s.type)),
    );
    expect(setupTotal(e2, (s) => s.owner === 'USA' && planes.includes(s.type))).toBeLessThan(
      setupTotal(e1, (s) => s.owner === 'USA' && planes.includes(s.type)),
    );
    expect(setupTotal(e2, (s) => s.owner === 'Mongolia')).toBe(6);
  });

  test('RULES §6 AA gun: costs 5, up to 3 dice per gun, may be a casualty (not infrastructure) [X2: buyAAGun, maxAAattacks]', () => {
    expect(unit(e2, 'aaGun')).toMatchObject({ cost: 5, isAA: true, isInfrastructure: false });
    expect(unit(e2, 'aaGun').abilities).toContain('maxAAattacks=3');
  });

  test('RULES §6: other unit costs and combat values as in 1E [X2: productionRule, unitAttachment]', () => {
    for (const u of e1.units.filter((x) => x.type !== 'aaGun')) {
      const v = unit(e2, u.type);
      expect({ type: u.type, cost: v.cost, attack: v.attack, defense: v.defense, movement: v.movement, hitPoints: v.hitPoints }).toEqual({
        type: u.type,
        cost: u.cost,
        attack: u.attack,
        defense: u.defense,
        movement: u.movement,
        hitPoints: u.hitPoints,
      });
    }
  });

  test('RULES §6 SBR / convoys: bomber +2 damage and air attack 1, tactical bomber raids airfields/harbours, carrier convoy 0, fighter/tac convoy 2 dice, no sub strike [X2: unitAttachment]', () => {
    expect(unit(e2, 'bomber').abilities).toEqual(expect.arrayContaining(['bombingBonus=2', 'airAttack=1']));
    expect(unit(e2, 'tactical_bomber')).toMatchObject({ isStrategicBomber: true, convoyDamage: 2 });
    expect(unit(e2, 'tactical_bomber').abilities).toContain('bombingTargets=airfield:harbour');
    expect(unit(e2, 'fighter')).toMatchObject({ convoyDamage: 2 });
    expect(unit(e2, 'carrier')).toMatchObject({ convoyDamage: 0 });
    expect(unit(e2, 'submarine').abilities).not.toContain('isAAforFlyOverOnly');
    expect(unit(e2, 'airfield').abilities).toContain('maxScrambleCount=3');
  });

  test('RULES §6 / MOB-5: 2E majors and upgrades only in original territories [X2: special canOnlyPlaceInOriginalTerritories]', () => {
    for (const t of ['factory_major', 'factory_upgrade']) {
      expect(unit(e2, t).abilities).toContain('special=canOnlyPlaceInOriginalTerritories');
      expect(unit(e1, t).abilities).not.toContain('special=canOnlyPlaceInOriginalTerritories');
    }
  });

  test('RULES §6 start relations: Japan–France neutral; UK/ANZAC–France allied; Japan–China war [X2: relationshipInitialize]', () => {
    expect(relation(e2, 'Japan', 'France')[0]).toMatchObject({ kind: 'neutral', sourceType: 'Neutrality' });
    expect(relation(e2, 'UK', 'France')[0]).toMatchObject({ kind: 'allied', sourceType: 'Allied' });
    expect(relation(e2, 'ANZAC', 'France')[0]).toMatchObject({ kind: 'allied', sourceType: 'Allied' });
    expect(relation(e2, 'Japan', 'China')[0]).toMatchObject({ kind: 'war' });
    expect(e2.relationships.filter((r) => r.kind === 'war' && r.b !== 'Mongolia').map((r) => `${r.a}|${r.b}`)).toEqual(['Japan|China']);
  });

  test('RULES §6 objectives: Japan +10/+5/+5 each ×4/+5, UK +5 at war, ANZAC +5 ×2 at war, USA +30/+5/+5/+5 at war, China +6 [X2: objectiveAttachment_*, triggerAttachment_ANZAC_1_Control_Original_And_Malaya]', () => {
    const got = e2.nationalObjectives.map((o) => [o.id, o.power, o.pus, o.oncePerGame]);
    expect(got).toEqual([
      ['japan-trade-with-america', 'Japan', 10, false],
      ['japan-defense-perimeter', 'Japan', 5, false],
      ['japan-honolulu', 'Japan', 5, false],
      ['japan-sydney', 'Japan', 5, false],
      ['japan-calcutta', 'Japan', 5, false],
      ['japan-san-francisco', 'Japan', 5, false],
      ['japan-dutch-east-indies', 'Japan', 5, false],
      ['usa-homeland', 'USA', 30, false],
      ['usa-outer-territories', 'USA', 5, false],
      ['usa-defense-obligations', 'USA', 5, false],
      ['usa-philippines', 'USA', 5, false],
      ['china-burma-road', 'China', 6, false],
      ['uk-kwangtung-malaya', 'UK', 5, false],
      ['anzac-strategic-islands', 'ANZAC', 5, false],
      ['anzac-original-and-malaya', 'ANZAC', 5, false],
    ]);
    const atWarWithJapan = (power: string) => (c: Condition) =>
      c.kind === 'all' && c.of.some((x) => x.kind === 'atWar' && x.a === power && x.b === 'Japan');
    for (const o of e2.nationalObjectives.filter((x) => ['USA', 'UK', 'ANZAC'].includes(x.power))) {
      expect({ id: o.id, atWar: atWarWithJapan(o.power)(o.condition) }).toEqual({ id: o.id, atWar: true });
    }
    for (const o of e2.nationalObjectives) expect(o.source).toMatch(/^\[X2: \w+\]/);
  });

  test("RULES §6: Japan's +10 needs peace with the USA, no Japanese French Indo China and no war Japan declared on the UK (an unprovoked UK war keeps it) [X2: objectiveAttachment_Japanese_1_Trade_With_America]", () => {
    const o = e2.nationalObjectives.find((x) => x.id === 'japan-trade-with-america')!;
    expect(o.condition).toEqual({
      kind: 'all',
      of: [
        { kind: 'not', of: { kind: 'controls', territories: ['French Indo China'], atLeast: 1, owners: ['Japan'] } },
        { kind: 'not', of: { kind: 'declaredWar', by: 'Japan', against: 'UK' } },
        { kind: 'not', of: { kind: 'atWar', a: 'Japan', b: 'USA' } },
      ],
    });
    expect(o.description).toContain('Unprovoked');
    expect(e2.notes.some((n) => n.includes('Unprovoked'))).toBe(true);
  });

  test('RULES §6: ANZAC +5 for all its original territories with Malaya Allied, at war [X2: triggerAttachment_ANZAC_1_Control_Original_And_Malaya]', () => {
    const o = e2.nationalObjectives.find((x) => x.id === 'anzac-original-and-malaya')!;
    const anzacOriginal = land(e2)
      .filter((t) => t.originalOwner === 'ANZAC')
      .map((t) => t.name);
    expect(anzacOriginal).toHaveLength(10);
    expect(o.condition).toEqual({
      kind: 'all',
      of: [
        { kind: 'atWar', a: 'ANZAC', b: 'Japan' },
        { kind: 'controls', territories: anzacOriginal, atLeast: 10, owners: ['ANZAC'] },
        { kind: 'controls', territories: ['Malaya'], atLeast: 1, owners: ['USA', 'China', 'UK', 'ANZAC'] },
      ],
    });
  });

  test('RULES §6: the one-time US +30 mobilization bonus is not an income objective (noted) [X2: triggerAttachment_Japanese_Unprovoked_Declaration_of_War_Mobilizes_Americans]', () => {
    expect(e2.notes.some((n) => n.includes('+30') && n.includes('Mobilizes_Americans'))).toBe(true);
  });

  test("RULES §6 PUR-4: Burma Road and China's purchases as in 1E [X2: productionChinese_Burma_Road_*]", () => {
    expect(e2.burmaRoad).toEqual(e1.burmaRoad);
    expect(e2.purchasable.China).toEqual(['infantry']);
  });

  test('RULES §6: ambiguities record the 2E values (AA gun, kamikaze, sub strike n/a)', () => {
    expect(e2.ambiguities['AMBIG-09']).toMatch(/3 dice per AA gun/);
    expect(e2.ambiguities['AMBIG-13']).toMatch(/^n\/a in 2E/);
    expect(e2.ambiguities['AMBIG-18']).toBe('refund unplaceable units');
    expect(e2.name).toBe('Pacific 1940 (2nd edition)');
    expect(e2.source).toBe('reference/pacific-1940/ww2pac40_2nd_edition.xml');
  });
});

describe('ruleset registry', () => {
  test('rulesetIds lists the committed rulesets', () => {
    expect(rulesetIds()).toEqual(['pacific-1940', 'pacific-1940-2e', 'pacific-2001']);
  });

  test('getRuleset caches and throws a clear error for unknown ids', () => {
    expect(getRuleset('pacific-1940')).toBe(e1);
    expect(() => getRuleset('pacific-1942')).toThrow(/Unknown ruleset "pacific-1942".*pacific-1940, pacific-1940-2e, pacific-2001/);
    expect(() => getRuleset('toString')).toThrow(/Unknown ruleset/);
  });
});
