import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Everything axe finds on the page as it is now, at every impact level (minor and moderate too: a landmark two of its
 * kind share a name with is moderate, and still leaves a screen reader's visitor two regions they cannot tell apart),
 * each named with its rule, its help and where it is. An empty list passes.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
