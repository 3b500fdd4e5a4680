import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { emailConfirmationPagePath } from '../../accounts/accounts.paths';
import type { EmailConfirmationPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** After the registration: the link that confirms the address (and logs in), valid until the deadline (Berlin time). */
export const emailConfirmationMail = (confirmation: EmailConfirmationPayload, siteUrl: string): MailContent => {
  const link = `${siteUrl.replace(/\/+$/, '')}${emailConfirmationPagePath(confirmation.token)}`;
  const until = `${formatDate(confirmation.expiresAt)}, ${formatTime(confirmation.expiresAt)} Uhr`;
  return {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    blocks: [
      { type: 'paragraph', text: letterGreeting(confirmation.recipient) },
      {
        type: 'paragraph',
        text: 'vielen Dank für Ihre Registrierung bei meinifb. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihr Konto freischalten können:',
      },
      { type: 'paragraph', tone: 'strong', text: link },
      { type: 'paragraph', text: `Der Link ist bis ${until} gültig und funktioniert einmal.` },
      {
        type: 'paragraph',
        tone: 'small',
        text: 'Sie haben sich nicht bei uns registriert? Dann hat sich jemand mit Ihrer Adresse vertippt. Sie müssen nichts tun; ohne Bestätigung bleibt das Konto gesperrt.',
      },
      ...signOff(),
    ],
  };
};
