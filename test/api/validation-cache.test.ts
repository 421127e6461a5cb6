// Input validation keeps class-validator's constraint lookups per class (src/api/validation.ts): the inherited
// constraints still apply, every time, and a class whose decorators run after validation began is checked by its own.
import 'reflect-metadata';
import { getMetadataStorage, IsUUID, Length } from 'class-validator';
import { GraphQLError } from 'graphql';
import { EndPhaseInput } from '../../src/api/inputs';
import { validateInput } from '../../src/api/validation';
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
