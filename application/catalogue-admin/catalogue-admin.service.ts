import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, unauthenticated, type AppError } from '../../domain/errors/app-error';
import type { UserRepository } from '../accounts/user.repository';
import type { AdminPrincipal } from '../admin/admin-access';
import { ADMIN_MESSAGES } from '../admin/messages';
import type { CatalogueAdminApi } from './catalogue-admin.port';
import { catalogueRows, spreadsheetText, SpreadsheetEncodingError } from './catalogue-csv-reader';
import { catalogueDateRecord, type CatalogueDateRecord } from './catalogue-row';
import type { ChangeReport, ChangeSeminarDates, CatalogueEditor } from './change-seminar-dates';
import type { SeminarDateStore } from './seminar-date-store';

/** The editor behind an admitted principal, for the audit log; an account deleted since is logged out. */
export const catalogueEditorOf = async (users: Pick<UserRepository, 'findById'>, principal: AdminPrincipal, address: string): Promise<E.Either<AppError, CatalogueEditor>> => {
  const account = await users.findById(principal.userId);
  if (account === undefined) return E.left(unauthenticated(ADMIN_MESSAGES.staffLoginRequired));
  return E.right({ actor: { userId: account.userId, email: account.email }, origin: address, via: principal.via });
};

async function* records(store: SeminarDateStore): AsyncGenerator<CatalogueDateRecord> {
  for await (const stored of store.allDates()) yield catalogueDateRecord(stored);
}

/** The back office's catalogue, for the editor the access gate let through (see forEditor). */
export class CatalogueAdminService {
  constructor(
    private readonly deps: {
      readonly store: SeminarDateStore;
      readonly changes: ChangeSeminarDates;
      readonly users: Pick<UserRepository, 'findById'>;
    },
  ) {}

  forEditor(principal: AdminPrincipal, address: string): CatalogueAdminApi {
    const editor = () => catalogueEditorOf(this.deps.users, principal, address);
    return {
      exportDates: (): TE.TaskEither<AppError, AsyncIterable<CatalogueDateRecord>> => () => Promise.resolve(E.right(records(this.deps.store))),
      importDates: (file, options): TE.TaskEither<AppError, ChangeReport> => async () => {
        const who = await editor();
        if (E.isLeft(who)) return who;
        try {
          return await this.deps.changes.run(catalogueRows(spreadsheetText(file)), who.right, options);
        } catch (error) {
          // Bytes that turn out not to be text (after the first piece looked like it): refused, nothing kept.
          if (error instanceof SpreadsheetEncodingError) return E.left(invalid({ datei: error.message }, error.message));
          throw error;
        }
      },
    };
  }
}
