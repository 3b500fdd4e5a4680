import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { GENERATED_FROM_CATALOGUE, STORED_DETAILS } from '../../../../application/content/content-details.codecs';
import type { ContentItemWire } from '../../../../application/content/content.codecs';
import { slugOf } from '../../../../application/content/content-slug';
import { fileSizeText } from '../../../../application/content/download-files';
import { DownloadFiles, type DownloadFile } from '../../../../application/documents/download-documents';
import { SeminarCatalogue } from '../../../../application/documents/seminar-catalogue';
import { DownloadSizes } from '../../../../application/content/download-sizes';
import type { Content } from '../../../../application/content/content.port';
import { MemoryLruCache } from '../../../cache/memory-lru-cache';
import { pdfText } from '../../../pdf/testing/pdf-text';
import { Temporal } from 'temporal-polyfill';
import { notFound } from '../../../../domain/errors/app-error';
import { OoxmlRenderer } from '../../../office/ooxml-renderer';
import { PdfkitRenderer } from '../../../pdf/pdfkit-renderer';
import { DOWNLOAD_TEXTS } from './downloads';

const items: readonly ContentItemWire[] = DOWNLOAD_TEXTS.map((text, index) => ({
  id: index + 1,
  kind: 'download',
  section: '',
  slug: slugOf(text.title),
  title: text.title,
  teaser: text.teaser,
  author: null,
  publishedAt: null,
  topicSlug: text.topic,
  tags: [],
  path: `/downloads#${slugOf(text.title)}`,
  body: text.body,
  details: STORED_DETAILS.download.encode({
    fileName: text.fileName,
    sizeBytes: text.sizeBytes,
    fileKind: text.fileKind,
    ...(text.table === undefined ? {} : { table: text.table }),
    ...(text.generatedFrom === undefined ? {} : { generatedFrom: text.generatedFrom }),
  }),
}));

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const clock = { now: () => NOW };

/** A catalogue with one rubric and one seminar without dates: enough for a catalogue file. */
const catalogue = new SeminarCatalogue(
  {
    rubrics: () => TE.right([{ rubricId: 1, slug: 'arbeitsrecht', name: 'Arbeitsrecht', description: '', upcomingEvents: 0 }]),
    themes: () =>
      TE.right([
        {
          themeId: 1,
          slug: 'arbeitsrecht-teil-i',
          title: 'Arbeitsrecht Teil I',
          subtitle: '',
          rubric: { rubricId: 1, slug: 'arbeitsrecht', name: 'Arbeitsrecht' },
          actionField: 'Arbeitsrecht',
          redirectUrl: '/seminare/p/arbeitsrecht-teil-i',
          tags: [],
          nextDate: null,
          upcomingEvents: 0,
        },
      ]),
    searchEvents: () => TE.right({ items: [], total: 0, page: 1, pageSize: 100 }),
  },
  clock,
  'https://www.example.org',
);

const content = { detail: (_kind: string, slug: string) => TE.fromEither(E.fromNullable(notFound('Diesen Download gibt es nicht.'))(items.find((item) => item.slug === slug))) };

const files = new DownloadFiles(
  content,
  new PdfkitRenderer(),
  new OoxmlRenderer(),
  catalogue,
  new MemoryLruCache<DownloadFile>({ name: 'download-files', description: 'Testdateien', maxEntries: 10, ttlMs: 60_000, clock }),
);

describe('the demo downloads', () => {
  it('every download, whatever its kind, has a file under its own name and media type', async () => {
    for (const text of DOWNLOAD_TEXTS) {
      const file = await files.file(slugOf(text.title))();
      expect(E.isRight(file), text.title).toBe(true);
      if (E.isRight(file)) {
        expect(file.right.fileName).toBe(text.fileName);
        expect(file.right.contentType).toMatch(text.fileKind === 'pdf' ? /^application\/pdf$/ : /^application\/vnd\.openxmlformats-officedocument\./);
      }
    }
  });

  it('the size a card states is the size of the file the site writes, as the card shows it', async () => {
    // The catalogue's size is measured from its file when read (download-sizes.ts), below.
    for (const text of DOWNLOAD_TEXTS.filter((candidate) => candidate.generatedFrom === undefined)) {
      const file = await files.file(slugOf(text.title))();
      expect(E.isRight(file) ? fileSizeText(file.right.content.length) : 'kein Download', text.fileName).toBe(fileSizeText(text.sizeBytes));
    }
  });

  it('the seminar catalogue is a PDF of the catalogue, and read through the content its size is that of the file', async () => {
    const text = DOWNLOAD_TEXTS.find((candidate) => candidate.generatedFrom === GENERATED_FROM_CATALOGUE);
    expect(text?.title).toBe('Seminarkatalog als PDF');
    const slug = slugOf(text?.title ?? '');
    const file = await files.file(slug)();
    if (E.isLeft(file)) throw new Error(file.left.message);
    expect(file.right.contentType).toBe('application/pdf');
    expect(pdfText(file.right.content).replace(/\s+/g, ' ')).toContain('Arbeitsrecht Teil I');
    const sized = new DownloadSizes(content as unknown as Content, (bytesOf) => TE.map((found: DownloadFile) => found.content.length)(files.file(bytesOf)));
    const read = await sized.detail('download', slug)();
    expect(E.isRight(read) && read.right.kind === 'download' ? read.right.details.sizeBytes : null).toBe(file.right.content.length);
  });

  it('an unknown download is a German NotFound, not a file', async () => {
    expect(await files.file('gibt-es-nicht')()).toEqual(E.left(notFound('Diesen Download gibt es nicht.')));
  });
});
