import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { RoutePageModule } from '@callvera/shared/contracts';
import * as pricingPageModule from '../PricingPage';

// CONTRACT.md promises these entry points and names to the growth team. Renaming or
// removing one is a contract change: update CONTRACT.md and this table together.
const DOCUMENTED_SURFACE: Record<string, string[]> = {
  './PricingPage': ['default'],
  './catalog/plans': [
    'MONTHLY_PLANS',
    'ANNUAL_PLANS',
    'plansFor',
    'OVERAGE_CENTS_PER_MINUTE',
    'ANNUAL_SWITCH_LABEL',
    'monthlyPriceCents',
    'includedMinutes',
  ],
  './catalog/enterprise-plan': ['ENTERPRISE_PLAN'],
  './catalog/shared-features': ['ALL_PLANS_INCLUDE'],
  './catalog/format-money': ['formatPrice', 'formatCount', 'formatCents'],
  './blocks/BillingPeriodSwitch': ['BillingPeriodSwitch'],
  './blocks/BillingPeriodScope': ['BillingPeriodScope'],
  './blocks/PlanCardList': ['PlanCardList'],
  './blocks/PlanCard': ['PlanCard'],
  './blocks/EnterpriseCard': ['EnterpriseCard'],
  './blocks/AllPlansIncludeCard': ['AllPlansIncludeCard'],
  './blocks/UsageEstimator': ['UsageEstimator'],
  './blocks/PricingPageHead': ['PricingPageHead'],
  './lib/dashboard-root': ['dashboardRoot'],
  './estimator/estimate-plan': ['estimatePlan', 'costOfPlan', 'cheapestPlanCost', 'concurrentCallsForVolume'],
  './estimator/parse-usage-input': ['parseMinutes', 'parseConcurrentCalls', 'MAX_MINUTES_PER_MONTH', 'MAX_CONCURRENT_CALLS'],
};

const packageDir = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

describe('the experiment surface of CONTRACT.md', () => {
  it('is exactly what package.json exports', () => {
    expect(Object.keys(packageJson.exports).sort()).toEqual(Object.keys(DOCUMENTED_SURFACE).sort());
  });

  it.each(Object.entries(DOCUMENTED_SURFACE))('%s provides %p', (entry, names) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(path.join(packageDir, packageJson.exports[entry]!)) as Record<string, unknown>;
    for (const name of names) expect(loaded[name]).toBeDefined();
  });

  it('keeps the federation exposes to the one page the shell loads', () => {
    const config = readFileSync(path.join(packageDir, 'rspack.config.mjs'), 'utf8');
    expect(config).toMatch(/exposes:\s*{\s*'\.\/PricingPage': '\.\/src\/PricingPage\.tsx',\s*}/);
  });

  it('gives the shell a page module of the shared contract', () => {
    const asShellSeesIt: RoutePageModule = pricingPageModule;
    expect(typeof asShellSeesIt.default).toBe('function');
  });
});
