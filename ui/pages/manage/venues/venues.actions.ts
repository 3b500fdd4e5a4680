import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { VenueListWire, VenueSheetWire } from '../../../../application/catalogue-admin/venue-desk.codecs';
import { venuePath } from '../../../../application/catalogue-admin/venue-desk.port';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VENUE_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { runTask } from '../../../routing/run-task';
import { venueFieldsOf } from './venue-form.fields';

export const VENUE_FORM_TARGET = 'ort';
export const SAVED_PARAM = 'gespeichert';

export interface VenuePageData {
  readonly sheet: VenueSheetWire;
  readonly saved: boolean;
}

const refuseOrThrow = <A,>(result: E.Either<AppError, A>, path: string): Promise<A> => {
  if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
    throw redirect(loginPathWithRedirect(path));
  }
  if (E.isLeft(result) && result.left._tag === 'Forbidden') refuseAccess(result.left.message);
  return runTask(() => Promise.resolve(result));
};

const hotelIdOf = (params: LoaderFunctionArgs['params']): number => Number(/^\d{1,9}$/.test(params.hotelId ?? '') ? params.hotelId : 0);

export const venuesLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<VenueListWire> =>
    refuseOrThrow(await resolveService(container, VENUE_DESK).venues()(), new URL(request.url).pathname);

export const venueLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const sheet = await refuseOrThrow(await resolveService(container, VENUE_DESK).venue(hotelIdOf(params))(), new URL(request.url).pathname);
    return data<VenuePageData>({ sheet, saved: new URL(request.url).searchParams.has(SAVED_PARAM) });
  };

export const venueAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(VENUE_FORM_TARGET, values);
    const hotelId = hotelIdOf(params);
    const result = await resolveService(container, VENUE_DESK).changeVenue(hotelId, venueFieldsOf(values))();
    if (E.isLeft(result)) return formFailure(VENUE_FORM_TARGET, values, result.left);
    return redirect(`${venuePath(hotelId)}?${SAVED_PARAM}=1`);
  };
