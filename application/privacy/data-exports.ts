import * as E from 'fp-ts/Either';
import { invalid, notFound, rateLimited, type AppError } from '../../domain/errors/app-error';
import { RETENTION_RULES } from '../../domain/privacy/retention-rules';
import type { RateLimitRule } from '../accounts/rate-limit';
import type { RateLimiter } from '../accounts/rate-limiter';
import type { SessionTokens } from '../accounts/session-tokens';
import type { Account } from '../accounts/user.repository';
import type { PdfRenderer } from '../documents/pdf-renderer';
import type { Outbox } from '../mail/outbox.port';
import type { Clock } from '../ports/clock';
import type { DownloadedFile } from '../portal/event-files.codecs';
import { dataExportBundle } from './data-export-bundle';
import type { DataExportRepository } from './data-export.repository';
import { PRIVACY_MESSAGES as M } from './messages';
import { holdsAnything, type Archiver, type PersonalDataReader } from './personal-data-set';
import type { DataExportRequestedWire } from './privacy.codecs';

/**
 * Two exports a day per account: enough to ask again after a lost mail, too few to make the
 * server pack ZIPs in a loop.
 */
export const DATA_EXPORTS_PER_ACCOUNT: RateLimitRule = { name: 'data-export-account', limit: 2, windowSeconds: 24 * 60 * 60 };

/** The link works as long as the ZIP is kept (the retention rule deletes it then). */
const LINK_VALIDITY = RETENTION_RULES['data-exports'].period;

/** How many exports one round of the background job makes. */
const EXPORTS_PER_ROUND = 10;

export interface DataExportDependencies {
  readonly exports: DataExportRepository;
  readonly reader: PersonalDataReader;
  readonly renderer: PdfRenderer;
  readonly archiver: Archiver;
  readonly tokens: SessionTokens;
  readonly limiter: RateLimiter;
  readonly outbox: Outbox;
  readonly clock: Clock;
  /** A new export id (a UUID). */
  readonly newId: () => string;
}

/**
 * Access to one's data (Art. 15, 20 DSGVO): an account asks, the background job packs the ZIP and
 * mails a link, the link hands the ZIP out once to that account. Staff answer a person without an
 * account with the same ZIP, by address.
 */
export class DataExports {
  constructor(private readonly deps: DataExportDependencies) {}

  async request(account: Account): Promise<E.Either<AppError, DataExportRequestedWire>> {
    const wait = await this.deps.limiter.consume(DATA_EXPORTS_PER_ACCOUNT, String(account.userId));
    if (wait !== undefined) return E.left(rateLimited(wait, M.tooManyExports));
    await this.deps.exports.request(this.deps.newId(), account.userId, this.deps.clock.now());
    return E.right({ email: account.email, message: M.exportRequested });
  }

  /** Another account's link, an unknown, used or expired one: all the same 404, so a link tells nobody else anything. */
  async download(account: Account, token: string): Promise<E.Either<AppError, DownloadedFile>> {
    const found = token === '' ? undefined : await this.deps.exports.findByTokenHash(this.deps.tokens.hash(token));
    const now = this.deps.clock.now();
    if (found?.userId !== account.userId || found.downloadedAt !== null || now.epochMilliseconds >= found.expiresAt.epochMilliseconds) {
      return E.left(notFound(M.exportLinkGone));
    }
    const zip = await this.deps.exports.takeOnce(found.exportId, now);
    if (zip === undefined) return E.left(notFound(M.exportLinkGone));
    const day = now.toZonedDateTimeISO('Europe/Berlin').toPlainDate().toString();
    return E.right({ fileName: `Datenauskunft-${day}.zip`, contentType: 'application/zip', content: zip });
  }

  /** One round of the background job: packs the waiting exports and mails each link; answers how many. */
  async prepareDue(): Promise<number> {
    let made = 0;
    for (const pending of await this.deps.exports.pending(EXPORTS_PER_ROUND)) {
      const set = await this.deps.reader.ofAccount(pending.userId);
      // The account was deleted meanwhile: its export went with it (cascade).
      if (set === undefined) continue;
      const now = this.deps.clock.now();
      const bundle = await dataExportBundle(set, now, this.deps.renderer, this.deps.archiver);
      const token = this.deps.tokens.generate();
      const expiresAt = now.add(LINK_VALIDITY);
      const stored = await this.deps.exports.complete(pending.exportId, { tokenHash: this.deps.tokens.hash(token), zip: bundle.content, readyAt: now, expiresAt });
      if (!stored) continue;
      await this.deps.outbox.enqueue(undefined, 'data_export_ready', { recipient: { ...set.person, email: set.email }, token, expiresAt });
      made += 1;
    }
    return made;
  }

  /** The back office's answer to a person without an account: the same ZIP, at once; a 400 at the field when nothing is stored. */
  async forAddress(email: string): Promise<E.Either<AppError, DownloadedFile>> {
    const address = email.trim();
    if (address === '') return E.left(invalid({ email: M.emailRequired }));
    const set = await this.deps.reader.ofAddress(address);
    if (!holdsAnything(set)) return E.left(invalid({ email: M.nothingStored }));
    return E.right(await dataExportBundle(set, this.deps.clock.now(), this.deps.renderer, this.deps.archiver));
  }
}
