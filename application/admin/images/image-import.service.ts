import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, notFound, type AppError } from '../../../domain/errors/app-error';
import type { Clock } from '../../ports/clock';
import type { ImageFileReportWire, ImageImportReportWire } from './image-import.codecs';
import type { FolderFile, ImageOwnerKind, ImageProcessor, ImageStore, ImportFolder } from './image-import.ports';
import { imageTypeOf } from './image-type';
import { IMAGE_MESSAGES as M } from './messages';

export const MAX_IMAGE_MEGABYTES = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MEGABYTES * 1024 * 1024;
export const MAX_IMPORT_FILES = 2_000;

const FOLDERS: Readonly<Record<string, ImageOwnerKind>> = { seminare: 'seminar', hotels: 'hotel' };

/** 'seminare/betriebsrat-kompakt.jpg' → seminar betriebsrat-kompakt; anything else names no owner. */
export const ownerOfPath = (relativePath: string): { readonly kind: ImageOwnerKind; readonly slug: string } | undefined => {
  const match = /^([^/]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.[A-Za-z0-9]+$/.exec(relativePath);
  const kind = match?.[1] === undefined ? undefined : FOLDERS[match[1]];
  return kind === undefined || match?.[2] === undefined ? undefined : { kind, slug: match[2] };
};

/**
 * Pictures of seminars and hotels from a folder on the server: seminare/<slug>.<ext> and
 * hotels/<slug>.<ext>. Each file is checked on its own (format by magic bytes, size, whole
 * picture, existing owner) and reported; the good ones are stored, the others left out.
 */
export class ImageImportService {
  constructor(
    private readonly folder: ImportFolder,
    private readonly processor: ImageProcessor,
    private readonly store: ImageStore,
    private readonly clock: Clock,
    /** Whether the processor scales pictures down (reported to the operator). */
    private readonly resizing: boolean,
  ) {}

  importImages(directory: string): TE.TaskEither<AppError, ImageImportReportWire> {
    return async () => {
      if (!directory.startsWith('/')) return E.left(invalid({ directory: M.directoryRequired }));
      const files = await this.folder.list(directory);
      if (files === undefined) return E.left(notFound(M.noSuchDirectory(directory)));
      if (files.length > MAX_IMPORT_FILES) return E.left(invalid({ directory: M.tooManyFiles(MAX_IMPORT_FILES) }));
      const reports: ImageFileReportWire[] = [];
      // One after the other: a folder of large pictures must not be held in memory at once.
      for (const file of files) reports.push(await this.importFile(file));
      const imported = reports.filter((report) => report.status === 'imported').length;
      return E.right({ directory, imported, rejected: reports.length - imported, resizing: this.resizing, files: reports });
    };
  }

  private async importFile(file: FolderFile): Promise<ImageFileReportWire> {
    const owner = ownerOfPath(file.relativePath);
    const base = { file: file.relativePath, owner: owner === undefined ? null : `${owner.kind}/${owner.slug}`, sizeBytes: file.sizeBytes };
    const rejected = (message: string): ImageFileReportWire => ({ ...base, status: 'rejected', message });
    if (owner === undefined) return rejected(M.unknownFolder);
    if (file.sizeBytes === 0) return rejected(M.emptyFile);
    if (file.sizeBytes > MAX_IMAGE_BYTES) return rejected(M.tooLarge(MAX_IMAGE_MEGABYTES));
    const bytes = await file.read();
    const type = imageTypeOf(bytes);
    if (type === undefined) return rejected(M.notAnImage);
    if (!(await this.store.ownerExists(owner.kind, owner.slug))) {
      return rejected(owner.kind === 'seminar' ? M.unknownSeminar(owner.slug) : M.unknownHotel(owner.slug));
    }
    const image = await this.processor.process(bytes, type);
    if (image === undefined) return rejected(M.damaged);
    await this.store.save({ ...image, ownerKind: owner.kind, ownerSlug: owner.slug, sourceFile: file.relativePath, importedAt: this.clock.now() });
    const message = image.resized ? M.importedResized(image.width, image.height) : M.imported(image.width, image.height);
    return { ...base, status: 'imported', message };
  }
}
