import { CONVERSION_ATTRIBUTES } from '@callvera/shared/conversion-links';
import { FIELD_EVENTS, FIELD_TYPES, type FieldEventDetail } from '@callvera/shared/field-events';

const { action: ACTIONS, 'billing?': BILLINGS } = FIELD_EVENTS.events.conversion;
const SLUG = new RegExp(FIELD_TYPES.slug.pattern);
const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/**
 * The conversion a pressed link (or button) stands for, as its remote marked it (`conversionAttributes`), with
 * only what the schema takes; null for any other.
 */
export function conversionOfLink(link: HTMLAnchorElement | HTMLButtonElement): FieldEventDetail<'conversion'> | null {
  const action = link.getAttribute(CONVERSION_ATTRIBUTES.action);
  if (!isOneOf(ACTIONS, action)) return null;
  const plan = link.getAttribute(CONVERSION_ATTRIBUTES.plan);
  const billing = link.getAttribute(CONVERSION_ATTRIBUTES.billing);
  const agent = link.getAttribute(CONVERSION_ATTRIBUTES.agent);
  return {
    action,
    ...(plan && SLUG.test(plan) ? { plan } : {}),
    ...(isOneOf(BILLINGS, billing) ? { billing } : {}),
    ...(agent && SLUG.test(agent) ? { agent } : {}),
  };
}
