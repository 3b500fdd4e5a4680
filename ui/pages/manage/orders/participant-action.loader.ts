import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { CancellationPreviewWire, ExtendReservationRequest, OrderDetailWire, SubstituteRequest } from '../../../../application/back-office/order-desk.codecs';
import { isParticipantAction, orderPagePath, type ParticipantAction } from '../../../../application/back-office/order-desk.paths';
import type { OrderDesk } from '../../../../application/back-office/order-desk.port';
import { decodeInput } from '../../../../application/codecs/decode';
import type { DeskActionWire } from '../../../../application/back-office/order-desk.codecs';
import { notFound, type AppError } from '../../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { ORDER_DESK } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { runTask } from '../../../routing/run-task';
import { deskTask, hereOf } from '../desk-task';
import type { OrderDetailJson } from './order.loader';

export type CancellationPreviewJson = ReturnType<typeof CancellationPreviewWire.encode>;

/** JSON-safe: the action, the order and its participant, and for a cancellation what it costs now. */
export interface ParticipantActionPageData {
  readonly action: ParticipantAction;
  readonly order: Pick<OrderDetailJson, 'orderNumber'>;
  readonly participant: OrderDetailJson['participants'][number];
  readonly cancellation: CancellationPreviewJson | null;
}

const UNKNOWN_ACTION = 'Diese Aktion gibt es nicht.';

const targetOf = (params: LoaderFunctionArgs['params']) => ({
  orderNumber: params.orderNumber ?? '',
  participantId: Number(params.participantId ?? ''),
  action: params.action ?? '',
});

/** The confirmation step: what will be done to whom (and for a cancellation, the terms and the fee) before anything changes. */
export const participantActionLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<ParticipantActionPageData> => {
    const { orderNumber, participantId, action } = targetOf(params);
    const desk = resolveService(container, ORDER_DESK);
    const order = OrderDetailWire.encode(await deskTask(desk.order(orderNumber), hereOf(request)));
    const participant = order.participants.find((each) => each.participantId === participantId);
    if (!isParticipantAction(action) || participant === undefined) return runTask<never>(TE.left(notFound(UNKNOWN_ACTION)));
    const cancellation = action === 'stornieren' ? CancellationPreviewWire.encode(await deskTask(desk.cancellationPreview(orderNumber, participantId), hereOf(request))) : null;
    return { action, order: { orderNumber }, participant, cancellation };
  };

/** What the action's form sends, for the desk's call. */
const run = (desk: OrderDesk, action: ParticipantAction, orderNumber: string, participantId: number, values: Readonly<Record<string, string>>): TE.TaskEither<AppError, DeskActionWire> => {
  switch (action) {
    case 'stornieren':
      return desk.cancelParticipant(orderNumber, participantId, values.angebotAn === undefined || values.angebotAn === '' ? undefined : values.angebotAn);
    case 'ersetzen': {
      const substitute = decodeInput(SubstituteRequest, values);
      return E.isLeft(substitute) ? TE.left(substitute.left) : desk.substituteParticipant(orderNumber, participantId, substitute.right);
    }
    case 'buchen':
      return desk.bookReservation(orderNumber, participantId);
    case 'verlaengern': {
      const request = decodeInput(ExtendReservationRequest, { bis: values.bis ?? '' });
      return E.isLeft(request) ? TE.left(request.left) : desk.extendReservation(orderNumber, participantId, request.right);
    }
    case 'platz-anbieten':
      return desk.offerSeat(orderNumber, participantId);
  }
};

/** The confirmed action; then back to the order, which says it is done (POST-redirect-GET). */
export const participantAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const { orderNumber, participantId, action } = targetOf(params);
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(action, values);
    if (!isParticipantAction(action)) return data({ target: action, values, errors: {}, message: UNKNOWN_ACTION }, { status: 404 });
    const result = await run(resolveService(container, ORDER_DESK), action, orderNumber, participantId, values)();
    if (E.isLeft(result)) return formFailure(action, values, result.left);
    return redirect(`${orderPagePath(orderNumber)}?erledigt=${action}`, 303);
  };
