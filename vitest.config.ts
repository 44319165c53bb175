import { defineConfig } from 'vitest/config';

// One runner for everything `npm test` covers: unit and server integration tests next to the code
// (plus tests/server and tests/writer-eval), component tests (*.test.tsx, in happy-dom), and browser
// end-to-end tests against the production build (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/writer-eval/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Components in a simulated DOM (happy-dom), for behaviour that needs no real browser.
        test: {
          name: 'component',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/component.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-server.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
