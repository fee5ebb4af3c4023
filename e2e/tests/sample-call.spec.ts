import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/site-test';
import { addDeployedFile, editDeployedJson } from '../support/deployed-files';
import { axeFindings } from '../support/axe-findings';

/**
 * Sample calls on the composed site, as `npm start` serves it: the synthesized sample of each agent, deployed
 * beside the shell with samples.json, played in the call bar. Live demos are off there, so Listen meets the
 * refusal a visitor without a microphone or a call service meets, and the sample is offered.
 */

const sampleButton = (page: Page, role: string) => page.getByRole('button', { name: `Play a sample call of the ${role} agent` });
const sampleBar = (page: Page, agentName: string) => page.getByRole('region', { name: `Sample call with ${agentName}` });
const captions = (page: Page) => page.getByRole('log', { name: 'Captions' });
const card = (page: Page, role: string) => page.getByRole('article', { name: role });

/** What the bar says of where the sample is: "00:07". */
const position = async (page: Page, agentName: string) => (await sampleBar(page, agentName).locator('time').first().textContent()) ?? '';

/** Presses Start sound if the browser would not play without a fresh press (it should not, after a click). */
async function soundOn(page: Page, agentName: string) {
  const start = sampleBar(page, agentName).getByRole('button', { name: 'Start sound' });
  if (await start.isVisible()) await start.click();
}

