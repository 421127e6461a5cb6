/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  setupFiles: ['reflect-metadata'],
  // dist/ compiled once before the tests that run the server and the tools as npm start and npm run do.
  globalSetup: '<rootDir>/test/support/build-dist.ts',
  // GOLDEN_RECORD=1: capture the games tests play, for test/golden (a no-op otherwise).
  // test/support/end-children.ts: every child process a test file started (test/support/children.ts) is killed after it.
  setupFilesAfterEnv: ['<rootDir>/test/golden/record-api-games.ts', '<rootDir>/test/support/end-children.ts'],
  testTimeout: 30000,
  // Two workers on two cores: most test files wait on child servers, sockets and timers, so two at once keep both
  // cores busy (jest's default on 2 cores is one worker, which left one idle most of the run).
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
};
