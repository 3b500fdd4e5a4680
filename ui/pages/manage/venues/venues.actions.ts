import * as E from 'fp-ts/Either';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { NewVenueSheetWire, VenueListWire, VenueSheetWire } from '../../../../application/catalogue-admin/venue-desk.codecs';
import { VENUE_IMAGE_FIELD, venuePath } from '../../../../application/catalogue-admin/venue-desk.port';
import { FORM_REFUSED_HEADER } from '../../../../application/http/page-form';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VENUE_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { refuseAccess } from '../../../routing/access-denied';
import { runTask } from '../../../routing/run-task';
import { venueFieldsOf } from './venue-form.fields';

/** The forms of a venue's page: its fields, and its picture (upload or removal). */
export const VENUE_FORM_TARGET = 'ort';
export const IMAGE_FORM_TARGET = 'bild';
export const IMAGE_REMOVE_INTENT = 'bild-entfernen';
/** Query of a venue's page after a post (POST-redirect-GET): what was done. */
export const DONE_PARAM = 'erledigt';
export const VENUE_DONE = ['angelegt', 'gespeichert', 'bild', 'bild-entfernt'] as const;
export type VenueDone = (typeof VENUE_DONE)[number];

export interface VenuePageData {
  readonly sheet: VenueSheetWire;
  readonly done: VenueDone | null;
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

const doneOf = (url: string): VenueDone | null => {
  const done = new URL(url).searchParams.get(DONE_PARAM);
  return VENUE_DONE.find((candidate) => candidate === done) ?? null;
};

const isMultipart = (request: Request): boolean => (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

export const venuesLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<VenueListWire> =>
    refuseOrThrow(await resolveService(container, VENUE_DESK).venues()(), new URL(request.url).pathname);

export const newVenueLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<NewVenueSheetWire> =>
    refuseOrThrow(await resolveService(container, VENUE_DESK).newVenue()(), new URL(request.url).pathname);

/** Creates the venue; then its own page says so, where its picture can be put up (POST-redirect-GET). */
export const newVenueAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(VENUE_FORM_TARGET, values);
    const result = await resolveService(container, VENUE_DESK).createVenue(venueFieldsOf(values))();
    if (E.isLeft(result)) return formFailure(VENUE_FORM_TARGET, values, result.left);
    return redirect(`${venuePath(result.right.hotelId)}?${DONE_PARAM}=angelegt`);
  };

export const venueLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const sheet = await refuseOrThrow(await resolveService(container, VENUE_DESK).venue(hotelIdOf(params))(), new URL(request.url).pathname);
    return data<VenuePageData>({ sheet, done: doneOf(request.url) });
  };

/** The picture's upload (multipart): the file's name and bytes go to the use case, which checks them. */
const imageAction = async (container: PageContainer, hotelId: number, request: Request) => {
  const form = await request.formData();
  if (request.headers.get(FORM_REFUSED_HEADER) !== null) return formRefused(IMAGE_FORM_TARGET, {});
  const file = form.get(VENUE_IMAGE_FIELD);
  const upload = file === null || typeof file === 'string' ? { fileName: '', bytes: new Uint8Array() } : { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  const result = await resolveService(container, VENUE_DESK).putImage(hotelId, upload)();
  if (E.isLeft(result)) return formFailure(IMAGE_FORM_TARGET, {}, result.left);
  return redirect(`${venuePath(hotelId)}?${DONE_PARAM}=bild`);
};

/** Saves the fields, puts up the picture (a multipart post) or takes it down. */
export const venueAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const hotelId = hotelIdOf(params);
    if (isMultipart(request)) return imageAction(container, hotelId, request);
    const { values, refused } = await readPageForm(request);
    const removing = values.intent === IMAGE_REMOVE_INTENT;
    const target = removing ? IMAGE_FORM_TARGET : VENUE_FORM_TARGET;
    if (refused) return formRefused(target, values);
    const desk = resolveService(container, VENUE_DESK);
    const result: E.Either<AppError, unknown> = removing ? await desk.removeImage(hotelId)() : await desk.changeVenue(hotelId, venueFieldsOf(values))();
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    return redirect(`${venuePath(hotelId)}?${DONE_PARAM}=${removing ? 'bild-entfernt' : 'gespeichert'}`);
  };
