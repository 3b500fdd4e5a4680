import { formatDate, formatTime } from '../../../domain/calendar/calendar';
import { fullName } from '../../../domain/correspondence/person-name';
import { gremiumJoinPagePath } from '../../portal/gremium-join.paths';
import type { GremiumInvitationPayload } from '../outbox-payloads';
import { signOff, type MailContent } from './mail-content';

/** A Gremium's admin invited the address: the join link, who sent it, and until when it works (Berlin time). */
export const gremiumInvitationMail = (invitation: GremiumInvitationPayload, siteUrl: string): MailContent => {
  const link = `${siteUrl.replace(/\/+$/, '')}${gremiumJoinPagePath(invitation.token)}`;
  const until = `${formatDate(invitation.expiresAt)}, ${formatTime(invitation.expiresAt)} Uhr`;
  const as = invitation.role === 'admin' ? 'mit Administrationsrechten ' : '';
  return {
    subject: `Einladung in das Gremium „${invitation.gremiumName}“`,
    blocks: [
      { type: 'paragraph', text: 'Guten Tag,' },
      {
        type: 'paragraph',
        text: `${fullName(invitation.invitedBy)} lädt Sie ein, dem Gremium „${invitation.gremiumName}“ ${as}bei meinifb beizutreten. Dort sehen Sie die Seminare Ihres Gremiums und buchen für Ihre Kolleginnen und Kollegen.`,
      },
      { type: 'paragraph', text: 'Öffnen Sie den Link, melden Sie sich an oder registrieren Sie sich, und treten Sie bei:' },
      { type: 'paragraph', tone: 'strong', text: link },
      { type: 'paragraph', text: `Der Link ist bis ${until} gültig und funktioniert einmal.` },
      {
        type: 'paragraph',
        tone: 'small',
        text: 'Sie kennen dieses Gremium nicht? Dann müssen Sie nichts tun; ohne Ihren Klick treten Sie nirgends bei.',
      },
      ...signOff(),
    ],
  };
};
