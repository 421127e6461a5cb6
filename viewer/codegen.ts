// GraphQL Code Generator: typed documents for the viewer, from the committed schema and
// viewer/src/**/*.graphql. Run by `npm run codegen` (with the example client's).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['viewer/src/**/*.graphql'],
  generates: {
    'viewer/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, documentMode: 'string' },
    },
  },
};

export default config;
