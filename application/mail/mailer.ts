/** An address with an optional display name ('IFB Seminare <seminare@example.org>'). */
export interface MailAddress {
  readonly address: string;
  readonly name?: string | undefined;
}

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** One mail, ready to go: plain text for every client, HTML for those that show it. */
export interface MailMessage {
  readonly to: readonly MailAddress[];
  readonly replyTo?: MailAddress | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments?: readonly MailAttachment[] | undefined;
  /**
   * The same for every attempt at this mail (the outbox: row and part), so a mail handed over
   * again after a crash between "accepted" and "marked sent" can be recognised: it becomes the
   * Message-ID, by which the receiving side drops the second copy, and the pickup folder's file name.
   */
  readonly deliveryKey?: string | undefined;
}

/** Driven port: hands a mail to the world (an SMTP server, or a pickup folder in development). */
export interface Mailer {
  /** Resolves when the mail is accepted; rejects when it is not, so the outbox retries it. */
  send(message: MailMessage): Promise<void>;
}
