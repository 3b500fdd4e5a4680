import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { PdfInspection, PdfInspector } from '../../application/admin/documents/pdf-inspector';

/** The folder below the instance's temporary folder; `manage clear-local-data` empties it with the rest. */
export const PDF_ANALYSIS_CACHE_FOLDER = 'pdf-analysis';

/** Part of the key: a better inspection must not be answered with a verdict of the old one. */
const INSPECTION_VERSION = 'v1';

const CachedInspection = t.union([
  t.type({ ok: t.literal(true), version: t.string, pages: t.number, content: t.keyof({ text: null, scanned: null, empty: null }) }),
  t.type({ ok: t.literal(false), problem: t.string }),
]);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const cached = async (file: string): Promise<PdfInspection | undefined> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const decoded = CachedInspection.decode(parsed(text));
  return E.isRight(decoded) ? decoded.right : undefined;
};

/**
 * Keeps each verdict in a file named by the PDF's SHA-256, so a report over a folder of a
 * thousand documents inflates only the streams of new or changed ones. Hashing is far cheaper
 * than inflating and searching every stream. These are this instance's local files: a missing,
 * damaged or foreign one is simply inspected again.
 */
export const cachedPdfInspector = (inner: PdfInspector, tempDir: string): PdfInspector => {
  const directory = join(tempDir, PDF_ANALYSIS_CACHE_FOLDER);
  return {
    inspect: async (bytes) => {
      const key = createHash('sha256').update(bytes).digest('hex');
      const file = join(directory, `${INSPECTION_VERSION}-${key}.json`);
      const known = await cached(file);
      if (known !== undefined) return known;
      const inspection = await inner.inspect(bytes);
      await mkdir(directory, { recursive: true });
      // Written aside and renamed, so a report running beside this one never reads half a file.
      const part = `${file}.${randomUUID()}.part`;
      await writeFile(part, JSON.stringify(inspection));
      await rename(part, file);
      return inspection;
    },
  };
};
