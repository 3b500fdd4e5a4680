import * as E from 'fp-ts/Either';
import { redirect } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import { WaitlistJoinRequest } from '../../../application/orders/orders.codecs';
import { waitlistOfferPagePath } from '../../../application/orders/orders.paths';
import { resolveService, type PageContainer } from '../../di/page-container';
import { WAITING_LIST } from '../../di/ui.tokens';
import { formFailure, type PageFormPost } from '../../forms/page-form-action';
import { withFlatFields } from '../reservation/reservation.loaders';
import { seatRequestOf } from '../reservation/seat-request-form';

export const JOIN_TARGET = 'warteliste';

/**
 * Joining the waiting list of a full date (POST /api/warteliste): afterwards the entry's own
 * page shows the position (and an offer at once, if seats came free meanwhile).
 */
export const joinWaitingList = async (container: PageContainer, eventId: number, { values }: PageFormPost) => {
  const decoded = decodeInput(WaitlistJoinRequest, seatRequestOf(eventId, values));
  if (E.isLeft(decoded)) return formFailure(JOIN_TARGET, values, withFlatFields(decoded.left));
  const entry = await resolveService(container, WAITING_LIST).join(decoded.right)();
  if (E.isLeft(entry)) return formFailure(JOIN_TARGET, values, withFlatFields(entry.left));
  return redirect(waitlistOfferPagePath(entry.right.entryId));
};
