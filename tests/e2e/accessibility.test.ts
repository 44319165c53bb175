import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, expectNoFindings, type Finding, settle, stayOnFirstPage } from './support/a11y';
import { withBrowser } from './support/browser';
import { signUpIn } from './support/fixtures';

const browser = withBrowser();

const WIDTHS = [360, 1280];
// The routes of src/client/App.tsx: the routes for all, then each state's own; '/no-such-page' is the 404.
// The pages that never read the session (no useAuth) draw the same signed in and out: they are scanned once.
const SESSION_BLIND_PAGES = {
  '/account-deleted': 'account-deleted',
  '/force-logout': 'force-logout',
  '/hard-refresh': 'hard-refresh',
  '/no-such-page': 'not-found',
};
const SESSION_BLIND_ROUTES = Object.keys(SESSION_BLIND_PAGES);
const ROUTES_FOR_ALL = ['/test-payment', '/audio-debug', '/audio-test', '/iphone-test', '/demo-login'];
const SIGNED_OUT_ROUTES = ['/', '/login.html', '/pricing', ...ROUTES_FOR_ALL, ...SESSION_BLIND_ROUTES];
const SIGNED_IN_ROUTES = ['/', '/history', '/goals', '/pricing', '/subscribe', '/logout', ...ROUTES_FOR_ALL];

async function signedInDashboard(width: number) {
  const page = await browser.newPage({ width });
  await signUpIn(page, 'Ada');
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settle(page);
  return page;
}

/**
 * Opens `path` in a fresh context (signed in or not) and returns axe's findings for it at each width:
 * one load, resized, rather than a load per width (the route scans were most of this file's time).
 */
async function scanRoute(path: string, signedIn: boolean): Promise<Finding[]> {
  const page = await browser.newPage({ width: WIDTHS[0] });
  if (signedIn) await signUpIn(page, 'Ada');
  await stayOnFirstPage(page);
  await page.goto(path);
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    findings.push(
      ...(await axeFindings(page, `${signedIn ? 'signed in' : 'signed out'} ${path} @${width}px`)),
    );
  }
  await page.context().close();
  return findings;
}

