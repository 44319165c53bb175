import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Browser files that assert on elapsed time, CPU or memory: they run after the others, one at a time.
const E2E_ALONE = [
  'tests/e2e/fair-synthesis.test.ts', // the server's idle CPU, and a first byte within 2 s
  'tests/e2e/voice.test.ts', // audio within 5 s of pressing play, a seek within 3 s
  'tests/e2e/database-faults.test.ts', // every answer within 15 s of a fault
  'tests/e2e/database-outage.test.ts',
  'tests/e2e/durability.test.ts',
  'tests/e2e/memory-limit.test.ts', // the server's memory in a 512 MB cgroup
];

const e2e = {
  environment: 'node',
  globalSetup: ['tests/e2e/support/global-server.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

// One runner for everything `npm test` covers: unit and server integration tests next to the code
// (plus tests/server and tests/writer-eval), component tests (*.test.tsx, in happy-dom), and browser
// end-to-end tests against the production build (tests/e2e).
export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default is cores − 1): each unit file has its own
    // database copy. The browser files run afterwards (sequence.groupOrder), two at a time as well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/writer-eval/**/*.test.ts',
            'tests/safety-eval/**/*.test.ts',
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
      // Browser end-to-end files, two at a time (groupOrder 1), then the few that measure time or the
      // machine itself, alone (groupOrder 2). Each group starts its own production server (global-server.ts).
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          ...e2e,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e-alone',
          include: E2E_ALONE,
          ...e2e,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
