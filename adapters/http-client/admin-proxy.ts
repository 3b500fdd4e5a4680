import { AuditListWire, AuditLogQuery } from '../../application/audit/audit.codecs';
import { INVOICE_ADMIN_PATHS, InvoiceListQuery, InvoiceListWire, IssuedInvoicesWire, invoiceAdminFilePath } from '../../application/invoices/invoice-admin.codecs';
import type { InvoiceAdminApi } from '../../application/invoices/invoice-admin.port';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import {
  ApiTokenCreatedWire,
  ApiTokenListWire,
  RevokedWire,
  type ApiTokenRequest,
} from '../../application/admin/admin.codecs';
import { ADMIN_PATHS, apiTokenPath, objectExportPath } from '../../application/admin/admin.paths';
import type { AdminApi } from '../../application/admin/admin.port';
import { PdfAnalysisWire } from '../../application/admin/documents/pdf-analysis.codecs';
import { DownloadFiltersWire } from '../../application/admin/exports/export.codecs';
import { ImageImportReportWire } from '../../application/admin/images/image-import.codecs';
import { LegislationReportWire } from '../../application/admin/legislation/legislation-import.service';
import { LocalDataClearedWire } from '../../application/admin/local-data/local-data';
import { CACHE_PATHS, cacheClearPath } from '../../application/cache/cache-admin.port';
import { CacheClearWire, CacheListWire } from '../../application/cache/cache.codecs';
import type { ExportKind } from '../../application/content/content-kind';
import { ImportReportWire } from '../../application/content/content-import.codecs';
import { ExportInterrupted } from '../../application/content/content.port';
import { ErrorBodyCodec } from '../../application/http/error-body.codec';
import { CATALOGUE_ADMIN_PATHS, DRY_RUN_PARAM } from '../../application/catalogue-admin/catalogue-admin.paths';
import type { CatalogueAdminApi } from '../../application/catalogue-admin/catalogue-admin.port';
import { CatalogueDateRecordWire, ChangeReportWire } from '../../application/catalogue-admin/catalogue-admin.codecs';
import type { OrderExportRow } from '../../application/order-export/order-export';
import { ORDER_EXPORT_PATH, OrderExportQuery, OrderExportRowWire } from '../../application/order-export/order-export.codecs';
import type { ParticipantListFormat } from '../../application/participants/participant-list.codecs';
import { participantFilePath } from '../../application/participants/participants.paths';
import type { CatalogueDateRecord } from '../../application/catalogue-admin/catalogue-row';
import { notFound, unavailable, type AppError } from '../../domain/errors/app-error';
import { appErrorFromHttp } from './app-error-from-http';
import type { CookieSource } from './cookie-source';
import { requestUrl, type QueryParams } from './request-url';
import { decodeResponse } from './response-decoder';
import { parseRetryAfter } from './retry-after';
import { XSRF_HEADER } from './transport';
import { readXsrfCookie } from './xsrf-header';
import { HttpStatusError } from './transport-error';
import { xsrfHeaderValue } from './xsrf-header';

export interface AdminConnection {
  /** e.g. 'http://localhost:3000' */
  readonly baseUrl: string;
  /** The session (a cookie jar after `login`); unused when a bearer token is given. */
  readonly cookies: CookieSource;
  /** An admin API token: sent as Authorization: Bearer, no cookie and no XSRF header needed. */
  readonly bearerToken?: string | undefined;
  /** Until the server's answer starts; none when 0. The body of a stream may take longer. */
  readonly answerTimeoutMs?: number;
}

const DEFAULT_ANSWER_TIMEOUT_MS = 60_000;

/** German texts of the proxy's own failures (no answer, a broken-off stream, a foreign server). */
export const ADMIN_PROXY_MESSAGES = {
  refused: (baseUrl: string) => `Der Server unter ${baseUrl} antwortet nicht (Verbindung abgelehnt). Läuft er, und stimmt --base-url?`,
  unknownHost: (host: string) => `Den Rechner „${host}“ gibt es nicht. Bitte prüfen Sie --base-url.`,
  noConnection: (baseUrl: string, reason: string) => `Keine Verbindung zum Server unter ${baseUrl} (${reason}).`,
  timeout: (baseUrl: string, ms: number) => `Der Server unter ${baseUrl} hat nicht innerhalb von ${(ms / 1000).toLocaleString('de-DE')} s geantwortet.`,
  interrupted: 'Die Verbindung zum Server brach während der Übertragung ab; die Ausgabe ist unvollständig.',
  noSuchApi: (baseUrl: string) => `Unter ${baseUrl} gibt es die Verwaltungsschnittstelle nicht. Stimmt --base-url?`,
  foreignAnswer: (baseUrl: string) => `Die Antwort von ${baseUrl} ist keine Antwort dieses Servers. Stimmt --base-url?`,
  brokenLine: (line: number) => `Zeile ${line} des Exports ist kein JSON; die Übertragung ist beschädigt.`,
} as const;

