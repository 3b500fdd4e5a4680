import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { cartDateText } from '../../domain/calendar/calendar';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { formatEuroDecimal } from '../../domain/seminar-date/decimal-euro';
import { checkSeminarDate } from '../../domain/seminar-date/seminar-date';
import { formatBerlinWallClock } from '../../domain/seminar-date/wall-clock-text';
import type { UserRepository } from '../accounts/user.repository';
import type { AdminPrincipal } from '../admin/admin-access';
import type { ProviderChanges } from '../orders/provider-changes';
import type { Clock } from '../ports/clock';
import type { CancelBookable } from './cancel-bookable';
import { catalogueEditorOf } from './catalogue-admin.service';
import type { CatalogueChangeListener } from './change-seminar-dates';
import { CONFERENCE_FIELDS, type CancelledConferenceWire, type ConferenceFieldsWire, type ConferenceSavedWire } from './conference-desk.codecs';
import type { ConferenceDesk } from './conference-desk.port';
import type { StoredConference, ConferenceStore } from './conference-store';

export const CONFERENCE_DESK_MESSAGES = {
  unknownConference: 'Diese Fachtagung gibt es nicht.',
  cancelled: 'Diese Fachtagung ist abgesagt und wird nicht mehr geändert.',
  refused: 'Die Fachtagung wurde nicht gespeichert. Bitte korrigieren Sie die markierten Felder.',
  description: 'Bitte geben Sie den Programmtext an (mindestens 20 Zeichen).',
} as const;

const MIN_DESCRIPTION = 20;

const fieldsOf = (conference: Pick<StoredConference, 'startDate' | 'endDate' | 'capacity' | 'price' | 'description'>): ConferenceFieldsWire => ({
  startDate: formatBerlinWallClock(conference.startDate),
  endDate: formatBerlinWallClock(conference.endDate),
  capacity: String(conference.capacity),
  price: formatEuroDecimal(conference.price, ','),
  description: conference.description,
});

/**
 * The Fachtagungen of the back office: a Fachtagung is a bookable like a seminar date, so its
 * start, end, capacity and price pass the same rules (domain/seminar-date: end after start, not
 * moved into the past, capacity never below the seats taken, a price in euros); its programme
 * text is its own. Each change is logged with before → after; the caches are cleared.
 */
export class ConferenceDeskService {
  constructor(
    private readonly deps: {
      readonly store: ConferenceStore;
      /** The booking engine tells the participants of a moved Fachtagung its new dates. */
      readonly engine: Pick<ProviderChanges, 'announceMove'>;
      /** The one cancellation use case, as a seminar date's page calls it. */
      readonly cancel: CancelBookable;
      readonly listener: CatalogueChangeListener;
      readonly clock: Clock;
      readonly users: Pick<UserRepository, 'findById'>;
    },
  ) {}

  forEditor(principal: AdminPrincipal, address: string): ConferenceDesk {
    const { deps } = this;
    return {
      conferences: () => async () =>
        E.right(
          (await deps.store.list()).map((c) => ({
            conferenceId: c.conferenceId,
            url: c.url,
            title: c.title,
            date: cartDateText(c.startDate, c.endDate),
            capacity: c.capacity,
            seatsTaken: c.seatsTaken,
            price: c.price,
            cancelled: c.cancelled,
          })),
        ),
      conference: (conferenceId) => async () => {
        const c = await deps.store.find(conferenceId);
        if (c === undefined) return E.left(notFound(CONFERENCE_DESK_MESSAGES.unknownConference));
        return E.right({ conferenceId, url: c.url, title: c.title, seatsTaken: c.seatsTaken, cancelled: c.cancelled, fields: fieldsOf(c) });
      },
      changeConference: (conferenceId, fields): TE.TaskEither<AppError, ConferenceSavedWire> => async () => {
        const editor = await catalogueEditorOf(deps.users, principal, address);
        if (E.isLeft(editor)) return editor;
        const stored = await deps.store.find(conferenceId);
        if (stored === undefined) return E.left(notFound(CONFERENCE_DESK_MESSAGES.unknownConference));
        if (stored.cancelled) return E.left(invalid({}, CONFERENCE_DESK_MESSAGES.cancelled));
        const before = fieldsOf(stored);
        const text = { ...before, ...fields };
        const checked = checkSeminarDate(
          { startDate: text.startDate, endDate: text.endDate, kind: 'presence', hotelId: String(stored.hotelId), capacity: text.capacity, price: text.price },
          { now: deps.clock.now(), seatsTaken: stored.seatsTaken, storedStart: stored.startDate, modules: [], isKnownHotel: () => true },
        );
        const errors: Record<string, string> = E.isLeft(checked) ? { ...checked.left } : {};
        const description = text.description.trim();
        if (description.length < MIN_DESCRIPTION) errors.description = CONFERENCE_DESK_MESSAGES.description;
        if (E.isLeft(checked) || Object.keys(errors).length > 0) return E.left(invalid(errors, CONFERENCE_DESK_MESSAGES.refused));
        const change = { startDate: checked.right.startDate, endDate: checked.right.endDate, capacity: checked.right.capacity, price: checked.right.prices.price, description };
        const after = fieldsOf(change);
        const changed = CONFERENCE_FIELDS.filter((field) => before[field] !== after[field]);
        if (changed.length === 0) return E.right({ conferenceId, changed });
        await deps.store.update(conferenceId, change, {
          at: deps.clock.now(),
          action: 'catalogue.conference.update',
          actor: editor.right.actor,
          origin: editor.right.origin,
          via: editor.right.via,
          subject: `Fachtagung ${String(conferenceId)} (${stored.url})`,
          // The programme text is long: the log says that it changed, not the whole text twice.
          details: Object.fromEntries(changed.map((field) => [field, field === 'description' ? 'geändert' : `${before[field]} → ${after[field]}`])),
        });
        await deps.listener.catalogueChanged();
        if (changed.includes('startDate') || changed.includes('endDate')) {
          const told = await deps.engine.announceMove(stored.bookableId, { startDate: stored.startDate, endDate: stored.endDate });
          if (E.isLeft(told)) return told;
        }
        return E.right({ conferenceId, changed });
      },
      cancelConference: (conferenceId): TE.TaskEither<AppError, CancelledConferenceWire> => async () => {
        const editor = await catalogueEditorOf(deps.users, principal, address);
        if (E.isLeft(editor)) return editor;
        const stored = await deps.store.find(conferenceId);
        if (stored === undefined) return E.left(notFound(CONFERENCE_DESK_MESSAGES.unknownConference));
        const cancelled = await deps.cancel.run(
          { bookableId: stored.bookableId, action: 'catalogue.conference.cancel', subject: `Fachtagung ${String(conferenceId)} (${stored.url})` },
          editor.right,
        );
        return E.isLeft(cancelled) ? cancelled : E.right({ conferenceId, participants: cancelled.right.participants, waitingEntries: cancelled.right.waitingEntries });
      },
    };
  }
}
