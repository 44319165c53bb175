import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_MANIFEST, INDEX_HTML, writeClientBuild } from '../../../tests/setup/client-build';
import { createIndexPage, readIndexPage } from './route-preloads';

const indexPage = createIndexPage(INDEX_HTML, CLIENT_MANIFEST);

/** The preloads in the page, in order: fetched URLs and module files. */
function preloads(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    fetches: [
      ...head.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
    ].map((match) => match[1]),
    modules: [...head.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    ),
  };
}

describe('route preloads', () => {
  it('signed out on /: both user lookups, the app and the landing page with what they import', () => {
    expect(preloads(indexPage({ path: '/', hasSession: false }))).toEqual({
      fetches: ['/api/auth/user', '/api/user'],
      modules: ['assets/app-root.js', 'assets/landing.js', 'assets/icons.js'],
    });
  });

  it('with a session on a signed-in route: the first lookup, the query app, the layout and that page', () => {
    // The dashboard reads /api/user before it shows anything.
    expect(preloads(indexPage({ path: '/', hasSession: true }))).toEqual({
      fetches: ['/api/auth/user', '/api/user'],
      modules: [
        'assets/app-root.js',
        'assets/query-app.js',
        'assets/query.js',
        'assets/layout.js',
        'assets/icons.js',
        'assets/dashboard.js',
      ],
    });
    expect(preloads(indexPage({ path: '/pricing', hasSession: true }))).toEqual({
      fetches: ['/api/auth/user'],
      modules: [
        'assets/app-root.js',
        'assets/query-app.js',
        'assets/query.js',
        'assets/layout.js',
        'assets/icons.js',
        'assets/pricing.js',
      ],
    });
  });

  it('elsewhere, the query app only: signed out off /, or with a session off the signed-in routes', () => {
    for (const navigation of [
      { path: '/pricing', hasSession: false },
      { path: '/logout', hasSession: true },
      { path: '/no/such/page', hasSession: true },
    ]) {
      expect(preloads(indexPage(navigation)).modules, navigation.path).toEqual([
        'assets/app-root.js',
        'assets/query-app.js',
        'assets/query.js',
      ]);
    }
    expect(preloads(indexPage({ path: '/pricing', hasSession: false })).fetches).toEqual([
      '/api/auth/user',
      '/api/user',
    ]);
  });

  it('inserts the links at the end of <head> and leaves the rest of the page as it was', () => {
    const html = indexPage({ path: '/goals', hasSession: true });
    const [head = '', body = ''] = INDEX_HTML.split('</head>');
    expect(html.startsWith(`${head}<link rel=`)).toBe(true);
    expect(html.endsWith(`>\n</head>${body}`)).toBe(true);
  });

  it('refuses a build whose manifest lacks a module the client loads', () => {
    const { 'pages/goals.tsx': _, ...withoutGoals } = CLIENT_MANIFEST;
    expect(() => createIndexPage(INDEX_HTML, withoutGoals)).toThrow(/lacks pages\/goals\.tsx/);
  });
});

describe('reading the build', () => {
  const [withoutManifest, withManifest] = [writeClientBuild(null), writeClientBuild()];
  afterAll(() => {
    for (const dir of [withoutManifest, withManifest]) rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html as it is when the build has no manifest', () => {
    expect(readIndexPage(withoutManifest)({ path: '/', hasSession: true })).toBe(INDEX_HTML);
  });

  it('preloads from .vite/manifest.json when there is one', () => {
    expect(readIndexPage(withManifest)({ path: '/', hasSession: true })).toBe(
      indexPage({ path: '/', hasSession: true }),
    );
  });
});
