import type { Page } from 'playwright-core';

export type ShownToast = { text: string; box: { x: number; y: number; width: number; height: number } };

/**
 * Waits for the toast (not Radix's screen-reader copy of it) that contains `text`, and reads its whole text
 * and box in the page in the same frame it is found. A toast lasts five seconds: on busy cores a separate
 * read after `waitFor` could find it already gone.
 */
export async function shownToast(page: Page, text: string): Promise<ShownToast> {
  const found = await page.waitForFunction((wanted) => {
    const toast = [...document.querySelectorAll('ol > li')].find((li) => li.textContent?.includes(wanted));
    if (!toast) return null;
    const { x, y, width, height } = toast.getBoundingClientRect();
    return { text: toast.textContent ?? '', box: { x, y, width, height } };
  }, text);
  return (await found.jsonValue()) as ShownToast;
}
