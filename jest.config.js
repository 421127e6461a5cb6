/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  setupFiles: ['reflect-metadata'],
  // GOLDEN_RECORD=1: capture the games tests play, for test/golden (a no-op otherwise).
  setupFilesAfterEnv: ['<rootDir>/test/golden/record-api-games.ts'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
};
