import type * as t from 'io-ts';
import type { EventListItemWire } from '../../../application/catalogue/event-search.codecs';

/** A listed date as loader data carries it to the browser (instants as ISO strings). */
export type EventJson = t.OutputOf<typeof EventListItemWire>;

export const KIND_LABEL: Readonly<Record<EventJson['kind'], string>> = {
  online: 'Online-Seminar',
  presence: 'Präsenzseminar',
  series: 'Ausbildung',
};
