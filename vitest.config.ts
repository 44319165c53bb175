import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for everything `npm test` covers: unit and server integration tests next to the code
// (plus tests/server and tests/writer-eval), component tests (*.test.tsx, in happy-dom), and browser
// end-to-end tests against the production build (tests/e2e).
export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default is cores − 1): each unit file has its own
    // database copy. The browser files run afterwards, one at a time and alone (sequence.groupOrder),
    // as their timings assume.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          sequence: { groupOrder: 0 },
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
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-server.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
