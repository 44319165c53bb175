import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { securityTest as it } from '../../setup/fixtures';
import { apiRoutes, routeKey } from '../security/security-app';

// docs/api.md is the API reference: a route added to the app without a line there fails here, and so
// does a line left behind for a route that is gone.
const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
const documented = [...doc.matchAll(/^\| `([A-Z]+) (\/api\/[^`?\s]*)/gm)].map(
  ([, method, url]) => `${method} ${url}`,
);

describe('docs/api.md', () => {
  it('lists every API route the app serves, and no other', ({ app }) => {
    const served = apiRoutes(app).map(routeKey).sort();
    expect(served.length).toBeGreaterThan(30);
    expect([...new Set(documented)].sort()).toEqual(served);
  });
});
