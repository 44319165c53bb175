import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser';

const browser = withBrowser();

// The footer's logo is the app's below-the-fold image, so it is the one these tests watch load lazily.
const footerImage = (page: Page) =>
  page.locator('footer img').evaluate((image: HTMLImageElement) => {
    const frame = getComputedStyle(image.parentElement as HTMLElement);
    return {
      src: image.getAttribute('src'),
      complete: image.complete && image.naturalWidth > 0,
      opacity: getComputedStyle(image).opacity,
      fadeSeconds: Number.parseFloat(getComputedStyle(image).transitionDuration),
      pulse: frame.animationName,
      pulseSeconds: Number.parseFloat(frame.animationDuration),
    };
  });

/**
 * On the landing page the footer itself loads 200px before it scrolls into view; stop 150px short, where
 * the footer is there but its logo is still beyond the image's own 50px margin.
 */
async function bringFooterNear(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => {
    const slot = document.querySelector('main')?.nextElementSibling as HTMLElement;
    window.scrollTo(0, slot.getBoundingClientRect().top + window.scrollY - window.innerHeight - 150);
  });
  await page.locator('footer img').waitFor({ state: 'attached' });
}

describe('lazy images', () => {
  it('wait with a pulsing placeholder until near the viewport, then load and fade in over 300 ms', async () => {
    const page = await browser.newPage({ width: 390, height: 700 });
    await page.goto('/');
    await bringFooterNear(page);
    const before = await footerImage(page);
    expect(before).toMatchObject({ src: null, opacity: '0', fadeSeconds: 0.3, pulse: 'pulse' });

    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await footerImage(page)).complete).toBe(true);
    const after = await footerImage(page);
    expect(after.src).toBe('/favicon.svg');
    expect(after.pulse).toBe('none');
    await expect.poll(async () => (await footerImage(page)).opacity).toBe('1');
  });

  it('stills the pulse and the fade under prefers-reduced-motion', async () => {
    const page = await browser.newPage({ width: 390, height: 700 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await bringFooterNear(page);
    const state = await footerImage(page);
    expect(state.src).toBeNull();
    expect(state.pulseSeconds).toBeLessThan(0.001);
    expect(state.fadeSeconds).toBeLessThan(0.001);
  });
});