test.describe('a sample call', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [375, 768, 1280]) {
    test(`at ${width} px: plays with captions in step, pauses, seeks, stops, and leaves its receipt`, async ({ page, pageErrors }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const button = sampleButton(page, 'Lead Qualification');
      await expect(card(page, 'Lead Qualification')).toContainText('Synthesized sample');
      await button.click();
      const bar = sampleBar(page, 'Ava');
      await expect(bar).toContainText('Lead Qualification agent · synthesized sample');
      await soundOn(page, 'Ava');
      await expect(bar).toContainText('Playing');
      await expect(captions(page)).toContainText('Ava (agent): Hi, this is Ava', { timeout: 5_000 });
      await expect(page.getByRole('button', { name: 'Stop sample call of the Lead Qualification agent' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(card(page, 'Lead Qualification')).toContainText('Sample playing');
      expect(await axeFindings(page)).toEqual([]);

      await bar.getByRole('button', { name: 'Pause' }).click();
      await expect(bar).toContainText('Paused');
      const paused = await position(page, 'Ava');
      await page.waitForTimeout(1_200);
      expect(await position(page, 'Ava')).toBe(paused);

      // Seek near the end: the captions follow, both speakers; back to the start, only the first line.
      const slider = bar.getByRole('slider', { name: 'Position in the sample call' });
      const end = Number(await slider.getAttribute('max'));
      await slider.fill(String(Math.floor(end - 1)));
      await expect(
        captions(page)
          .locator('p', { hasText: /^Caller: / })
          .first(),
      ).toBeVisible();
      const heard = await captions(page).locator('p').count();
      await slider.fill('0');
      await expect(captions(page).locator('p')).toHaveCount(1);
      expect(heard).toBeGreaterThan(3);

      await bar.getByRole('button', { name: 'Play' }).click();
      await expect(bar).toContainText('Playing');
      await bar.getByRole('button', { name: 'Stop' }).click();
      await expect(bar).toHaveCount(0);

      const receipt = card(page, 'Lead Qualification').getByRole('region', { name: 'Sample call receipt' });
      await expect(receipt).toContainText('with Ava · answered in');
      await receipt.getByRole('button', { name: 'Open receipt' }).click();
      const dialog = page.getByRole('dialog', { name: 'Receipt of the synthesized sample call with Ava' });
      await expect(dialog.getByRole('list', { name: 'Response time per turn' }).getByRole('listitem').first()).toContainText(
        /^Turn 1, the caller stopped at \d:\d\d: \d\.\d\d s$/,
      );
      await expect(dialog).toContainText("Read from the recording's timings");
      await expect(dialog.getByRole('table')).toContainText('Pro');
      await expect(dialog).toContainText('at the overage rate of');
      expect(await axeFindings(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test('one at a time: a second sample ends the first, and its card shows Play again', async ({ page }) => {
    await page.goto('/');
    await sampleButton(page, 'Lead Qualification').click();
    await expect(sampleBar(page, 'Ava')).toBeVisible();
    await sampleButton(page, 'Customer Support').click();
    await expect(sampleBar(page, 'Liam')).toBeVisible();
    await expect(sampleBar(page, 'Ava')).toHaveCount(0);
    await expect(sampleButton(page, 'Lead Qualification')).toHaveAttribute('aria-pressed', 'false');
  });

  test('the served page carries every transcript collapsed, its words to come; reading one fetches no audio', async ({ page }) => {
    const served = await (await page.request.get('/')).text();
    expect(served.match(/<details[^>]*>\s*<summary[^>]*>Read the sample call/g)).toHaveLength(8);
    expect(served).not.toMatch(/<details[^>]*\bopen\b/);
    // The words come with their code: the home page as sent fits a new connection's first round trip.
    expect(served).not.toContain('Hi, this is Ava from Harbor Homes.');

    const audio: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media' || /\.(mp3|ogg|m4a|wav)(\?|$)/.test(request.url())) audio.push(request.url());
    });
    await page.goto('/');
    const transcript = card(page, 'Customer Support').getByText('Read the sample call');
    await transcript.click();
    const lines = card(page, 'Customer Support').getByRole('listitem');
    await expect(lines.first()).toContainText(/^Liam \(agent\): /);
    await expect(lines.nth(1)).toContainText(/^Caller: /);
    expect(audio).toEqual([]);
  });

  test('Listen refused (live demos off): the card says so and a press of Enter plays the sample', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Listen to Customer Support agent' }).click();
    const sample = sampleButton(page, 'Customer Support');
    await expect(sample).toBeFocused();
    await expect(card(page, 'Customer Support')).toContainText('Live demos are unavailable.');
    await expect(sample).toHaveAccessibleDescription(/Live demos are unavailable\. .* You can hear a sample call instead\./);
    await page.keyboard.press('Enter');
    await expect(sampleBar(page, 'Liam')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });

  test('keyboard only: play, pause, seek and Stop', async ({ page }) => {
    await page.goto('/');
    await sampleButton(page, 'Appointment Booking').focus();
    await page.keyboard.press('Enter');
    const bar = sampleBar(page, 'Noah');
    await expect(bar).toContainText('Playing');
    const pause = bar.getByRole('button', { name: 'Pause' });
    for (let presses = 0; presses < 80 && !(await pause.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect(bar).toContainText('Paused');
    await page.keyboard.press('Shift+Tab'); // the slider, before the buttons
    const slider = bar.getByRole('slider', { name: 'Position in the sample call' });
    await expect(slider).toBeFocused();
    await page.keyboard.press('End');
    await expect(captions(page).locator('p').last()).toContainText('Noah (agent): ');
    await bar.getByRole('button', { name: 'Play' }).focus();
    for (
      let presses = 0;
      presses < 4 && !(await bar.getByRole('button', { name: 'Stop' }).evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
  });

  test.describe('with a sample whose file does not match its integrity', () => {
    let restore = () => {};
    test.afterEach(() => restore());

    test("hides that card's button, says why in the console, and leaves the page and the other cards working", async ({
      page,
      pageErrors,
    }) => {
      type SampleList = { samples: Record<string, { audio: { integrity: string }[]; captions: { integrity: string } }> };
      restore = editDeployedJson<SampleList>('samples.json', (list) => {
        const [first] = list.samples.leadQualification!.audio;
        first!.integrity = `sha384-${'A'.repeat(64)}`;
        return list;
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto('/');
      await sampleButton(page, 'Lead Qualification').click();
      await expect(sampleButton(page, 'Lead Qualification')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Listen to Lead Qualification agent' })).toBeFocused();
      await expect(page.getByRole('region', { name: /Notifications/ })).toContainText("This sample call can't be played");
      await expect.poll(() => warnings.join('\n')).toMatch(/leadQualification.*does not match its integrity/);
      await expect(page.getByRole('button', { name: 'Listen to Lead Qualification agent' })).toBeVisible();
      await sampleButton(page, 'Customer Support').click();
      await expect(sampleBar(page, 'Liam')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('with a recording deployed after the build in place of a synthesized sample', () => {
    // An operator's recording of Liam says other words than the script the default sample speaks.
    const RECORDING_CAPTIONS = [
      'WEBVTT',
      '',
      '00:00.200 --> 00:02.600',
      '<v Agent>Brightline support, Liam speaking. How can I help?',
      '',
      '00:03.100 --> 00:05.000',
      '<v Caller>My router keeps dropping the line.',
      '',
    ].join('\n');
    const CAPTIONS_PATH = 'samples/recorded-customerSupport.vtt';
    type Entry = { synthesized: boolean; audio: unknown[]; captions: { url: string; integrity: string } };
    let restore: Array<() => void> = [];
    test.afterEach(() => restore.forEach((undo) => undo()));

    test("the card's transcript and the captions read the recording's words, and the card says Recorded call", async ({
      page,
      pageErrors,
    }) => {
      const integrity = `sha384-${createHash('sha384').update(RECORDING_CAPTIONS).digest('base64')}`;
      restore = [
        addDeployedFile(CAPTIONS_PATH, RECORDING_CAPTIONS),
        editDeployedJson<{ samples: Record<string, Entry> }>('samples.json', (list) => {
          // Its sound stands in for the recording's: what a page reads, shows and times comes from the captions.
          const entry = list.samples.customerSupport!;
          entry.synthesized = false;
          entry.captions = { url: `/${CAPTIONS_PATH}`, integrity };
          return list;
        }),
      ];

      await page.goto('/');
      const liam = card(page, 'Customer Support');
      await liam.scrollIntoViewIfNeeded();
      await expect(liam).toContainText('Recorded call');
      await liam.getByText('Read the sample call').click();
      const lines = liam.getByRole('listitem');
      await expect(lines).toHaveText([
        'Liam (agent): Brightline support, Liam speaking. How can I help?',
        'Caller: My router keeps dropping the line.',
      ]);

      await sampleButton(page, 'Customer Support').click();
      await soundOn(page, 'Liam');
      await expect(captions(page)).toContainText('Liam (agent): Brightline support, Liam speaking.', { timeout: 5_000 });
      await expect(captions(page)).not.toContainText('Northwind');
      expect(pageErrors).toEqual([]);
    });
  });
});
