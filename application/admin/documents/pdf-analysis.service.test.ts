import { describe, expect, it } from 'vitest';
import type { FolderFile } from '../images/image-import.ports';
import { PdfAnalysisService } from './pdf-analysis.service';
import type { PdfInspector } from './pdf-inspector';

const file = (relativePath: string, text: string): FolderFile => ({
  relativePath,
  sizeBytes: text.length,
  read: () => Promise.resolve(new TextEncoder().encode(text)),
});

/** Reads the verdict from the file's text, so the service's bookkeeping is what is tested. */
const inspector: PdfInspector = {
  inspect: (bytes) => {
    const text = new TextDecoder().decode(bytes);
    if (text === 'text') return { ok: true, version: '1.7', pages: 3, content: 'text' };
    if (text === 'scan') return { ok: true, version: '1.4', pages: 1, content: 'scanned' };
    if (text === 'leer') return { ok: true, version: '1.4', pages: 1, content: 'empty' };
    return { ok: false, problem: 'kaputt' };
  },
};

async function* offered(): AsyncGenerator<string> {
  await Promise.resolve();
  yield 'fehlt.pdf';
  yield 'a.pdf';
  yield 'fehlt.pdf';
}

describe('PdfAnalysisService', () => {
  it('reports each PDF of the folder, counts them, and names offered files that are missing', async () => {
    const files = [file('a.pdf', 'text'), file('b.PDF', 'scan'), file('c.pdf', 'leer'), file('d.pdf', '???'), file('notiz.txt', 'text')];
    const service = new PdfAnalysisService({ list: () => Promise.resolve(files) }, inspector, offered, '/srv/dokumente');
    expect(await service.analyse()()).toEqual({
      _tag: 'Right',
      right: {
        directory: '/srv/dokumente',
        documents: [
          { file: 'a.pdf', sizeBytes: 4, status: 'ok', pages: 3, content: 'text', problem: null },
          { file: 'b.PDF', sizeBytes: 4, status: 'ok', pages: 1, content: 'scanned', problem: null },
          { file: 'c.pdf', sizeBytes: 4, status: 'ok', pages: 1, content: 'empty', problem: null },
          { file: 'd.pdf', sizeBytes: 3, status: 'broken', pages: null, content: null, problem: 'kaputt' },
        ],
        summary: { total: 4, text: 1, scanned: 1, empty: 1, broken: 1 },
        missing: ['fehlt.pdf'],
      },
    });
  });

  it('treats a folder that is not there as empty', async () => {
    const service = new PdfAnalysisService({ list: () => Promise.resolve(undefined) }, inspector, offered, '/nirgends');
    expect(await service.analyse()()).toMatchObject({ _tag: 'Right', right: { documents: [], missing: ['a.pdf', 'fehlt.pdf'] } });
  });
});
