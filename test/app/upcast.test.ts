// The upcaster registry (src/app/upcast.ts, docs/exports.md "An event schema change ships
// with an upcaster"): upcasters keyed by (event type, from-version) run in version order
// up to the current version; a type with no upcaster for a version passes through it; a
// newer version is refused with NewerSchemaError. The shapes are a real pair: the stored
// UnitsPurchased payload (units[].cost) and the name the API gives that field (costPUs,
// src/api/events/spec.ts), the rename spec.ts leaves for a later schema version. The
// registry here is the test's own: production has no upcaster yet (version 1 is the only one).
import { NewerSchemaError, toGameEvent, UPCASTERS, UpcasterRegistry, type Upcaster } from '../../src/app/upcast';
import { EVENT_SCHEMA_VERSION } from '../../src/rules';

type StoredV1 = { power: string; units: { type: string; count: number; cost: number }[]; total: number; pusLeft: number };
type StoredV2 = { power: string; units: { type: string; count: number; costPUs: number }[]; total: number; pusLeft: number };

/** Version 1 -> 2: UnitsPurchased's units[].cost renamed costPUs (the API's name). */
const renameCost: Upcaster = {
  type: 'UnitsPurchased',
  from: 1,
  change: 'units[].cost renamed costPUs (what it is: the PUs paid, not a movement cost)',
  up: (data) => {
    const d = data as StoredV1;
    return { ...d, units: d.units.map(({ cost, ...u }) => ({ ...u, costPUs: cost })) };
  },
};
/** Version 2 -> 3: the same payload gains the purchase's round (a second step, to show the order). */
const addRound: Upcaster = {
  type: 'UnitsPurchased',
  from: 2,
  change: 'round added (absent before: null)',
  up: (data) => ({ ...(data as StoredV2), round: null }),
};

const v1 = { power: 'Japan', units: [{ type: 'infantry', count: 2, cost: 3 }], total: 6, pusLeft: 20 };

test('a version-1 payload is carried through every later version, in order', () => {
  const registry = new UpcasterRegistry(3, [addRound, renameCost]);
  expect(registry.chain('UnitsPurchased', 1)).toEqual([renameCost, addRound]);
  expect(registry.upcast('UnitsPurchased', 1, v1)).toEqual({
    power: 'Japan',
    units: [{ type: 'infantry', count: 2, costPUs: 3 }],
    total: 6,
    pusLeft: 20,
    round: null,
  });
  // Written at version 2: only the later step runs.
  const v2 = { ...v1, units: [{ type: 'infantry', count: 2, costPUs: 3 }] };
  expect(registry.upcast('UnitsPurchased', 2, v2)).toEqual({ ...v2, round: null });
  // At the current version, and for a type whose shape never changed: as stored.
  expect(registry.upcast('UnitsPurchased', 3, v2)).toBe(v2);
  const turn = { power: 'Japan', round: 1 };
  expect(registry.upcast('TurnStarted', 1, turn)).toBe(turn);
  // The stored payload is not changed (its hash covers it as written).
  expect(v1.units[0]).toEqual({ type: 'infantry', count: 2, cost: 3 });
});

test('a newer version than the registry reads is refused, saying which', () => {
  const registry = new UpcasterRegistry(2, [renameCost]);
  expect(() => registry.upcast('UnitsPurchased', 3, v1)).toThrow(NewerSchemaError);
  expect(() => registry.upcast('UnitsPurchased', 3, v1)).toThrow(
    'event UnitsPurchased has schema version 3; this engine reads event schema versions up to 2',
  );
});

test('a registry with two upcasters for one step, or one outside the versions, is refused as it is built', () => {
  expect(() => new UpcasterRegistry(2, [renameCost, { ...renameCost }])).toThrow('two upcasters for UnitsPurchased from version 1');
  expect(() => new UpcasterRegistry(2, [addRound])).toThrow('upcaster UnitsPurchased from version 2: versions go from 1 to 1');
});

test("the engine's own registry: no upcaster while version 1 is the only version; a newer event is refused", () => {
  expect(EVENT_SCHEMA_VERSION).toBe(1);
  expect(UPCASTERS).toEqual([]);
  const metadata = { schemaVersion: 1 } as never;
  expect(toGameEvent({ type: 'UnitsPurchased', data: v1, metadata })).toEqual({ type: 'UnitsPurchased', data: v1 });
  expect(() => toGameEvent({ type: 'UnitsPurchased', data: v1, metadata: { schemaVersion: 2 } as never })).toThrow(NewerSchemaError);
});
