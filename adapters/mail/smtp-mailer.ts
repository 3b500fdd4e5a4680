import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAddress, Mailer, MailMessage } from '../../application/mail/mailer';
import { mailOptions } from './mail-options';

/** Timeouts so a mail server that hangs fails the attempt (and the outbox retries) instead of blocking it. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * Sends through an SMTP server, e.g. SMTP_URL=smtp://user:password@mail.example.org:587
 * (STARTTLS when offered) or smtps://…:465.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: MailAddress,
  ) {
    const parsed = new URL(url);
    this.transport = nodemailer.createTransport({
      host: parsed.hostname,
      port: parsed.port === '' ? undefined : Number(parsed.port),
      secure: parsed.protocol === 'smtps:',
      ...(parsed.username === '' ? {} : { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }),
      ...TIMEOUTS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(mailOptions(this.from, message));
  }

  close(): void {
    this.transport.close();
  }
}
