import type { Page } from '@playwright/test';
import { PAGE_READY } from '@callvera/shared/page-marks';

type Window = { paintedHeadings?: string[] };

/**
 * Before any of the page's scripts: the main heading of each frame about to be painted until the app has taken over
 * (PAGE_READY on <html>), frames with none (nothing of the page parsed yet) left out.
 */
export async function recordPaintedHeadings(page: Page) {
  await page.addInitScript((takenOver) => {
    const record = window as unknown as Window;
    const headings: string[] = [];
    record.paintedHeadings = headings;
    const sample = () => {
      if (document.documentElement.hasAttribute(takenOver)) return;
      const heading = document.querySelector('#root main h1')?.textContent?.trim();
      if (heading) headings.push(heading);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, PAGE_READY);
}

/** The headings recordPaintedHeadings saw, the first painted first. */
export const headingsPaintedBeforeTakeOver = (page: Page) => page.evaluate(() => (window as unknown as Window).paintedHeadings ?? []);
