import { heldSeatNamedMail } from './templates/held-seat-named.mail';
import { fullName } from '../../domain/correspondence/person-name';
import { orderConfirmationDocument, orderWordsOf } from '../documents/layouts/order-confirmation.layout';
import type { PdfRenderer } from '../documents/pdf-renderer';
import { PROVIDER } from '../../domain/site/provider';
import { renderHtml } from '../documents/render-html';
import { renderText } from '../documents/render-text';
import type { MailAddress, MailAttachment, MailMessage } from './mailer';
import type { MailPerson, OutboxMessage } from './outbox-payloads';
import { calendarFile } from '../../domain/calendar/ics';
import { appointmentCalendarEntry } from '../consultation/appointment-calendar';
import { appointmentPagePath } from '../consultation/consultation.paths';
import { consultationConfirmationMail, consultationRequestMail } from './templates/consultation-booked.mail';
import { emailConfirmationMail } from './templates/email-confirmation.mail';
import { loginEmailChangeMail, loginEmailChangeNoticeMail } from './templates/login-email-change.mail';
import { invoiceIssuedMail } from './templates/invoice-issued.mail';
import { gremiumInvitationMail } from './templates/gremium-invitation.mail';
import { feedbackOperatorMail, feedbackReceiptMail } from './templates/feedback.mail';
import { formSubmissionCopyMail, formSubmissionOperatorMail } from './templates/form-submission.mail';
import type { MailContent } from './templates/mail-content';
import { orderConfirmationMail } from './templates/order-confirmation.mail';
import { passwordResetMail } from './templates/password-reset.mail';
import { participantCancelledMail } from './templates/participant-cancelled.mail';
import { participantSubstitutedMail } from './templates/participant-substituted.mail';
import { reservationConfirmedMail } from './templates/reservation-confirmed.mail';
import { reservationReminderMail } from './templates/reservation-reminder.mail';
import { waitlistOfferMail } from './templates/waitlist-offer.mail';
import { requestOfferMail } from './templates/request-offer.mail';
import { attendanceCertificateMail } from './templates/attendance-certificate.mail';
import { inhouseOfferDocument, offerNumberOf } from '../documents/layouts/inhouse-offer.layout';

export interface MailSettings {
  /** Where feedback and form submissions go (MAIL_OPERATOR). */
  readonly operator: MailAddress;
  /** The site's address for links in mails (MAIL_SITE_URL); the provider's website when not given. */
  readonly siteUrl?: string | undefined;
}

const siteUrlOf = (settings: MailSettings): string => settings.siteUrl ?? `https://${PROVIDER.website}`;

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const addressOf = (person: MailPerson): MailAddress => ({ address: person.email, name: fullName(person) });

const message = (
  to: MailAddress,
  content: MailContent,
  extra: { readonly replyTo?: MailAddress | undefined; readonly attachments?: readonly MailAttachment[] } = {},
): MailMessage => ({
  to: [to],
  subject: content.subject,
  text: renderText(content.blocks),
  html: renderHtml(content.subject, content.blocks),
  ...extra,
});

const optionalName = (sender: { readonly firstname?: string | undefined; readonly lastname?: string | undefined; readonly salutation?: string | undefined }): string | undefined => {
  const name = fullName({ salutation: sender.salutation, firstname: sender.firstname ?? '', lastname: sender.lastname ?? '' });
  return name === '' ? undefined : name;
};

/**
 * The mails one outbox row stands for, ready to send: the order confirmation with its PDF, the
 * waiting-list offer, and for feedback and forms one to the operator plus a copy to the sender.
 */
