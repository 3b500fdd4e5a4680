import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { OrderDetailWire } from '../../../../application/back-office/order-desk.codecs';
import { isOrderAction, isParticipantAction, orderPagePath, type OrderAction, type ParticipantAction } from '../../../../application/back-office/order-desk.paths';
import { invalid } from '../../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { ORDER_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { deskTask, hereOf } from '../desk-task';

export type OrderDetailJson = ReturnType<typeof OrderDetailWire.encode>;

/** JSON-safe: the order, and which action was just done (POST-redirect-GET: the address says it). */
export interface OrderPageData {
  readonly order: OrderDetailJson;
  readonly done: OrderAction | ParticipantAction | null;
}

const orderNumberOf = (params: LoaderFunctionArgs['params']): string => params.orderNumber ?? '';

export const orderLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<OrderPageData> => {
    const order = await deskTask(resolveService(container, ORDER_DESK).order(orderNumberOf(params)), hereOf(request));
    const done = new URL(request.url).searchParams.get('erledigt') ?? '';
    return { order: OrderDetailWire.encode(order), done: isOrderAction(done) || isParticipantAction(done) ? done : null };
  };

/** The order's own buttons: resend the confirmation, "Rechnung jetzt erstellen". */
export const orderAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const intent = values.intent ?? '';
    if (refused) return formRefused(intent, values);
    const orderNumber = orderNumberOf(params);
    const desk = resolveService(container, ORDER_DESK);
    const result =
      intent === 'bestaetigung-senden'
        ? await desk.resendConfirmation(orderNumber)()
        : intent === 'rechnung-erstellen'
          ? await desk.issueInvoice(orderNumber)()
          : E.left(invalid({ intent: 'Diese Aktion gibt es nicht.' }, 'Diese Aktion gibt es nicht.'));
    if (E.isLeft(result)) return formFailure(intent, values, result.left);
    return redirect(`${orderPagePath(orderNumber)}?erledigt=${intent}`, 303);
  };
