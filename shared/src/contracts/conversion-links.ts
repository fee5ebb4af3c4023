import type { FieldEventDetail } from './field-events';

// Apart from the schema's module: this is in every first load (links, and the shell's note of presses), the
// schema only in the stream's own chunk.

/** A link's (or button's) conversion, as its attributes say it (a press on it is noted, and never held up). */
export type LinkConversion = Pick<FieldEventDetail<'conversion'>, 'action' | 'plan' | 'billing' | 'agent'>;

export const CONVERSION_ATTRIBUTES = {
  action: 'data-conversion',
  plan: 'data-plan',
  billing: 'data-billing',
  agent: 'data-agent',
} as const;

/**
 * The attributes that mark a link, or a button, as a conversion:
 * `<a href={...} {...conversionAttributes({ action: 'get-started', plan, billing })}>`.
 * Attributes, not a handler: they are in the prerendered page, and a remote needs no code of the shell's.
 */
export function conversionAttributes({ action, plan, billing, agent }: LinkConversion) {
  return {
    [CONVERSION_ATTRIBUTES.action]: action,
    [CONVERSION_ATTRIBUTES.plan]: plan,
    [CONVERSION_ATTRIBUTES.billing]: billing,
    [CONVERSION_ATTRIBUTES.agent]: agent,
  };
}