interface Send {
  readonly method?: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly query?: QueryParams;
  /** JSON value, or a text with its content type. */
  readonly json?: unknown;
  readonly text?: { readonly body: string; readonly contentType: string };
  /** A body sent as it is read (a file of any size). */
  readonly upload?: { readonly body: AsyncIterable<Uint8Array>; readonly contentType: string };
}

/** The system's error code ('ECONNREFUSED' …) somewhere in fetch's causes (an AggregateError when several addresses were tried). */
const causeCode = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  if (Array.isArray(errors)) {
    for (const inner of errors as unknown[]) {
      const found = causeCode(inner);
      if (found !== undefined) return found;
    }
  }
  return causeCode(cause);
};

/**
 * The admin API over HTTP, for the CLI. Its own small fetch loop rather than the JSON
 * transport: it streams bodies (exports of any size), sends CSV and XML, and can authenticate
 * with a bearer token instead of the session cookie. Statuses map to AppErrors in the one place
 * (appErrorFromHttp); failures without an answer get a message naming the server.
 */
export class AdminProxy implements AdminApi, CatalogueAdminApi, InvoiceAdminApi {
  constructor(private readonly connection: AdminConnection) {}

  private headers(url: string, send: Send): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json, application/x-ndjson, text/csv' };
    if (send.json !== undefined) headers['Content-Type'] = 'application/json';
    if (send.text !== undefined) headers['Content-Type'] = send.text.contentType;
    if (send.upload !== undefined) headers['Content-Type'] = send.upload.contentType;
    if (this.connection.bearerToken !== undefined) {
      headers.Authorization = `Bearer ${this.connection.bearerToken}`;
      return headers;
    }
    const cookie = this.connection.cookies.cookieHeader(url);
    if (cookie !== undefined) headers.Cookie = cookie;
    const xsrfCookie = readXsrfCookie(this.connection.cookies, url);
    const xsrf = xsrfCookie === undefined ? undefined : xsrfHeaderValue(xsrfCookie);
    if (xsrf !== undefined) headers[XSRF_HEADER] = xsrf;
    return headers;
  }

  private noAnswer(error: unknown, timedOut: boolean, url: string): AppError {
    const { baseUrl } = this.connection;
    const timeoutMs = this.connection.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
    if (timedOut) return unavailable(ADMIN_PROXY_MESSAGES.timeout(baseUrl, timeoutMs));
    const code = causeCode(error);
    if (code === 'ECONNREFUSED') return unavailable(ADMIN_PROXY_MESSAGES.refused(baseUrl));
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return unavailable(ADMIN_PROXY_MESSAGES.unknownHost(new URL(url).hostname));
    return unavailable(ADMIN_PROXY_MESSAGES.noConnection(baseUrl, code ?? (error instanceof Error ? error.message : String(error))));
  }

  /** The response of a 2xx; anything else is the AppError its status (and German body) means. */
  private send(send: Send): TE.TaskEither<AppError, Response> {
    return async () => {
      const url = requestUrl(this.connection.baseUrl, send.path, send.query);
      const timeoutMs = this.connection.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;
      const controller = new AbortController();
      let timedOut = false;
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              timedOut = true;
              controller.abort();
            }, timeoutMs)
          : undefined;
      let response: Response;
      try {
        response = await fetch(url, {
          method: send.method ?? 'GET',
          headers: this.headers(url, send),
          body: send.upload === undefined ? (send.text?.body ?? (send.json === undefined ? undefined : JSON.stringify(send.json))) : readableOf(send.upload.body),
          signal: controller.signal,
          // A streamed upload (undici needs it said); harmless for the others.
          ...(send.upload === undefined ? {} : { duplex: 'half' }),
        });
      } catch (error) {
        return E.left(this.noAnswer(error, timedOut, url));
      } finally {
        clearTimeout(timer);
      }
      if (this.connection.bearerToken === undefined) this.connection.cookies.receive(url, response.headers);
      if (response.ok) return E.right(response);
      const text = await response.text().catch(() => '');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const body = E.getOrElseW(() => undefined)(ErrorBodyCodec.decode(parsed));
      const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
      // A 404 without a message of its own is a path the server does not have: the base URL is wrong.
      if (response.status === 404 && (body === undefined || body.message === notFound().message)) {
        return E.left(unavailable(ADMIN_PROXY_MESSAGES.noSuchApi(this.connection.baseUrl)));
      }
      return E.left(appErrorFromHttp(new HttpStatusError(response.status, body, retryAfter)));
    };
  }

  private json<A, O>(codec: t.Type<A, O>, send: Send): TE.TaskEither<AppError, A> {
    const foreign = (): AppError => unavailable(ADMIN_PROXY_MESSAGES.foreignAnswer(this.connection.baseUrl));
    return pipe(
      this.send(send),
      TE.chain((response) => TE.tryCatch(async (): Promise<unknown> => response.json(), foreign)),
      TE.chainEitherK((body) => E.mapLeft(foreign)(decodeResponse(codec)(body))),
    );
  }

  private textStream(send: Send): TE.TaskEither<AppError, AsyncIterable<string>> {
    return pipe(
      this.send(send),
      TE.map((response) => textOf(response)),
    );
  }

  exportObjects(kind: ExportKind): TE.TaskEither<AppError, AsyncIterable<unknown>> {
    return pipe(
      this.textStream({ path: objectExportPath(kind), query: { format: 'ndjson' } }),
      TE.map((text) => ndjsonValues(text)),
    );
  }

  downloadFilterData() {
    return this.json(DownloadFiltersWire, { path: ADMIN_PATHS.downloadFilterData });
  }

  listCaches() {
    return this.json(CacheListWire, { path: CACHE_PATHS.list });
  }

  clearCache(name: string) {
    return this.json(CacheClearWire, { method: 'POST', path: cacheClearPath(name) });
  }

  clearAllCaches() {
    return this.json(CacheClearWire, { method: 'POST', path: CACHE_PATHS.clearAll });
  }

  exportLexiconCsv(): TE.TaskEither<AppError, AsyncIterable<string>> {
    return this.textStream({ path: ADMIN_PATHS.lexiconCsv });
  }

  importLexiconCsv(csv: string) {
    return this.json(ImportReportWire, { method: 'POST', path: ADMIN_PATHS.lexiconCsv, text: { body: csv, contentType: 'text/csv; charset=utf-8' } });
  }

  importLegislation(xml: string) {
    return this.json(LegislationReportWire, {
      method: 'POST',
      path: ADMIN_PATHS.legislation,
      text: { body: xml, contentType: 'application/xml; charset=utf-8' },
    });
  }

  importImages(directory: string) {
    return this.json(ImageImportReportWire, { method: 'POST', path: ADMIN_PATHS.importImages, json: { directory } });
  }

  pdfAnalysis() {
    return this.json(PdfAnalysisWire, { path: ADMIN_PATHS.pdfAnalysis });
  }

  clearLocalData() {
    return this.json(LocalDataClearedWire, { method: 'POST', path: ADMIN_PATHS.clearLocalData });
  }

  createApiToken(request: ApiTokenRequest) {
    return this.json(ApiTokenCreatedWire, { method: 'POST', path: ADMIN_PATHS.apiTokens, json: request });
  }

  apiTokens() {
    return this.json(ApiTokenListWire, { path: ADMIN_PATHS.apiTokens });
  }

  revokeApiToken(tokenId: number) {
    return this.json(RevokedWire, { method: 'DELETE', path: apiTokenPath(tokenId) });
  }

  exportDates(): TE.TaskEither<AppError, AsyncIterable<CatalogueDateRecord>> {
    const foreign = () => new ExportInterrupted(unavailable(ADMIN_PROXY_MESSAGES.foreignAnswer(this.connection.baseUrl)));
    return pipe(
      this.textStream({ path: CATALOGUE_ADMIN_PATHS.export }),
      TE.map((text) => decodedEach(ndjsonValues(text), (value) => E.getOrElseW(() => { throw foreign(); })(CatalogueDateRecordWire.decode(value)))),
    );
  }

  importDates(file: AsyncIterable<Uint8Array>, options: { readonly dryRun: boolean }) {
    return this.json(ChangeReportWire, {
      method: 'POST',
      path: CATALOGUE_ADMIN_PATHS.import,
      query: options.dryRun ? { [DRY_RUN_PARAM]: '1' } : {},
      upload: { body: file, contentType: 'text/csv' },
    });
  }

  auditLog(query: AuditLogQuery) {
    return this.json(AuditListWire, { path: ADMIN_PATHS.auditLog, query: AuditLogQuery.encode(query) });
  }

  issueInvoice(orderNumber: string) {
    return this.json(IssuedInvoicesWire, { method: 'POST', path: INVOICE_ADMIN_PATHS.invoices, json: { orderNumber } });
  }

  invoices(query: InvoiceListQuery) {
    return this.json(InvoiceListWire, { path: INVOICE_ADMIN_PATHS.invoices, query: InvoiceListQuery.encode(query) });
  }

  /** The orders export, one participant per row, as the server streams it. */
  exportOrders(query: OrderExportQuery): TE.TaskEither<AppError, AsyncIterable<OrderExportRow>> {
    const foreign = () => new ExportInterrupted(unavailable(ADMIN_PROXY_MESSAGES.foreignAnswer(this.connection.baseUrl)));
    return pipe(
      this.textStream({ path: ORDER_EXPORT_PATH, query: OrderExportQuery.encode(query) }),
      TE.map((text) => decodedEach(ndjsonValues(text), (value) => E.getOrElseW(() => { throw foreign(); })(OrderExportRowWire.decode(value)))),
    );
  }

  /** A date's Teilnehmerliste as a file (PDF with the signature column, CSV for German Excel, XLSX). */
  participantListFile(eventId: number, format: ParticipantListFormat): TE.TaskEither<AppError, Uint8Array> {
    return this.bytes(participantFilePath(eventId, format));
  }

  invoiceFile(number: string, format: 'pdf' | 'xml'): TE.TaskEither<AppError, Uint8Array> {
    return this.bytes(invoiceAdminFilePath(number, format));
  }

  private bytes(path: string): TE.TaskEither<AppError, Uint8Array> {
    return pipe(
      this.send({ path }),
      TE.chain((response) =>
        TE.tryCatch(
          async () => new Uint8Array(await response.arrayBuffer()),
          (): AppError => unavailable(ADMIN_PROXY_MESSAGES.interrupted),
        ),
      ),
    );
  }
}

