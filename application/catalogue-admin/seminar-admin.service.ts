import * as E from 'fp-ts/Either';
import { sessionAccount } from '../accounts/session-account';
import type * as TE from 'fp-ts/TaskEither';
import { notFound, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { seminarText } from '../../domain/seminar/seminar';
import type { RequestContext } from '../accounts/accounts.port';
import type { UserRepository } from '../accounts/user.repository';
import type { AdminAccess, AdminPrincipal } from '../admin/admin-access';
import { ADMIN_MESSAGES } from '../admin/messages';
import type { Clock } from '../ports/clock';
import type { CatalogueAdminService } from './catalogue-admin.service';
import type { CatalogueEditor } from './change-seminar-dates';
import type { ChangeSeminar } from './change-seminar';
import type { ChangeSeminarPrices } from './change-seminar-prices';
import type { SeminarAdminApi } from './seminar-admin.port';
import { SEMINAR_ADMIN_MESSAGES as M } from './seminar-admin.messages';
import { SEMINAR_PAGE_SIZE, type SeminarStore } from './seminar-store';

export interface SeminarAdminDependencies {
  readonly store: SeminarStore;
  readonly changeSeminar: ChangeSeminar;
  readonly changePrices: ChangeSeminarPrices;
  readonly catalogueAdmin: CatalogueAdminService;
  readonly access: AdminAccess;
  readonly users: Pick<UserRepository, 'findById'>;
  readonly clock: Clock;
}

/** The editor of the audit log, and the principal the CSV import asks for. */
type Editor = CatalogueEditor & { readonly principal: AdminPrincipal };

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield await Promise.resolve(new TextEncoder().encode(text));
}

/** The back office's seminars for the caller of one request: staff and site admins only, checked on every call. */
export class SeminarAdminService {
  constructor(private readonly deps: SeminarAdminDependencies) {}

  forRequest(context: RequestContext): SeminarAdminApi {
    const { store, changeSeminar, changePrices, catalogueAdmin, access, users, clock } = this.deps;
    const editor = async (): Promise<E.Either<AppError, Editor>> => {
      const principal = await access.authorize({ _tag: 'Session', session: context.session }, 'staff')();
      if (E.isLeft(principal)) return principal;
      const account = await (principal.right.via === 'session' ? sessionAccount(users, context.session) : users.findById(principal.right.userId));
      if (account === undefined) return E.left(unauthenticated(ADMIN_MESSAGES.staffLoginRequired));
      return E.right({ actor: { userId: account.userId, email: account.email }, origin: context.clientAddress, via: principal.right.via, principal: principal.right });
    };
    /** Runs the work for a checked editor; a refusal (401/403) is the answer instead. */
    const asEditor =
      <A,>(work: (who: Editor) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> =>
      async () => {
        const who = await editor();
        return E.isLeft(who) ? who : work(who.right);
      };
    return {
      seminars: (filter) =>
        asEditor(async () => {
          const [rubrics, actionFields, slice] = await Promise.all([store.rubrics(), store.actionFields(), store.list(filter, clock.now(), SEMINAR_PAGE_SIZE)]);
          return E.right({ rubrics, actionFields, seminars: slice.entries, total: slice.total, page: slice.page, pageSize: SEMINAR_PAGE_SIZE });
        }),
      seminar: (slug) =>
        asEditor(async () => {
          const seminar = await store.find(slug);
          if (seminar === undefined) return E.left(notFound(M.seminarNotFound));
          const [rubrics, dates] = await Promise.all([store.rubrics(), store.datesOf(seminar.themeId)]);
          const now = clock.now().epochMilliseconds;
          const lines = dates.map((date) => ({ ...date, coming: date.startDate.epochMilliseconds > now }));
          return E.right({ slug: seminar.slug, text: seminarText(seminar), rubrics, dates: lines });
        }),
      rubrics: () => asEditor(async () => E.right({ rubrics: await store.rubrics() })),
      createSeminar: (text) =>
        asEditor(async (who) => {
          const created = await changeSeminar.create(text, who);
          return E.map(({ slug }: { readonly slug: string }) => ({ slug, changed: true }))(created);
        }),
      changeSeminar: (slug, text) => asEditor((who) => changeSeminar.change(slug, text, who)),
      changePrices: (slug, prices) => asEditor((who) => changePrices.run(slug, prices, who)),
      importCatalogue: (csv, options) => asEditor((who) => catalogueAdmin.forEditor(who.principal, who.origin).importDates(bytesOf(csv), options)()),
    };
  }
}