describe('axe-core (WCAG 2.1 A/AA): no serious or critical violations', () => {
  it(`on every signed-out route at ${WIDTHS.join(' and ')} px`, { timeout: 300_000 }, async () => {
    const findings: Finding[] = [];
    for (const path of SIGNED_OUT_ROUTES) findings.push(...(await scanRoute(path, false)));
    expectNoFindings(findings);
  });

  it('scans once only pages that never read the session', () => {
    for (const page of Object.values(SESSION_BLIND_PAGES))
      expect(readFileSync(`src/client/pages/${page}.tsx`, 'utf8')).not.toMatch(/useAuth|useSession|user\b/);
  });

  it(`on every signed-in route at ${WIDTHS.join(' and ')} px`, { timeout: 300_000 }, async () => {
    const findings: Finding[] = [];
    for (const path of SIGNED_IN_ROUTES) findings.push(...(await scanRoute(path, true)));
    expectNoFindings(findings);
  });

  for (const width of WIDTHS) {
    it(`in the open states at ${width} px: mood check-in, goal and delete dialogs, account menu, overlay, speech, player`, {
      timeout: 300_000,
    }, async () => {
      const page = await signedInDashboard(width);
      const findings: Finding[] = [];
      const scan = async (state: string) => {
        await settle(page);
        findings.push(...(await axeFindings(page, `${state} @${width}px`)));
      };

      await page.locator('#mood-check-in').getByRole('button', { name: 'Check In' }).click();
      await page.getByRole('slider', { name: 'Energy' }).waitFor();
      await scan('mood check-in open');
      await page.getByRole('button', { name: 'Close mood check-in' }).click();

      await page.locator('#quick-goals').getByRole('button', { name: 'New goal' }).click();
      const goalDialog = page.getByRole('dialog', { name: 'Set a new goal' });
      await goalDialog.waitFor();
      await scan('goal dialog');
      await page.keyboard.press('Escape');
      await goalDialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Delete account' }).waitFor();
      await scan('account menu');
      await page.getByRole('menuitem', { name: 'Delete account' }).click();
      const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await deleteDialog.waitFor();
      await scan('delete account dialog');
      await page.keyboard.press('Escape');
      await deleteDialog.waitFor({ state: 'hidden' });

      // A speech generated through the form: the result view, its feedback form and the playing player.
      const textMode = page.getByRole('button', { name: 'Text', exact: true });
      if (await textMode.isEnabled()) await textMode.click();
      await page
        .getByLabel('What are you facing?')
        .fill('I have a job interview on Monday and my voice shakes when I am nervous');
      // The stream is held until the 'Creating Your Speech' overlay has been read.
      let releaseStream = () => {};
      const streamHeld = new Promise<void>((resolve) => {
        releaseStream = resolve;
      });
      await page.route('**/api/speeches/generate/stream', async (route) => {
        await streamHeld;
        await route.fallback();
      });
      await page.getByRole('button', { name: 'Generate Speech' }).click();
      await page.getByRole('dialog', { name: 'Creating Your Speech' }).waitFor();
      findings.push(...(await axeFindings(page, `generating overlay @${width}px`)));
      releaseStream();
      // The speech is written and streamed by the server the other browser files share as well: on two
      // busy cores it can take longer than an action's 15 s (its speed is the benches' to measure).
      await page.getByRole('tab', { name: 'Text Output' }).waitFor({ timeout: 45_000 });
      // The toast's script loads with the first toast, so it appears a moment after the result;
      // it is read once shown, then closed so its five-second fade-out cannot overlap a later scan.
      const toast = page.locator('li[data-state=open]', { hasText: 'Speech Generated!' });
      await toast.waitFor();
      await scan('speech result, text tab, toast');
      // A slow scan can outlast the toast's own five seconds: close it only if it is still there.
      const close = toast.getByRole('button', { name: 'Close' });
      if (await close.isVisible()) await close.click({ timeout: 5_000 }).catch(() => {});
      await toast.waitFor({ state: 'detached' });

      await page
        .getByRole('region', { name: 'How was your speech?' })
        .getByRole('button', { name: 'Rate Speech' })
        .click();
      await page.getByRole('group', { name: 'Overall rating' }).waitFor();
      await scan('feedback form open');

      await page.getByRole('tab', { name: 'Voice Output' }).click();
      const player = page.getByRole('tabpanel', { name: 'Voice Output' });
      await player.getByRole('button', { name: 'Play', exact: true }).click();
      await player.getByRole('slider', { name: 'Seek' }).waitFor({ timeout: 45_000 });
      await scan('audio player playing');
      await player.getByRole('button', { name: 'Stop', exact: true }).click();
      expectNoFindings(findings);
    });
  }
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab when `back`) until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  if (await isFocused(target)) return; // e.g. a form that opens with focus on its first field
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`not reached by ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target}`);
}

/**
 * The focused element shows a focus indicator: its own outline or box shadow (or, for the invisible
 * native radios inside choice cards, its label's) differs from how it looks unfocused.
 */
