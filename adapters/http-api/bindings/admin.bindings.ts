import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import { USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { AppDatabase } from '../../db/database';
import { ADMIN, ADMIN_ACCESS, API_TOKEN_REPOSITORY, API_TOKEN_SECRETS, DOWNLOAD_FILTERS } from '../../../application/admin/admin.tokens';
import { AdminAccess } from '../../../application/admin/admin-access';
import { AdminService } from '../../../application/admin/admin.service';
import type { ApiTokenRepository, ApiTokenSecrets } from '../../../application/admin/api-token.repository';
import { ApiTokensService } from '../../../application/admin/api-tokens.service';
import { PdfAnalysisService } from '../../../application/admin/documents/pdf-analysis.service';
import { DownloadFilters } from '../../../application/admin/exports/download-filters';
import type { DownloadFiltersWire } from '../../../application/admin/exports/export.codecs';
import { ImageImportService } from '../../../application/admin/images/image-import.service';
import { LegislationImportService } from '../../../application/admin/legislation/legislation-import.service';
import { LexiconCsvService } from '../../../application/admin/lexicon-csv/lexicon-csv.service';
import { LocalDataService } from '../../../application/admin/local-data/local-data';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import { CACHE_ADMIN } from '../../../application/cache/cache.tokens';
import type { CacheAdmin } from '../../../application/cache/cache-admin.port';
import type { Content, ContentImports } from '../../../application/content/content.port';
import { CONTENT, CONTENT_IMPORTS } from '../../../application/content/content.tokens';
import { cryptoApiTokenSecrets } from '../../admin/api-token-secrets';
import { fsImportFolder } from '../../admin/fs-import-folder';
import { giiLegislationParser } from '../../admin/legislation-xml';
import { cachedPdfInspector } from '../../admin/cached-pdf-inspector';
import { pdfInspector } from '../../admin/pdf-inspection';
import { sharpImageProcessor } from '../../admin/sharp-image-processor';
import { folderTempFiles } from '../../admin/temp-files';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import { DrizzleApiTokenRepository } from '../../db/admin/api-token-repository';
import { DrizzleImageStore } from '../../db/admin/image-store';
import { MINUTE_MS } from './caches.bindings';
import { AUDIT_LOG, AUDIT_LOG_REPOSITORY } from '../../../application/audit/audit.tokens';
import { AuditLogService } from '../../../application/audit/audit-log.service';
import type { AuditLogRepository } from '../../../application/audit/audit-log.repository';
import { DrizzleAuditLogRepository } from '../../db/audit/audit-log-repository';

/** Where the admin area finds stored PDF documents, and where this instance keeps temporary files. */
export interface AdminFolders {
  readonly documentsDir: string;
  readonly tempDir: string;
}

export const defaultAdminFolders = (): AdminFolders => {
  const own = join(tmpdir(), `ifb-server-${String(process.pid)}-${randomUUID().slice(0, 8)}`);
  return { documentsDir: join(own, 'documents'), tempDir: join(own, 'tmp') };
};

/** The admin area: guard, API tokens, exports, imports, reports (/manage, /cache, /obj-export). */
export const bindAdmin = (container: Container, db: AppDatabase, clock: Clock, caches: CacheRegistry, folders: AdminFolders, auditRetentionDays: number): void => {
  container.bind(AUDIT_LOG_REPOSITORY).toConstantValue(new DrizzleAuditLogRepository(db));
  container
    .bind(AUDIT_LOG)
    .toResolvedValue(
      (log: AuditLogRepository, users: UserRepository, now: Clock) => new AuditLogService({ log, users, clock: now, retentionDays: auditRetentionDays }),
      [AUDIT_LOG_REPOSITORY, USER_REPOSITORY, CLOCK],
    )
    .inSingletonScope();
  container.bind(API_TOKEN_REPOSITORY).toConstantValue(new DrizzleApiTokenRepository(db));
  container.bind(API_TOKEN_SECRETS).toConstantValue(cryptoApiTokenSecrets);
  container
    .bind(ADMIN_ACCESS)
    .toResolvedValue(
      (users: UserRepository, tokens: ApiTokenRepository, secrets: ApiTokenSecrets, now: Clock) => new AdminAccess(users, tokens, secrets, now),
      [USER_REPOSITORY, API_TOKEN_REPOSITORY, API_TOKEN_SECRETS, CLOCK],
    )
    .inSingletonScope();
  const downloadFiltersCache = caches.register(
    new MemoryLruCache<DownloadFiltersWire>({ name: 'download-filters', description: 'Filterdaten der Downloads', maxEntries: 1, ttlMs: 5 * MINUTE_MS, clock }),
  );
  container
    .bind(DOWNLOAD_FILTERS)
    .toResolvedValue((content: Content) => new DownloadFilters(content, downloadFiltersCache), [CONTENT])
    .inSingletonScope();
  container
    .bind(ADMIN)
    .toResolvedValue(
      (
        content: Content,
        imports: ContentImports,
        cacheAdmin: CacheAdmin,
        downloadFilters: DownloadFilters,
        tokens: ApiTokenRepository,
        secrets: ApiTokenSecrets,
        now: Clock,
        audit: AuditLogService,
      ) =>
        new AdminService({
          content,
          caches: cacheAdmin,
          downloadFilters,
          lexiconCsv: new LexiconCsvService(content, imports),
          legislation: new LegislationImportService(giiLegislationParser, imports),
          images: new ImageImportService(fsImportFolder, sharpImageProcessor, new DrizzleImageStore(db), now, true),
          pdfAnalysis: new PdfAnalysisService(fsImportFolder, cachedPdfInspector(pdfInspector, folders.tempDir), () => offeredPdfs(content), folders.documentsDir),
          localData: new LocalDataService(caches, folderTempFiles(folders.tempDir)),
          apiTokens: new ApiTokensService(tokens, secrets, now),
          audit,
        }),
      [CONTENT, CONTENT_IMPORTS, CACHE_ADMIN, DOWNLOAD_FILTERS, API_TOKEN_REPOSITORY, API_TOKEN_SECRETS, CLOCK, AUDIT_LOG],
    )
    .inSingletonScope();
};

/** The file names of the PDF downloads, as the documents folder should hold them. */
async function* offeredPdfs(content: Content): AsyncGenerator<string> {
  for await (const item of content.exportObjects('downloads')) {
    if (item.kind === 'download' && item.details.fileKind === 'pdf') yield item.details.fileName;
  }
}
