import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { takesSeat } from '../../domain/cart/participant-status';
import { conflict, notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { mayCertifyAttendance } from '../../domain/paperwork/attendance';
import { WITH_OVERNIGHT_STAY } from '../../domain/portal/hotel-preferences';
import { ONE_PARTICIPANT } from '../../domain/pricing/participant-count';
import type { RequestContext } from '../accounts/accounts.port';
import type { UserRepository } from '../accounts/user.repository';
import type { BookingPaper, PortalBookings } from '../portal/bookings.port';
import { callerAccount } from '../portal/caller';
import type { Clock } from '../ports/clock';
import type { CostCalculator } from './documents.port';
import { BY_HOTEL_INVOICE, attendanceDocument, costAssumptionDocument, delegationDocument, type OvernightOnPaper } from './layouts/paperwork.layout';
import { PAPERWORK_MESSAGES } from './paperwork.messages';
import { PAPERWORK_TITLES, type PaperworkKind } from './paperwork.paths';
import type { PdfFile, PdfRenderer } from './pdf-renderer';
import type { PrintDocument } from './print-document';


export interface PaperworkDependencies {
  readonly users: UserRepository;
  readonly bookings: PortalBookings;
  readonly costs: CostCalculator;
  readonly renderer: PdfRenderer;
  readonly clock: Clock;
}

const fileName = (kind: PaperworkKind, paper: BookingPaper): string =>
  `${PAPERWORK_TITLES[kind].replace('ü', 'ue')}-${paper.orderNumber}-${String(paper.recipient.recipientId)}.pdf`;

/**
 * The papers of one participation (Entsendungsbeschluss, Kostenübernahme,
 * Teilnahmebescheinigung), filled with the booking's data. Only who may manage the booking gets
 * them (the orderer, the participant, the admins of the ordering Gremium); to anyone else the
 * participation is unknown, so ids cannot be probed.
 */
export class PaperworkPdfs {
  constructor(private readonly deps: PaperworkDependencies) {}

  paper(context: RequestContext, participantId: number, kind: PaperworkKind): TE.TaskEither<AppError, PdfFile> {
    return pipe(
      this.paperFor(context, participantId),
      TE.chain((paper) => this.document(paper, kind)),
      TE.chain(({ paper, document }) =>
        pipe(
          TE.tryCatch(() => this.deps.renderer.render(document), (cause): AppError => unavailable(undefined, cause)),
          TE.map((content) => ({ filename: fileName(kind, paper), content })),
        ),
      ),
    );
  }

  private paperFor(context: RequestContext, participantId: number): TE.TaskEither<AppError, BookingPaper> {
    return async () => {
      const caller = await callerAccount(this.deps.users, context.session);
      if (E.isLeft(caller)) return caller;
      const paper = await this.deps.bookings.paperOf(caller.right, participantId);
      return paper === undefined ? E.left(notFound(PAPERWORK_MESSAGES.unknown)) : E.right(paper);
    };
  }

  private document(paper: BookingPaper, kind: PaperworkKind): TE.TaskEither<AppError, { paper: BookingPaper; document: PrintDocument }> {
    const now = this.deps.clock.now();
    if (kind === 'teilnahmebescheinigung') {
      return mayCertifyAttendance(paper.recipient.status, paper.recipient.attended, paper.event.endDate, now)
        ? TE.right({ paper, document: attendanceDocument(paper, now) })
        : TE.left(conflict(PAPERWORK_MESSAGES.certificateNotYet));
    }
    if (!takesSeat(paper.recipient.status)) return TE.left(conflict(PAPERWORK_MESSAGES.notSeated));
    return pipe(
      TE.fromTask(() => this.overnight(paper)),
      TE.map((overnight) => ({ paper, document: kind === 'entsendungsbeschluss' ? delegationDocument(paper, overnight) : costAssumptionDocument(paper, overnight) })),
    );
  }

  /**
   * The venue's nights and rate when the participant stays at the hotel and the rate is on file
   * (the Kostenrechner's figures); staying there without a known rate: the hotel's invoice.
   */
  private async overnight(paper: BookingPaper): Promise<OvernightOnPaper> {
    if (paper.hotelOverNightOption !== WITH_OVERNIGHT_STAY) return null;
    const calculation = await this.deps.costs.costCalculation({ eventId: paper.event.eventId, participants: ONE_PARTICIPANT, overnight: 'with' })();
    if (E.isLeft(calculation)) return BY_HOTEL_INVOICE;
    const costs = calculation.right.overnightCosts;
    if (costs?.nights === 0) return null;
    return !costs?.complete ? BY_HOTEL_INVOICE : { nights: costs.nights, perParticipant: costs.perParticipant };
  }
}
