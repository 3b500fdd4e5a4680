import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { fullName, letterGreeting } from '../../../domain/correspondence/person-name';
import type { FormSubmissionPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

type Sender = NonNullable<FormSubmissionPayload['sender']>;

const nameOf = (sender: Sender): string =>
  fullName({ salutation: sender.salutation, firstname: sender.firstname ?? '', lastname: sender.lastname ?? '' });

const fieldRows = (submission: FormSubmissionPayload) =>
  submission.fields.map((field) => ({ label: field.label, value: field.value === '' ? '–' : field.value }));

/** To the operator: the form's fields as entered. Reply-To is the sender, if one is named. */
export const formSubmissionOperatorMail = (submission: FormSubmissionPayload): MailContent => {
  const sender = submission.sender;
  const name = sender === undefined ? '' : nameOf(sender);
  return {
    subject: `${submission.title}${name === '' ? '' : ` von ${name}`}`,
    blocks: [
      {
        type: 'paragraph',
        text: `Über das Formular „${submission.title}“ ist am ${formatDate(submission.receivedAt)} um ${formatTime(submission.receivedAt)} Uhr eine Anfrage eingegangen.`,
      },
      { type: 'facts', rows: fieldRows(submission) },
      { type: 'paragraph', tone: 'small', text: `Formular: ${submission.form}` },
    ],
  };
};

/** An order (the Werbemittelshop's) is confirmed, not answered: its copy says what happens next. */
const ORDER_FORMS: ReadonlySet<string> = new Set(['werbemittel-shop-request']);

const copyIntro = (submission: FormSubmissionPayload): string =>
  ORDER_FORMS.has(submission.form)
    ? `vielen Dank für Ihre Bestellung vom ${formatDate(submission.receivedAt)}. Wir senden Ihnen die Artikel in Kürze an die angegebene Lieferadresse. Zur Kontrolle hier Ihre Bestellung:`
    : `vielen Dank für Ihre Anfrage. Sie ist am ${formatDate(submission.receivedAt)} bei uns eingegangen; wir melden uns so bald wie möglich. Zur Kontrolle hier Ihre Angaben:`;

/** To the sender: a copy of what they sent, so they know it arrived and what it said. */
export const formSubmissionCopyMail = (submission: FormSubmissionPayload, sender: Sender): MailContent => ({
  subject: ORDER_FORMS.has(submission.form) ? `Ihre ${submission.title}` : `Ihre Anfrage: ${submission.title}`,
  blocks: [
    {
      type: 'paragraph',
      text:
        sender.lastname === undefined
          ? 'Guten Tag,'
          : letterGreeting({ salutation: sender.salutation, firstname: sender.firstname ?? '', lastname: sender.lastname }),
    },
    {
      type: 'paragraph',
      text: copyIntro(submission),
    },
    { type: 'facts', rows: fieldRows(submission) },
    ...signOff(),
  ],
});
