import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// WCAG 2.0 and 2.1, levels A and AA: what the issue asks every page to pass.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export type Finding = { where: string; id: string; impact: string; help: string; targets: string[] };

/** The serious and critical WCAG A/AA violations on the page as it is now, labelled with `where`. */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  // A toast still fading in has a colour halfway to its own: axe would read that frame's contrast. Finite
  // animations finish first, including one that starts a frame after this is called (a toast rendered with
  // the change that was awaited).
  await animationsEnded(page, 2000);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      where,
      id: violation.id,
      impact: violation.impact ?? '',
      help: `${violation.help} (${violation.helpUrl})`,
      targets: violation.nodes.map(
        (node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary}` : ''}`,
      ),
    }));
}

/** Fails with every finding spelled out (where, rule id, elements and what to fix). */
export function expectNoFindings(findings: Finding[]) {
  const report = findings
    .map((f) => `${f.where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
  expect(findings.length, `axe violations:\n${report}`).toBe(0);
}

/**
 * Lets the first navigation through and answers every later one with 204 No Content, which leaves the
 * page where it is: the redirecting pages (logout, demo, refresh) stay put while axe reads them.
 */
export async function stayOnFirstPage(page: Page) {
  let first = true;
  await page.route('**/*', (route) => {
    const request = route.request();
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
    if (first) {
      first = false;
      return route.fallback();
    }
    return route.fulfill({ status: 204 });
  });
}

/**
 * Waits until the route has rendered past the loading states, its network is quiet and finite animations
 * (a toast fading in) have ended, so axe reads final colours rather than a frame of a fade.
 * Playwright reaches 'networkidle' once per navigation: after that it returns at once, so content that
 * is fetched later (a lazily loaded toast) is for the caller to wait for.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 5000))]).then(
      () => undefined,
    ),
  );
  await animationsEnded(page, 5000);
}

/**
 * Waits, for `ms` at most, until no finite animation is running (a spinner's never ends, and is not waited
 * for), or a paused one. Every wait in the page is bounded: on busy cores a frame can be late, and an
 * unbounded wait could spend the whole test's time; past the bound the scan reads the page as it is.
 */
async function animationsEnded(page: Page, ms: number) {
  await page.evaluate(async (ms) => {
    const deadline = performance.now() + ms;
    const sleep = (wait: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    const frames = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        sleep(deadline - performance.now()),
      ]);
    await frames();
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      const left = deadline - performance.now();
      if (running.length === 0 || left <= 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        sleep(left),
      ]);
      await frames();
    }
  }, ms);
}
