import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { FolderFile, ImageProcessor, ImageStore, StoredImage } from './image-import.ports';
import { ImageImportService, MAX_IMAGE_BYTES, MAX_IMPORT_FILES, ownerOfPath } from './image-import.service';

const NOW = Temporal.Instant.from('2026-11-22T09:00:00Z');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const DAMAGED_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const file = (relativePath: string, bytes: Uint8Array, sizeBytes = bytes.length): FolderFile => ({
  relativePath,
  sizeBytes,
  read: () => Promise.resolve(bytes),
});

/** Decodes anything longer than 8 bytes; reports a 2000 px picture scaled down to 1600. */
const processor: ImageProcessor = {
  process: (bytes, type) =>
    Promise.resolve(bytes.length > 8 ? { contentType: type, width: 1600, height: 900, bytes, resized: bytes.length > 10 } : undefined),
};

const setUp = (files: readonly FolderFile[] | undefined) => {
  const saved: StoredImage[] = [];
  const store: ImageStore = {
    ownerExists: (kind, slug) => Promise.resolve((kind === 'seminar' && slug === 'br-kompakt') || (kind === 'hotel' && slug === 'hotel-am-see')),
    save: (image) => {
      saved.push(image);
      return Promise.resolve();
    },
  };
  const service = new ImageImportService({ list: () => Promise.resolve(files) }, processor, store, { now: () => NOW }, true);
  return { service, saved };
};

describe('ownerOfPath', () => {
  it('reads seminare/<slug> and hotels/<slug>, nothing else', () => {
    expect(ownerOfPath('seminare/br-kompakt.jpg')).toEqual({ kind: 'seminar', slug: 'br-kompakt' });
    expect(ownerOfPath('hotels/hotel-am-see.WEBP')).toEqual({ kind: 'hotel', slug: 'hotel-am-see' });
    expect(ownerOfPath('bilder/x.jpg')).toBeUndefined();
    expect(ownerOfPath('seminare/Groß.jpg')).toBeUndefined();
    expect(ownerOfPath('seminare/a/b.jpg')).toBeUndefined();
    expect(ownerOfPath('seminare/ohne-endung')).toBeUndefined();
  });
});

describe('ImageImportService', () => {
  it('stores each good picture and reports every file with its reason', async () => {
    const { service, saved } = setUp([
      file('hotels/hotel-am-see.png', PNG.slice(0, 9)),
      file('hotels/unbekannt.png', PNG),
      file('leer/x.png', PNG),
      file('seminare/br-kompakt.png', PNG),
      file('seminare/br-kompakt.jpg', new TextEncoder().encode('kein Bild')),
      file('seminare/br-kompakt.webp', PNG, MAX_IMAGE_BYTES + 1),
      file('seminare/br-kompakt.gif', new Uint8Array(), 0),
      file('seminare/br-kompakt.tiff', DAMAGED_PNG),
    ]);
    const result = await service.importImages('/srv/bilder')();
    expect(result).toEqual({
      _tag: 'Right',
      right: {
        directory: '/srv/bilder',
        imported: 2,
        rejected: 6,
        resizing: true,
        files: [
          { file: 'hotels/hotel-am-see.png', owner: 'hotel/hotel-am-see', sizeBytes: 9, status: 'imported', message: 'Importiert (1600 × 900 Pixel).' },
          { file: 'hotels/unbekannt.png', owner: 'hotel/unbekannt', sizeBytes: 11, status: 'rejected', message: 'Es gibt kein Hotel mit dem Kurznamen „unbekannt“.' },
          {
            file: 'leer/x.png',
            owner: null,
            sizeBytes: 11,
            status: 'rejected',
            message: 'Bilder gehören in den Unterordner seminare/ (Kurzname des Seminars) oder hotels/ (Kurzname des Hotels).',
          },
          { file: 'seminare/br-kompakt.png', owner: 'seminar/br-kompakt', sizeBytes: 11, status: 'imported', message: 'Importiert und auf 1600 × 900 Pixel verkleinert.' },
          {
            file: 'seminare/br-kompakt.jpg',
            owner: 'seminar/br-kompakt',
            sizeBytes: 9,
            status: 'rejected',
            message: 'Kein Bild im Format PNG, JPEG oder WebP (geprüft am Dateiinhalt, nicht an der Endung).',
          },
          { file: 'seminare/br-kompakt.webp', owner: 'seminar/br-kompakt', sizeBytes: MAX_IMAGE_BYTES + 1, status: 'rejected', message: 'Die Datei ist größer als 10 MB.' },
          { file: 'seminare/br-kompakt.gif', owner: 'seminar/br-kompakt', sizeBytes: 0, status: 'rejected', message: 'Die Datei ist leer.' },
          { file: 'seminare/br-kompakt.tiff', owner: 'seminar/br-kompakt', sizeBytes: 8, status: 'rejected', message: 'Das Bild ist beschädigt und lässt sich nicht lesen.' },
        ],
      },
    });
    expect(saved.map((image) => [image.ownerKind, image.ownerSlug, image.sourceFile, image.importedAt])).toEqual([
      ['hotel', 'hotel-am-see', 'hotels/hotel-am-see.png', NOW],
      ['seminar', 'br-kompakt', 'seminare/br-kompakt.png', NOW],
    ]);
  });

  it('names a missing folder, a relative path, and a folder with too many files', async () => {
    expect(await setUp(undefined).service.importImages('/gibt/es/nicht')()).toEqual({
      _tag: 'Left',
      left: { _tag: 'NotFound', message: 'Den Ordner „/gibt/es/nicht“ gibt es auf dem Server nicht.' },
    });
    expect(await setUp([]).service.importImages('relativ')()).toMatchObject({ _tag: 'Left', left: { _tag: 'Invalid' } });
    const many = Array.from({ length: MAX_IMPORT_FILES + 1 }, (_, index) => file(`seminare/x-${index}.png`, PNG));
    expect(await setUp(many).service.importImages('/srv')()).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Invalid', fieldErrors: { directory: 'Der Ordner enthält mehr als 2000 Dateien. Bitte importieren Sie in kleineren Teilen.' } },
    });
  });
});
