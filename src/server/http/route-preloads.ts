import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_MODULES, SIGNED_IN_PAGES, signedInPage, signedInPageReads } from '../../common/route-modules';
import { inlineStylesheets } from './inline-stylesheets';

// Route preloads. Left to itself, the browser learns of each script only once the one before it has run:
// index.html, the entry, app-root, the user lookup, query-app and the layout, the page. On a phone
// network every step is a round trip. So index.html is sent with <link>s that start, together, the
// scripts the route will certainly need (from Vite's build manifest) and the API reads it waits for.

/** One chunk of Vite's build manifest, keyed by source path relative to src/client ('pages/goals.tsx'). */
type ManifestChunk = { file: string; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** What the server knows of a navigation: the path, and whether it carries a session cookie (a hint only). */
export type Navigation = { path: string; hasSession: boolean };

const ENTRY = 'index.html';

/** The modules app-root.tsx and App.tsx will load for this navigation, as far as it can be known. */
function routeModules({ path, hasSession }: Navigation): string[] {
  const { appRoot, queryApp, signedInLayout, landing } = SHELL_MODULES;
  // Signed out, '/' is the landing page alone; every other case renders the query app.
  if (!hasSession && path === '/') return [appRoot, landing];
  const page = hasSession ? signedInPage(path) : undefined;
  return page ? [appRoot, queryApp, signedInLayout, page] : [appRoot, queryApp];
}

/**
 * The API reads the page waits for, made as the client makes them: the two user lookups
 * (src/client/lib/account/user-lookup.ts), the second following when there is no cookie; and the signed-in page's
 * own first reads.
 */
function apiReads({ path, hasSession }: Navigation): string[] {
  if (!hasSession) return ['/api/auth/user', '/api/user'];
  return ['/api/auth/user', ...signedInPageReads(path)];
}

/** The files of the modules' chunks and of every chunk they import statically. */
function chunkFiles(manifest: BuildManifest, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return files;
}

/**
 * index.html for a navigation, with its preloads inserted into <head>. The fetch preloads match the
 * client's fetch (same URL, CORS mode, credentials included), so the browser hands it the preloaded
 * answer instead of asking again. Throws if the build lacks a module the client is known to load.
 */
export function createIndexPage(html: string, manifest: BuildManifest): (navigation: Navigation) => string {
  const pages = Object.values(SIGNED_IN_PAGES).map((page) => page.module);
  const missing = [ENTRY, ...Object.values(SHELL_MODULES), ...pages].filter((module) => !manifest[module]);
  if (missing.length > 0) throw new Error(`The client build's manifest lacks ${missing.join(', ')}`);
  // The entry and its imports are in index.html already.
  const inHtml = chunkFiles(manifest, [ENTRY]);

  return (navigation) => {
    const files = [...chunkFiles(manifest, routeModules(navigation))].filter((file) => !inHtml.has(file));
    const links = [
      ...apiReads(navigation).map(
        (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
      ),
      ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return html.replace('</head>', () => `${links.join('\n')}\n</head>`);
  };
}

/**
 * Reads the built index.html and manifest once (the build never changes under a running server). Without
 * a manifest the page is served as it is.
 */
export function readIndexPage(clientDir: string): (navigation: Navigation) => string {
  const html = inlineStylesheets(readFileSync(path.join(clientDir, 'index.html'), 'utf8'), clientDir);
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => html;
  return createIndexPage(html, JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest);
}
