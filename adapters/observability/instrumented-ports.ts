import type { PdfRenderer } from '../../application/documents/pdf-renderer';
import type { PrintDocument } from '../../application/documents/print-document';
import type { Mailer, MailMessage } from '../../application/mail/mailer';
import type { Outbox, OutboxKind, OutboxPayloadOf, OutboxTransaction } from '../../application/mail/outbox.port';
import type { BusinessMetrics } from '../../application/ports/business-metrics';
import { inSpan } from './spans';

/** The outbox whose every enqueue is a span: in a checkout's trace, the mail queued inside its transaction. */
export const tracedOutbox = (inner: Outbox): Outbox => ({
  enqueue: <K extends OutboxKind>(tx: OutboxTransaction | undefined, kind: K, payload: OutboxPayloadOf<K>) =>
    inSpan('mail enqueue', { 'ifb.mail.kind': kind }, () => inner.enqueue(tx, kind, payload)),
});

/** The mailer whose every send is a span and is counted as sent or failed (ifb_mails_sent_total, ifb_mails_failed_total). */
export const instrumentedMailer = (inner: Mailer, metrics: BusinessMetrics): Mailer => ({
  send: (message: MailMessage) =>
    inSpan('mail send', { 'ifb.mail.attachments': message.attachments?.length ?? 0 }, () => inner.send(message)).then(
      () => {
        metrics.mailSent();
      },
      (error: unknown) => {
        metrics.mailFailed();
        throw error;
      },
    ),
});

/** The PDF renderer whose every document is a span (a PDF takes tens of milliseconds: worth seeing in a trace). */
export const tracedPdfRenderer = (inner: PdfRenderer): PdfRenderer => ({
  render: (document: PrintDocument) => inSpan('pdf render', {}, () => inner.render(document)),
});
