import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { decodeInput } from '../../../../application/codecs/decode';
import { OfferInput, RequestHandlingInput, RequestIdParams, RequestListQuery, RequestListWire, RequestWire } from '../../../../application/requests/requests.codecs';
import { REQUESTS_PATHS, requestPath } from '../../../../application/requests/requests.paths';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { REQUEST_INBOX } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { runTask } from '../../../routing/run-task';
import { ADMIN_MESSAGES } from '../../../../application/admin/messages';

/** The two forms of a request's page: its handling, and the offer (inhouse requests). */
export const HANDLING_FORM = 'bearbeitung';
export const OFFER_FORM = 'angebot';

export interface RequestFilterValues {
  readonly status: string;
  readonly art: string;
}

export type RequestListJson = ReturnType<typeof RequestListWire.encode>;
export type RequestJson = ReturnType<typeof RequestWire.encode>;

export type RequestsPageData =
  | { readonly kind: 'invalid'; readonly filter: RequestFilterValues; readonly problems: readonly string[] }
  | { readonly kind: 'list'; readonly filter: RequestFilterValues; readonly list: RequestListJson };

export interface RequestPageData {
  readonly request: RequestJson;
  /** What the last post changed (`?gespeichert=1`, `?angebot=1`). */
  readonly saved: 'bearbeitung' | 'angebot' | null;
}

const FILTER_LABELS: Readonly<Record<string, string>> = { status: 'Status', art: 'Art', seite: 'Seite' };

const problemsOf = (error: AppError): readonly string[] =>
  error._tag === 'Invalid' ? Object.entries(error.fieldErrors).map(([field, message]) => `${FILTER_LABELS[field] ?? field}: ${message}`) : [error.message];

/** A GET form sends its empty fields too: an empty field is no filter. */
const queryOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    (['status', 'art', 'seite'] as const).flatMap((field) => {
      const value = params.get(field)?.trim() ?? '';
      return value === '' ? [] : [[field, value]];
    }),
  );

/** The server's gate answers visitors and customers first; in the browser the port answers 401 or 403 itself. */
const refusedOr = <A>(result: E.Either<AppError, A>, back: string): E.Either<AppError, A> => {
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(back));
  }
  if (E.isLeft(result) && result.left._tag === 'Forbidden') refuseAccess(ADMIN_MESSAGES.staffAccessDenied);
  return result;
};

/** /manage/anfragen: every request of the forms, newest first, filtered by status and kind. */
export const requestsLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const filter: RequestFilterValues = { status: params.get('status') ?? '', art: params.get('art') ?? '' };
    const query = decodeInput(RequestListQuery, queryOf(params));
    if (E.isLeft(query)) return data<RequestsPageData>({ kind: 'invalid', filter, problems: problemsOf(query.left) }, { status: 400 });
    const result = refusedOr(await resolveService(container, REQUEST_INBOX).list(query.right)(), REQUESTS_PATHS.list);
    const list = await runTask(() => Promise.resolve(result));
    return data<RequestsPageData>({ kind: 'list', filter, list: RequestListWire.encode(list) });
  };

const requestIdOf = (params: LoaderFunctionArgs['params']): number => {
  const decoded = decodeInput(RequestIdParams, params);
  if (E.isLeft(decoded)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: 'Diese Anfrage gibt es nicht.', status: 404 }, { status: 404 });
  }
  return decoded.right.requestId;
};

/** /manage/anfragen/:requestId: what was sent, and how it is handled. */
export const requestLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const requestId = requestIdOf(params);
    const result = refusedOr(await resolveService(container, REQUEST_INBOX).request(requestId)(), requestPath(requestId));
    const found = await runTask(() => Promise.resolve(result));
    const search = new URL(request.url).searchParams;
    const saved = search.has('gespeichert') ? 'bearbeitung' : search.has('angebot') ? 'angebot' : null;
    return data<RequestPageData>({ request: RequestWire.encode(found), saved });
  };

/**
 * The request page's two forms (intent=bearbeitung | angebot), without JavaScript too: a wrong
 * field comes back with its German message and everything typed; a success shows the page again.
 */
export const requestAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const requestId = requestIdOf(params);
    const { values, refused } = await readPageForm(request);
    const target = values.intent === OFFER_FORM ? OFFER_FORM : HANDLING_FORM;
    if (refused) return formRefused(target, values);
    const inbox = resolveService(container, REQUEST_INBOX);
    const result =
      target === OFFER_FORM
        ? await E.match(
            (error: AppError) => Promise.resolve(E.left<AppError, unknown>(error)),
            (offer: OfferInput) => inbox.sendOffer(requestId, offer)(),
          )(decodeInput(OfferInput, values))
        : await E.match(
            (error: AppError) => Promise.resolve(E.left<AppError, unknown>(error)),
            (handling: RequestHandlingInput) => inbox.handle(requestId, handling)(),
          )(decodeInput(RequestHandlingInput, values));
    refusedOr(result, requestPath(requestId));
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    return redirect(`${requestPath(requestId)}?${target === OFFER_FORM ? 'angebot' : 'gespeichert'}=1`);
  };
