import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { CacheAdmin } from '../cache/cache-admin.port';
import type { CacheClearWire, CacheListWire } from '../cache/cache.codecs';
import type { ExportKind } from '../content/content-kind';
import type { ImportReportWire } from '../content/content-import.codecs';
import { ContentItemWire } from '../content/content.codecs';
import type { Content } from '../content/content.port';
import type { AuditAction } from '../audit/audit-log';
import type { AuditLogService, AuditOrigin } from '../audit/audit-log.service';
import type { AuditListWire, AuditLogQuery } from '../audit/audit.codecs';
import type { AdminPrincipal } from './admin-access';
import type { ApiTokenCreatedWire, ApiTokenListWire, ApiTokenRequest, RevokedWire } from './admin.codecs';
import type { AdminApi } from './admin.port';
import type { ApiTokensService } from './api-tokens.service';
import type { PdfAnalysisWire } from './documents/pdf-analysis.codecs';
import type { PdfAnalysisService } from './documents/pdf-analysis.service';
import type { DownloadFilters } from './exports/download-filters';
import type { DownloadFiltersWire } from './exports/export.codecs';
import { mapAsync, prefetched } from './exports/prefetched';
import type { ImageImportReportWire } from './images/image-import.codecs';
import type { ImageImportService } from './images/image-import.service';
import type { LegislationImportService, LegislationReportWire } from './legislation/legislation-import.service';
import type { LexiconCsvService } from './lexicon-csv/lexicon-csv.service';
import type { LocalDataClearedWire, LocalDataService } from './local-data/local-data';

export interface AdminServices {
  readonly content: Content;
  readonly caches: CacheAdmin;
  readonly downloadFilters: DownloadFilters;
  readonly lexiconCsv: LexiconCsvService;
  readonly legislation: LegislationImportService;
  readonly images: ImageImportService;
  readonly pdfAnalysis: PdfAnalysisService;
  readonly localData: LocalDataService;
  readonly apiTokens: ApiTokensService;
  readonly audit: AuditLogService;
}

/** The server side of the admin API: one per request, for the admin the guard let through. */
export class AdminService {
  constructor(private readonly services: AdminServices) {}

  /** `address`: the client's IP address, for the audit log. */
  forAdmin(admin: AdminPrincipal, address: string): AdminApi {
    return new AdminApiForPrincipal(this.services, admin, { address, via: admin.via });
  }
}

class AdminApiForPrincipal implements AdminApi {
  constructor(
    private readonly services: AdminServices,
    private readonly admin: AdminPrincipal,
    private readonly origin: AuditOrigin,
  ) {}

  /**
   * The task, and once it succeeded an entry in the audit log: who (this admin), when, what and
   * from where. Failed attempts change nothing and are not logged.
   */
  private audited<A>(
    task: TE.TaskEither<AppError, A>,
    action: AuditAction,
    subject: (result: A) => string,
    details: (result: A) => Readonly<Record<string, unknown>> | null = () => null,
  ): TE.TaskEither<AppError, A> {
    return async () => {
      const result = await task();
      if (E.isRight(result)) await this.services.audit.record(this.admin.userId, this.origin, action, subject(result.right), details(result.right));
      return result;
    };
  }

  exportObjects(kind: ExportKind): TE.TaskEither<AppError, AsyncIterable<unknown>> {
    return this.audited(
      prefetched(() => mapAsync(this.services.content.exportObjects(kind), (item) => ContentItemWire.encode(item))),
      'export.objects',
      () => kind,
    );
  }

  downloadFilterData(): TE.TaskEither<AppError, DownloadFiltersWire> {
    return this.services.downloadFilters.filterData();
  }

  listCaches(): TE.TaskEither<AppError, CacheListWire> {
    return this.services.caches.listCaches();
  }

  clearCache(name: string): TE.TaskEither<AppError, CacheClearWire> {
    return this.audited(this.services.caches.clearCache(name), 'cache.clear', () => name, ({ broadcast }) => ({ broadcast }));
  }

  clearAllCaches(): TE.TaskEither<AppError, CacheClearWire> {
    return this.audited(this.services.caches.clearAllCaches(), 'cache.clear', () => 'alle', ({ cleared, broadcast }) => ({ cleared, broadcast }));
  }

  exportLexiconCsv(): TE.TaskEither<AppError, AsyncIterable<string>> {
    return this.audited(this.services.lexiconCsv.exportCsv(), 'export.lexicon-csv', () => 'lexikon.csv');
  }

  importLexiconCsv(csv: string): TE.TaskEither<AppError, ImportReportWire> {
    return this.audited(this.services.lexiconCsv.importCsv(csv), 'import.lexicon-csv', () => 'Lexikon (CSV)', ({ created, updated }) => ({ created, updated }));
  }

  importLegislation(xml: string): TE.TaskEither<AppError, LegislationReportWire> {
    return this.audited(
      this.services.legislation.importXml(xml),
      'import.legislation',
      ({ abbreviation, title }) => `${abbreviation} (${title})`,
      ({ created, updated, norms }) => ({ created, updated, norms }),
    );
  }

  importImages(directory: string): TE.TaskEither<AppError, ImageImportReportWire> {
    return this.audited(this.services.images.importImages(directory), 'import.images', () => directory, ({ imported, rejected }) => ({ imported, rejected }));
  }

  pdfAnalysis(): TE.TaskEither<AppError, PdfAnalysisWire> {
    return this.services.pdfAnalysis.analyse();
  }

  clearLocalData(): TE.TaskEither<AppError, LocalDataClearedWire> {
    return this.audited(
      this.services.localData.clear(),
      'local-data.clear',
      () => 'Caches und temporäre Dateien dieser Instanz',
      ({ cachesCleared, tempFilesRemoved, bytesFreed }) => ({ cachesCleared, tempFilesRemoved, bytesFreed }),
    );
  }

  createApiToken(request: ApiTokenRequest): TE.TaskEither<AppError, ApiTokenCreatedWire> {
    return this.audited(this.services.apiTokens.create(this.admin, request), 'token.create', ({ name }) => name, ({ tokenId, expiresAt }) => ({ tokenId, expiresAt: expiresAt.toString() }));
  }

  apiTokens(): TE.TaskEither<AppError, ApiTokenListWire> {
    return this.services.apiTokens.list(this.admin);
  }

  revokeApiToken(tokenId: number): TE.TaskEither<AppError, RevokedWire> {
    return this.audited(this.services.apiTokens.revoke(this.admin, tokenId), 'token.revoke', () => `Token Nr. ${String(tokenId)}`, () => ({ tokenId }));
  }

  auditLog(query: AuditLogQuery): TE.TaskEither<AppError, AuditListWire> {
    return this.services.audit.list(query);
  }
}
