import { expect, remoteOrigin, test } from '../support/site-test';

/**
 * On a phone's link the take-over waits on its bytes, and the shared packages (React DOM with them, the largest file)
 * come last of what it needs. So the remote's code is asked for once they have arrived, while React is evaluated:
 * sooner it would only share the link with them and delay both.
 */
test("a page asks for its remote's code only once the shared packages have arrived, and is taken over", async ({ page, pageErrors }) => {
  const legal = remoteOrigin('legal');
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${request.url()}`));
  page.on('requestfinished', (request) => events.push(`arrived ${request.url()}`));
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  const sharedPackagesArrived = events.findIndex((event) => /^arrived .*\/shared-packages\.[0-9a-f]+\.js$/.test(event));
  const remoteCode = events.filter((event) => event.startsWith(`asked ${legal}/`) && event.endsWith('.js'));
  expect(sharedPackagesArrived).toBeGreaterThan(-1);
  expect(remoteCode).toContain(`asked ${legal}/remoteEntry.js`);
  for (const asked of remoteCode) expect(events.indexOf(asked)).toBeGreaterThan(sharedPackagesArrived);
  expect(pageErrors).toEqual([]);
});
