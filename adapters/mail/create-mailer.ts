import type { Mailer } from '../../application/mail/mailer';
import type { Clock } from '../../application/ports/clock';
import type { MailConfig } from './mail-config';
import { PickupFolderMailer } from './pickup-folder-mailer';
import { SmtpMailer } from './smtp-mailer';

/** The mailer the configuration asks for, and one line for the start log (never the SMTP password). */
export const createMailer = (config: MailConfig, clock: Clock): { readonly mailer: Mailer; readonly description: string } => {
  const { transport } = config;
  if (transport.kind === 'smtp') {
    const { protocol, host } = new URL(transport.url);
    return { mailer: new SmtpMailer(transport.url, config.from), description: `Mail: sending through ${protocol}//${host} (SMTP_URL).` };
  }
  return {
    mailer: new PickupFolderMailer(transport.folder, config.from, clock),
    description: `Mail: SMTP_URL is not set, so mails are written as .eml files to ${transport.folder} (development default).`,
  };
};
