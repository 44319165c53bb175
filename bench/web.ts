// Page speed: Lighthouse's default (mobile) configuration — a phone-sized screen, simulated slow 4G and a
// 4× slower CPU — in Debian's Chromium against the production server on loopback: the signed-out landing
// page, and the signed-in /pricing and dashboard (/pricing is one of the signed-in pages). Prints one
// JSON object; progress goes to stderr. Run with `npm run bench` (or `npx tsx bench/web.ts`).
// LIGHTHOUSE_RUNS (default 1) repeats each page; the median run by performance score is reported.
// LIGHTHOUSE_REPORTS=<dir> also writes each run's full report there (open it in the Lighthouse viewer).
// LIGHTHOUSE_PAGES=dashboard,pricing measures only those pages.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startServer, tempDataDir } from '../tests/e2e/support/server-process';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const MAX_FAILED_RUNS = 2;
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr: Result, audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);

/** Audits of a category that did not pass, each with the elements it names (accessibility) or its savings. */
function failedAudits(lhr: Result, category: (typeof CATEGORIES)[number]) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => {
      const items: unknown[] = audit?.details && 'items' in audit.details ? audit.details.items : [];
      const elements = items
        .map((item) => (item as { node?: { selector?: string } }).node?.selector)
        .filter((selector): selector is string => Boolean(selector));
      return { id: audit?.id, score: audit?.score, ...(elements.length ? { elements } : {}) };
    });
}

/** Every URL the page fetched that isn't on the local server: Lighthouse must fetch nothing from outside. */
function externalRequests(lhr: Result, baseUrl: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items: unknown[] = details && 'items' in details ? details.items : [];
  return items
    .map((item) => String((item as { url?: string }).url ?? ''))
    .filter((url) => url && !url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:'));
}

function summarise(lhr: Result, baseUrl: string) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: ms(lhr, 'largest-contentful-paint'),
    fcpMs: ms(lhr, 'first-contentful-paint'),
    tbtMs: ms(lhr, 'total-blocking-time'),
    failed: {
      performance: failedAudits(lhr, 'performance').map((audit) => audit.id),
      accessibility: failedAudits(lhr, 'accessibility'),
      bestPractices: failedAudits(lhr, 'best-practices').map((audit) => audit.id),
    },
    externalRequests: externalRequests(lhr, baseUrl),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const dataDir = tempDataDir();
// A busy machine can take a minute to start PGlite; a bench may wait longer than a test.
const server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, 180_000);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
try {
  const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `web-${Date.now()}@example.com`,
      password: 'lighthouse passphrase',
      firstName: 'Lee',
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const pages = [
    { name: 'landing', path: '/', cookie: null },
    { name: 'pricing', path: '/pricing', cookie },
    { name: 'dashboard', path: '/', cookie },
  ].filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name));
  const results: Record<
    string,
    ReturnType<typeof summarise> & { performanceRuns: number[]; failedRuns: number }
  > = {};
  for (const page of pages) {
    const runs = [];
    let failedRuns = 0;
    while (runs.length < RUNS) {
      const run = runs.length + failedRuns + 1;
      console.error(`lighthouse: ${page.name} (${page.path}), run ${runs.length + 1} of ${RUNS}`);
      const result = await lighthouse(`${server.baseUrl}${page.path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The session cookie on every request the page makes (storage is reset before each run).
        extraHeaders: page.cookie ? { cookie: page.cookie } : null,
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(path.join(REPORTS_DIR, `${page.name}-${run}.json`), JSON.stringify(result.lhr));
      }
      // Now and then Chromium's trace misses the navigation (NO_NAVSTART) and the run scores 0: that run
      // measured nothing, so it is made again (twice at most per page), and counted in the output.
      if (result.lhr.runtimeError && failedRuns < MAX_FAILED_RUNS) {
        failedRuns++;
        console.error(`lighthouse: ${page.name} failed (${result.lhr.runtimeError.code}); once more`);
        continue;
      }
      runs.push(summarise(result.lhr, server.baseUrl));
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
    results[page.name] = { ...median, performanceRuns: runs.map((run) => run.performance), failedRuns };
  }
  console.log(
    JSON.stringify({ bench: 'web', preset: 'lighthouse default (mobile)', runs: RUNS, pages: results }),
  );
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
