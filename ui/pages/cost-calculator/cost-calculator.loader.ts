import * as E from 'fp-ts/Either';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import { CostCalculationWire, CostCalculatorQuery, EventIdParams } from '../../../application/documents/documents.codecs';
import type { CostCalculatorChoice } from '../../../application/documents/documents.paths';
import type { AppError } from '../../../domain/errors/app-error';
import { ONE_PARTICIPANT } from '../../../domain/pricing/participant-count';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, COST_CALCULATOR } from '../../di/ui.tokens';
import { runTask } from '../../routing/run-task';
import { seminarPath } from '../catalogue/catalogue-paths';

/** JSON-safe: it travels from the server render to the browser for hydration. */
export interface CostCalculatorPageData {
  /** What the form shows: the visitor's choice, or the defaults when the query was no valid one. */
  readonly choice: CostCalculatorChoice;
  /** The calculation for that choice, as the wire carries it (decoded again by the page). */
  readonly calculation: t.OutputOf<typeof CostCalculationWire>;
  /** The German message for a query that is none (participants=0, overnight=vielleicht); then no table. */
  readonly message: string | null;
  /** The seminar page of the date, for the way back; null when the catalogue does not know it. */
  readonly seminarPath: string | null;
}

const DEFAULT_CHOICE = { participants: ONE_PARTICIPANT, overnight: 'without' } as const;

/** The query as the server's router reads it: a repeated parameter is a list (and no valid count). */
const queryOf = (params: URLSearchParams): Record<string, string | readonly string[]> =>
  Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );

/** What to fix, in the codec's German words (e.g. 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 50 an.'). */
const invalidMessage = (error: AppError): string => {
  const fields = error._tag === 'Invalid' ? Object.values(error.fieldErrors) : [];
  return fields.length > 0 ? fields.join(' ') : error.message;
};

const notFound = (): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
  throw data({ message: 'Diesen Seminartermin gibt es nicht (mehr).', status: 404 }, { status: 404 });
};

/**
 * /seminare/warenkorb/kostenrechner/{eventId}?participants=n&overnight=with|without: the query
 * is decoded by the codec the JSON route uses. A query that is none answers 400 with the page,
 * its German message and the form (for one participant), so the visitor can put it right; an
 * unknown date answers 404.
 */
export const costCalculatorLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const event = EventIdParams.decode({ eventId: params.eventId });
    const eventId = E.isRight(event) ? event.right.eventId : notFound();
    const query = decodeInput(CostCalculatorQuery, queryOf(new URL(request.url).searchParams));
    const choice = E.isRight(query)
      ? { participants: query.right.participants ?? DEFAULT_CHOICE.participants, overnight: query.right.overnight ?? DEFAULT_CHOICE.overnight }
      : DEFAULT_CHOICE;
    const [calculation, path] = await Promise.all([
      runTask(resolveService(container, COST_CALCULATOR).costCalculation({ eventId, ...choice })),
      // The way back to the seminar is a convenience: without it the page still calculates.
      pipe(
        resolveService(container, CATALOGUE).consumerEvent({ eventId, relations: new Set(['theme']) }),
        TE.map((found): string | null => (found.theme === undefined ? null : seminarPath(found.theme.slug))),
        TE.getOrElse((): T.Task<string | null> => () => Promise.resolve(null)),
      )(),
    ]);
    const pageData: CostCalculatorPageData = {
      choice,
      calculation: CostCalculationWire.encode(calculation),
      message: E.isLeft(query) ? invalidMessage(query.left) : null,
      seminarPath: path,
    };
    return E.isLeft(query) ? data(pageData, { status: 400 }) : pageData;
  };
