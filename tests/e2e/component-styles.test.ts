import { describe, expect, it } from 'vitest';
import { withBrowser } from './support/browser';

const browser = withBrowser();

// The ui components' looks are in styles.css's components layer, so the cascade alone lets a size
// adjust the base and a caller's className override both, with no class merging at run time.
describe('component styles', () => {
  it("lets a button's size adjust its base and the caller's classes override its variant", async () => {
    const page = await browser.newPage({ width: 360, height: 800 });
    await page.goto('/');
    const style = (name: string) =>
      page.getByRole('link', { name }).evaluate((link) => {
        const computed = getComputedStyle(link);
        return {
          fontSize: computed.fontSize,
          height: computed.height,
          background: computed.backgroundColor,
          color: computed.color,
          width: link.getBoundingClientRect().width,
          parentWidth: (link.parentElement as HTMLElement).getBoundingClientRect().width,
        };
      });

    // size="lg": the base's text-sm (14px) gives way to text-base, its h-10 to h-11.
    const getStarted = await style('Get Started');
    expect(getStarted).toMatchObject({ fontSize: '16px', height: '44px' });
    // className="w-full" beats the base's shrink-to-fit inline-flex.
    expect(getStarted.width).toBe(getStarted.parentWidth);

    // variant="outline" paints bg-background; the caller's bg-transparent and text colour win.
    const demo = await style('Explore the demo');
    expect(demo).toMatchObject({ background: 'rgba(0, 0, 0, 0)', color: 'rgb(255, 255, 255)' });
  });
});
