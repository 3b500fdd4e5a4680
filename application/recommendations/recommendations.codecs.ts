import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { idFromString, text } from '../portal/request.codecs';

/**
 * What to recommend for: seminar themes (`theme`, one or several slugs separated by commas: a
 * seminar page, a cart, what a user booked) and/or a knowledge item (`content`, its id).
 */
export const RecommendationQuery = t.exact(
  t.partial({
    theme: text(2000),
    content: idFromString('ContentId', 'Bitte geben Sie eine gültige Inhaltsnummer an.'),
    limit: idFromString('Limit', 'Bitte geben Sie eine Anzahl von 1 bis 12 an.'),
  }),
);
export type RecommendationQuery = t.TypeOf<typeof RecommendationQuery>;

export const RecommendationWire = t.intersection([
  t.type({
    kind: t.keyof({ theme: null, topic: null, news: null, video: null, conference: null, article: null }),
    title: t.string,
    path: t.string,
    /** Which site the page lives on: a page of the other site is linked with that host. */
    site: t.keyof({ main: null, 'works-council': null }),
    /** Why it is recommended, as the visitor reads it ('Gleiches Thema: Arbeitszeit'). */
    reason: t.string,
  }),
  t.partial({
    teaser: t.string,
    date: InstantCodec,
    /** The title of the subject it follows from: of several (a cart, what a user booked), which one. */
    subject: t.string,
  }),
]);
export type RecommendationWire = t.TypeOf<typeof RecommendationWire>;

export const RecommendationsWire = t.array(RecommendationWire);
export type RecommendationsWire = t.TypeOf<typeof RecommendationsWire>;
