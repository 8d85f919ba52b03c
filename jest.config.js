/**
 * jest 30 in native ESM mode (run through `node --experimental-vm-modules`, see package.json).
 *
 * Three projects by speed: `unit` (no database: the citation reader, its data and golden corpus,
 * configuration), `database` (a real PostgreSQL, one database per file copied from a migrated
 * template), `slow` (replicas, faults, fuzzing, the browser, embedded PostgreSQL, builds).
 * `npm test` runs unit and database; `npm run test:all` runs all three (CI does). VSL_TEST_PROJECTS
 * (`unit,database`) chooses projects, so a path after `npm test --` still filters files.
 */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^#libs/(.*)\\.js$': '<rootDir>/libs/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
};

const UNIT = ['<rootDir>/test/citations/**/*.spec.ts', '<rootDir>/test/foundation/{config,load,progress,server-settings}.spec.ts', '<rootDir>/test/reports/{rendering,signing}.spec.ts'];
const SLOW = [
  '<rootDir>/test/replicas/**/*.spec.ts',
  '<rootDir>/test/resilience/**/*.spec.ts',
  '<rootDir>/test/search/fuzz.spec.ts',
  '<rootDir>/test/page/*.browser.spec.ts',
  '<rootDir>/test/foundation/embedded.spec.ts',
  '<rootDir>/test/foundation/build-if-changed.spec.ts',
];

/** The projects VSL_TEST_PROJECTS names (all where unset); test/support/global-setup.js reads it too. */
const SELECTED = process.env.VSL_TEST_PROJECTS?.split(',').map((p) => p.trim()).filter(Boolean);

const PROJECTS = [
  { ...shared, displayName: 'unit', testMatch: UNIT },
  {
    ...shared,
    displayName: 'database',
    testMatch: ['<rootDir>/test/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/test/citations/', '/test/foundation/(?:config|load|progress|server-settings|build-if-changed|embedded)\\.spec\\.ts$', '/test/reports/(?:rendering|signing)\\.spec\\.ts$',
      '/test/replicas/', '/test/resilience/', '/test/search/fuzz\\.spec\\.ts$', '/test/page/[^/]*\\.browser\\.spec\\.ts$'],
  },
  { ...shared, displayName: 'slow', testMatch: SLOW },
];

export default {
  // (Starts the test database unless only `unit` runs: test/support/global-setup.js.)
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  testTimeout: 60000,
  maxWorkers: 2,
  projects: PROJECTS.filter((p) => !SELECTED || SELECTED.includes(p.displayName)),
};
