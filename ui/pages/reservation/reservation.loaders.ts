import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ReservationRequest, ReservationResultWire } from '../../../application/orders/orders.codecs';
import { waitlistOfferPagePath } from '../../../application/orders/orders.paths';
import { decodeInput } from '../../../application/codecs/decode';
import { invalid, type AppError } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { WAITING_LIST } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';
import { reservationConfirmationPath } from './reservation.paths';
import { TERMIN_PARAM, seatDateOf, type SeatDate } from './seat-date';
import { flatErrors, seatRequestOf } from './seat-request-form';

export type ReservationPageData = { readonly kind: 'about' } | { readonly kind: 'date'; readonly date: SeatDate };

/** /reservierung without a date explains; with `?termin=` it asks for seats and the contact. */
export const reservationLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<ReservationPageData> => {
    const param = new URL(request.url).searchParams.get(TERMIN_PARAM);
    return param === null ? { kind: 'about' } : { kind: 'date', date: await seatDateOf(container, param) };
  };

/** Messages of the nested contact fields by the names the form shows. */
export const withFlatFields = (error: AppError): AppError => (error._tag === 'Invalid' ? invalid(flatErrors(error.fieldErrors), error.message) : error);

/**
 * A reservation without the cart (POST /api/reservierung): held seats go to their confirmation;
 * a full date puts the request on the waiting list, whose page shows the position.
 */
export const reservationAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused('reservierung', values);
    const eventId = Number(new URL(request.url).searchParams.get(TERMIN_PARAM));
    const decoded = decodeInput(ReservationRequest, seatRequestOf(eventId, values));
    if (E.isLeft(decoded)) return formFailure('reservierung', values, withFlatFields(decoded.left));
    const result = await resolveService(container, WAITING_LIST).reserve(decoded.right)();
    if (E.isLeft(result)) return formFailure('reservierung', values, withFlatFields(result.left));
    return result.right.waitlistEntryId === undefined
      ? redirect(reservationConfirmationPath(result.right.orderNumber))
      : redirect(waitlistOfferPagePath(result.right.waitlistEntryId));
  };

export type ReservationJson = t.OutputOf<typeof ReservationResultWire>;

export interface ReservationConfirmationData {
  readonly reservation: ReservationJson;
  readonly date: SeatDate;
}

export const reservationConfirmationLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<ReservationConfirmationData> => {
    const orderNumber = new URL(request.url).searchParams.get('bestellung') ?? '';
    if (orderNumber === '') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
      throw data({ message: 'Bitte geben Sie eine Reservierungsnummer an.', status: 404 }, { status: 404 });
    }
    const reservation = await runTask(resolveService(container, WAITING_LIST).reservation(orderNumber));
    return { reservation: ReservationResultWire.encode(reservation), date: await seatDateOf(container, String(reservation.eventId)) };
  };