/** The body as text, piece by piece; a connection lost midway ends it with ExportInterrupted. */
async function* textOf(response: Response): AsyncGenerator<string> {
  if (response.body === null) return;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  try {
    for await (const chunk of response.body) yield decoder.decode(chunk, { stream: true });
  } catch {
    throw new ExportInterrupted(unavailable(ADMIN_PROXY_MESSAGES.interrupted));
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** An upload as fetch sends it: read piece by piece, only as fast as the connection takes it. */
const readableOf = (pieces: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> => {
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done === true) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
};

async function* decodedEach<A>(values: AsyncIterable<unknown>, decode: (value: unknown) => A): AsyncGenerator<A> {
  for await (const value of values) yield decode(value);
}

/** One JSON value per line of NDJSON, as the lines arrive. */
async function* ndjsonValues(text: AsyncIterable<string>): AsyncGenerator {
  let buffer = '';
  let line = 0;
  const parse = (json: string): unknown => {
    line += 1;
    try {
      return JSON.parse(json) as unknown;
    } catch {
      throw new ExportInterrupted(unavailable(ADMIN_PROXY_MESSAGES.brokenLine(line)));
    }
  };
  for await (const piece of text) {
    buffer += piece;
    let start = 0;
    for (let end = buffer.indexOf('\n'); end !== -1; end = buffer.indexOf('\n', start)) {
      const json = buffer.slice(start, end);
      start = end + 1;
      if (json.trim() !== '') yield parse(json);
    }
    buffer = buffer.slice(start);
  }
  if (buffer.trim() !== '') yield parse(buffer);
}
