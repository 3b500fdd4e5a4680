import fc from 'fast-check';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { OUTBOX_PAYLOAD_CODECS } from './outbox-payloads';
import {
  emailConfirmationPayload,
  feedbackPayload,
  formSubmissionPayload,
  gremiumInvitationPayload,
  loginEmailChangePayload,
  orderConfirmationPayload,
  participantCancelledPayload,
  passwordResetPayload,
  reservationConfirmedPayload,
  waitlistOfferPayload,
} from './outbox-payloads.arbitraries';

const roundTrips = <A>(codec: t.Type<A, unknown>, arbitrary: fc.Arbitrary<A>): void => {
  fc.assert(
    fc.property(arbitrary, (payload) => {
      // Through JSON, as the jsonb column stores it.
      const stored: unknown = JSON.parse(JSON.stringify(codec.encode(payload)));
      expect(codec.decode(stored)).toEqual({ _tag: 'Right', right: payload });
    }),
  );
};

describe('outbox payload codecs', () => {
  it('an order confirmation survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.order_confirmation, orderConfirmationPayload);
  });

  it('a waiting-list offer survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.waitlist_offer, waitlistOfferPayload);
  });

  it('a confirmed reservation survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.reservation_confirmed, reservationConfirmedPayload);
    roundTrips(OUTBOX_PAYLOAD_CODECS.participant_cancelled, participantCancelledPayload);
  });

  it('feedback survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.feedback_received, feedbackPayload);
  });

  it('a form submission survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.form_submission, formSubmissionPayload);
  });

  it('an e-mail confirmation survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.email_confirmation, emailConfirmationPayload);
  });

  it('a login address change survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.login_email_change, loginEmailChangePayload);
  });

  it('a password reset link survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.password_reset, passwordResetPayload);
  });

  it('a Gremium invitation survives encode, JSON storage and decode unchanged', () => {
    roundTrips(OUTBOX_PAYLOAD_CODECS.gremium_invitation, gremiumInvitationPayload);
  });
});
