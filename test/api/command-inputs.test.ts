// src/api/command-inputs.ts ties each mutation's input class to the rules
// command it sends (the compiler checks their fields); this checks the record
// against the schema: each mutation named there takes that input, and every
// mutation whose input carries a commandId is named there.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, getNamedType, GraphQLInputObjectType } from 'graphql';
import { COMMAND_INPUTS } from '../../src/api/command-inputs';

const schema = buildSchema(readFileSync(resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));
const mutations = schema.getMutationType()!.getFields();

test.each(Object.entries(COMMAND_INPUTS))('mutation %s takes the input linked to its command', (name, link) => {
  const input = mutations[name]?.args.find((a) => a.name === 'input');
  expect(input && getNamedType(input.type).name).toBe(link.input.name);
});

test('every mutation sending a command (its input has a commandId) is linked to its command', () => {
  const commandMutations = Object.values(mutations)
    .filter((m) =>
      m.args.some((a) => {
        const t = getNamedType(a.type);
        return t instanceof GraphQLInputObjectType && 'commandId' in t.getFields();
      }),
    )
    .map((m) => m.name);
  expect(commandMutations.sort()).toEqual(Object.keys(COMMAND_INPUTS).sort());
});
