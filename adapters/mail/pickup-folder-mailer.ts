import { randomBytes } from 'node:crypto';
import { link, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Temporal } from 'temporal-polyfill';
import type { MailAddress, Mailer, MailMessage } from '../../application/mail/mailer';
import type { Clock } from '../../application/ports/clock';
import { mailOptions } from './mail-options';

/**
 * The development mailer: each mail becomes an .eml file (RFC 5322, as a mail program opens it)
 * in a folder instead of leaving the machine. Written under a temporary name and renamed, so a
 * reader of the folder never sees half a mail.
 */
export class PickupFolderMailer implements Mailer {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    readonly folder: string,
    private readonly from: MailAddress,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const info = await this.composer.sendMail(mailOptions(this.from, message));
    await mkdir(this.folder, { recursive: true });
    const name = message.deliveryKey === undefined ? `${fileStamp(this.clock.now())}-${randomBytes(4).toString('hex')}.eml` : `${message.deliveryKey}.eml`;
    const temporary = join(this.folder, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temporary, info.message);
    if (message.deliveryKey === undefined) {
      await rename(temporary, join(this.folder, name));
      return;
    }
    // The file name is the delivery key: link() refuses an existing name, so a mail handed over
    // again (after a crash before the outbox marked it sent) is not delivered twice.
    try {
      await link(temporary, join(this.folder, name));
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    } finally {
      await unlink(temporary);
    }
  }
}

/** Sortable by time in a file listing: 2027-03-12T09-30-00-000Z. */
const fileStamp = (instant: Temporal.Instant): string => instant.toString({ smallestUnit: 'millisecond' }).replace(/[:.]/g, '-');
