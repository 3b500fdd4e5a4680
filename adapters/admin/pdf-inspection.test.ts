import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDF_PROBLEMS, inspectPdf } from './pdf-inspection';

const fixture = (name: string) => readFile(new URL(`./fixtures/pdf/${name}`, import.meta.url));

/** A PDF 1.5 whose page objects and content sit in compressed streams, as most writers make them. */
const compressedPdf = (content: string): Buffer => {
  const objects = deflateSync('<< /Type /Page /Parent 2 0 R >> << /Type /Page /Parent 2 0 R >> << /Type /Page /Parent 2 0 R >>');
  const stream = deflateSync(content);
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /ObjStm /N 3 /First 0 /Filter /FlateDecode /Length 99 >>\nstream\n', 'latin1'),
    objects,
    Buffer.from('\nendstream\nendobj\n4 0 obj\n<< /Filter /FlateDecode /Length 99 >>\nstream\n', 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\nstartxref\n0\n%%EOF\n', 'latin1'),
  ]);
};

describe('inspectPdf', () => {
  it('counts the pages of a text PDF and finds its text', async () => {
    expect(inspectPdf(await fixture('merkblatt-text.pdf'))).toEqual({ ok: true, version: '1.4', pages: 2, content: 'text' });
  });

  it('tells a scan: images but no text operators', async () => {
    expect(inspectPdf(await fixture('protokoll-scan.pdf'))).toEqual({ ok: true, version: '1.3', pages: 1, content: 'scanned' });
  });

  it('looks into compressed object and content streams', () => {
    expect(inspectPdf(compressedPdf('BT /F1 10 Tf [(Betriebs) -20 (rat)] TJ ET'))).toEqual({
      ok: true,
      version: '1.5',
      pages: 3,
      content: 'text',
    });
    expect(inspectPdf(compressedPdf('0 0 m 10 10 l S'))).toEqual({ ok: true, version: '1.5', pages: 3, content: 'empty' });
  });

  it('reports what is broken', async () => {
    expect(inspectPdf(await fixture('kein-pdf.pdf'))).toEqual({ ok: false, problem: PDF_PROBLEMS.notPdf });
    expect(inspectPdf(await fixture('abgebrochen.pdf'))).toEqual({ ok: false, problem: PDF_PROBLEMS.truncated });
    expect(inspectPdf(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'))).toEqual({ ok: false, problem: PDF_PROBLEMS.noPages });
    expect(inspectPdf(Buffer.from('%PDF-1.7\n<< /Filter /FlateDecode >>\nstream\nnot deflated\nendstream\n%%EOF'))).toEqual({
      ok: false,
      problem: PDF_PROBLEMS.unreadableStream,
    });
    expect(inspectPdf(Buffer.from('%PDF-1.7\n<< /Filter /FlateDecode >>\nstream\nno end'))).toEqual({ ok: false, problem: PDF_PROBLEMS.truncated });
  });
});
