import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LATER_PARTS, SHELL_MODULES, signedInPage, signedInPageReads } from './route-modules';

// The server preloads these modules by name, so they must be the ones the client really loads.
// (tests/e2e/route-preloads.test.ts checks them against a real build's manifest.)
const CLIENT = fileURLToPath(new URL('../client/', import.meta.url));
const source = (file: string) => readFileSync(path.join(CLIENT, file), 'utf8');
const withoutExtension = (module: string) => module.replace(/\.tsx$/, '');

describe('route modules', () => {
  it('names the parts the dashboard loads after its first paint', () => {
    const lazy = [...source('pages/dashboard.tsx').matchAll(/import\('\.\.\/([^']+)'\)/g)].map(
      ([, module]) => `${module}.tsx`,
    );
    expect(lazy).toEqual([...DASHBOARD_LATER_PARTS]);
  });

  it('names modules the client imports dynamically (each is a chunk of its own)', () => {
    // main.tsx, app-root.tsx and App.tsx sit in src/client, so their import paths are the modules' own.
    const importers = ['main.tsx', 'app-root.tsx', 'App.tsx'].map(source).join('\n');
    for (const module of Object.values(SHELL_MODULES)) {
      expect(existsSync(path.join(CLIENT, module)), module).toBe(true);
      expect(importers, module).toContain(`import('./${withoutExtension(module)}')`);
    }
  });

  it('finds a signed-in page by exact path only', () => {
    expect(signedInPage('/goals')).toBe('pages/goals.tsx');
    expect(signedInPage('/goals/')).toBeUndefined();
  });

  it("names the dashboard's first read, and none for other paths", () => {
    expect(signedInPageReads('/')).toEqual(['/api/user']);
    for (const path of ['/goals', '/pricing', '/nowhere', '__proto__', 'constructor']) {
      expect(signedInPageReads(path), path).toEqual([]);
    }
  });
});
