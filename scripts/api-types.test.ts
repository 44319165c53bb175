import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATHS_FILE, pathTypes } from './api-types';

describe('src/common/api/paths.ts', () => {
  it("is what `npm run api:types` makes of the routes' schemas now", async () => {
    const committed = readFileSync(PATHS_FILE, 'utf8');
    expect(committed === (await pathTypes()), 'stale: run `npm run api:types`').toBe(true);
  }, 60_000);
});
