import { defineConfig } from 'vitest/config';

/**
 * CI runs every project side by side on two cores, where a test that takes 1 s alone can take over
 * vitest's default 5 s; a hang still fails, later.
 */
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', testTimeout, root: 'packages/core', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'http-encoding',
          testTimeout,
          root: 'packages/http-encoding',
          include: ['src/**/*.test.ts'],
        },
      },
      // Checks of the repository's own tooling (the import boundaries); fixtures are not tests.
      { test: { name: 'tooling', testTimeout, root: 'tooling', include: ['*.test.ts'] } },
      {
        test: {
          name: 'exchange',
          testTimeout,
          root: 'packages/exchange',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          testTimeout,
          root: 'packages/contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'devnet',
          testTimeout,
          root: 'packages/devnet',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Set-up hooks start anvil chains and deploy contracts: over 10 s when the CI machine's two
          // cores are busy with the other projects.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          testTimeout,
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // A private PostgreSQL cluster and a PGlite template: the database suites run on both.
          globalSetup: ['src/testing/global-setup.ts'],
          // Each suite starts a server on its own database; opening PGlite alone can take over 10 s
          // when the CI machine's two cores are busy with the other projects.
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          testTimeout,
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
