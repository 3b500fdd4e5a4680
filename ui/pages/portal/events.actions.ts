import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs } from 'react-router';
import type { ParticipationWire } from '../../../application/portal/portal-events.codecs';
import { CANCELLATION_TERMS_TEXT } from '../../../domain/cart/cancellation-terms';
import { cancellationWords, type CancellationWords } from '../../../domain/cart/order-wording';
import { formatEuro, type Cents } from '../../../domain/money/money';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_CART, VISITOR_PORTAL_EVENTS } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { eventRow, participantRow, type EventRow, type ParticipantRow } from './event-rows';
import { asCaller, type LoaderArgs } from './portal.loaders';
import { startingAddress, type InvoiceAddress } from '../cart/starting-address';
import { PORTAL_HOME_PATHS } from './portal.paths';

/** What the redirect after a change carries, so Mein Bereich confirms it. */
export const DONE_PARAM = 'erledigt';
export const DONE_TEXT = {
  gebucht: 'Die Reservierung ist jetzt eine verbindliche Buchung. Wir haben Ihnen eine Bestätigung geschickt.',
  storniert: 'Die Teilnahme ist storniert. Ein freier Platz wird der Warteliste angeboten.',
  ersetzt: 'Die Teilnahme ist übertragen. Beide Teilnehmenden erhalten eine E-Mail.',
  benannt: 'Der Platz ist benannt. Ihre Kollegin oder Ihr Kollege erhält eine E-Mail mit den Unterlagen für den Arbeitgeber.',
  zurueckgegeben: 'Ein Platz ist zurückgegeben und wieder frei.',
} as const;
export type Done = keyof typeof DONE_TEXT;

const recipientIdOf = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export interface ParticipationData {
  readonly recipientId: number;
  readonly event: EventRow;
  readonly participant: ParticipantRow;
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  /** 'kostenfrei' or the fee due now, in German. */
  readonly feeText: string;
  readonly terms: readonly string[];
  /** How giving it up is named: only a booking is cancelled bindingly. */
  readonly cancellation: CancellationWords;
}

const feeText = (share: number, fee: Cents): string =>
  share === 0 ? 'Eine Stornierung ist jetzt kostenfrei.' : `Eine Stornierung kostet jetzt ${String(share)} % der Seminargebühr: ${formatEuro(fee)}.`;

const participationData = (recipientId: number, wire: ParticipationWire): ParticipationData => ({
  recipientId,
  event: eventRow(wire.event),
  participant: participantRow(wire.recipient),
  salutation: wire.recipient.salutation,
  firstname: wire.recipient.firstname,
  lastname: wire.recipient.lastname,
  email: wire.recipient.email,
  feeText: feeText(wire.cancellation.share, wire.cancellation.fee),
  terms: CANCELLATION_TERMS_TEXT,
  cancellation: cancellationWords(wire.recipient.status),
});

const idParam = (params: Readonly<Record<string, string | undefined>>): number => {
  const id = recipientIdOf(params.id);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
  if (id === undefined) throw new Response('Diese Teilnahme gibt es nicht.', { status: 404 });
  return id;
};

/** One participation; someone else's is a 404 (the server answers NotFound). */
export const participationLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderArgs & { readonly params: Readonly<Record<string, string | undefined>> }): Promise<ParticipationData> => {
    const recipientId = idParam(params);
    const wire = await asCaller(request, resolveService(container, VISITOR_PORTAL_EVENTS).participation(recipientId));
    return participationData(recipientId, wire);
  };

export const SUBSTITUTE_TARGET = 'ersetzen';
export const CANCEL_TARGET = 'stornieren';
/** Held seats: one is named (the substitute's fields), one is given back. */
export const NAME_SEAT_TARGET = 'benennen';
export const GIVE_BACK_TARGET = 'zurueckgeben';
export const SUBSTITUTE_FIELDS = ['salutation', 'firstname', 'lastname', 'email'] as const;

