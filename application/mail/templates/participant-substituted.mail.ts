import { cartDateText, formatDate } from '../../../domain/calendar/calendar';
import { fullName, fullNameAfterPreposition, letterGreeting } from '../../../domain/correspondence/person-name';
import { paperworkPath } from '../../documents/paperwork.paths';
import type { MailPerson, ParticipantSubstitutedPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** The seat changed hands: the one who gave it up and the one who takes it each get this mail. */
export const participantSubstitutedMail = (change: ParticipantSubstitutedPayload, to: MailPerson, siteUrl: string): MailContent => {
  const isSubstitute = to.email.trim().toLowerCase() === change.substitute.email.trim().toLowerCase();
  return {
    subject: `Teilnahme übertragen: ${change.event.title}`,
    blocks: [
      { type: 'paragraph', text: letterGreeting(to) },
      {
        type: 'paragraph',
        text: isSubstitute
          ? `${fullName(change.substitutedBy)} hat Sie am ${formatDate(change.substitutedAt)} als Ersatzteilnehmerin bzw. Ersatzteilnehmer für das folgende Seminar angemeldet. Sie übernehmen den Platz von ${fullNameAfterPreposition(change.previous)}; Platz und Preis bleiben unverändert.`
          : `Ihr Platz im folgenden Seminar wurde am ${formatDate(change.substitutedAt)} auf ${fullNameAfterPreposition(change.substitute)} übertragen. Sie sind für diesen Termin nicht mehr angemeldet.`,
      },
      {
        type: 'facts',
        rows: [
          { label: 'Seminar', value: change.event.title },
          { label: 'Termin', value: cartDateText(change.event.startDate, change.event.endDate) },
          { label: 'Ort', value: change.event.location },
          { label: 'Teilnehmer', value: fullName(change.substitute) },
          { label: 'Bestellnummer', value: change.orderNumber },
        ],
      },
      ...(isSubstitute
        ? [
            {
              type: 'paragraph' as const,
              text: `Den Entsendungsbeschluss und die Kostenübernahme für Ihren Arbeitgeber finden Sie hier:\n${siteUrl}${paperworkPath(change.participantId, 'entsendungsbeschluss')}\n${siteUrl}${paperworkPath(change.participantId, 'kostenuebernahme')}`,
            },
          ]
        : []),
      { type: 'paragraph', text: 'Bei Fragen antworten Sie einfach auf diese E-Mail und nennen Sie Ihre Bestellnummer.' },
      ...signOff(),
    ],
  };
};
