import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'http-encoding', root: 'packages/http-encoding', include: ['src/**/*.test.ts'] } },
      // Checks of the repository's own tooling (the import boundaries); fixtures are not tests.
      { test: { name: 'tooling', root: 'tooling', include: ['*.test.ts'] } },
      {
        test: {
          name: 'exchange',
          root: 'packages/exchange',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'devnet',
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
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test-setup.ts'],
        },
      },
    ],
  },
});
