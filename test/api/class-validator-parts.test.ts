// src/api/class-validator.ts takes each part of class-validator from its own file instead of the package's
// index (which loads all of validator.js and libphonenumber-js: issue 29, the server's start). Each part must be
// the very value the index exports, so that decorators register in the one metadata store and validation runs
// class-validator's own code; an upgrade that moves a file fails here.
import * as fromIndex from 'class-validator';
import * as parts from '../../src/api/class-validator';
import { IsUUID, Length, Matches } from '../../src/api/class-validator';

describe("class-validator's parts, each from its own file", () => {
  test('every decorator and the metadata store are the index’s own values', () => {
    const names = Object.keys(parts).filter((name) => name !== 'validateSync');
    expect(names.length).toBe(19);
    for (const name of names)
      expect([name, (parts as Record<string, unknown>)[name]]).toEqual([name, (fromIndex as Record<string, unknown>)[name]]);
    expect(parts.getMetadataStorage()).toBe(fromIndex.getMetadataStorage());
  });

  test('validateSync finds what the index’s validateSync finds', () => {
    class Probe {
      @IsUUID()
      id!: string;
      @Length(1, 3)
      @Matches(/^[a-z]+$/)
      name!: string;
    }
    const cases = [
      { id: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64', name: 'abc' },
      { id: 'not-a-uuid', name: 'ab' },
      { id: '6f1d2c9a-4b8e-4f3a-9c7d-5e2b1a0f8c64', name: 'ABCD' },
      { id: 7, name: '' },
    ];
    const summary = (errors: fromIndex.ValidationError[]) => errors.map((e) => [e.property, Object.keys(e.constraints ?? {}).sort()]);
    const found = cases.map((c) => summary(parts.validateSync(Object.assign(new Probe(), c), { forbidUnknownValues: true })));
    expect(found).toEqual(cases.map((c) => summary(fromIndex.validateSync(Object.assign(new Probe(), c), { forbidUnknownValues: true }))));
    expect(found).toEqual([
      [],
      [['id', ['isUuid']]],
      [['name', ['isLength', 'matches']]],
      [
        ['id', ['isUuid']],
        ['name', ['isLength', 'matches']],
      ],
    ]);
  });
});
