import { mayReadOrder } from '../../domain/cart/order-reader';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { formatDate } from '../../domain/calendar/calendar';
import { costCalculation } from '../../domain/cost-calculator/cost-calculation';
import { notFound, unauthenticated, unavailable, type AppError } from '../../domain/errors/app-error';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { OrderConfirmationPayload } from '../mail/outbox-payloads';
import type { Clock } from '../ports/clock';
import { costCalculationWire } from './cost-calculation.wire';
import type { CostCalculationWire } from './documents.codecs';
import type { FaxOrder } from './fax-order';
import type { CalendarFile, CostCalculationRequest, DocumentCaller, Documents } from './documents.port';
import { calendarFile } from '../../domain/calendar/ics';
import { BOOKABLE_NOUN, bookablePagePath, type Bookable } from '../orders/bookable';
import type { DocumentsRepository, OrderConfirmationRepository, SeminarTheme } from './documents.repository';
import { costCalculationDocument } from './layouts/cost-calculation.layout';
import { onlineFaxDocument } from './layouts/online-fax.layout';
import { orderConfirmationDocument, orderWordsOf } from './layouts/order-confirmation.layout';
import { eventDocument, seminarDocument } from './layouts/seminar.layout';
import type { PdfFile, PdfRenderer } from './pdf-renderer';
import type { PrintDocument } from './print-document';

export const EVENT_NOT_FOUND = 'Diese Veranstaltung gibt es nicht (mehr).';
export const SEMINAR_NOT_FOUND = 'Dieses Seminar gibt es nicht (mehr).';
export const NO_ORDER = 'Es liegt keine Bestellung vor.';
export const ORDER_NOT_FOUND = 'Diese Bestellung gibt es nicht.';
export const ORDER_LOGIN = 'Bitte melden Sie sich an, um diese Bestellung abzurufen.';

/** Dates of one seminar a PDF lists at most; more would be a year's worth of seminars. */
const MAX_LISTED_DATES = 50;

const fromStore = <A>(read: () => Promise<A>): TE.TaskEither<AppError, A> => TE.tryCatch(read, (cause) => unavailable(undefined, cause));

const required = <A>(message: string) => (value: A | undefined): TE.TaskEither<AppError, A> =>
  value === undefined ? TE.left(notFound(message)) : TE.right(value);

/** Every hotel an event may need a night in: its own and its modules'. */
const hotelIdsOf = (event: CatalogueEvent): readonly number[] => [
  ...new Set([...(event.hotel === null ? [] : [event.hotel.hotelId]), ...event.modules.flatMap((module) => (module.hotel === null ? [] : [module.hotel.hotelId]))]),
];

/** Safe in a Content-Disposition file name: letters, digits, dot, dash. */
const fileNamePart = (text: string): string => text.replace(/[^A-Za-z0-9.-]+/g, '-');


/** What the documents read of the catalogue: one event, and the upcoming dates of a seminar. */
export type CatalogueReads = Pick<CatalogueRepository, 'findEvent' | 'searchEvents'>;

/** The cart's and catalogue's documents over the catalogue, the rates, the confirmed orders and a PDF renderer. */
export class DocumentsService implements Documents {
  constructor(
    private readonly catalogue: CatalogueReads,
    private readonly repository: DocumentsRepository,
    private readonly orders: OrderConfirmationRepository,
    private readonly renderer: PdfRenderer,
    private readonly clock: Clock,
  ) {}

  costCalculation(request: CostCalculationRequest): TE.TaskEither<AppError, CostCalculationWire> {
    return pipe(
      this.calculate(request),
      TE.map(({ event, calculation }) => costCalculationWire(event, calculation)),
    );
  }

