import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../domain/errors/app-error';
import type { CacheAdmin } from '../cache/cache-admin.port';
import type { ExportKind } from '../content/content-kind';
import type { ImportReportWire } from '../content/content-import.codecs';
import type { ApiTokenCreatedWire, ApiTokenListWire, ApiTokenRequest, RevokedWire } from './admin.codecs';
import type { PdfAnalysisWire } from './documents/pdf-analysis.codecs';
import type { DownloadFiltersWire } from './exports/export.codecs';
import type { ImageImportReportWire } from './images/image-import.codecs';
import type { LegislationReportWire } from './legislation/legislation-import.service';
import type { LocalDataClearedWire } from './local-data/local-data';
import type { AuditListWire, AuditLogQuery } from '../audit/audit.codecs';

/**
 * The admin area as one caller (a site admin) uses it: exports, caches, imports and reports.
 * The server binds the services for the admin of each request; the CLI binds the HTTP proxy,
 * whose cookie jar or API token is that admin. Streams are read as they arrive: an export of
 * any size keeps memory flat on both sides. A stream that breaks off throws ExportInterrupted.
 */
export interface AdminApi extends CacheAdmin {
  /** GET /obj-export/{kind}: every object of the export as JSON values, in a stable order. */
  exportObjects(kind: ExportKind): TE.TaskEither<AppError, AsyncIterable<unknown>>;
  /** GET /download/filter-data */
  downloadFilterData(): TE.TaskEither<AppError, DownloadFiltersWire>;
  /** GET /manage/lexikon-csv: the CSV text, piece by piece. */
  exportLexiconCsv(): TE.TaskEither<AppError, AsyncIterable<string>>;
  /** POST /manage/lexikon-csv (text/csv): all or nothing. */
  importLexiconCsv(csv: string): TE.TaskEither<AppError, ImportReportWire>;
  /** POST /manage/legislation (application/xml) */
  importLegislation(xml: string): TE.TaskEither<AppError, LegislationReportWire>;
  /** POST /manage/import-images: from a folder on the server. */
  importImages(directory: string): TE.TaskEither<AppError, ImageImportReportWire>;
  /** GET /manage/pdf-analysis */
  pdfAnalysis(): TE.TaskEither<AppError, PdfAnalysisWire>;
  /** POST /manage/clear-local-data */
  clearLocalData(): TE.TaskEither<AppError, LocalDataClearedWire>;
  /** POST /manage/api-tokens */
  createApiToken(request: ApiTokenRequest): TE.TaskEither<AppError, ApiTokenCreatedWire>;
  /** GET /manage/api-tokens */
  apiTokens(): TE.TaskEither<AppError, ApiTokenListWire>;
  /** DELETE /manage/api-tokens/{tokenId} */
  revokeApiToken(tokenId: number): TE.TaskEither<AppError, RevokedWire>;
  /** GET /manage/audit-log: the admins' actions, newest first, filtered and paged. */
  auditLog(query: AuditLogQuery): TE.TaskEither<AppError, AuditListWire>;
}
