import type * as TE from 'fp-ts/TaskEither';
import type { OvernightOption } from '../../domain/cost-calculator/cost-calculation';
import type { AppError } from '../../domain/errors/app-error';
import type { ParticipantCount } from '../../domain/pricing/participant-count';
import type { CostCalculationWire } from './documents.codecs';
import type { PdfFile } from './pdf-renderer';
import type { FaxOrder } from './fax-order';

export interface CalendarFile {
  readonly filename: string;
  readonly content: string;
}

export interface CostCalculationRequest {
  readonly eventId: number;
  readonly participants: ParticipantCount;
  readonly overnight: OvernightOption;
}

/** Who asks for an order's PDF: the session it was placed in, or the account that placed it. */
export interface DocumentCaller {
  readonly sessionId: string | undefined;
  readonly userId: number | null;
}

/**
 * The Kostenrechner's calculation (GET /seminare/warenkorb/kostenrechner/{eventId}): what its page
 * shows. The server binds the documents service, the browser the HTTP proxy.
 */
export interface CostCalculator {
  costCalculation(request: CostCalculationRequest): TE.TaskEither<AppError, CostCalculationWire>;
}

/**
 * The printable documents of the cart and the catalogue (spec §2: checkout-pdf, kostenrechner,
 * pdf-kostenrechner, online-fax, p-pdf, pdf). Browsers fetch the PDFs by link, so only the
 * calculation (CostCalculator) has an HTTP proxy; the server binds the service.
 */
export interface Documents extends CostCalculator {
  costCalculationPdf(request: CostCalculationRequest): TE.TaskEither<AppError, PdfFile>;
  /** A printable order form for the event, to fill in by hand and send by fax. */
  onlineFaxPdf(eventId: number, filled?: FaxOrder): TE.TaskEither<AppError, PdfFile>;
  /** /seminare/p-pdf/{id}: the seminar with all its upcoming dates; id is the theme number or its URL name. */
  seminarPdf(key: number | string): TE.TaskEither<AppError, PdfFile>;
  /** /seminare/pdf/{id}: one date of a seminar in detail, with the other dates. */
  eventPdf(eventId: number): TE.TaskEither<AppError, PdfFile>;
  /**
   * /seminare/warenkorb/kalender/{eventId}: a seminar date or a Fachtagung (by its bookable id)
   * as a calendar file (.ics) for the confirmation; `origin` is the site the entry links back to.
   */
  eventCalendar(eventId: number, origin: string): TE.TaskEither<AppError, CalendarFile>;
  /** The order confirmation: the given order if the caller owns it, else the caller's last order. */
  orderConfirmationPdf(caller: DocumentCaller, orderNumber: string | undefined): TE.TaskEither<AppError, PdfFile>;
}
