import type { Config } from 'jest';

const tsJest: Config['transform'] = {
  '^.+\\.ts$': 'ts-jest',
};

const config: Config = {
  // e2e files wait on the database and on webhook receivers more than on CPU.
  maxWorkers: 3,
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'unit',
      rootDir: '.',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: [
        '<rootDir>/src/**/*.spec.ts',
        '<rootDir>/eval/**/*.spec.ts',
        '<rootDir>/bench/**/*.spec.ts',
      ],
      transform: tsJest,
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform: tsJest,
      globalSetup: '<rootDir>/test/utils/global-setup.ts',
      globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
    },
    {
      // The operator console in a real browser (Debian's chromium) against the real service.
      displayName: 'browser',
      rootDir: '.',
      testEnvironment: 'node',
      moduleFileExtensions: ['ts', 'js', 'json'],
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      transform: tsJest,
      globalSetup: '<rootDir>/test/browser/global-setup.ts',
      globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
    },
  ],
};

export default config;
