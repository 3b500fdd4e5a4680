import type { Container } from 'inversify';
import { CATALOGUE_CACHES } from '../../../application/cache/catalogue-caches';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Clock } from '../../../application/ports/clock';
import type { AppDatabase } from '../../db/database';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { CATALOGUE } from '../../../application/catalogue/catalogue.tokens';
import { CONTENT, CONTENT_IMPORTS, CONTENT_REPOSITORY } from '../../../application/content/content.tokens';
import { ContentService } from '../../../application/content/content.service';
import type { ContentIndex } from '../../../application/content/content-index';
import { DownloadSizes } from '../../../application/content/download-sizes';
import { DownloadFiles, type DownloadFile } from '../../../application/documents/download-documents';
import { DOWNLOAD_FILES, PDF_RENDERER } from '../../../application/documents/documents.tokens';
import type { PdfRenderer } from '../../../application/documents/pdf-renderer';
import { SeminarCatalogue } from '../../../application/documents/seminar-catalogue';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import { DrizzleContentRepository } from '../../db/content/content-repository';
import { OoxmlRenderer } from '../../office/ooxml-renderer';
import { MINUTE_MS } from './caches.bindings';

/**
 * The knowledge content: one service instance serves both the reads and the admin's imports. The
 * downloads' files are written from it (the catalogue PDF from the cached catalogue port the
 * seminar pages read) and kept a minute, like the catalogue's answers, cleared with them under
 * /cache; readers get the content with the catalogue download's size measured from its file.
 * `siteUrl` is the site's public address the catalogue prints beside each seminar.
 */
export const bindContent = (container: Container, db: AppDatabase, clock: Clock, caches: CacheRegistry, siteUrl: string): void => {
  const repository = new DrizzleContentRepository(db);
  // The search index of every published item: a minute, like the catalogue's, or cleared under /cache.
  const searchIndex = caches.register(
    new MemoryLruCache<ContentIndex>({ name: 'content-search-index', description: 'Suchindex der Beiträge (Titel, Vorspann, Text)', maxEntries: 1, ttlMs: MINUTE_MS, clock }),
  );
  const service = new ContentService(repository, clock, searchIndex);
  const files = caches.register(
    new MemoryLruCache<DownloadFile>({ name: CATALOGUE_CACHES.downloadFiles, description: 'Dateien der Downloads (Seminarkatalog als PDF)', maxEntries: 50, ttlMs: MINUTE_MS, clock }),
  );
  container.bind(CONTENT_REPOSITORY).toConstantValue(repository);
  container
    .bind(DOWNLOAD_FILES)
    .toResolvedValue(
      (catalogue: Catalogue, renderer: PdfRenderer) =>
        new DownloadFiles(service, renderer, new OoxmlRenderer(), new SeminarCatalogue(catalogue, clock, siteUrl), files),
      [CATALOGUE, PDF_RENDERER],
    )
    .inSingletonScope();
  container
    .bind(CONTENT)
    .toResolvedValue(
      (downloads: DownloadFiles) =>
        new DownloadSizes(service, (slug) =>
          pipe(
            downloads.file(slug),
            TE.map((file) => file.content.length),
          ),
        ),
      [DOWNLOAD_FILES],
    )
    .inSingletonScope();
  container.bind(CONTENT_IMPORTS).toConstantValue(service);
};
