import { expect, type Page } from '@playwright/test';

/**
 * A visitor's first Listen press shows the consent line in the card; this reads
 * it and presses Continue. Later presses in the same browser start at once.
 */
export async function continueToCall(page: Page, role: string) {
  const consent = page.getByRole('group', { name: `Before the call with the ${role} agent` });
  await expect(consent).toContainText("You'll talk to an AI agent. The call is processed to run this demo.");
  await expect(consent.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await consent.getByRole('button', { name: 'Continue' }).click();
}
