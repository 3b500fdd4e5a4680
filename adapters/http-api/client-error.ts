import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** The parser's error for a request line and headers beyond Node's limit (16 KB). */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW', 'HPE_URI_TOO_LONG']);

const MESSAGES = {
  431: 'Die Anfrage ist zu lang (Adresse oder Kopfzeilen). Bitte kürzen Sie die Adresse.',
  400: 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
} as const;

/**
 * The answer to a request Node could not parse (Fastify's clientErrorHandler), written to the
 * socket before any route or hook exists for it. In the site's error shape, in German; without a
 * body when the request was a HEAD, whose answer must have none (Fastify's default wrote one, and
 * a client then read those bytes as the start of a second answer).
 */
export const answerClientError = (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = TOO_LARGE.has(error.code ?? '') ? 431 : 400;
  // Node hands the bytes it read as a Buffer (Fastify's type says otherwise).
  const head = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
  const body = head ? '' : JSON.stringify({ error: 'invalid', message: MESSAGES[status] });
  socket.end(
    `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
  );
};