async function expectVisibleFocus(target: Locator) {
  const changed = await target.evaluate((element: HTMLElement) => {
    const shown = (node: Element | null) => {
      if (!node) return '';
      const style = getComputedStyle(node);
      return style.opacity === '0' ? '' : `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
    };
    const label = element.closest('label');
    const focused = [shown(element), shown(label)];
    element.blur();
    const blurred = [shown(element), shown(label)];
    element.focus();
    return focused.some((look, index) => look !== '' && look !== blurred[index]);
  });
  expect(changed, `focus indicator on ${target}`).toBe(true);
}

/**
 * What the browser hands to screen readers for the named slider: its value and range. (Chromium's
 * devtools tree reports a native range's number as its value text, so the text is read from the attribute.)
 */
async function announcedSlider(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string };
      name?: { value: string };
      value?: { value: string | number };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === 'slider' && n.name?.value === name);
  const property = (key: string) => node?.properties?.find((p) => p.name === key)?.value.value;
  return node
    ? {
        value: Number(node.value?.value),
        min: property('valuemin'),
        max: property('valuemax'),
      }
    : null;
}

describe('keyboard only', () => {
  it('creates a speech, plays it, seeks and rates it with Tab, Enter, Space and arrows; focus is visible', async () => {
    const page = await signedInDashboard(1280);
    await page.locator('body').focus();

    const textMode = page.getByRole('button', { name: 'Text', exact: true });
    if (await textMode.isEnabled()) {
      await tabTo(page, textMode);
      await expectVisibleFocus(textMode);
      await page.keyboard.press('Enter');
      expect(await textMode.getAttribute('aria-pressed')).toBe('true');
    }
    const context = page.getByLabel('What are you facing?');
    await tabTo(page, context);
    await expectVisibleFocus(context);
    await page.keyboard.type('My driving test is on Thursday and I freeze at roundabouts');

    // Each option group is one Tab stop (its checked radio); the arrows move the choice.
    const chosen = {} as Record<string, string>;
    // Duration steps back from the default Power Session to Quick Boost, the quickest to voice.
    for (const [group, key] of [
      ['Tone', 'ArrowRight'],
      ['Voice style', 'ArrowRight'],
      ['Duration', 'ArrowLeft'],
    ] as const) {
      const checked = page.getByRole('group', { name: group }).locator('input:checked');
      await tabTo(page, checked);
      await expectVisibleFocus(checked);
      const before = await checked.inputValue();
      await page.keyboard.press(key);
      chosen[group] = await checked.inputValue();
      expect(chosen[group]).not.toBe(before);
      await expect.poll(() => isFocused(checked)).toBe(true);
    }

    const generate = page.getByRole('button', { name: 'Generate Speech' });
    await tabTo(page, generate);
    await expectVisibleFocus(generate);
    const sent = page.waitForRequest('**/api/speeches/generate/stream');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      tone: chosen.Tone,
      voiceStyle: chosen['Voice style'],
      duration: 'short',
    });

    // While the overlay shows, focus stays inside it; once it closes, focus lands on the new speech's
    // heading. Then the tabs move with the arrows, and Tab reaches the player.
    const overlay = page.getByRole('dialog', { name: 'Creating Your Speech' });
    await overlay.waitFor();
    await overlay.waitFor({ state: 'detached' });
    const voiceTab = page.getByRole('tab', { name: 'Voice Output' });
    await voiceTab.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^speech-\d+-title$/);
    const textTab = page.getByRole('tab', { name: 'Text Output' });
    await tabTo(page, textTab);
    await expectVisibleFocus(textTab);
    await page.keyboard.press('ArrowRight');
    expect(await voiceTab.getAttribute('aria-selected')).toBe('true');

    const player = page.getByRole('tabpanel', { name: 'Voice Output' });
    const play = player.getByRole('button', { name: 'Play', exact: true });
    await tabTo(page, play);
    await expectVisibleFocus(play);
    await page.keyboard.press('Space');
    // Focus stays on the one play/pause button while its label follows the playback.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focusedText, { timeout: 45_000 }).toBe('Pause');
    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.waitFor({ timeout: 45_000 });
    await page.keyboard.press('Space');
    await expect.poll(focusedText).toBe('Resume');
    await tabTo(page, seek);
    await expectVisibleFocus(seek);
    const before = Number(await seek.inputValue());
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThanOrEqual(before + 5);
    const speed = player.getByLabel('Speed');
    await tabTo(page, speed);
    await page.keyboard.press('ArrowDown');
    expect(await speed.inputValue()).toBe('1.25');
    await tabTo(page, player.getByRole('button', { name: 'Stop', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await play.waitFor();

    // The rating: Rate Speech opens the form on its first star, unchosen; the arrows choose.
    const feedback = page.getByRole('region', { name: 'How was your speech?' });
    const rate = feedback.getByRole('button', { name: 'Rate Speech' });
    await tabTo(page, rate);
    await page.keyboard.press('Enter');
    const overall = feedback.getByRole('group', { name: 'Overall rating' });
    await overall.waitFor();
    await tabTo(page, overall.getByRole('radio', { name: '1 star' }));
    await expectVisibleFocus(page.locator(':focus'));
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await overall.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    const submit = feedback.getByRole('button', { name: 'Submit Feedback' });
    await tabTo(page, submit);
    const posted = page.waitForRequest('**/api/feedback');
    await page.keyboard.press('Enter');
    expect((await posted).postDataJSON()).toMatchObject({ rating: 4 });
  });

  it('skips past the header to the content, signed in and signed out', async () => {
    const signedIn = await signedInDashboard(1280);
    const visitor = await browser.newPage({ width: 390 });
    await visitor.goto('/');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    for (const page of [signedIn, visitor]) {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect.poll(() => isFocused(skip)).toBe(true);
      await expectVisibleFocus(skip);
      await page.keyboard.press('Enter');
      await expect.poll(() => isFocused(page.locator('main#main'))).toBe(true);
    }
  });

  it("keeps a phone's toasts off an open dialog's title and close button", async () => {
    const page = await signedInDashboard(390);
    await page.locator('#quick-goals').getByRole('button', { name: 'New goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a new goal' });
    await dialog.getByRole('button', { name: 'Create Goal' }).click(); // empty: the 'Invalid Input' toast
    const toast = page.getByRole('status').filter({ hasText: 'Invalid Input' });
    await toast.waitFor();
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await toast.boundingBox();
    for (const part of [
      dialog.getByRole('heading', { name: 'Set a new goal' }),
      dialog.getByRole('button', { name: 'Close' }),
    ]) {
      const other = await part.boundingBox();
      if (!box || !other) throw new Error('not laid out');
      const overlaps = box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlaps, 'the toast covers the dialog header').toBe(false);
    }
  });

  it('dialogs keep focus inside while open and give it back to what opened them', async () => {
    const page = await signedInDashboard(1280);
    const dialogs = [
      {
        open: page.locator('#quick-goals').getByRole('button', { name: 'New goal' }),
        dialog: page.getByRole('dialog', { name: 'Set a new goal' }),
      },
      {
        open: page.getByRole('button', { name: 'Account menu' }),
        menuItem: page.getByRole('menuitem', { name: 'Delete account' }),
        dialog: page.getByRole('dialog', { name: 'Delete your account?' }),
      },
    ];
    for (const { open, menuItem, dialog } of dialogs) {
      await open.focus();
      await page.keyboard.press('Enter');
      if (menuItem) {
        await menuItem.waitFor();
        // The menu focuses its first item; the arrows go down to this one (past Reminders and Download
        // my data), each press once the last has moved the focus.
        const focusedItem = () => page.evaluate(() => document.activeElement?.textContent ?? '');
        const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));
        await expect.poll(focusedRole).toBe('menuitem');
        for (let presses = 0; presses < 6 && !(await isFocused(menuItem)); presses++) {
          const before = await focusedItem();
          await page.keyboard.press('ArrowDown');
          await expect.poll(focusedItem).not.toBe(before);
        }
        expect(await isFocused(menuItem)).toBe(true);
        await page.keyboard.press('Enter');
      }
      await dialog.waitFor();
      // 25 Tabs and 25 Shift+Tabs never leave the dialog.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press(key);
          expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        }
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(open)).toBe(true);
    }
  });
});

describe('announced values', () => {
  it("the seek slider says where playback is ('0:12 of 1:40') and the mood sliders their score", async () => {
    const page = await signedInDashboard(1280);
    const response = await page.request.post('/api/speeches/generate', {
      data: {
        context: 'A hard week at work and a deadline on Friday',
        tone: 'gentle',
        voiceStyle: 'warm',
        duration: 'short',
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    // Mood check-in: every slider exposes its number and says it out of 10; arrows change both.
    await page.locator('#mood-check-in').getByRole('button', { name: 'Check In' }).click();
    const energy = page.getByRole('slider', { name: 'Energy' });
    await energy.waitFor();
    expect(await announcedSlider(page, 'Energy')).toEqual({ value: 5, min: 1, max: 10 });
    expect(await energy.getAttribute('aria-valuetext')).toBe('5 out of 10');
    await energy.press('ArrowRight');
    expect(await announcedSlider(page, 'Energy')).toEqual({ value: 6, min: 1, max: 10 });
    expect(await energy.getAttribute('aria-valuetext')).toBe('6 out of 10');

    await page.goto(`/history?speech=${id}`);
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    const player = page.getByRole('tabpanel', { name: 'Voice Output' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.waitFor({ timeout: 45_000 });
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await seek.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    const at = Number(await seek.inputValue());
    const max = Number(await seek.getAttribute('max'));
    const clock = (seconds: number) =>
      `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
    await expect
      .poll(() => seek.getAttribute('aria-valuetext'))
      .toMatch(new RegExp(`^${clock(at)} of ${clock(max).replace(/\d\d$/, '\\d\\d')}$`));
    const announced = await announcedSlider(page, 'Seek');
    expect(announced?.value).toBe(at);
    expect(announced?.min).toBe(0);
    expect(announced?.max).toBe(max);
    // The speed selector reads out its choice.
    expect(
      await player
        .getByLabel('Speed')
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('1×');
  });
});

/** The longest animation or transition (in seconds) on the element, as the browser computes it. */
const longestMotion = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    const seconds = (list: string) =>
      list
        .split(',')
        .map((value) =>
          value.trim().endsWith('ms') ? Number.parseFloat(value) / 1000 : Number.parseFloat(value),
        );
    return Math.max(...seconds(style.animationDuration), ...seconds(style.transitionDuration));
  });

