import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { letterGreeting } from '../../../domain/correspondence/person-name';
import { loginEmailConfirmPagePath } from '../../portal/portal.paths';
import type { LoginEmailChangePayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

const untilText = (change: LoginEmailChangePayload): string => `${formatDate(change.expiresAt)}, ${formatTime(change.expiresAt)} Uhr`;

/** To the new address: the link that makes it the login address, valid until the deadline (Berlin time). */
export const loginEmailChangeMail = (change: LoginEmailChangePayload, siteUrl: string): MailContent => {
  const link = `${siteUrl.replace(/\/+$/, '')}${loginEmailConfirmPagePath(change.token)}`;
  return {
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    blocks: [
      { type: 'paragraph', text: letterGreeting(change.person) },
      {
        type: 'paragraph',
        text: `Sie möchten sich bei meinifb künftig mit ${change.newEmail} anmelden. Bitte bestätigen Sie die neue Adresse; erst dann gilt sie:`,
      },
      { type: 'paragraph', tone: 'strong', text: link },
      { type: 'paragraph', text: `Der Link ist bis ${untilText(change)} gültig und funktioniert einmal.` },
      { type: 'paragraph', tone: 'small', text: 'Sie haben das nicht veranlasst? Dann müssen Sie nichts tun; ohne Bestätigung ändert sich nichts.' },
      ...signOff(),
    ],
  };
};

/** To the old address: the notice that a change was asked for, and what to do if it was not the owner. */
export const loginEmailChangeNoticeMail = (change: LoginEmailChangePayload): MailContent => ({
  subject: 'Änderung Ihrer Anmelde-E-Mail-Adresse angefordert',
  blocks: [
    { type: 'paragraph', text: letterGreeting(change.person) },
    {
      type: 'paragraph',
      text: `für Ihr Konto bei meinifb wurde eine neue Anmelde-E-Mail-Adresse angegeben: ${change.newEmail}. Sie gilt, sobald der Link in der Mail an diese Adresse bis ${untilText(change)} bestätigt wird. Bis dahin melden Sie sich weiter mit dieser Adresse an.`,
    },
    {
      type: 'paragraph',
      tone: 'strong',
      text: 'Sie waren das nicht? Dann ändern Sie bitte sofort Ihr Passwort und wenden Sie sich an uns.',
    },
    ...signOff(),
  ],
});
