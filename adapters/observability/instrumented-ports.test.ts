import { describe, expect, it } from 'vitest';
import { createAppMetrics } from './app-metrics';
import { instrumentedMailer } from './instrumented-ports';
import { parseExposition, valueOf } from './testing/scrape';

const MAIL = { to: [{ address: 'anna@example.org' }], subject: 'Test', text: 'Hallo', html: '<p>Hallo</p>' };

describe('instrumentedMailer: every mail handed over is counted as sent or failed', () => {
  it('counts an accepted mail as sent and a refused one as failed, and passes the refusal on (the outbox retries)', async () => {
    const metrics = createAppMetrics();
    let refuse = false;
    const mailer = instrumentedMailer({ send: () => (refuse ? Promise.reject(new Error('550 mailbox unavailable')) : Promise.resolve()) }, metrics.business);
    await mailer.send(MAIL);
    await mailer.send(MAIL);
    refuse = true;
    await expect(mailer.send(MAIL)).rejects.toThrow('550 mailbox unavailable');
    const samples = parseExposition(await metrics.registry.metrics());
    expect(valueOf(samples, 'ifb_mails_sent_total')).toBe(2);
    expect(valueOf(samples, 'ifb_mails_failed_total')).toBe(1);
    expect(valueOf(samples, 'ifb_invoices_issued_total')).toBe(0);
  });
});
