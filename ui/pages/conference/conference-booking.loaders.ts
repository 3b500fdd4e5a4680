import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ConferenceBookingWire } from '../../../application/conference/conference-booking.codecs';
import { ConferenceSummariesWire, ConferenceWire } from '../../../application/catalogue/conference.codecs';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, CONFERENCE_BOOKINGS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';
import { bookingPost, signupRequest } from './conference-booking-form';
import {
  BOOKING_PARAM,
  PARTICIPANTS_PARAM,
  SIGNUP_CONFERENCE_PARAM,
  SIGNUP_THANKS_PATH,
  bookingConfirmationPath,
  participantRows,
} from './conference.paths';

export type ConferenceJson = t.OutputOf<typeof ConferenceWire>;
export type ConferenceBookingJson = t.OutputOf<typeof ConferenceBookingWire>;

/** Which form of the page an answer belongs to (FormOutcome.target). */
export const BOOKING_FORM = 'buchung';
export const SIGNUP_FORM = 'anmeldung';

export interface BookingPageData {
  readonly conference: ConferenceJson;
  /** Rows the form starts with (?teilnehmer=n). */
  readonly participants: number;
  /** One key per visit of the page: a double click or a retry sends it again and books once. */
  readonly idempotencyKey: string;
}

const conferenceOf = async (container: PageContainer, url: string | undefined): Promise<ConferenceJson> =>
  ConferenceWire.encode(await runTask(resolveService(container, CATALOGUE).conferenceByUrl(url ?? '')));

/** /fachtagung/{x}/buchung: the conference (404 if unknown), the rows asked for and a fresh key. */
export const bookingLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<BookingPageData> => ({
    conference: await conferenceOf(container, params.conference),
    participants: participantRows(new URL(request.url).searchParams.get(PARTICIPANTS_PARAM)),
    idempotencyKey: crypto.randomUUID(),
  });

/**
 * The booking post (POST /api/fachtagung/{x}/buchung behind it): success redirects to the
 * confirmation (POST-redirect-GET); a refusal answers the page again with the messages at their
 * fields and everything that was typed.
 */
export const bookingAction =
  (container: PageContainer) =>
  async ({ params, request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(BOOKING_FORM, values);
    const post = bookingPost(values);
    if (E.isLeft(post)) return formFailure(BOOKING_FORM, values, post.left);
    const url = params.conference ?? '';
    const booked = await resolveService(container, CONFERENCE_BOOKINGS).book(url, post.right.request, post.right.idempotencyKey)();
    if (E.isLeft(booked)) return formFailure(BOOKING_FORM, values, booked.left);
    return redirect(bookingConfirmationPath(booked.right.conferenceUrl, booked.right.orderNumber));
  };

export interface BookingConfirmationData {
  readonly conference: ConferenceJson;
  readonly booking: ConferenceBookingJson;
}

/** The confirmation: the booking as placed (only for its session or account) and its conference. */
export const bookingConfirmationLoader =
  (container: PageContainer) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<BookingConfirmationData> => {
    const orderNumber = new URL(request.url).searchParams.get(BOOKING_PARAM) ?? '';
    if (orderNumber === '') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
      throw data({ message: 'Bitte geben Sie eine Buchungsnummer an.', status: 404 }, { status: 404 });
    }
    const booking = await runTask(resolveService(container, CONFERENCE_BOOKINGS).booking(orderNumber));
    if (booking.conferenceUrl !== params.conference) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
      throw data({ message: 'Diese Buchung gehört zu einer anderen Fachtagung.', status: 404 }, { status: 404 });
    }
    return { booking: ConferenceBookingWire.encode(booking), conference: await conferenceOf(container, booking.conferenceUrl) };
  };

export interface SignupPageData {
  readonly conferences: t.OutputOf<typeof ConferenceSummariesWire>;
  /** The conference ?fachtagung={x} names, if it is one of them. */
  readonly preselected: string;
}

export const signupLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<SignupPageData> => {
    const conferences = await runTask(resolveService(container, CATALOGUE).conferences());
    const asked = new URL(request.url).searchParams.get(SIGNUP_CONFERENCE_PARAM) ?? '';
    return {
      conferences: ConferenceSummariesWire.encode(conferences),
      preselected: conferences.some((conference) => conference.url === asked) ? asked : '',
    };
  };

/** The sign-up post (POST /api/fachtagung/anmeldung behind it); success shows the thanks page. */
export const signupAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(SIGNUP_FORM, values);
    const signup = signupRequest(values);
    if (E.isLeft(signup)) return formFailure(SIGNUP_FORM, values, signup.left);
    const registered = await resolveService(container, CONFERENCE_BOOKINGS).register(signup.right)();
    if (E.isLeft(registered)) return formFailure(SIGNUP_FORM, values, registered.left);
    const url = registered.right.conferenceUrl;
    return redirect(url === null ? SIGNUP_THANKS_PATH : `${SIGNUP_THANKS_PATH}?${SIGNUP_CONFERENCE_PARAM}=${encodeURIComponent(url)}`);
  };

export interface SignupThanksData {
  /** The conference signed up for, if one was named. */
  readonly conference: { readonly title: string; readonly url: string } | null;
}

export const signupThanksLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<SignupThanksData> => {
    const url = new URL(request.url).searchParams.get(SIGNUP_CONFERENCE_PARAM) ?? '';
    if (url === '') return { conference: null };
    const conference = await resolveService(container, CATALOGUE).conferenceByUrl(url)();
    return { conference: E.isRight(conference) ? { title: conference.right.title, url: conference.right.url } : null };
  };
