import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { passwordResetPagePath } from '../../accounts/accounts.paths';
import type { PasswordResetPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** "Passwort vergessen?": the link to the page that sets a new password, valid until the deadline (Berlin time). */
export const passwordResetMail = (reset: PasswordResetPayload, siteUrl: string): MailContent => {
  const link = `${siteUrl.replace(/\/+$/, '')}${passwordResetPagePath(reset.token)}`;
  const until = `${formatDate(reset.expiresAt)}, ${formatTime(reset.expiresAt)} Uhr`;
  return {
    subject: 'Ihr neues Passwort für meinifb',
    blocks: [
      { type: 'paragraph', text: letterGreeting(reset.recipient) },
      { type: 'paragraph', text: 'Sie möchten ein neues Passwort für Ihr meinifb-Konto festlegen. Bitte öffnen Sie dazu diesen Link:' },
      { type: 'paragraph', tone: 'strong', text: link },
      { type: 'paragraph', text: `Der Link ist bis ${until} gültig (1 Stunde) und funktioniert einmal. Mit dem neuen Passwort werden Sie auf allen Geräten abgemeldet.` },
      {
        type: 'paragraph',
        tone: 'small',
        text: 'Sie haben kein neues Passwort angefordert? Dann müssen Sie nichts tun: Ihr bisheriges Passwort bleibt gültig.',
      },
      ...signOff(),
    ],
  };
};
