import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { RETENTION_RULES } from '../../../domain/privacy/retention-rules';
import { dataExportPagePath } from '../../privacy/privacy.paths';
import type { AccountDeletedPayload, DataExportReadyPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** "Meine Daten herunterladen": the link to the page with the download button, valid 48 hours and once. */
export const dataExportReadyMail = (ready: DataExportReadyPayload, siteUrl: string): MailContent => {
  const link = `${siteUrl.replace(/\/+$/, '')}${dataExportPagePath(ready.token)}`;
  const until = `${formatDate(ready.expiresAt)}, ${formatTime(ready.expiresAt)} Uhr`;
  return {
    subject: 'Ihre Datenauskunft ist bereit',
    blocks: [
      { type: 'paragraph', text: letterGreeting(ready.recipient) },
      { type: 'paragraph', text: 'Sie haben Ihre bei uns gespeicherten Daten angefordert. Die ZIP-Datei mit einer Übersicht als PDF und Ihren Daten als JSON-Dateien liegt bereit:' },
      { type: 'paragraph', tone: 'strong', text: link },
      {
        type: 'paragraph',
        text: `Der Link ist bis ${until} gültig (${RETENTION_RULES['data-exports'].text.replace('nach ', '')}) und funktioniert einmal; Sie müssen dazu in meinifb angemeldet sein. Danach löschen wir die Datei.`,
      },
      { type: 'paragraph', tone: 'small', text: 'Sie haben keine Datenauskunft angefordert? Dann ändern Sie bitte Ihr Passwort und schreiben Sie uns.' },
      ...signOff(),
    ],
  };
};

/** "Konto löschen": what is gone, what is kept for the tax law and for how long. */
export const accountDeletedMail = (deleted: AccountDeletedPayload): MailContent => ({
  subject: 'Ihr meinifb-Konto wurde gelöscht',
  blocks: [
    { type: 'paragraph', text: letterGreeting(deleted.recipient) },
    {
      type: 'paragraph',
      text: `wie gewünscht haben wir Ihr meinifb-Konto am ${formatDate(deleted.deletedAt)} um ${formatTime(deleted.deletedAt)} Uhr gelöscht: Ihr Profil, Ihre Merkliste, Ihre Schulungspläne, Ihr Feedback und Ihre Fotos. Sie sind auf allen Geräten abgemeldet; eine Anmeldung mit dieser Adresse ist nicht mehr möglich.`,
    },
    deleted.keptOrders.length === 0
      ? { type: 'paragraph', text: 'Bestellungen von Ihnen haben wir nicht gespeichert.' }
      : {
          type: 'paragraph',
          text: `Ihre Bestellungen (${deleted.keptOrders.join(', ')}) und deren Rechnungen müssen wir nach dem Steuerrecht aufbewahren (${RETENTION_RULES['orders-invoices'].text}); wir behalten davon nur, was die Rechnung braucht.`,
        },
    { type: 'paragraph', tone: 'small', text: 'Sie können jederzeit ein neues Konto anlegen. Fragen zum Datenschutz beantworten wir gern.' },
    ...signOff(),
  ],
});
