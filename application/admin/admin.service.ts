import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { CacheAdmin } from '../cache/cache-admin.port';
import type { CacheClearWire, CacheListWire } from '../cache/cache.codecs';
import type { ExportKind } from '../content/content-kind';
import type { ImportReportWire } from '../content/content-import.codecs';
import { ContentItemWire } from '../content/content.codecs';
import type { Content } from '../content/content.port';
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
}

/** The server side of the admin API: one per request, for the admin the guard let through. */
export class AdminService {
  constructor(private readonly services: AdminServices) {}

  forAdmin(admin: AdminPrincipal): AdminApi {
    return new AdminApiForPrincipal(this.services, admin);
  }
}

class AdminApiForPrincipal implements AdminApi {
  constructor(
    private readonly services: AdminServices,
    private readonly admin: AdminPrincipal,
  ) {}

  exportObjects(kind: ExportKind): TE.TaskEither<AppError, AsyncIterable<unknown>> {
    return prefetched(() => mapAsync(this.services.content.exportObjects(kind), (item) => ContentItemWire.encode(item)));
  }

  downloadFilterData(): TE.TaskEither<AppError, DownloadFiltersWire> {
    return this.services.downloadFilters.filterData();
  }

  listCaches(): TE.TaskEither<AppError, CacheListWire> {
    return this.services.caches.listCaches();
  }

  clearCache(name: string): TE.TaskEither<AppError, CacheClearWire> {
    return this.services.caches.clearCache(name);
  }

  clearAllCaches(): TE.TaskEither<AppError, CacheClearWire> {
    return this.services.caches.clearAllCaches();
  }

  exportLexiconCsv(): TE.TaskEither<AppError, AsyncIterable<string>> {
    return this.services.lexiconCsv.exportCsv();
  }

  importLexiconCsv(csv: string): TE.TaskEither<AppError, ImportReportWire> {
    return this.services.lexiconCsv.importCsv(csv);
  }

  importLegislation(xml: string): TE.TaskEither<AppError, LegislationReportWire> {
    return this.services.legislation.importXml(xml);
  }

  importImages(directory: string): TE.TaskEither<AppError, ImageImportReportWire> {
    return this.services.images.importImages(directory);
  }

  pdfAnalysis(): TE.TaskEither<AppError, PdfAnalysisWire> {
    return this.services.pdfAnalysis.analyse();
  }

  clearLocalData(): TE.TaskEither<AppError, LocalDataClearedWire> {
    return this.services.localData.clear();
  }

  createApiToken(request: ApiTokenRequest): TE.TaskEither<AppError, ApiTokenCreatedWire> {
    return this.services.apiTokens.create(this.admin, request);
  }

  apiTokens(): TE.TaskEither<AppError, ApiTokenListWire> {
    return this.services.apiTokens.list(this.admin);
  }

  revokeApiToken(tokenId: number): TE.TaskEither<AppError, RevokedWire> {
    return this.services.apiTokens.revoke(this.admin, tokenId);
  }
}
