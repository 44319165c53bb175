import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_LATER_PARTS, pagesFor, SHELL_MODULES, SIGNED_IN_PAGES } from '../src/common/route-modules';
import { chunkGroups } from './chunk-groups';

// A module graph like the app's, built from the route table: the entry loads the shell and every page
// lazily; each shared module is imported by the pages named. The groups must follow the table.
const id = (module: string) => `/repo/src/client/${module}`;
const ENTRY = id('index.html');

function chunkOf(importers: readonly string[]): string | null {
  const infos = new Map<string, Partial<Rolldown.ModuleInfo>>([
    [ENTRY, { isEntry: true, importers: [], dynamicImporters: [] }],
  ]);
  const lazy = [
    ...Object.values(SHELL_MODULES),
    ...Object.values(SIGNED_IN_PAGES).map((page) => page.module),
    ...DASHBOARD_LATER_PARTS,
  ];
  for (const module of lazy)
    infos.set(id(module), { isEntry: false, importers: [], dynamicImporters: [ENTRY] });
  const shared = id('lib/shared.ts');
  infos.set(shared, { isEntry: false, importers: importers.map(id), dynamicImporters: [] });
  const context = {
    getModuleInfo: (moduleId: string) => (infos.get(moduleId) ?? null) as Rolldown.ModuleInfo | null,
  };
  const [group] = chunkGroups();
  if (typeof group?.name !== 'function') throw new Error('the chunk group names modules by a function');
  return group.name(shared, context) ?? null;
}

describe('chunk groups', () => {
  const speechPages = pagesFor('speeches');
  const planPages = pagesFor('plans');
  const dashboard = SIGNED_IN_PAGES['/'].module;
  const others = speechPages.filter((page) => page !== dashboard);

  it("put what the dashboard shares with another speech page in 'speech-pages'", () => {
    for (const page of [...others, ...DASHBOARD_LATER_PARTS])
      expect(chunkOf([dashboard, page]), page).toBe('speech-pages');
  });

  it("put what other speech pages share without the dashboard in 'speech-views'", () => {
    expect(others.length).toBeGreaterThan(1);
    expect(chunkOf(others)).toBe('speech-views');
  });

  it('leave the plan pages to automatic chunking, and a module one page uses in its page', () => {
    expect(planPages.length).toBeGreaterThan(0);
    expect(chunkOf(planPages)).toBeNull();
    expect(chunkOf([dashboard, ...planPages])).toBeNull();
    expect(chunkOf([dashboard])).toBeNull();
  });

  it("put the shells' shared code in 'public' and 'signed-in'", () => {
    expect(chunkOf([SHELL_MODULES.appRoot, SHELL_MODULES.landing])).toBe('public');
    expect(chunkOf([SHELL_MODULES.signedInLayout, dashboard])).toBe('signed-in');
  });
});
