import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Browser files that assert on elapsed time, CPU or memory: they run after the others, one at a time.
const E2E_ALONE = [
  'tests/e2e/fair-synthesis.test.ts', // the server's idle CPU, and a first byte within 2 s
  'tests/e2e/voice.test.ts', // audio within 5 s of pressing play, a seek within 3 s
  'tests/e2e/database-faults.test.ts', // every answer within 15 s of a fault
  'tests/e2e/database-outage.test.ts',
  'tests/e2e/durability.test.ts',
  'tests/e2e/memory-limit.test.ts', // the server's memory in a 512 MB cgroup
];

// Files that spend most of their time waiting (a scheduler's next pass, up to a minute): they start first in
// their project, so the other worker runs files meanwhile. Without recorded times (a fresh clone: CI's first
// pass) vitest orders by file size, and the scheduler's wait ran last with the other worker idle.
const WAITING_FILES = ['tests/e2e/reminders-server.test.ts'];

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const waits = (file: TestSpecification) => WAITING_FILES.some((path) => file.moduleId.endsWith(path));
    const sorted = await super.sort(files);
    const order = sorted.filter((file) => !waits(file));
    // Each waiting file goes in front of the first file of its project.
    for (const file of sorted.filter(waits)) {
      const first = order.findIndex((other) => other.project.name === file.project.name);
      order.splice(first < 0 ? order.length : first, 0, file);
    }
    return order;
  }
}

// On CI a browser test that fails is run once more: two busy cores can starve a page past an action's
// time. A test that fails twice fails the run; one that passed only the second time is listed by .ci/run,
// with its first error, so a flaky test is seen rather than hidden.
const e2e = {
  environment: 'node',
  globalSetup: ['tests/e2e/support/global-server.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  retry: process.env.CI ? 1 : 0,
};

// One runner for everything `npm test` covers: unit and server integration tests next to the code
// (plus tests/server and tests/writer-eval), component tests (*.test.tsx, in happy-dom), and browser
// end-to-end tests against the production build (tests/e2e).
export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default is cores − 1): each unit file has its own
    // database copy. The browser files run afterwards (sequence.groupOrder), two at a time as well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: WaitingFilesFirst },
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
