// ESLint (flat config): typescript-eslint's recommended rules on all our
// TypeScript, Prettier's formatting left to Prettier (eslint-config-prettier
// last). Run by `npm test` through `npm run lint`.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['node_modules/', 'dist/', 'bench/.cache/', 'coverage/', '.scratch/', 'examples/gql/', 'viewer/src/gql/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a value kept on purpose but not read (destructured away, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // class-validator's index loads all of validator.js and libphonenumber-js (a quarter of the server's start):
    // the server takes the parts it uses from src/api/class-validator.ts, one file each.
    files: ['src/**/*.ts'],
    ignores: ['src/api/class-validator.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'class-validator', message: 'Import from src/api/class-validator.ts.', allowTypeImports: true }] },
      ],
    },
  },
  {
    // The replay viewer runs in the browser.
    files: ['viewer/**/*.{ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests build odd shapes on purpose (malformed input, partial states): `any` is allowed there.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain CommonJS scripts (the bench's baseline servers).
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