describe('prefers-reduced-motion', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    it(`${reducedMotion}: the generating overlay, toasts and buttons ${reducedMotion === 'reduce' ? 'do not' : 'do'} animate`, async () => {
      const page = await signedInDashboard(1280);
      await page.emulateMedia({ reducedMotion });
      // Hold the stream a moment so the overlay can be read while it shows.
      await page.route('**/api/speeches/generate/stream', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fallback();
      });
      const textMode = page.getByRole('button', { name: 'Text', exact: true });
      if (await textMode.isEnabled()) await textMode.click();
      await page.getByLabel('What are you facing?').fill('A long swim on Saturday and cold water scares me');
      await page.getByRole('button', { name: 'Generate Speech' }).click();
      const overlay = page.getByRole('dialog', { name: 'Creating Your Speech' });
      await overlay.waitFor();
      const motions = [
        await longestMotion(overlay.locator('.animate-ping')),
        await longestMotion(overlay.locator('.animate-bounce').first()),
      ];
      const toast = page.locator('[data-state=open]', { hasText: 'Speech Generated!' }).first();
      await toast.waitFor();
      motions.push(await longestMotion(toast));
      motions.push(await longestMotion(page.getByRole('button', { name: 'Generate Speech' })));
      if (reducedMotion === 'reduce')
        for (const seconds of motions) expect(seconds).toBeLessThanOrEqual(0.001);
      else for (const seconds of motions) expect(seconds).toBeGreaterThanOrEqual(0.1);
    });
  }
});

describe('reflow (WCAG 1.4.10) and 200% zoom', () => {
  // 640 CSS px is a 1280 px window at 200%; 320 CSS px is the WCAG reflow width.
  for (const width of [640, 320]) {
    it(`the dashboard and a speech's text fit ${width} CSS px without horizontal scrolling`, async () => {
      const page = await signedInDashboard(width);
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      const response = await page.request.post('/api/speeches/generate', {
        data: {
          context: 'An unbelievably_long_unbroken_word_from_a_pasted_link and a big presentation tomorrow',
          tone: 'confident',
          voiceStyle: 'professional',
          duration: 'medium',
        },
      });
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      await page.goto(`/history?speech=${id}`);
      const text = page.getByRole('tabpanel', { name: 'Text Output' });
      await text.waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      // Every paragraph of the speech sits inside the viewport's width.
      const widest = await text
        .locator('p')
        .evaluateAll((paragraphs) => Math.max(...paragraphs.map((p) => p.getBoundingClientRect().right)));
      expect(widest).toBeLessThanOrEqual(width);
      await page.getByRole('tab', { name: 'Voice Output' }).click();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }
});