  costCalculationPdf(request: CostCalculationRequest): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.calculate(request),
      TE.chain(({ event, calculation }) =>
        this.render(`Kostenrechner-${String(event.eventId)}.pdf`, costCalculationDocument(event, calculation, formatDate(this.clock.now()))),
      ),
    );
  }

  onlineFaxPdf(eventId: number, filled?: FaxOrder): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.event(eventId),
      TE.chain((event) => this.render(`Bestellformular-${String(event.eventId)}.pdf`, onlineFaxDocument(event, filled))),
    );
  }

  seminarPdf(key: number | string): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      fromStore(() => this.repository.findSeminar(typeof key === 'number' ? { themeId: key } : { slug: key })),
      TE.chain(required<SeminarTheme>(SEMINAR_NOT_FOUND)),
      TE.chain((seminar) =>
        pipe(
          this.upcomingDates(seminar),
          TE.chain((events) => this.render(`Seminar-${fileNamePart(seminar.slug)}.pdf`, seminarDocument(seminar, events))),
        ),
      ),
    );
  }

  eventPdf(eventId: number): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.event(eventId),
      TE.chain((event) =>
        pipe(
          fromStore(() => this.repository.findSeminar({ themeId: event.theme.themeId })),
          TE.chain(required<SeminarTheme>(SEMINAR_NOT_FOUND)),
          TE.chain((seminar) =>
            pipe(
              this.upcomingDates(seminar),
              TE.map((dates) => dates.filter((other) => other.eventId !== event.eventId)),
              TE.chain((others) => this.render(`Seminar-${String(event.eventId)}.pdf`, eventDocument(seminar, event, others))),
            ),
          ),
        ),
      ),
    );
  }

  /** A seminar date or a Fachtagung (both are bookables, their ids shared) as a calendar entry. */
  eventCalendar(eventId: number, origin: string): TE.TaskEither<AppError, CalendarFile> {
    return pipe(
      fromStore(() => this.repository.findBookable(eventId)),
      TE.chain(required<Bookable>(EVENT_NOT_FOUND)),
      TE.map((bookable) => {
        const url = `${origin}${bookablePagePath(bookable.page)}`;
        const noun = BOOKABLE_NOUN[bookable.page.kind];
        return {
          filename: `${bookable.page.kind === 'seminar' ? 'Seminartermin' : noun}-${String(bookable.eventId)}.ics`,
          content: calendarFile({
            uid: `termin-${String(bookable.eventId)}@ifb-seminare`,
            start: bookable.startDate,
            end: bookable.endDate,
            summary: bookable.title,
            location: bookable.address,
            description: `${noun}: ${bookable.title}\nDetails und Unterlagen: ${url}`,
            url,
            stamp: this.clock.now(),
          }),
        };
      }),
    );
  }

  orderConfirmationPdf(caller: DocumentCaller, orderNumber: string | undefined): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      orderNumber === undefined ? this.lastOrder(caller) : this.ownedOrder(caller, orderNumber),
      TE.chain((order) => this.render(`${orderWordsOf(order).fileStem}-${fileNamePart(order.orderNumber)}.pdf`, orderConfirmationDocument(order))),
    );
  }

  private lastOrder(caller: DocumentCaller): TE.TaskEither<AppError, OrderConfirmationPayload> {
    const { sessionId } = caller;
    return sessionId === undefined
      ? TE.left(notFound(NO_ORDER))
      : pipe(fromStore(() => this.orders.lastOfSession(sessionId)), TE.chain(required<OrderConfirmationPayload>(NO_ORDER)));
  }

  /**
   * Someone who is not logged in is asked to log in whether or not the order exists, and a
   * logged-in stranger gets "not found": order numbers run in sequence, so neither learns which exist.
   */
  private ownedOrder(caller: DocumentCaller, orderNumber: string): TE.TaskEither<AppError, OrderConfirmationPayload> {
    return pipe(
      fromStore(() => this.orders.findByNumber(orderNumber)),
      TE.chain((order) => {
        if (order !== undefined && mayReadOrder(order, caller)) return TE.right(order);
        return TE.left(caller.userId === null ? unauthenticated(ORDER_LOGIN) : notFound(ORDER_NOT_FOUND));
      }),
    );
  }

  private event(eventId: number): TE.TaskEither<AppError, CatalogueEvent> {
    return pipe(fromStore(() => this.catalogue.findEvent(eventId)), TE.chain(required<CatalogueEvent>(EVENT_NOT_FOUND)));
  }

  private calculate(request: CostCalculationRequest) {
    return pipe(
      this.event(request.eventId),
      TE.chain((event) =>
        pipe(
          fromStore(() => this.repository.overnightRates(hotelIdsOf(event))),
          TE.map((rates) => ({
            event,
            calculation: costCalculation(event, request.participants, request.overnight, (hotelId) => rates.get(hotelId)),
          })),
        ),
      ),
    );
  }

  private upcomingDates(seminar: SeminarTheme): TE.TaskEither<AppError, readonly CatalogueEvent[]> {
    return pipe(
      fromStore(() =>
        this.catalogue.searchEvents(
          { startsAfter: this.clock.now(), themeSlug: seminar.slug },
          { sort: 'date', offset: 0, limit: MAX_LISTED_DATES },
        ),
      ),
      TE.map(({ events }) => events),
    );
  }

  private render(filename: string, document: PrintDocument): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      fromStore(() => this.renderer.render(document)),
      TE.map((content) => ({ filename, content })),
    );
  }
}
