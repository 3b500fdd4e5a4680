import * as E from 'fp-ts/Either';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_PATHS } from '../../../application/admin/admin.paths';
import { AuditListWire, AuditLogQuery } from '../../../application/audit/audit.codecs';
import { decodeInput } from '../../../application/codecs/decode';
import type { AppError } from '../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { ADMIN_AREA } from '../../di/ui.tokens';
import { refuseAccess } from '../../routing/access-denied';
import { runTask } from '../../routing/run-task';

/** The filter form's fields as typed (kept on the page when one is wrong). */
export interface AuditFilterValues {
  readonly aktion: string;
  readonly von: string;
  readonly bis: string;
}

/** The log as JSON (instants as ISO strings), as the loader hands it to the page. */
export type AuditListJson = ReturnType<typeof AuditListWire.encode>;

/** JSON-safe: the filter's German problems (400), or one page of the log. */
export type AuditLogPageData =
  | { readonly kind: 'invalid'; readonly filter: AuditFilterValues; readonly problems: readonly string[] }
  | { readonly kind: 'list'; readonly filter: AuditFilterValues; readonly list: AuditListJson };

export const AUDIT_FILTER_FIELDS = ['aktion', 'von', 'bis', 'seite'] as const;

/** The form's labels, so a problem names the field it is about. */
const FIELD_LABELS: Readonly<Record<string, string>> = { aktion: 'Aktion', von: 'Von', bis: 'Bis', seite: 'Seite' };

/** The German problems of a refused filter, each naming its field. */
const problemsOf = (error: AppError): readonly string[] =>
  error._tag === 'Invalid' ? Object.entries(error.fieldErrors).map(([field, message]) => `${FIELD_LABELS[field] ?? field}: ${message}`) : [error.message];

/** A GET form sends its empty fields too (`aktion=&von=`): an empty field is no filter. */
const queryOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries(AUDIT_FILTER_FIELDS.flatMap((field) => {
    const value = params.get(field)?.trim() ?? '';
    return value === '' ? [] : [[field, value]];
  }));

/**
 * /manage/audit-log for site admins (issue 14): the same query as the JSON answer, read through
 * the admin port. The server's guard answers visitors and non-admins first; the branches below
 * serve a navigation in the browser, where the port answers 401 or 403 itself.
 */
export const auditLogLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const filter: AuditFilterValues = { aktion: params.get('aktion') ?? '', von: params.get('von') ?? '', bis: params.get('bis') ?? '' };
    const query = decodeInput(AuditLogQuery, queryOf(params));
    if (E.isLeft(query)) return data<AuditLogPageData>({ kind: 'invalid', filter, problems: problemsOf(query.left) }, { status: 400 });
    const result = await resolveService(container, ADMIN_AREA).auditLog(query.right)();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(ADMIN_PATHS.auditLog));
    }
    if (E.isLeft(result) && result.left._tag === 'Forbidden') {
      refuseAccess();
    }
    if (E.isLeft(result) && result.left._tag === 'Invalid') {
      return data<AuditLogPageData>({ kind: 'invalid', filter, problems: problemsOf(result.left) }, { status: 400 });
    }
    const list = await runTask(() => Promise.resolve(result));
    return data<AuditLogPageData>({ kind: 'list', filter, list: AuditListWire.encode(list) });
  };
