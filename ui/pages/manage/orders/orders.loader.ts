import * as E from 'fp-ts/Either';
import { data, type LoaderFunctionArgs } from 'react-router';
import { OrderListWire, OrderSearchQuery } from '../../../../application/back-office/order-desk.codecs';
import { decodeInput } from '../../../../application/codecs/decode';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { ORDER_DESK } from '../../../di/ui.tokens';
import { deskTask, hereOf } from '../desk-task';

/** The search form's fields as typed (kept in the form, also when one is wrong). */
export const ORDER_FILTER_FIELDS = ['q', 'von', 'bis', 'veranstaltung', 'status'] as const;
export type OrderFilterValues = Readonly<Record<(typeof ORDER_FILTER_FIELDS)[number], string>>;

export type OrderListJson = ReturnType<typeof OrderListWire.encode>;

/** JSON-safe: the filter's German messages per field (400), or one page of orders. */
export type OrdersPageData =
  | { readonly kind: 'invalid'; readonly filter: OrderFilterValues; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'list'; readonly filter: OrderFilterValues; readonly list: OrderListJson };

/** A GET form sends its empty fields too: an empty field is no filter. */
const queryOf = (params: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...ORDER_FILTER_FIELDS, 'seite'].flatMap((field) => {
    const value = params.get(field)?.trim() ?? '';
    return value === '' ? [] : [[field, value]];
  }));

export const ordersLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const filter = Object.fromEntries(ORDER_FILTER_FIELDS.map((field) => [field, params.get(field) ?? ''])) as OrderFilterValues;
    const query = decodeInput(OrderSearchQuery, queryOf(params));
    if (E.isLeft(query)) {
      const errors = query.left._tag === 'Invalid' ? query.left.fieldErrors : { q: query.left.message };
      return data<OrdersPageData>({ kind: 'invalid', filter, errors }, { status: 400 });
    }
    const list = await deskTask(resolveService(container, ORDER_DESK).orders(query.right), hereOf(request));
    return data<OrdersPageData>({ kind: 'list', filter, list: OrderListWire.encode(list) });
  };
