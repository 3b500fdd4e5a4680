import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PdfInspector } from '../../application/admin/documents/pdf-inspector';
import { cachedPdfInspector, PDF_ANALYSIS_CACHE_FOLDER } from './cached-pdf-inspector';
import { inspectPdf } from './pdf-inspection';
import { folderTempFiles } from './temp-files';

const FIXTURES = new URL('./fixtures/pdf/', import.meta.url);

let dir: string;
let tempDir: string;
let looks: number;
/** The real inspection, counted: how often the cache had to look into the bytes. */
const counting: PdfInspector = {
  inspect: (bytes) => {
    looks += 1;
    return inspectPdf(bytes);
  },
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ifb-pdf-cache-'));
  tempDir = join(dir, 'tmp');
  looks = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fixture = (name: string): Promise<Buffer> => readFile(new URL(name, FIXTURES));
const cacheFiles = async (): Promise<string[]> => readdir(join(tempDir, PDF_ANALYSIS_CACHE_FOLDER)).catch(() => []);

describe('cachedPdfInspector', () => {
  it('answers a PDF it has seen from its file in the temporary folder, with the same verdict', async () => {
    const inspector = cachedPdfInspector(counting, tempDir);
    const text = await fixture('merkblatt-text.pdf');
    const first = await inspector.inspect(text);
    expect(first).toEqual({ ok: true, version: expect.any(String) as unknown, pages: 2, content: 'text' });
    expect(await cacheFiles()).toHaveLength(1);
    expect(await inspector.inspect(text)).toEqual(first);
    expect(looks).toBe(1);
    expect(await inspector.inspect(await fixture('abgebrochen.pdf'))).toMatchObject({ ok: false });
    expect(await cacheFiles()).toHaveLength(2);
    expect(looks).toBe(2);
  });

  it('looks again when its file is damaged, and mends it', async () => {
    const inspector = cachedPdfInspector(counting, tempDir);
    const scan = await fixture('protokoll-scan.pdf');
    await inspector.inspect(scan);
    const [name = ''] = await cacheFiles();
    await writeFile(join(tempDir, PDF_ANALYSIS_CACHE_FOLDER, name), '{"ok":true,"pages":"viele"');
    expect(await inspector.inspect(scan)).toMatchObject({ ok: true, pages: 1, content: 'scanned' });
    expect(looks).toBe(2);
    expect(JSON.parse(await readFile(join(tempDir, PDF_ANALYSIS_CACHE_FOLDER, name), 'utf8'))).toMatchObject({ pages: 1 });
  });

  it('has its files cleared by clear-local-data, which leaves the documents beside the temporary folder alone', async () => {
    const documents = join(dir, 'documents');
    await mkdir(documents);
    const text = await fixture('merkblatt-text.pdf');
    await writeFile(join(documents, 'merkblatt-text.pdf'), text);
    const inspector = cachedPdfInspector(counting, tempDir);
    await inspector.inspect(await readFile(join(documents, 'merkblatt-text.pdf')));
    const [name = ''] = await cacheFiles();
    const size = (await readFile(join(tempDir, PDF_ANALYSIS_CACHE_FOLDER, name))).length;

    expect(await folderTempFiles(tempDir).clear()).toEqual({ files: 1, bytes: size });
    expect(await cacheFiles()).toEqual([]);
    expect(await readdir(documents)).toEqual(['merkblatt-text.pdf']);
    expect((await readFile(join(documents, 'merkblatt-text.pdf'))).equals(text)).toBe(true);
    // The next report looks into the bytes again and keeps its verdict anew.
    expect(await inspector.inspect(text)).toMatchObject({ ok: true, pages: 2 });
    expect(looks).toBe(2);
    expect(await cacheFiles()).toHaveLength(1);
  });
});
