import * as t from 'io-ts';
import { PlainDateCodec } from '../codecs/instant.codec';
import { oneOf } from '../codecs/one-of.codec';
import { ORDER_EXPORT_STATUSES } from './order-export';

/** GET /manage/export/bestellungen?since=JJJJ-MM-TT&until=JJJJ-MM-TT&status=S (days in Berlin, until included). */
export const OrderExportQuery = t.exact(t.partial({ since: PlainDateCodec, until: PlainDateCodec, status: oneOf(ORDER_EXPORT_STATUSES) }), 'OrderExportQuery');
export type OrderExportQuery = t.TypeOf<typeof OrderExportQuery>;

export const OrderExportRowWire = t.type(
  {
    orderNumber: t.string,
    orderedAt: t.string,
    eventId: t.number,
    seminar: t.string,
    startDate: t.string,
    status: oneOf(ORDER_EXPORT_STATUSES),
    salutation: t.string,
    firstname: t.string,
    lastname: t.string,
    email: t.string,
    company: t.string,
    price: t.number,
  },
  'OrderExportRowWire',
);

export const ORDER_EXPORT_PATH = '/manage/export/bestellungen';
