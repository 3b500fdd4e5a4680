import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { doneAtAfter, REQUEST_STATUS_LABELS } from '../../domain/requests/request-status';
import { parseEuro } from '../../domain/seminar-date/decimal-euro';
import type { AdminPrincipal } from '../admin/admin-access';
import type { AuditLogService } from '../audit/audit-log.service';
import type { RequestOfferPayload } from '../mail/outbox-payloads';
import type { Clock } from '../ports/clock';
import { REQUEST_MESSAGES as M } from './messages';
import { isOfferable, requestSummaryWire, requestWire } from './request-wire';
import type { RequestHandling, RequestRepository, StoredRequest } from './request.repository';
import type { RequestInbox } from './requests.port';
import type { OfferInput, OfferSentWire, RequestHandlingInput, RequestListWire, RequestWire } from './requests.codecs';

export const REQUESTS_PAGE_SIZE = 50;

export interface RequestInboxDependencies {
  readonly requests: RequestRepository;
  readonly audit: Pick<AuditLogService, 'entry'>;
  readonly clock: Clock;
}

const shown = (value: string | null): string => (value === null || value === '' ? '–' : value);

/** The fields that changed, as the audit log keeps them: "before → after". */
const changesOf = (before: StoredRequest, after: RequestHandling): Record<string, string> => {
  const changes: Record<string, string> = {};
  if (before.status !== after.status) changes.status = `${REQUEST_STATUS_LABELS[before.status]} → ${REQUEST_STATUS_LABELS[after.status]}`;
  if (before.assignee !== after.assignee) changes.assignee = `${shown(before.assignee)} → ${shown(after.assignee)}`;
  if (before.note !== after.note) changes.note = `${shown(before.note)} → ${shown(after.note)}`;
  return changes;
};

const subjectOf = (request: StoredRequest): string => `Anfrage ${String(request.requestId)} (${request.email ?? request.name ?? request.kind})`;

/**
 * The request inbox: every request of the website's forms (stored with its mail by the forms'
 * repository), worked through by staff: status, assignee, note, and an offer for an inhouse
 * request. Each change lands in the audit log with before and after.
 */
export class RequestInboxService {
  constructor(private readonly deps: RequestInboxDependencies) {}

  forStaff(principal: AdminPrincipal, address: string): RequestInbox {
    const origin = { address, via: principal.via };
    const find = async (requestId: number): Promise<E.Either<AppError, StoredRequest>> => {
      const request = await this.deps.requests.find(requestId);
      return request === undefined ? E.left(notFound(M.unknown)) : E.right(request);
    };
    return {
      list: (query): TE.TaskEither<AppError, RequestListWire> => async () => {
        const page = query.seite ?? 1;
        const result = await this.deps.requests.page({ status: query.status, kind: query.art, offset: (page - 1) * REQUESTS_PAGE_SIZE, limit: REQUESTS_PAGE_SIZE });
        return E.right({ requests: result.requests.map(requestSummaryWire), total: result.total, page, pageSize: REQUESTS_PAGE_SIZE });
      },
      request: (requestId): TE.TaskEither<AppError, RequestWire> => async () => E.map(requestWire)(await find(requestId)),
      handle: (requestId, input: RequestHandlingInput): TE.TaskEither<AppError, RequestWire> => async () => {
        const before = await find(requestId);
        if (E.isLeft(before)) return before;
        const handling: RequestHandling = { ...input, doneAt: doneAtAfter(input.status, before.right.doneAt, this.deps.clock.now()) };
        const changes = changesOf(before.right, handling);
        if (Object.keys(changes).length === 0) return E.right(requestWire(before.right));
        const audit = await this.deps.audit.entry(principal.userId, origin, 'request.handle', subjectOf(before.right), changes);
        await this.deps.requests.update(requestId, handling, audit);
        return E.right(requestWire({ ...before.right, ...handling }));
      },
      sendOffer: (requestId, input: OfferInput): TE.TaskEither<AppError, OfferSentWire> => async () => {
        const found = await find(requestId);
        if (E.isLeft(found)) return found;
        const request = found.right;
        if (request.kind !== 'inhouse-request') return E.left(invalid({}, M.offerOnlyInhouse));
        if (!isOfferable(request) || request.email === null) return E.left(invalid({}, M.offerNoAddress));
        const price = parseEuro(input.price);
        if (price === undefined) return E.left(invalid({ price: M.offerPrice }));
        const now = this.deps.clock.now();
        const { salutation, firstname, lastname, companyName, company } = request.payload;
        const offer: RequestOfferPayload = {
          requestId,
          title: input.title,
          price,
          text: input.text,
          offeredAt: now,
          receivedAt: request.receivedAt,
          recipient: {
            email: request.email,
            ...(salutation === undefined ? {} : { salutation }),
            ...(firstname === undefined ? {} : { firstname }),
            ...(lastname === undefined ? {} : { lastname }),
          },
          ...((companyName ?? company) === undefined ? {} : { company: companyName ?? company }),
        };
        // Answered: the request is in Bearbeitung until the customer accepts (a done one stays done).
        const status = request.status === 'erledigt' ? 'erledigt' : 'in-bearbeitung';
        const handling: RequestHandling = { status, assignee: request.assignee, note: request.note, doneAt: request.doneAt };
        const audit = await this.deps.audit.entry(principal.userId, origin, 'request.offer', subjectOf(request), {
          sentTo: request.email,
          ...changesOf(request, handling),
        });
        await this.deps.requests.update(requestId, handling, audit, offer);
        return E.right({ requestId, sentTo: request.email });
      },
    };
  }
}
