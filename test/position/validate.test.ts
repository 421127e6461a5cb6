// Position documents are checked as a whole: every problem comes back at
// once, each with a path and a stable code, and nothing is created
// (docs/positions.md; issue #7 "Bad input").
import { newGame } from '../rules/fixtures';
import { positionOf, validatePosition } from '../../src/rules/positions/index';
import { createFrom, example, problemsOf } from './helpers';

const base = { format: 'pacific-position/1', ruleset: 'pacific-1940' };
const codes = (doc: unknown) => validatePosition(doc).map((p) => [p.path, p.code]);

describe('valid documents', () => {
  test.each(['pacific-1940', 'pacific-1940-2e'])('the standard start of %s exports to a valid position', (rulesetId) => {
    expect(validatePosition(positionOf(newGame(rulesetId)))).toEqual([]);
  });

  test('the smallest document: format and ruleset, the rest from the standard setup', () => {
    expect(validatePosition(base)).toEqual([]);
  });

  test.each(['convoy-cnv5', 'teaching-battle'])('docs/examples/%s.json is valid', (name) => {
    expect(validatePosition(example(name))).toEqual([]);
  });

  test('UNIT-7: 2 infantry, or 1 infantry and 1 cost-3 land unit, aboard a transport; allied cargo is allowed', () => {
    const doc = {
      ...base,
      territories: {
        '39 Sea Zone': {
          units: [
            { type: 'transport', owner: 'UK', cargo: [{ type: 'infantry', owner: 'UK', count: 2 }] },
            {
              type: 'transport',
              owner: 'UK',
              cargo: [
                { type: 'infantry', owner: 'UK' },
                { type: 'artillery', owner: 'ANZAC' },
              ],
            },
            { type: 'transport', owner: 'UK', cargo: [{ type: 'aaGun', owner: 'UK' }] },
          ],
        },
      },
    };
    expect(validatePosition(doc)).toEqual([]);
  });

  test("UNIT-8: planes at sea fit on own or allied carriers there, aboard or not; in flight only during the mover's move and combat phases", () => {
    const zone = (units: object[]) => ({ ...base, territories: { '39 Sea Zone': { units } } });
    const carrier = { type: 'carrier', owner: 'UK' };
    expect(codes(zone([carrier, { type: 'fighter', owner: 'UK' }, { type: 'tactical_bomber', owner: 'ANZAC' }]))).toEqual([]);
    expect(codes(zone([carrier, { type: 'fighter', owner: 'UK', count: 3 }]))).toEqual([
      ['territories["39 Sea Zone"].units[1]', 'AIR_AT_SEA_WITHOUT_CARRIER'],
    ]);
    const inFlight = { ...zone([{ type: 'fighter', owner: 'UK', count: 3 }]), currentPower: 'UK', phase: 'combatMove' };
    expect(codes(inFlight)).toEqual([]);
    expect(codes({ ...inFlight, phase: 'mobilize' })).toEqual([['territories["39 Sea Zone"].units[0]', 'AIR_AT_SEA_WITHOUT_CARRIER']]);
  });
});

