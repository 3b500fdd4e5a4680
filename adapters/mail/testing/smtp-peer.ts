import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
}

export interface SmtpPeer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Addresses the peer refuses with 550, as a real server refuses an unknown mailbox. */
  readonly refused: Set<string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on an ephemeral loopback port: the mailer under test speaks
 * the actual protocol to it. Plain SMTP with AUTH (no certificate in tests).
 */
export const startSmtpPeer = async (credentials = { user: 'mailer', pass: 'geheim' }): Promise<SmtpPeer> => {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error('535 Authentication failed'));
    },
    onRcptTo: (address, _session, callback) => {
      callback(refused.has(address.address) ? Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${String(port)}`,
    received,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
};
