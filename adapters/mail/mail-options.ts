import type Mail from 'nodemailer/lib/mailer';
import type { MailAddress, MailMessage } from '../../application/mail/mailer';

const address = ({ address: mailbox, name }: MailAddress): Mail.Address | string => (name === undefined ? mailbox : { name, address: mailbox });

/** The port's message as nodemailer's options; nodemailer does the MIME encoding (umlauts in headers, attachments). */
export const mailOptions = (from: MailAddress, message: MailMessage): Mail.Options => ({
  from: address(from),
  to: message.to.map(address),
  ...(message.replyTo === undefined ? {} : { replyTo: address(message.replyTo) }),
  ...(message.deliveryKey === undefined ? {} : { messageId: messageIdOf(message.deliveryKey, from) }),
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: (message.attachments ?? []).map((attachment) => ({
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.content),
  })),
});

/** A stable Message-ID: the delivery key at the sender's domain (RFC 5322 id-left@id-right). */
export const messageIdOf = (deliveryKey: string, from: MailAddress): string =>
  `<${deliveryKey}@${from.address.split('@')[1] ?? 'localhost'}>`;
