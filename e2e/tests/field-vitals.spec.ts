import { builtRelease } from '../support/built-release';
import { afterPressPresented, fieldEventLogFromNow, leavePage, streamStarted, type LoggedEvent } from '../support/field-event-log';
import { expect, test } from '../support/site-test';

// Each section team sees its route's Core Web Vitals from real loads, tied to its remote's release.

const landingRelease = builtRelease('mfe-landing/dist');

test('a page load reports LCP, CLS, FCP and TTFB, and an interaction INP, for the route and its release', async ({ page }) => {
  const log = fieldEventLogFromNow();
  await page.goto('/');
  await streamStarted(page);

  const industry = page.getByRole('radio', { name: 'Insurance Companies' });
  await industry.scrollIntoViewIfNeeded();
  await industry.click();
  await expect(industry).toBeChecked();
  await afterPressPresented(page);
  await leavePage(page);

  const vitals = await log.waitFor({ name: 'vital', metric: 'INP' });
  const byMetric = new Map<unknown, LoggedEvent>(
    log
      .events()
      .filter((event) => event.name === 'vital')
      .map((event) => [event.metric, event]),
  );
  expect([...byMetric.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  for (const vital of byMetric.values()) {
    expect(vital).toMatchObject({ route: '/', remote: 'landing', remoteRelease: landingRelease, pageLoad: vitals[0]!.pageLoad });
    expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);
  }
  expect(byMetric.get('LCP')?.element).toEqual(expect.stringMatching(/\S/));
  // The largest paint is in the home page's region, and so is the chip pressed: landing's, at its release.
  expect(byMetric.get('LCP')).toMatchObject({ attributedTo: 'landing', attributedRelease: landingRelease });
  expect(byMetric.get('INP')).toMatchObject({ attributedTo: 'landing', attributedRelease: landingRelease });
  expect(byMetric.get('INP')?.target).toEqual(expect.stringMatching(/\S/));
});
