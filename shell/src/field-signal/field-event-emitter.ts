import type { FieldEvent, FieldEventCommon } from '@callvera/shared/field-events';
import type { RouteFields } from './page-context';

type WithoutCommonFields<Event> = Event extends unknown ? Omit<Event, keyof FieldEventCommon> : never;

/** An event as its source knows it: its name and own fields. */
export type FieldEventOwnFields = WithoutCommonFields<FieldEvent>;

/** When and where an event happened: by default now, on the route showing. */
export interface EventOccasion {
  at?: number;
  path?: string;
}

export type EmitFieldEvent = (event: FieldEventOwnFields, occasion?: EventOccasion) => void;

/** Adds the fields every event carries (its time, route, remote and release), then hands it on. */
export function fieldEventEmitter(add: (event: FieldEvent) => void, routeFields: RouteFields): EmitFieldEvent {
  return (event, { at = Date.now(), path = location.pathname } = {}) => add({ ...event, time: at, ...routeFields(path) } as FieldEvent);
}
