import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildManifest } from '../../src/server/http/route-preloads';

// A small stand-in for the client build (dist/client): the entry, the shell chunks and the pages, sharing
// a few chunks as Vite's do.

export const INDEX_HTML =
  '<html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

const page = (file: string, imports: string[] = []) => ({ file, imports: ['_react.js', ...imports] });

export const CLIENT_MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_icons.js': { file: 'assets/icons.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
  'app-root.tsx': { file: 'assets/app-root.js', imports: ['index.html', '_react.js'] },
  'query-app.tsx': page('assets/query-app.js', ['_query.js', 'app-root.tsx']),
  'components/signed-in-layout.tsx': page('assets/layout.js', ['_icons.js', 'query-app.tsx']),
  'pages/landing.tsx': page('assets/landing.js', ['_icons.js']),
  'pages/dashboard.tsx': page('assets/dashboard.js', ['_query.js', '_icons.js']),
  'pages/history.tsx': page('assets/history.js', ['_query.js']),
  'pages/goals.tsx': page('assets/goals.js'),
  'pages/pricing.tsx': page('assets/pricing.js', ['_query.js']),
  'pages/subscribe.tsx': page('assets/subscribe.js'),
};

/** Writes index.html, its manifest (unless `manifest` is null) and the script files into a new folder. */
export function writeClientBuild(manifest: BuildManifest | null = CLIENT_MANIFEST): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'uplift-client-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dir, 'assets'));
  for (const { file } of Object.values(CLIENT_MANIFEST)) writeFileSync(path.join(dir, file), 'export {};');
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}
