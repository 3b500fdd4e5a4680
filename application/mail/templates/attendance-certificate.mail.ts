import { cartDateText } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import type { AttendanceCertificatePayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** The participant's Teilnahmebescheinigung, attached; meinifb keeps it too. */
export const attendanceCertificateMail = (certificate: AttendanceCertificatePayload): MailContent => ({
  subject: `Ihre Teilnahmebescheinigung: ${certificate.event.title}`,
  blocks: [
    { type: 'paragraph', text: letterGreeting(certificate.participant) },
    {
      type: 'paragraph',
      text: `vielen Dank für Ihre Teilnahme an „${certificate.event.title}“ (${cartDateText(certificate.event.startDate, certificate.event.endDate)}). Anbei erhalten Sie Ihre Teilnahmebescheinigung als PDF.`,
    },
    { type: 'paragraph', text: 'Sie finden die Bescheinigung auch jederzeit in meinifb unter „Besuchte Seminare“.' },
    ...signOff(),
  ],
});
