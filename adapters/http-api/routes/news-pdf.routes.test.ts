import { describe, expect, it } from 'vitest';
import { pdfText } from '../../pdf/testing/pdf-text';
import { serveTestApp } from '../testing/serve-test-app';

const app = serveTestApp();

const newest = async (): Promise<{ slug: string; title: string; teaser: string }> => {
  const page = (await (await fetch(`${app().baseUrl}/api/content/news?pageSize=1`)).json()) as { items: { slug: string; title: string; teaser: string }[] };
  const [item] = page.items;
  if (item === undefined) throw new Error('no news in the demo data');
  return item;
};

describe('GET /news/pdf/{x}', () => {
  it('answers the news item as an inline PDF with its title, teaser and text', async () => {
    const item = await newest();
    const answer = await fetch(`${app().baseUrl}/news/pdf/${item.slug}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="News-${item.slug}.pdf"`);
    const text = pdfText(new Uint8Array(await answer.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain(item.title);
    expect(text).toContain(item.teaser.slice(0, 40));
  });

  it('answers an unknown item with 404 and a malformed one with 400, in German', async () => {
    const unknown = await fetch(`${app().baseUrl}/news/pdf/gibt-es-nicht`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/nicht/);
    const malformed = await fetch(`${app().baseUrl}/news/pdf/${encodeURIComponent('<script>')}`);
    expect(malformed.status).toBe(400);
  });
});
