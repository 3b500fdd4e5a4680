import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, type AppError } from '../../domain/errors/app-error';
import { SEMINAR_DATE_FIELDS, type SeminarDateText } from '../../domain/seminar-date/seminar-date';
import { moduleText, type ModuleText } from '../../domain/seminar-date/series-modules';
import type { MailModule } from '../mail/outbox-payloads';
import type { UserRepository } from '../accounts/user.repository';
import type { AdminPrincipal } from '../admin/admin-access';
import type { ProviderChanges } from '../orders/provider-changes';
import type { CancelBookable } from './cancel-bookable';
import { catalogueEditorOf } from './catalogue-admin.service';
import { seminarDateText } from './catalogue-row';
import type { CatalogueEditor, ChangeSeminarDates, WrittenDate } from './change-seminar-dates';
import type { CreateSeminarDate } from './create-seminar-date';
import { CATALOGUE_ADMIN_MESSAGES as M } from './messages';
import { moduleLocation } from './modules-audit';
import type { CancelledDateWire, DateFieldsWire, DateSheetWire, NewDateSheetWire, SavedDateWire } from './seminar-date-desk.codecs';
import type { SeminarDateDesk } from './seminar-date-desk.port';
import type { SeminarDateStore } from './seminar-date-store';

export interface SeminarDateDeskDependencies {
  readonly store: SeminarDateStore;
  readonly changes: Pick<ChangeSeminarDates, 'one'>;
  readonly create: CreateSeminarDate;
  /** The booking engine's side: participants of a moved date are told. */
  readonly engine: Pick<ProviderChanges, 'announceMove'>;
  /** Calls a date off (the Fachtagung's page calls off through the same use case). */
  readonly cancel: CancelBookable;
  readonly users: Pick<UserRepository, 'findById'>;
}

/** A new date's form starts as a presence date with nothing filled in. */
const EMPTY_FIELDS: DateFieldsWire = { ...(Object.fromEntries(SEMINAR_DATE_FIELDS.map((field) => [field, ''])) as DateFieldsWire), kind: 'presence' };

const saved = (written: WrittenDate, told: number): SavedDateWire => ({
  eventId: written.eventId,
  changed: [...Object.keys(written.fields), ...(written.modules === undefined ? [] : ['modules'])],
  told,
});

/** A new start or end, or a series' modules at new dates or places: the participants' dates moved. */
const moved = (written: WrittenDate): boolean => written.fields.startDate !== undefined || written.fields.endDate !== undefined || written.modules !== undefined;

/** The back office's seminar dates for one editor: read a date's sheet, create, change (and move), cancel. */
export class SeminarDateDeskService {
  constructor(private readonly deps: SeminarDateDeskDependencies) {}

  forEditor(principal: AdminPrincipal, address: string): SeminarDateDesk {
    const { deps } = this;
    const asEditor =
      <A,>(work: (editor: CatalogueEditor) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> =>
      async () => {
        const editor = await catalogueEditorOf(deps.users, principal, address);
        return E.isLeft(editor) ? editor : work(editor.right);
      };
    return {
      newDate: (themeSlug) => async (): Promise<E.Either<AppError, NewDateSheetWire>> => {
        const theme = (await deps.store.themes()).find((candidate) => candidate.slug === themeSlug);
        if (theme === undefined) return E.left(notFound(M.unknownTheme));
        return E.right({ themeSlug: theme.slug, title: theme.title, venues: await deps.store.venues(), fields: EMPTY_FIELDS });
      },
      date: (eventId) => async (): Promise<E.Either<AppError, DateSheetWire>> => {
        const stored = await deps.store.dateById(eventId);
        if (stored === undefined) return E.left(notFound(M.unknownEvent));
        const [seats, venues] = await Promise.all([deps.store.seatCounts(eventId), deps.store.venues()]);
        return E.right({
          eventId,
          themeSlug: stored.themeSlug,
          title: stored.title,
          fields: seminarDateText(stored.date),
          seats: { capacity: stored.date.capacity, ...seats },
          cancelled: stored.cancelled,
          modules: stored.modules.map(moduleText),
          venues,
        });
      },
      createDate: (themeSlug, fields, modules) =>
        asEditor(async (editor) => {
          const written = await deps.create.run({ themeSlug, date: fields, ...(modules === undefined ? {} : { modules }) }, editor);
          return E.isLeft(written) ? written : E.right(saved(written.right, 0));
        }),
      changeDate: (eventId, fields, modules) => asEditor((editor) => this.change(eventId, fields, modules, editor)),
      cancelDate: (eventId) => asEditor((editor) => this.cancel(eventId, editor)),
    };
  }

  /**
   * A change, and when start or end moved or a series' modules changed (their dates or venues),
   * the mail to every participant with the new dates, naming each module.
   */
  private async change(eventId: number, fields: SeminarDateText, modules: readonly ModuleText[] | undefined, editor: CatalogueEditor): Promise<E.Either<AppError, SavedDateWire>> {
    const before = await this.deps.store.dateById(eventId);
    if (before === undefined) return E.left(notFound(M.unknownEvent));
    const written = await this.deps.changes.one({ eventId, themeSlug: before.themeSlug, fields, ...(modules === undefined ? {} : { modules }) }, editor);
    if (E.isLeft(written) || !moved(written.right)) return E.isLeft(written) ? written : E.right(saved(written.right, 0));
    const told = await this.deps.engine.announceMove(eventId, { startDate: before.date.startDate, endDate: before.date.endDate }, await this.mailModules(written.right));
    return E.isLeft(told) ? told : E.right(saved(written.right, told.right));
  }

  /** The modules as the move's mail names them, when they changed. */
  private async mailModules(written: WrittenDate): Promise<readonly MailModule[] | undefined> {
    if (written.modules === undefined) return undefined;
    const names = new Map((await this.deps.store.venues()).map((venue) => [venue.hotelId, `${venue.name}, ${venue.city}`]));
    return written.modules.after.map((module) => ({ startDate: module.startDate, endDate: module.endDate, location: moduleLocation(module, names) }));
  }

  /** Called off through the one cancellation use case: seats, waiting list and mails in one transaction, then the audit entry and the caches. */
  private async cancel(eventId: number, editor: CatalogueEditor): Promise<E.Either<AppError, CancelledDateWire>> {
    const before = await this.deps.store.dateById(eventId);
    if (before === undefined) return E.left(notFound(M.unknownEvent));
    return this.deps.cancel.run({ bookableId: eventId, action: 'catalogue.date.cancel', subject: `Termin ${String(eventId)} (${before.themeSlug})` }, editor);
  }
}