const PARTICIPATION_TARGETS = [SUBSTITUTE_TARGET, CANCEL_TARGET, NAME_SEAT_TARGET, GIVE_BACK_TARGET] as const;
type ParticipationTarget = (typeof PARTICIPATION_TARGETS)[number];
const DONE_OF: Readonly<Record<ParticipationTarget, Done>> = { ersetzen: 'ersetzt', stornieren: 'storniert', benennen: 'benannt', zurueckgeben: 'zurueckgegeben' };

/**
 * Substitute (a colleague takes the seat) or cancel, and for held seats name one or give one
 * back; each answered at its own form, then back to Mein Bereich.
 */
export const participationAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const recipientId = idParam(params);
    const { values, refused } = await readPageForm(request);
    const target = PARTICIPATION_TARGETS.find((candidate) => candidate === values.intent) ?? SUBSTITUTE_TARGET;
    if (refused) return formRefused(target, values);
    const events = resolveService(container, VISITOR_PORTAL_EVENTS);
    const person = () => Object.fromEntries(SUBSTITUTE_FIELDS.map((name) => [name, values[name] ?? '']));
    const result = await {
      stornieren: () => events.cancelRecipient(recipientId),
      ersetzen: () => events.substituteRecipient(recipientId, person()),
      benennen: () => events.nameHeldSeat(recipientId, person()),
      zurueckgeben: () => events.giveBackHeldSeat(recipientId),
    }[target]()();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(new URL(request.url).pathname));
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    return redirect(`${PORTAL_HOME_PATHS[1]}?${DONE_PARAM}=${DONE_OF[target]}`);
  };

/** The step that books a reservation: who is booked at what price, the invoice address, the consent. */
export interface BookReservationData {
  readonly recipientId: number;
  readonly event: EventRow;
  readonly participant: ParticipantRow;
  /** Euro cents for the participant's seats: the tier price the reservation was made at. */
  readonly price: number;
  /** Whether the reservation can still be booked; otherwise the page says why not. */
  readonly bookable: boolean;
  readonly booked: boolean;
  readonly address: InvoiceAddress;
}

export const BOOK_TARGET = 'buchen';

export const bookReservationLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderArgs & { readonly params: Readonly<Record<string, string | undefined>> }): Promise<BookReservationData> => {
    const recipientId = idParam(params);
    const wire = await asCaller(request, resolveService(container, VISITOR_PORTAL_EVENTS).participation(recipientId));
    const cart = await asCaller(request, resolveService(container, VISITOR_CART).shoppingCart());
    return {
      recipientId,
      event: eventRow(wire.event),
      participant: participantRow(wire.recipient),
      price: wire.recipient.price ?? 0,
      bookable: wire.recipient.actions?.confirm === true,
      booked: wire.recipient.status === 'booked',
      address: await startingAddress(container, cart.options, true),
    };
  };

/**
 * "Zahlungspflichtig buchen": the reservation becomes a booking with the address and consent
 * given here, then back to Mein Bereich (POST-redirect-GET). Sending it again (a reload, a
 * double click) finds the participant booked and answers the same.
 */
export const bookReservationAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const recipientId = idParam(params);
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(BOOK_TARGET, values);
    const done = redirect(`${PORTAL_HOME_PATHS[1]}?${DONE_PARAM}=gebucht`);
    const confirmed = await resolveService(container, VISITOR_CART).confirmReservation(recipientId, {
      company: values.company ?? '',
      street: values.street ?? '',
      streetNumber: values.streetNumber ?? '',
      postalCode: values.postalCode ?? '',
      city: values.city ?? '',
      acceptTerms: values.acceptTerms === 'on',
    })();
    if (E.isRight(confirmed)) return done;
    if (confirmed.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(new URL(request.url).pathname));
    if (confirmed.left._tag === 'Conflict') {
      const now = await resolveService(container, VISITOR_PORTAL_EVENTS).participation(recipientId)();
      if (E.isRight(now) && now.right.recipient.status === 'booked') return done;
    }
    return formFailure(BOOK_TARGET, values, confirmed.left);
  };