export const composeMails = async (outboxMessage: OutboxMessage, settings: MailSettings, pdf: PdfRenderer): Promise<readonly MailMessage[]> => {
  switch (outboxMessage.kind) {
    case 'order_confirmation': {
      const order = outboxMessage.payload;
      const content = await pdf.render(orderConfirmationDocument(order));
      const attachment = { filename: `${orderWordsOf(order).fileStem}-${order.orderNumber}.pdf`, contentType: 'application/pdf', content };
      return [message(addressOf(order.customer), orderConfirmationMail(order, siteUrlOf(settings)), { attachments: [attachment] })];
    }
    case 'waitlist_offer':
      return [message(addressOf(outboxMessage.payload.recipient), waitlistOfferMail(outboxMessage.payload, siteUrlOf(settings)))];
    case 'email_confirmation':
      return [message(addressOf(outboxMessage.payload.recipient), emailConfirmationMail(outboxMessage.payload, siteUrlOf(settings)))];
    case 'password_reset':
      return [message(addressOf(outboxMessage.payload.recipient), passwordResetMail(outboxMessage.payload, siteUrlOf(settings)))];
    case 'login_email_change': {
      const change = outboxMessage.payload;
      return [
        message({ address: change.newEmail, name: fullName(change.person) }, loginEmailChangeMail(change, siteUrlOf(settings))),
        message({ address: change.oldEmail, name: fullName(change.person) }, loginEmailChangeNoticeMail(change)),
      ];
    }
    case 'gremium_invitation':
      return [message({ address: outboxMessage.payload.email }, gremiumInvitationMail(outboxMessage.payload, siteUrlOf(settings)))];
    case 'reservation_confirmed': {
      const { confirmedBy, participant } = outboxMessage.payload;
      const toBooker = message(addressOf(confirmedBy), reservationConfirmedMail(outboxMessage.payload, confirmedBy));
      // The participant hears of it too when someone else (the orderer, the Gremium's admin) confirmed.
      return sameAddress(confirmedBy.email, participant.email)
        ? [toBooker]
        : [toBooker, message(addressOf(participant), reservationConfirmedMail(outboxMessage.payload, participant))];
    }
    case 'participant_substituted': {
      const change = outboxMessage.payload;
      const site = siteUrlOf(settings);
      return [change.previous, change.substitute].map((person) => message(addressOf(person), participantSubstitutedMail(change, person, site)));
    }
    case 'participant_cancelled': {
      const { participant, customer } = outboxMessage.payload;
      const toParticipant = message(addressOf(participant), participantCancelledMail(outboxMessage.payload, participant));
      // Whoever ordered the seat hears of it too: the fee is theirs to pay.
      return sameAddress(participant.email, customer.email)
        ? [toParticipant]
        : [toParticipant, message(addressOf(customer), participantCancelledMail(outboxMessage.payload, customer))];
    }
    case 'held_seat_named': {
      const named = outboxMessage.payload;
      return [message(addressOf(named.participant), heldSeatNamedMail(named, siteUrlOf(settings)))];
    }
    case 'reservation_reminder': {
      const { participant, customer } = outboxMessage.payload;
      const site = siteUrlOf(settings);
      const toParticipant = message(addressOf(participant), reservationReminderMail(outboxMessage.payload, participant, site));
      // Whoever ordered the seat (a Gremium's admin, a colleague) decides too, so they hear of it.
      return sameAddress(participant.email, customer.email)
        ? [toParticipant]
        : [toParticipant, message(addressOf(customer), reservationReminderMail(outboxMessage.payload, customer, site))];
    }
    case 'consultation_booked': {
      const booked = outboxMessage.payload;
      const visitor = addressOf(booked.visitor);
      const entry = appointmentCalendarEntry(
        { ...booked, consultantName: booked.consultant.name, topicName: booked.topic },
        `${siteUrlOf(settings).replace(/\/+$/, '')}${appointmentPagePath(booked.reference)}`,
        booked.bookedAt,
      );
      const attachment = { filename: 'Beratungstermin.ics', contentType: 'text/calendar; charset=utf-8', content: new TextEncoder().encode(calendarFile(entry)) };
      return [
        message(visitor, consultationConfirmationMail(booked), { attachments: [attachment] }),
        message({ address: booked.consultant.email, name: booked.consultant.name }, consultationRequestMail(booked), { replyTo: visitor }),
      ];
    }
    case 'invoice_issued': {
      const issued = outboxMessage.payload;
      const attachments: MailAttachment[] = [{ filename: `${issued.number}.pdf`, contentType: 'application/pdf', content: new Uint8Array(Buffer.from(issued.pdf, 'base64')) }];
      if (issued.xml !== undefined) attachments.push({ filename: `${issued.number}.xml`, contentType: 'application/xml', content: new TextEncoder().encode(issued.xml) });
      return [message(addressOf(issued.recipient), invoiceIssuedMail(issued), { attachments })];
    }
    case 'feedback_received': {
      const feedback = outboxMessage.payload;
      const sender: MailAddress = { address: feedback.sender.email, name: optionalName(feedback.sender) };
      return [message(settings.operator, feedbackOperatorMail(feedback), { replyTo: sender }), message(sender, feedbackReceiptMail(feedback))];
    }
    case 'request_offer': {
      const offer = outboxMessage.payload;
      const content = await pdf.render(inhouseOfferDocument(offer));
      const to: MailAddress = { address: offer.recipient.email, name: optionalName(offer.recipient) };
      return [message(to, requestOfferMail(offer), { replyTo: settings.operator, attachments: [{ filename: `Angebot-${offerNumberOf(offer)}.pdf`, contentType: 'application/pdf', content }] })];
    }
    case 'attendance_certificate': {
      const certificate = outboxMessage.payload;
      const content = new Uint8Array(Buffer.from(certificate.pdf, 'base64'));
      return [message(addressOf(certificate.participant), attendanceCertificateMail(certificate), { attachments: [{ filename: certificate.filename, contentType: 'application/pdf', content }] })];
    }
    case 'form_submission': {
      const submission = outboxMessage.payload;
      const { sender } = submission;
      const senderAddress = sender === undefined ? undefined : { address: sender.email, name: optionalName(sender) };
      const toOperator = message(settings.operator, formSubmissionOperatorMail(submission), { replyTo: senderAddress });
      return sender === undefined || senderAddress === undefined || submission.copyToSender === false
        ? [toOperator]
        : [toOperator, message(senderAddress, formSubmissionCopyMail(submission, sender))];
    }
  }
};
