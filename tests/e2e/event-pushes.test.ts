import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatEventDay } from '../../src/common/format-date';
import { axeFindings, expectNoFindings } from './support/a11y';
import { withBrowser } from './support/browser';
import { fakePushManager } from './support/fake-push';
import { recordRequests, signedInPage } from './support/fixtures';

const browser = withBrowser();
const PHONE = { width: 390, height: 844 };
const CONTEXT = 'My job interview at the bank on Monday, and I freeze on the weakness question';

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

type Written = { id: number; content: string; shaping: { eventDate: string | null } };

/** A speech written for the interview on Monday, in the browser's zone. */
async function writeSpeech(page: Page, timeZone: string): Promise<Written> {
  const response = await page.request.post('/api/speeches/generate', {
    data: { context: CONTEXT, tone: 'confident', voiceStyle: 'warm', duration: 'short', timeZone },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Written;
}

describe('a speech on the morning of the event, at 390 px', () => {
  it('is offered from the speech at a time chosen, moved, then listed beside the reminder and cancelled', async () => {
    const timeZone = 'Europe/London';
    const { page } = await signedInPage(browser, 'Imani', {
      ...PHONE,
      initScripts: [fakePushManager],
      timezoneId: timeZone,
    });
    const speech = await writeSpeech(page, timeZone);
    const day = formatEventDay(speech.shaping.eventDate ?? '');
    expect(day).toMatch(/^Monday \d{1,2} \w+$/);
    const subscriptions = recordRequests(page, 'POST', '/api/push/subscriptions');

    await page.goto(`/history?speech=${speech.id}`);
    const panel = page.getByRole('region', { name: `The morning of ${day}` });
    const time = panel.getByLabel('Time');
    expect(await time.inputValue()).toBe('08:00');
    // The offer's long label wraps on a phone rather than pushing the page sideways.
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    await time.fill('07:15');
    await panel.getByRole('button', { name: `Send me a fresh one on the morning of ${day}` }).click();
    await panel.getByText(`Done. A fresh speech comes at 07:15 on the morning of ${day}.`).waitFor();
    // This browser now gets pushes.
    expect(subscriptions).toHaveLength(1);
    const [set] = await (await page.request.get('/api/event-pushes')).json();
    expect(set).toMatchObject({ speechId: speech.id, time: '07:15', timeZone, event: 'your interview' });
    await panel.getByText(`A fresh speech is set for 07:15 on the morning of ${day}.`).waitFor();
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(page, 'the morning panel'));

    await time.fill('06:50');
    await panel.getByRole('button', { name: 'Change time' }).click();
    await panel.getByText(`A fresh speech is set for 06:50 on the morning of ${day}.`).waitFor();
    expect((await (await page.request.get('/api/event-pushes')).json())[0]).toMatchObject({
      id: set.id,
      time: '06:50',
    });

    // Beside the daily reminder, in the dashboard's Reminders card.
    await page.goto('/');
    const card = page.locator('#reminders');
    const listed = card.getByRole('region', { name: 'Mornings of your events' });
    await listed.getByText(`Your interview: ${day} at 06:50`).waitFor({ timeout: 30_000 });
    await card.scrollIntoViewIfNeeded();
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(page, 'the reminders card with a morning'));
    await listed.getByRole('button', { name: `Cancel the morning speech for ${day}` }).click();
    await listed
      .getByText('None set. A speech about a day ahead offers a fresh one on its morning.')
      .waitFor();
    expect(await (await page.request.get('/api/event-pushes')).json()).toEqual([]);
  });

  it('opens on a new speech for that morning, in the present tense; with no speech left, on the original', async () => {
    const timeZone = 'America/Chicago';
    const { page } = await signedInPage(browser, 'Ravi', { ...PHONE, timezoneId: timeZone });
    const original = await writeSpeech(page, timeZone);
    const set = await page.request.put(`/api/speeches/${original.id}/event-push`, {
      data: { time: '08:00', timeZone },
    });
    expect(set.status()).toBe(200);
    const { id } = (await set.json()) as { id: number };
    const openings = recordRequests(page, 'POST', `/api/event-pushes/${id}/speech`);

    // The notification's link.
    await page.goto(`/?morning=${id}`);
    const speech = page.getByRole('region', { name: 'Your Speech' });
    await speech.getByRole('button', { name: 'Close speech' }).waitFor({ timeout: 30_000 });
    const text = (await speech.getByRole('article').textContent())?.toLowerCase() ?? '';
    expect(text).toMatch(/\btoday\b|\bthis morning\b/);
    expect(text).not.toMatch(/\bmonday\b|\btomorrow\b/);
    expect(new URL(page.url()).search).toBe('');
    expect(openings).toHaveLength(1);
    expect((await (await page.request.get('/api/subscription/status')).json()).speechesUsed).toBe(2);
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(page, 'the morning speech'));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(openings).toHaveLength(1);

    // The last free speech goes elsewhere; opening it again finds no speech left.
    await writeSpeech(page, timeZone);
    await page.goto(`/?morning=${id}`);
    await page
      .getByText(
        'There are no speeches left to write a new one this morning, so here is the one you had for today.',
        { exact: false },
      )
      .waitFor({ timeout: 30_000 });
    const firstParagraph = original.content.split('\n\n')[0] ?? '';
    await speech.getByText(firstParagraph.slice(0, 60), { exact: false }).waitFor();
    expect((await (await page.request.get('/api/subscription/status')).json()).speechesUsed).toBe(3);
    expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
    expectNoFindings(await axeFindings(page, 'the original speech, no speech left'));
  });
});
