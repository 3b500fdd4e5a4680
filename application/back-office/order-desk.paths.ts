/**
 * The back office's orders: the pages staff open (server-rendered, plain links and form posts)
 * and the JSON calls the browser's proxy makes after a client-side navigation.
 */
export const ORDER_DESK_PAGES = {
  dashboard: '/manage',
  orders: '/manage/bestellungen',
  order: '/manage/bestellungen/:orderNumber',
  /** The confirmation step of an action on one participant (cancel, substitute, book, extend, offer). */
  participantAction: '/manage/bestellungen/:orderNumber/teilnehmer/:participantId/:action',
} as const;

export const ORDER_DESK_API = {
  dashboard: '/manage/api/uebersicht',
  orders: '/manage/api/bestellungen',
  order: '/manage/api/bestellungen/:orderNumber',
  /** What cancelling a participant would cost now. */
  cancellation: '/manage/api/bestellungen/:orderNumber/teilnehmer/:participantId/stornierung',
  participantAction: '/manage/api/bestellungen/:orderNumber/teilnehmer/:participantId/:action',
  orderAction: '/manage/api/bestellungen/:orderNumber/:action',
} as const;

const filled = (path: string, values: Readonly<Record<string, string | number>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(values[name] ?? '')));

export const orderPagePath = (orderNumber: string): string => filled(ORDER_DESK_PAGES.order, { orderNumber });

export const participantActionPagePath = (orderNumber: string, participantId: number, action: ParticipantAction): string =>
  filled(ORDER_DESK_PAGES.participantAction, { orderNumber, participantId, action });

export const orderApiPath = (orderNumber: string): string => filled(ORDER_DESK_API.order, { orderNumber });

export const cancellationApiPath = (orderNumber: string, participantId: number): string => filled(ORDER_DESK_API.cancellation, { orderNumber, participantId });

export const participantActionApiPath = (orderNumber: string, participantId: number, action: ParticipantAction): string =>
  filled(ORDER_DESK_API.participantAction, { orderNumber, participantId, action });

export const orderActionApiPath = (orderNumber: string, action: OrderAction): string => filled(ORDER_DESK_API.orderAction, { orderNumber, action });

/** What staff do with one participant, as the path names it (German, as staff read it). */
export const PARTICIPANT_ACTIONS = ['stornieren', 'ersetzen', 'buchen', 'verlaengern', 'platz-anbieten'] as const;
export type ParticipantAction = (typeof PARTICIPANT_ACTIONS)[number];

/** What staff do with the whole order. */
export const ORDER_ACTIONS = ['bestaetigung-senden', 'rechnung-erstellen'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const isParticipantAction = (value: string): value is ParticipantAction => (PARTICIPANT_ACTIONS as readonly string[]).includes(value);
export const isOrderAction = (value: string): value is OrderAction => (ORDER_ACTIONS as readonly string[]).includes(value);
