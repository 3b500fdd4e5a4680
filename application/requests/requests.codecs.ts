import * as t from 'io-ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../domain/requests/request-status';
import { boundedIntFromString } from '../catalogue/query-params.codecs';
import { InstantCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';
import { FORM_KINDS, type FormKind } from '../forms/form-definitions';
import { REQUEST_MESSAGES as M } from './messages';

/** One of a fixed list, refused with the field's German message. */
const oneOfSaying = <K extends string>(values: readonly K[], name: string, message: string): t.Type<K, string> =>
  new t.Type<K, string, unknown>(
    name,
    (value): value is K => typeof value === 'string' && (values as readonly string[]).includes(value),
    (input, context) => (typeof input === 'string' && (values as readonly string[]).includes(input) ? t.success(input as K) : t.failure(input, context, message)),
    String,
  );

/** Text up to `max` characters, trimmed; empty is null (a cleared field). */
const optionalText = (name: string, max: number, message: string): t.Type<string | null, string> =>
  new t.Type<string | null, string, unknown>(
    name,
    (value): value is string | null => value === null || typeof value === 'string',
    (input, context) => {
      if (input === undefined || input === null) return t.success(null);
      if (typeof input !== 'string' || input.trim().length > max) return t.failure(input, context, message);
      return t.success(input.trim() === '' ? null : input.trim());
    },
    (value) => value ?? '',
  );

const requiredText = (name: string, max: number, message: string): t.Type<string, string> =>
  new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string',
    (input, context) =>
      typeof input === 'string' && input.trim() !== '' && input.trim().length <= max ? t.success(input.trim()) : t.failure(input, context, message),
    String,
  );

export const RequestStatusCodec: t.Type<RequestStatus, string> = oneOfSaying(REQUEST_STATUSES, 'RequestStatus', M.status);
export const RequestKindCodec: t.Type<FormKind, string> = oneOfSaying(FORM_KINDS, 'RequestKind', M.kind);

/** GET /manage/anfragen?status=…&art=…&seite=N: the page's filter form and the JSON read the same query. */
export const RequestListQuery = t.exact(
  t.partial({
    status: RequestStatusCodec,
    art: RequestKindCodec,
    seite: boundedIntFromString('RequestPage', 1, 1_000_000, M.page),
  }),
  'RequestListQuery',
);
export type RequestListQuery = t.TypeOf<typeof RequestListQuery>;

export const RequestIdParams = t.type({ requestId: boundedIntFromString('RequestId', 1, 2_147_483_647, M.unknown) }, 'RequestIdParams');

/** POST /manage/anfragen/:requestId: the page's form fields, or the same as JSON. */
export const RequestHandlingInput = t.exact(
  t.type({
    status: RequestStatusCodec,
    assignee: optionalText('Assignee', 200, M.assigneeTooLong),
    note: optionalText('Note', 4000, M.noteTooLong),
  }),
  'RequestHandlingInput',
);
export type RequestHandlingInput = t.TypeOf<typeof RequestHandlingInput>;

/** POST /manage/anfragen/:requestId/angebot: what the offer PDF names; the price as euro text. */
export const OfferInput = t.exact(
  t.type({
    title: requiredText('OfferTitle', 200, M.offerTitle),
    price: requiredText('OfferPrice', 12, M.offerPrice),
    text: requiredText('OfferText', 4000, M.offerText),
  }),
  'OfferInput',
);
export type OfferInput = t.TypeOf<typeof OfferInput>;

const RequestSummaryWire = t.readonly(
  t.type({
    requestId: t.number,
    kind: oneOf(FORM_KINDS),
    kindLabel: t.string,
    receivedAt: InstantCodec,
    email: t.union([t.string, t.null]),
    name: t.union([t.string, t.null]),
    status: oneOf(REQUEST_STATUSES),
    statusLabel: t.string,
    assignee: t.union([t.string, t.null]),
  }),
  'RequestSummaryWire',
);
export type RequestSummaryWire = t.TypeOf<typeof RequestSummaryWire>;

export const RequestListWire = t.readonly(
  t.type({ requests: t.readonlyArray(RequestSummaryWire), total: t.number, page: t.number, pageSize: t.number }),
  'RequestListWire',
);
export type RequestListWire = t.TypeOf<typeof RequestListWire>;

export const RequestWire = t.readonly(
  t.intersection([
    RequestSummaryWire,
    t.type({
      /** The form's fields with their German labels, in the form's order. */
      fields: t.readonlyArray(t.readonly(t.type({ label: t.string, value: t.string }))),
      note: t.union([t.string, t.null]),
      doneAt: t.union([InstantCodec, t.null]),
      /** An offer can be sent (an inhouse request with an address). */
      offerable: t.boolean,
    }),
  ]),
  'RequestWire',
);
export type RequestWire = t.TypeOf<typeof RequestWire>;

export const OfferSentWire = t.readonly(t.type({ requestId: t.number, sentTo: t.string }), 'OfferSentWire');
export type OfferSentWire = t.TypeOf<typeof OfferSentWire>;