describe('bad documents: every problem, with its path', () => {
  test('unknown names, bad counts, ships on land, land units at sea, overloaded transports and carriers, banned factories, unknown phase — all at once', () => {
    const doc = {
      ...base,
      round: 0,
      currentPower: 'Dutch',
      phase: 'tea',
      pus: { UK: -5, Atlantis: 3 },
      territories: {
        Java: {
          units: [
            { type: 'infantry', owner: 'Japan', count: 2 },
            { type: 'panzer', owner: 'Japan' },
            { type: 'battleship', owner: 'Japan' },
            { type: 'factory_minor', owner: 'Japan' },
            { type: 'infantry', owner: 'Germany', count: 1001 },
          ],
        },
        Narnia: { owner: 'UK' },
        '37 Sea Zone': {
          owner: 'UK',
          units: [
            { type: 'infantry', owner: 'Japan', count: 2 },
            { type: 'transport', owner: 'Japan', cargo: [{ type: 'infantry', owner: 'Japan', count: 3 }] },
            { type: 'carrier', owner: 'Japan', hits: 2, planes: [{ type: 'fighter', owner: 'Japan', count: 3 }] },
            { type: 'destroyer', owner: 'Japan', count: -1 },
          ],
        },
      },
      relations: [{ a: 'UK', b: 'Klingons', kind: 'war' }],
    };
    const got = codes(doc);
    expect(got).toEqual(
      expect.arrayContaining([
        ['round', 'INVALID_NUMBER'],
        ['currentPower', 'NOT_PLAYABLE'],
        ['phase', 'UNKNOWN_PHASE'],
        ['pus["UK"]', 'INVALID_NUMBER'],
        ['pus["Atlantis"]', 'UNKNOWN_POWER'],
        ['territories["Java"].units[1].type', 'UNKNOWN_UNIT_TYPE'],
        ['territories["Java"].units[2].type', 'SHIP_ON_LAND'],
        ['territories["Java"].units[3].type', 'FACTORY_BANNED'],
        ['territories["Java"].units[4].owner', 'UNKNOWN_POWER'],
        ['territories["Java"].units[4].count', 'INVALID_COUNT'],
        ['territories["Narnia"]', 'UNKNOWN_TERRITORY'],
        ['territories["37 Sea Zone"].owner', 'OWNER_OF_SEA_ZONE'],
        ['territories["37 Sea Zone"].units[0].type', 'LAND_UNIT_AT_SEA'],
        ['territories["37 Sea Zone"].units[1].cargo', 'TRANSPORT_OVERLOADED'],
        ['territories["37 Sea Zone"].units[2].hits', 'TOO_MUCH_DAMAGE'],
        ['territories["37 Sea Zone"].units[2].planes', 'CARRIER_OVERLOADED'],
        ['territories["37 Sea Zone"].units[3].count', 'INVALID_COUNT'],
        ['relations[0].b', 'UNKNOWN_POWER'],
      ]),
    );
    expect(got.length).toBe(18);
    for (const p of validatePosition(doc)) expect(p.message.length).toBeGreaterThan(5);
  });

  test('the decision refuses with INVALID_POSITION listing the same problems, and creates nothing', () => {
    const doc = { ...base, territories: { Java: { units: [{ type: 'battleship', owner: 'Japan' }] }, Mordor: {} } };
    const d = createFrom(doc);
    expect(d.ok).toBe(false);
    if (d.ok) return;
    expect(d.violation.code).toBe('INVALID_POSITION');
    expect(problemsOf(d)).toEqual([
      ['territories["Java"].units[0].type', 'SHIP_ON_LAND'],
      ['territories["Mordor"]', 'UNKNOWN_TERRITORY'],
    ]);
    expect(d.violation.message).toMatch(/2 problems/);
  });

  test('shape: not an object, wrong format, unknown fields, wrong types', () => {
    expect(codes(42)).toEqual([['$', 'INVALID_SHAPE']]);
    expect(codes({ format: 'chess/1', ruleset: 'pacific-1940', colour: 'red', round: 'two' })).toEqual([
      ['colour', 'INVALID_SHAPE'],
      ['format', 'UNSUPPORTED_FORMAT'],
      ['round', 'INVALID_NUMBER'],
    ]);
    expect(codes({ format: 'pacific-position/1' })).toEqual([['ruleset', 'INVALID_SHAPE']]);
    expect(codes({ ...base, ruleset: 'axis-and-allies-europe' })).toEqual([['ruleset', 'UNKNOWN_RULESET']]);
  });

  test('options, objectives, relations, damage fields, facilities, kamikaze tokens', () => {
    const doc = {
      ...base,
      options: ['hr01-no-us-factories', 'x2-patrol-zone', 'no-such-rule'],
      objectivesPaid: ['anzac-high-morale', 'world-peace'],
      relations: [
        { a: 'Japan', b: 'UK', kind: 'war' },
        { a: 'UK', b: 'Japan', kind: 'war' },
        { a: 'USA', b: 'USA', kind: 'allied' },
        { a: 'USA', b: 'China', kind: 'friends' },
      ],
      kamikaze: { tokens: { Japan: 7 }, armed: ['Philippines', 'Okinawa'] },
      territories: {
        India: {
          owner: 'UK',
          units: [
            { type: 'factory_major', owner: 'UK', damage: 21 },
            { type: 'factory_minor', owner: 'UK' },
            { type: 'infantry', owner: 'UK', damage: 1 },
            { type: 'factory_upgrade', owner: 'UK' },
          ],
        },
        Szechwan: { units: [{ type: 'harbour', owner: 'China' }] },
        '39 Sea Zone': {
          units: [
            { type: 'destroyer', owner: 'UK', hits: 1 },
            { type: 'airfield', owner: 'UK' },
          ],
        },
      },
    };
    expect(codes(doc)).toEqual([
      ['relations[3].kind', 'UNKNOWN_RELATION'],
      ['options[1]', 'OPTION_NOT_APPLICABLE'], // in the catalogue, for pacific-2001 only
      ['options[2]', 'UNKNOWN_OPTION'],
      ['kamikaze.tokens["Japan"]', 'TOO_MANY_KAMIKAZE_TOKENS'],
      ['kamikaze.armed[1]', 'NOT_A_KAMIKAZE_TRIGGER'], // KAM-2: Okinawa triggers without a Japanese hold
      ['objectivesPaid[1]', 'UNKNOWN_OBJECTIVE'],
      ['relations[1]', 'DUPLICATE_RELATION'],
      ['relations[2]', 'SELF_RELATION'],
      ['territories["India"].units[0].damage', 'TOO_MUCH_DAMAGE'],
      ['territories["India"].units[2].damage', 'WRONG_DAMAGE_FIELD'],
      ['territories["India"].units[3].type', 'NOT_A_BOARD_UNIT'],
      ['territories["India"].units', 'TOO_MANY_FACILITIES'],
      ['territories["Szechwan"].units[0].type', 'NOT_COASTAL'],
      ['territories["39 Sea Zone"].units[0].hits', 'TOO_MUCH_DAMAGE'],
      ['territories["39 Sea Zone"].units[1].type', 'FACILITY_AT_SEA'],
    ]);
  });

  test('cargo and planes: only transports carry land units and only carriers carry fighters and tactical bombers, of own or allied powers', () => {
    const doc = {
      ...base,
      territories: {
        '39 Sea Zone': {
          units: [
            { type: 'destroyer', owner: 'UK', cargo: [{ type: 'infantry', owner: 'UK' }] },
            {
              type: 'transport',
              owner: 'UK',
              cargo: [
                { type: 'fighter', owner: 'UK' },
                { type: 'infantry', owner: 'Japan' },
              ],
            },
            {
              type: 'carrier',
              owner: 'UK',
              planes: [
                { type: 'bomber', owner: 'UK' },
                { type: 'fighter', owner: 'USA' },
              ],
            },
            { type: 'cruiser', owner: 'UK', planes: [{ type: 'fighter', owner: 'UK' }] },
          ],
        },
      },
    };
    expect(codes(doc)).toEqual([
      ['territories["39 Sea Zone"].units[0].cargo', 'NOT_A_TRANSPORT'],
      ['territories["39 Sea Zone"].units[1].cargo[0].type', 'NOT_TRANSPORTABLE'],
      ['territories["39 Sea Zone"].units[1].cargo[1].owner', 'NOT_FRIENDLY'],
      ['territories["39 Sea Zone"].units[2].planes[0].type', 'NOT_A_CARRIER_PLANE'],
      ['territories["39 Sea Zone"].units[2].planes[1].owner', 'NOT_FRIENDLY'], // USA and UK are neutral at the start
      ['territories["39 Sea Zone"].units[3].planes', 'NOT_A_CARRIER'],
    ]);
  });

  test('friendliness follows the stated relations: ANZAC planes on a UK carrier are cargo only while the two are allied', () => {
    const doc = {
      ...base,
      relations: [{ a: 'UK', b: 'ANZAC', kind: 'neutral' }],
      territories: { '39 Sea Zone': { units: [{ type: 'carrier', owner: 'UK', planes: [{ type: 'fighter', owner: 'ANZAC' }] }] } },
    };
    expect(problemsOf(createFrom(doc))).toEqual([['territories["39 Sea Zone"].units[0].planes[0].owner', 'NOT_FRIENDLY']]);
  });
});
