// GraphQL Code Generator: typed documents for the example client, from the
// committed schema and examples/operations.graphql. Run `npm run codegen`.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['examples/operations.graphql'],
  generates: {
    'examples/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
  },
};

export default config;
