import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID } from '../../src/client/lib/audio/voices';
import { axeFindings, expectNoFindings } from './support/a11y';
import { withBrowser } from './support/browser';
import { createSpeech, recordRequests, signedInPage } from './support/fixtures';

const browser = withBrowser();

describe('mood check-in', () => {
  it('checks in from the collapsed card by keyboard, shows the mood before saving, and charts it (360 px)', async () => {
    const { page } = await signedInPage(browser, 'Moe', { width: 360, height: 800 });
    const card = page.locator('#mood-check-in');
    const progress = page.locator('#progress');
    await progress.getByText('No check-ins yet.').waitFor();
    const posts = recordRequests(page, 'POST', '/api/mood');

    // Collapsed by default; Check In opens it and Close (or Escape) folds it away without sending.
    expect(await card.getByRole('slider').count()).toBe(0);
    await card.getByRole('button', { name: 'Check In' }).click();
    await card.getByRole('button', { name: 'Close mood check-in' }).click();
    await card.getByRole('button', { name: 'Check In' }).click();
    await card.getByRole('slider', { name: 'Energy' }).press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Check In');
    await card.getByRole('button', { name: 'Check In' }).click();

    const energy = card.getByRole('slider', { name: 'Energy' });
    // Opening the form puts focus on the first slider; every slider starts at 5.
    await expect.poll(() => energy.evaluate((element) => element === document.activeElement)).toBe(true);
    for (const name of ['Energy', 'Confidence', 'Stress', 'Motivation']) {
      const slider = card.getByRole('slider', { name });
      expect(await slider.inputValue()).toBe('5');
      expect(await slider.getAttribute('aria-valuetext')).toBe('5 out of 10');
    }
    const preview = card.getByTestId('overall-mood-preview');
    expect(await preview.textContent()).toBe('Balanced');

    for (const [name, key] of [
      ['Energy', 'ArrowRight'],
      ['Confidence', 'ArrowRight'],
      ['Stress', 'ArrowLeft'],
      ['Motivation', 'ArrowRight'],
    ] as const) {
      const slider = card.getByRole('slider', { name });
      for (let i = 0; i < 3; i++) await slider.press(key);
    }
    expect(await energy.getAttribute('aria-valuetext')).toBe('8 out of 10');
    expect(await card.getByRole('slider', { name: 'Stress' }).inputValue()).toBe('2');
    // Average 8 with stress 2: the shared rule says 'Excellent', shown before anything is saved.
    expect(await preview.textContent()).toBe('Excellent');
    expect(posts).toHaveLength(0);

    const notes = card.getByLabel('Notes');
    // A note of two words is read as doubt by the crisis screen, which would show its calm card here
    // (decision 022; the cost of missing no crisis): this test is about saving a check-in.
    await notes.fill('Slept well, busy day at work');
    await card.getByText('28/200').waitFor();
    expect(await notes.getAttribute('maxlength')).toBe('200');

    await card.getByRole('button', { name: 'Save Check-in' }).click();
    await page.getByText('Mood Recorded').first().waitFor();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toEqual({
      energy: 8,
      confidence: 8,
      stress: 2,
      motivation: 8,
      notes: 'Slept well, busy day at work',
      overallMood: 'excellent',
      // Where the person is, for support lines should a note need them.
      timeZone: expect.any(String),
    });

    // Compact: it folds away after saving, focus back on Check In, with the latest mood beside it.
    await card.getByRole('button', { name: 'Check In' }).waitFor();
    expect(await card.getByRole('slider').count()).toBe(0);
    await card.getByText('Last check-in: Excellent').waitFor();

    // The new check-in is in the trend chart at once, with a written summary.
    const chart = progress.getByTestId('mood-trend');
    await chart.getByText('One check-in so far: energy 8, stress 2 and motivation 8.').waitFor();
    expect(await chart.locator('[data-series=energy] circle').count()).toBe(1);
    expect(await chart.getByRole('img', { name: /Mood trend chart/ }).count()).toBe(1);

    // Nothing in the side column pushes the page sideways on a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

describe('goals', () => {
  it('validates, creates, completes and lists a goal, with its speeches, then reopens and deletes it', async () => {
    const { page } = await signedInPage(browser, 'Gia');
    const quickGoals = page.locator('#quick-goals');
    await quickGoals.getByText('No goals yet.').waitFor();
    const posts = recordRequests(page, 'POST', '/api/goals');

    await quickGoals.getByRole('button', { name: 'New goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a new goal' });
    await dialog.getByLabel('Goal', { exact: true }).fill('   ');
    await dialog.getByLabel('Category').selectOption('fitness');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Invalid Input').first().waitFor();
    await page.getByText('Please fill in all fields.').first().waitFor();
    expect(await dialog.getByLabel('Goal', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);

    await dialog.getByLabel('Goal', { exact: true }).fill('Run a 10k');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Goal Created').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(posts.map((request) => request.postDataJSON())).toEqual([
      { title: 'Run a 10k', category: 'fitness', description: 'Goal: Run a 10k' },
    ]);

    // It is in Quick Goals; ticking it marks it complete on the server.
    const checkbox = quickGoals.getByRole('checkbox', { name: 'Run a 10k' });
    expect(await checkbox.isChecked()).toBe(false);
    const patch = page.waitForRequest((request) => request.method() === 'PATCH');
    await checkbox.check();
    expect((await patch).postDataJSON()).toEqual({ isCompleted: true });
    await page.getByText('Goal Completed').first().waitFor();
    expect(await checkbox.isChecked()).toBe(true);

    // The dialog starts empty again after a goal is created.
    await quickGoals.getByRole('button', { name: 'New goal' }).click();
    expect(await dialog.getByLabel('Goal', { exact: true }).inputValue()).toBe('');
    expect(await dialog.getByLabel('Category').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A second goal with a speech written for it (through the API, to keep the test short).
    const goal = await (
      await page.request.post('/api/goals', {
        data: {
          title: 'Give the quarterly talk',
          category: 'presentation',
          description: 'To the whole team',
        },
      })
    ).json();
    const speech = await (
      await page.request.post('/api/speeches/generate', {
        data: {
          context: 'I give the quarterly talk to the whole team on Monday',
          tone: 'confident',
          voiceStyle: 'warm',
          duration: 'short',
          goalId: goal.id,
        },
      })
    ).json();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Goals' }).waitFor();
    const inProgress = page.getByRole('region', { name: /In progress/ });
    const completed = page.getByRole('region', { name: /Completed/ });
    await completed.getByRole('heading', { name: 'Run a 10k' }).waitFor();
    const talk = inProgress.getByRole('article', { name: 'Give the quarterly talk' });
    await talk.getByText('To the whole team', { exact: true }).waitFor();
    await talk.getByText('1 speech for this goal').waitFor();

    // Reopen moves it back to 'In progress'.
    await completed.getByRole('button', { name: 'Reopen: Run a 10k' }).click();
    await inProgress.getByRole('heading', { name: 'Run a 10k' }).waitFor();
    expect(await completed.count()).toBe(0);

    // Deleting asks first; keeping it changes nothing.
    await inProgress.getByRole('button', { name: 'Delete: Run a 10k' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this goal?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await inProgress.getByRole('button', { name: 'Delete: Run a 10k' }).click();
    await confirm.getByRole('button', { name: 'Delete goal' }).click();
    await page.getByText('Goal Deleted').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Run a 10k' }).count()).toBe(0);

    // The non-compact check-in on this page stays open and clears its note after saving.
    const checkIn = page.locator('#mood-check-in');
    await checkIn.getByLabel('Notes').fill('Nervous about the talk');
    await checkIn.getByRole('button', { name: 'Save Check-in' }).click();
    await page.getByText('Mood Recorded').first().waitFor();
    await expect.poll(() => checkIn.getByLabel('Notes').inputValue()).toBe('');
    expect(await checkIn.getByRole('slider').count()).toBe(4);

    // A goal's speech opens in the History page.
    await talk.getByRole('link', { name: /quarterly talk/ }).click();
    await page.getByRole('tab', { name: 'Text Output' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?speech=${speech.id}`);
  });
});

describe('the goal dialog', () => {
  it('shows the chosen target date day first, as the app does, in a US-English browser (390 px)', async () => {
    const { page } = await signedInPage(browser, 'Uma', { width: 390, height: 844, locale: 'en-US' });
    // The browser itself writes dates month first.
    expect(
      await page.evaluate(() => [navigator.language, new Date(2030, 2, 5).toLocaleDateString()]),
    ).toEqual(['en-US', '3/5/2030']);
    const year = new Date().getFullYear() + 1;
    await page.locator('#quick-goals').getByRole('button', { name: 'New goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a new goal' });
    await dialog.getByLabel('Goal', { exact: true }).fill('Give the keynote');
    await dialog.getByLabel('Category').selectOption('presentation');
    const date = dialog.getByLabel('Target date');
    await date.fill(`${year}-03-05`);
    const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'long' }).format(new Date(year, 2, 5));
    const shown = dialog.getByText(`${weekday}, 05/03/${year}`, { exact: true });
    await shown.waitFor();
    // Beside the field, and read out with it.
    expect(await date.getAttribute('aria-describedby')).toBe(await shown.getAttribute('id'));
    const [field, text] = [await date.boundingBox(), await shown.boundingBox()];
    expect(text?.y ?? 0).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0));
    expect((text?.y ?? 0) - ((field?.y ?? 0) + (field?.height ?? 0))).toBeLessThan(16);

    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await page.getByText('Goal Created').first().waitFor();
    await page.goto('/goals');
    await page.getByText(`Target 05/03/${year}`).waitFor();
  });
});

describe('feedback and personalisation', () => {
  const PHONE = { width: 390, height: 844 };
  /** The star labelled `name` in a rating group, clicked as a person taps it (the radio itself is hidden). */
  const star = (group: Locator, name: string) =>
    group.locator('label').filter({ has: group.page().getByRole('radio', { name, exact: true }) });

  it('rates a generated speech from an empty form, and the profile and progress cards follow (390 px)', async () => {
    const { page } = await signedInPage(browser, 'Fay', PHONE);
    const profile = page.locator('#personalisation-profile');
    const progress = page.locator('#progress');
    await profile.getByText('Rate your speeches and we will learn what works best for you.').waitFor();
    expect(await progress.locator('dd').first().textContent()).toBe('0');

    const textMode = page.getByRole('button', { name: 'Text', exact: true });
    if (await textMode.isEnabled()) await textMode.click();
    await page
      .getByLabel('What are you facing?')
      .fill('My first triathlon is this Sunday and the open-water swim scares me');
    await page.getByRole('button', { name: 'Generate Speech' }).click();
    await page.getByText('Speech Generated!').first().waitFor();
    // The progress card follows the new speech without a reload.
    await expect.poll(() => progress.locator('dd').first().textContent()).toBe('1');

    const feedback = page.getByRole('region', { name: 'How was your speech?' });
    expect(await feedback.getByRole('radio').count()).toBe(0);
    await feedback.getByRole('button', { name: 'Rate Speech' }).click();

    // Nothing is chosen for the person: no stars, no answers, and Submit waits for the overall rating.
    const overall = feedback.getByRole('group', { name: 'Overall rating' });
    await overall.waitFor();
    const submit = feedback.getByRole('button', { name: 'Submit Feedback' });
    for (const input of await feedback.locator('input[type=radio], input[type=checkbox]').all()) {
      expect(await input.isChecked()).toBe(false);
    }
    expect(await feedback.getByRole('checkbox', { name: /whole speech/ }).count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await feedback.getByText('Choose an overall rating to submit.').waitFor();

    // Three stars; effectiveness and resonance show the same until changed.
    await star(overall, '3 stars').click();
    expect(await overall.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    expect(await submit.isEnabled()).toBe(true);
    const effectiveness = feedback.getByRole('group', { name: /^How effective was it\?/ });
    expect(await effectiveness.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);
    await feedback.getByText('Shorter', { exact: true }).click();
    await feedback.getByText('Practical steps').click();
    expect(await feedback.getByRole('checkbox', { name: 'Practical steps' }).isChecked()).toBe(true);
    // Nothing on the form is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const sent = page.waitForRequest('**/api/feedback');
    await submit.click();
    // The speech was never played, so it was not heard to the end.
    expect((await sent).postDataJSON()).toEqual({
      speechId: expect.stringMatching(/^\d+$/),
      rating: 3,
      effectiveness: 3,
      emotionalResonance: 3,
      preferredLength: 'shorter',
      helpfulElements: ['practical_steps'],
      wouldRecommend: false,
      completedListening: false,
    });
    await page.getByText('Thank You!').first().waitFor();
    await page.getByText('Your feedback helps us create better speeches for you.').first().waitFor();

    // The form folds away again; one 3-star rating (60%) is 'Building Your Profile' and says nothing yet
    // about what works best, only what was asked for.
    await feedback.getByRole('button', { name: 'Rate Speech' }).waitFor();
    expect(await feedback.getByRole('radio').count()).toBe(0);
    await profile.getByTestId('learning-status').filter({ hasText: 'Building Your Profile' }).waitFor();
    await profile.getByText('60%', { exact: true }).waitFor();
    await profile.getByText('From 1 rated speech').waitFor();
    await profile.getByText('Still learning what works best for you.').waitFor();
    await profile.getByText('Shorter speeches', { exact: true }).waitFor();
    expect(await profile.getByText('Practical steps', { exact: true }).count()).toBe(0);
    expect(await profile.getByText('Top tone').count()).toBe(0);
    expect(await profile.getByText('Rate your speeches and we will learn').count()).toBe(0);

    // The progress card's usage and tone breakdown count the new speech.
    await progress.getByText('1 of 3').waitFor();
    await progress.getByRole('region', { name: 'Tone breakdown' }).getByText('Encouraging').waitFor();
  });

  it('says the whole speech was heard once its audio played to the end (390 px)', async () => {
    const { page } = await signedInPage(browser, 'Lin', PHONE);
    const speech = await createSpeech(page, 'My driving test is on Friday and I keep stalling the car');
    // The whole MP3 first, so the player has its length and can seek to its last second.
    const audio = await page.request.get(`/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`);
    expect((await audio.body()).length).toBeGreaterThan(10_000);
    await page.goto(`/history?speech=${speech.id}`);
    await page.getByRole('tab', { name: 'Voice Output' }).click();
    const player = page.getByRole('tabpanel', { name: 'Voice Output' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    const element = page.locator('audio');
    const duration = () => element.evaluate((media: HTMLAudioElement) => media.duration);
    await expect.poll(duration).toSatisfy(Number.isFinite);
    const end = Math.ceil(await duration());
    const seek = player.getByRole('slider', { name: 'Seek' });
    await expect.poll(() => seek.getAttribute('max')).toBe(String(end));
    await seek.fill(String(end - 1));
    await page.getByText('Playback Complete').first().waitFor({ timeout: 15_000 });

    const feedback = page.getByRole('region', { name: 'How was your speech?' });
    await feedback.getByRole('button', { name: 'Rate Speech' }).click();
    await star(feedback.getByRole('group', { name: 'Overall rating' }), '4 stars').click();
    const resonance = feedback.getByRole('group', { name: /^How much did it resonate\?/ });
    await star(resonance, '5 stars').click();
    const sent = page.waitForRequest('**/api/feedback');
    await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
    expect((await sent).postDataJSON()).toEqual({
      speechId: String(speech.id),
      rating: 4,
      effectiveness: 4,
      emotionalResonance: 5,
      wouldRecommend: false,
      completedListening: true,
    });
    await page.getByText('Thank You!').first().waitFor();
  });
});

describe('streak calendar', () => {
  for (const width of [360, 1280]) {
    it(`shows today's speech and check-in, and the streak in words (${width} px)`, async () => {
      const { page } = await signedInPage(browser, 'Cal', { width, height: 900 });
      const generated = await page.request.post('/api/speeches/generate', {
        data: {
          context: 'My first open-water swim is on Saturday',
          tone: 'gentle',
          voiceStyle: 'warm',
          duration: 'short',
        },
      });
      expect(generated.status()).toBe(201);
      const checkedIn = await page.request.post('/api/mood', {
        data: { energy: 6, confidence: 6, stress: 4, motivation: 7 },
      });
      expect(checkedIn.status()).toBe(201);

      await page.goto('/history');
      const calendar = page.getByRole('region', { name: /Your last 12 weeks/ });
      await calendar.getByText('Speeches on 1 of the last').waitFor();
      await calendar.getByText('Current streak 1 day, longest 1 day.').waitFor();
      const today = calendar.locator('[data-date]').last();
      expect(await today.getAttribute('data-speeches')).toBe('1');
      expect(await today.getAttribute('title')).toMatch(/: 1 speech, 1 check-in$/);
      // No horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expectNoFindings(await axeFindings(page, `history ${width}`));

      // The dashboard's progress card shows the same.
      await page.goto('/');
      const card = page.locator('#progress');
      await card.getByText('Speeches on 1 of the last').waitFor();
      expectNoFindings(await axeFindings(page, `dashboard ${width}`));
    });
  }
});

describe('streak calendar labels', () => {
  it('names the weekdays down the side and the months along the top (390 px)', async () => {
    const { page } = await signedInPage(browser, 'Mae', { width: 390, height: 844, path: '/history' });
    const grid = page.getByRole('region', { name: /Your last 12 weeks/ }).getByTestId('activity-grid');
    const cells = grid.locator('[data-date]');
    await cells.first().waitFor();
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not drawn');
      return found;
    };
    const middle = (b: { y: number; height: number }) => b.y + b.height / 2;

    // Rows run Monday to Sunday: Mon, Wed and Fri stand left of the first, third and fifth days.
    for (const [label, row] of [
      ['Mon', 0],
      ['Wed', 2],
      ['Fri', 4],
    ] as const) {
      const text = await box(grid.getByText(label, { exact: true }));
      const day = await box(cells.nth(row));
      expect(text.x + text.width, label).toBeLessThanOrEqual(day.x);
      expect(Math.abs(middle(text) - middle(day)), label).toBeLessThan(day.height / 2);
    }

    // This month's name stands over the week in which its first day falls.
    const dates = await cells.evaluateAll((days) => days.map((day) => day.getAttribute('data-date') ?? ''));
    const first = `${dates.at(-1)?.slice(0, 8)}01`;
    const week = Math.floor(dates.indexOf(first) / 7);
    const month = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' }).format(
      new Date(`${first}T00:00:00Z`),
    );
    const label = await box(grid.getByText(month, { exact: true }));
    const column = await box(cells.nth(week * 7));
    expect(Math.abs(label.x - column.x)).toBeLessThan(2);
    expect(label.y + label.height).toBeLessThanOrEqual(column.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
