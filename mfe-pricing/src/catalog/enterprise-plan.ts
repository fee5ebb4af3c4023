/** One themed list on the Enterprise card. */
export interface EnterpriseFeatureGroup {
  title: string;
  features: string[];
}

/** The Enterprise card and its three groups of features. */
export const ENTERPRISE_PLAN = {
  tier: 'Enterprise',
  subtitle: 'Custom solutions for large organizations',
  badge: 'Custom Pricing',
  featureGroups: [
    {
      title: 'Scale without limits',
      features: ['Custom minute packages', 'Unlimited concurrent calls', 'Custom deployment', 'Unlimited workspaces'],
    },
    {
      title: 'A team on your side',
      features: ['24/7 dedicated support', 'Dedicated account manager', 'Custom contract terms', 'Volume discounts'],
    },
    {
      title: 'Built around your stack',
      features: ['Custom analytics integration', 'Custom API access', 'Custom security requirements', 'Custom deployment options'],
    },
  ] satisfies EnterpriseFeatureGroup[],
} as const;
