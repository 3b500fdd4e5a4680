import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import type { FeedbackPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

const senderName = (feedback: FeedbackPayload): string =>
  fullName({ salutation: feedback.sender.salutation, firstname: feedback.sender.firstname ?? '', lastname: feedback.sender.lastname ?? '' });

const receivedText = (feedback: FeedbackPayload): string => `${formatDate(feedback.receivedAt)}, ${formatTime(feedback.receivedAt)} Uhr`;

/** To the operator: who wrote what, when. Reply-To is the sender. */
export const feedbackOperatorMail = (feedback: FeedbackPayload): MailContent => {
  const name = senderName(feedback);
  return {
    subject: `Neues Feedback${feedback.topic === undefined ? '' : `: ${feedback.topic}`}`,
    blocks: [
      { type: 'paragraph', text: 'Über das Kundenportal ist neues Feedback eingegangen.' },
      {
        type: 'facts',
        rows: [
          { label: 'Eingegangen', value: receivedText(feedback) },
          ...(name === '' ? [] : [{ label: 'Von', value: name }]),
          { label: 'E-Mail', value: feedback.sender.email },
          ...(feedback.topic === undefined ? [] : [{ label: 'Betreff', value: feedback.topic }]),
          ...(feedback.rating === undefined ? [] : [{ label: 'Bewertung', value: `${String(feedback.rating)} von 5 Sternen` }]),
        ],
      },
      { type: 'heading', text: 'Nachricht' },
      { type: 'paragraph', text: feedback.message },
    ],
  };
};

/** To the sender: we have it, with their message quoted back. */
export const feedbackReceiptMail = (feedback: FeedbackPayload): MailContent => ({
  subject: 'Vielen Dank für Ihr Feedback',
  blocks: [
    {
      type: 'paragraph',
      text:
        feedback.sender.lastname === undefined
          ? 'Guten Tag,'
          : letterGreeting({ salutation: feedback.sender.salutation, firstname: feedback.sender.firstname ?? '', lastname: feedback.sender.lastname }),
    },
    { type: 'paragraph', text: `vielen Dank für Ihr Feedback vom ${formatDate(feedback.receivedAt)}. Wir lesen jede Nachricht und melden uns, wenn wir Rückfragen haben.` },
    { type: 'heading', text: 'Ihre Nachricht' },
    { type: 'paragraph', text: feedback.message },
    ...signOff(),
  ],
});
