// Input validation keeps class-validator's constraint lookups per class (src/api/validation.ts): the inherited
// constraints still apply, every time, and a class whose decorators run after validation began is checked by its own.
import 'reflect-metadata';
import { getMetadataStorage, IsUUID, Length, validateSync } from 'class-validator';
import { getMetadataStorage as typeGraphqlMetadata } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { EndPhaseInput, PhaseMarkInput } from '../../src/api/inputs';
import { passesAtOnce, validateInput } from '../../src/api/validation';
import { seededRandom } from '../support/random';
import { buildApiSchema } from '../../src/api/schema';

const input = (fields: Partial<EndPhaseInput>) => Object.assign(new EndPhaseInput(), fields);

async function failure(value: unknown): Promise<{ field: string }[] | null> {
  try {
    await validateInput(value);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(GraphQLError);
    return ((err as GraphQLError).extensions.fields as { field: string }[]).map((f) => ({ field: f.field }));
  }
}

describe('validation with the constraint lookups kept', () => {
  test('inherited constraints (commandId, gameId, seatToken) hold on every call, not only the first', async () => {
    const ok = input({ commandId: 'c-1', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64', seatToken: 't' });
    for (let i = 0; i < 3; i++) {
      expect(await failure(ok)).toBeNull();
      expect(await failure(input({ commandId: 'bad id!', gameId: 'not-a-uuid', seatToken: 'x'.repeat(201) }))).toEqual([
        { field: 'commandId' },
        { field: 'gameId' },
        { field: 'seatToken' },
      ]);
    }
    // Kept: the same lookup, not a new one, for the same class (as validation asks: no schema, groups or `always`).
    const storage = getMetadataStorage();
    const lookup = () => storage.getTargetValidationMetadatas(EndPhaseInput, '', false, false, undefined);
    expect(lookup()).toBe(lookup());
    expect(lookup().map((m) => m.propertyName)).toEqual(expect.arrayContaining(['phase', 'commandId', 'gameId', 'seatToken']));
  });

  test('a class declared after validation began is checked by its own constraints and its parent’s', async () => {
    expect(await failure(input({ commandId: 'bad id!', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64' }))).toEqual([
      { field: 'commandId' },
    ]);
    class Later extends EndPhaseInput {
      @Length(2, 3)
      note!: string;
    }
    class Other {
      @IsUUID()
      id!: string;
    }
    const later = Object.assign(new Later(), { commandId: 'bad id!', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64', note: 'x' });
    expect(await failure(later)).toEqual([{ field: 'note' }, { field: 'commandId' }]);
    expect(await failure(Object.assign(new Other(), { id: 'nope' }))).toEqual([{ field: 'id' }]);
    // A constraint registered on a parent after its child was validated applies to the child from then on.
    class Child extends Other {}
    const child = Object.assign(new Child(), { id: 'nope', extra: 'x' });
    expect(await failure(child)).toEqual([{ field: 'id' }]);
    Length(2, 3)(Other.prototype, 'extra');
    expect(await failure(child)).toEqual([{ field: 'id' }, { field: 'extra' }]);
  });
});

describe('validation by the synchronous executor', () => {
  test('every constraint of the API’s inputs is synchronous, so none is skipped', async () => {
    await buildApiSchema(); // every input class of the schema, with its decorators
    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<unknown, { type: string; constraintCls?: unknown; propertyName: string }[]>;
      constraintMetadatas: Map<unknown, { async: boolean }[]>;
    };
    let custom = 0;
    for (const metadatas of storage.validationMetadatas.values())
      for (const m of metadatas) {
        if (m.type !== 'customValidation') continue;
        custom++;
        for (const c of storage.constraintMetadatas.get(m.constraintCls) ?? [])
          expect({ property: m.propertyName, async: c.async }).toEqual({
            property: m.propertyName,
            async: false,
          });
      }
    expect(custom).toBeGreaterThan(50);
  });

  test('a list is refused with the errors of its first item that fails, as before', async () => {
    const good = input({ commandId: 'c-1', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64' });
    const badId = input({ commandId: 'bad id!', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64' });
    const badGame = input({ commandId: 'c-2', gameId: 'nope' });
    expect(await failure([good, 'not an object', badGame, badId])).toEqual([{ field: 'gameId' }]);
    expect(await failure([good, good])).toBeNull();
    expect(await failure('a string')).toBeNull();
  });
});

describe('inputs that pass at once', () => {
  test('pass class-validator too, for every input class of the schema and values of every kind', async () => {
    await buildApiSchema();
    const random = seededRandom(2938);
    const pool: unknown[] = [
      '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64',
      'c-1',
      'bad id!',
      '',
      'x'.repeat(201),
      'PURCHASE',
      'purchase',
      'JAPAN',
      'Japan',
      'infantry',
      'INFANTRY',
      0,
      1,
      5,
      -1,
      1.5,
      1001,
      true,
      false,
      null,
      undefined,
      [],
      ['a'],
      [{ unitType: 'INFANTRY', count: 1 }],
      {},
    ];
    const storage = getMetadataStorage();
    // Input types and argument classes (such as a board's ReplayArgs, whose atPhase is an optional nested input).
    const classes = [...typeGraphqlMetadata().inputTypes, ...typeGraphqlMetadata().argumentTypes].map((t) => t.target as new () => object);
    expect(classes.length).toBeGreaterThan(40);
    let atOnce = 0;
    let compared = 0;
    for (const Input of classes) {
      const properties = [
        ...new Set(
          storage.getTargetValidationMetadatas(Input, undefined as unknown as string, false, false, undefined).map((m) => m.propertyName),
        ),
      ];
      for (let i = 0; i < 300; i++) {
        // Every property a value of the pool: fitting, wrong, missing.
        const value = Object.assign(new Input(), Object.fromEntries(properties.map((p) => [p, pool[Math.floor(random() * pool.length)]])));
        compared++;
        if (passesAtOnce(value) !== true) continue;
        atOnce++;
        expect([Input.name, validateSync(value, { forbidUnknownValues: true, skipMissingProperties: true })]).toEqual([Input.name, []]);
      }
    }
    expect(compared).toBeGreaterThan(10_000);
    // The walk does answer for many of them (and for a command's input: below).
    expect(atOnce).toBeGreaterThan(300);
    expect(passesAtOnce(input({ commandId: 'c-1', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64', seatToken: 't' }))).toBe(true);
    expect(passesAtOnce(input({ commandId: 'bad id!', gameId: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64' }))).toBeUndefined();
  });
});

describe('an optional nested input left out', () => {
  // Every board asked by atEvent leaves ReplayArgs' atPhase (IsOptional, ValidateNested) out: class-validator checks
  // nothing nested in a missing property, so the walk answers at once instead of handing the args to class-validator.
  const replayArgs = () => {
    const found = typeGraphqlMetadata().argumentTypes.find((t) => t.target.name === 'ReplayArgs');
    if (!found) throw new Error('no ReplayArgs among the argument classes');
    return found.target as new () => object;
  };

  test('passes at once when missing or null, and is validated by class-validator when present', async () => {
    await buildApiSchema();
    const ReplayArgs = replayArgs();
    const args = (fields: object) => Object.assign(new ReplayArgs(), fields);
    expect(passesAtOnce(args({ atEvent: 12 }))).toBe(true);
    expect(passesAtOnce(args({ atEvent: 12, atPhase: null }))).toBe(true);
    expect(passesAtOnce(args({}))).toBe(true);
    const phase = (fields: object) => Object.assign(new PhaseMarkInput(), fields);
    // Present, it is class-validator's to check, fitting or not.
    expect(passesAtOnce(args({ atPhase: phase({ round: 2, power: 'JAPAN', phase: 'PURCHASE' }) }))).toBeUndefined();
    expect(await failure(args({ atPhase: phase({ round: 2, power: 'JAPAN', phase: 'PURCHASE' }) }))).toBeNull();
    expect(await failure(args({ atPhase: phase({ round: 0, power: 'JAPAN', phase: 'PURCHASE' }) }))).toEqual([{ field: 'atPhase.round' }]);
    for (const value of [{ atEvent: 12 }, { atEvent: 12, atPhase: null }, {}])
      expect(validateSync(args(value), { forbidUnknownValues: true, skipMissingProperties: true })).toEqual([]);
  });
});
