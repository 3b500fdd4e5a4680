import * as t from 'io-ts';
import { EVENT_RELATIONS, type EventRelation } from './event.codecs';
import { idFromString } from './query-params.codecs';

const isRelation = (name: string): name is EventRelation => (EVENT_RELATIONS as readonly string[]).includes(name);

/**
 * `relations` as the spec's callers send it: a comma-separated list whose nested paths
 * ("content.prices", "theme.actionField.rubric") name the top-level relation they belong to.
 */
export const RelationsFromString = new t.Type<ReadonlySet<EventRelation>, string, unknown>(
  'Relations',
  (value): value is ReadonlySet<EventRelation> => value instanceof Set && [...value].every((v) => typeof v === 'string' && isRelation(v)),
  (input, context) => {
    if (typeof input !== 'string') return t.failure(input, context, 'Bitte geben Sie die Relationen als Liste an.');
    const names = input
      .split(',')
      .map((path) => path.trim().split('.')[0] ?? '')
      .filter((name) => name !== '');
    const unknown = names.filter((name) => !isRelation(name));
    return unknown.length > 0
      ? t.failure(input, context, `Unbekannte Relation: ${unknown.join(', ')}. Möglich sind ${EVENT_RELATIONS.join(', ')}.`)
      : t.success(new Set(names.filter(isRelation)));
  },
  (relations) => [...relations].join(','),
);

const EventIdFromString = idFromString('EventId', 'Bitte geben Sie eine gültige Veranstaltungsnummer an.');

/** GET /api/consumer query (spec §7): objectType=event&internalId=…&relations=… */
export const ConsumerQuery = t.intersection([
  t.type({
    objectType: new t.Type<'event', string, unknown>(
      'ObjectType',
      (value): value is 'event' => value === 'event',
      (input, context) =>
        input === 'event' ? t.success('event') : t.failure(input, context, 'Unbekannter Objekttyp. Möglich ist: event.'),
      String,
    ),
    internalId: EventIdFromString,
  }),
  t.partial({ relations: RelationsFromString }),
]);
export type ConsumerQuery = t.TypeOf<typeof ConsumerQuery>;
