import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { STORED_DETAILS } from '../../../../application/content/content-details.codecs';
import type { ContentItemWire } from '../../../../application/content/content.codecs';
import { slugOf } from '../../../../application/content/content-slug';
import { fileSizeText } from '../../../../application/content/download-files';
import { DownloadFiles } from '../../../../application/documents/download-documents';
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
  details: STORED_DETAILS.download.encode({ fileName: text.fileName, sizeBytes: text.sizeBytes, fileKind: text.fileKind, ...(text.table === undefined ? {} : { table: text.table }) }),
}));

const files = new DownloadFiles(
  { detail: (_kind, slug) => TE.fromEither(E.fromNullable(notFound('Diesen Download gibt es nicht.'))(items.find((item) => item.slug === slug))) },
  new PdfkitRenderer(),
  new OoxmlRenderer(),
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
    for (const text of DOWNLOAD_TEXTS) {
      const file = await files.file(slugOf(text.title))();
      expect(E.isRight(file) ? fileSizeText(file.right.content.length) : 'kein Download', text.fileName).toBe(fileSizeText(text.sizeBytes));
    }
  });

  it('an unknown download is a German NotFound, not a file', async () => {
    expect(await files.file('gibt-es-nicht')()).toEqual(E.left(notFound('Diesen Download gibt es nicht.')));
  });
});
