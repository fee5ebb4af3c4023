import { FIELD_EVENTS, FIELD_SCHEMA_VERSION, FIELD_TYPES, FIELD_WIRE, RELEASE_PATTERN } from '../../registry/field-events.js';

export { FIELD_EVENTS, FIELD_SCHEMA_VERSION, FIELD_TYPES, FIELD_WIRE, RELEASE_PATTERN };

/**
 * The field events as TypeScript sees them, made from their schema (shared/registry/field-events.js),
 * and how a remote marks a link whose press is a conversion.
 */

type Schema = typeof FIELD_EVENTS;
type FieldValue<Type> = Type extends 'boolean'
  ? boolean
  : Type extends 'number' | 'epochMs'
    ? number
    : Type extends 'assignments' | 'exposureDays'
      ? Record<string, string>
      : Type extends 'weights'
        ? Record<string, number>
        : Type extends readonly (infer Value)[]
          ? Value
          : string;
type Fields<Spec> = { [Key in keyof Spec as Key extends `${string}?` ? never : Key]: FieldValue<Spec[Key]> } & {
  [Key in keyof Spec as Key extends `${infer Name}?` ? Name : never]?: FieldValue<Spec[Key]>;
};

export const FIELD_EVENT_SCHEMA_VERSION = FIELD_SCHEMA_VERSION;

export type FieldEventName = keyof Schema['events'];
/** An event's own fields, e.g. `{ experiment, variant, fellBack }` for an exposure. */
export type FieldEventDetail<Name extends FieldEventName> = Fields<Schema['events'][Name]>;
/** Fields every event carries. */
export type FieldEventCommon = Fields<Schema['common']>;
/** Fields of the page load, sent once per batch. */
export type FieldEventPage = Fields<Schema['page']>;

/** One event as sent: its name, the common fields and its own. */
export type FieldEvent = { [Name in FieldEventName]: { name: Name } & FieldEventCommon & FieldEventDetail<Name> }[FieldEventName];

/** What one request carries (base64url JSON in the query string, see FIELD_EVENTS.wire). */
export interface FieldEventBatch {
  v: typeof FIELD_EVENT_SCHEMA_VERSION;
  page: FieldEventPage;
  events: FieldEvent[];
}

export type ConversionAction = FieldEventDetail<'conversion'>['action'];
export type RemoteFailureKind = FieldEventDetail<'remote-failure'>['failure'];
export type VitalMetric = FieldEventDetail<'vital'>['metric'];
