import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItemWire } from '../../application/content/content.codecs';
import { ExportInterrupted, type Content } from '../../application/content/content.port';
import { startTestApp, TEST_NOW, type TestApp } from '../http-api/testing/test-app';
import { ContentProxy } from './content-proxy';
import { MemoryCookieJar } from './cookie-jar';
import { createFetchTransport } from './transport';

let app: TestApp;
let content: Content;

beforeAll(async () => {
  app = await startTestApp();
  content = new ContentProxy(createFetchTransport({ baseUrl: app.baseUrl, cookies: new MemoryCookieJar() }));
}, 60_000);

afterAll(async () => {
  await app.close();
});

const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected a value, got ${JSON.stringify(result.left)}`);
  return result.right;
};

describe('ContentProxy against the real server', () => {
  it('reads lists, details, tags, topics and the feed as the same typed values the service gives', async () => {
    const page = right(await content.list('lexicon', { section: 'sbv', pageSize: 5 })());
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.items[0]?.kind).toBe('lexicon');

    const law = right(await content.detail('law', 'betrvg')());
    expect(law.kind === 'law' && law.details.norms.some((norm) => norm.number === '§ 87')).toBe(true);

    const ruling = right(await content.detail('ruling', right(await content.list('ruling', { pageSize: 1 })()).items[0]?.slug ?? '')());
    expect(ruling.kind === 'ruling' && ruling.details.decidedOn.year).toBeGreaterThan(2000);

    const latest = right(await content.latest(3)());
    expect(latest).toHaveLength(3);
    expect(latest.every((item) => item.publishedAt !== null && item.publishedAt.epochMilliseconds <= TEST_NOW.epochMilliseconds)).toBe(true);

    expect(right(await content.tags()()).length).toBeGreaterThan(10);
    expect(right(await content.topics()()).map((topic) => topic.slug)).toContain('mitbestimmung');
    expect(right(await content.topic('mitbestimmung')()).title).toBe('Mitbestimmung');
    expect(right(await content.topicItems('mitbestimmung', { pageSize: 2 })()).items).toHaveLength(2);
    expect(right(await content.tagArticles('betrvg', { page: 1 })()).total).toBeGreaterThan(0);
    expect(right(await content.search({ q: 'Betriebsräte', kind: 'lexicon' })()).items.map((item) => item.title)).toContain('Betriebsrat');
  });

  it('brings back the server failures as the same AppError values', async () => {
    expect(await content.detail('article', 'gibt-es-nicht')()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieser Inhalt wurde nicht gefunden.' }));
    expect(await content.tagArticles('gibt-es-nicht', {})()).toEqual(E.left({ _tag: 'NotFound', message: 'Dieses Schlagwort gibt es nicht.' }));
    expect(await content.exportBatch('faq', null, 5000)()).toMatchObject(
      E.left({ _tag: 'Invalid', fieldErrors: { limit: 'Bitte wählen Sie 1 bis 1000 Objekte je Abruf.' } }),
    );
  });

  it('streams a whole export batch by batch, every object once and in order', async () => {
    const items: ContentItemWire[] = [];
    for await (const item of content.exportObjects('lexicon')) items.push(item);
    const ids = items.map((item) => item.id);
    expect(ids.length).toBeGreaterThanOrEqual(100);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.every((item) => item.kind === 'lexicon' && item.body.length > 0)).toBe(true);
  });

  it('ends an export with ExportInterrupted when the server cannot be reached', async () => {
    const offline = new ContentProxy(createFetchTransport({ baseUrl: 'http://127.0.0.1:9', cookies: new MemoryCookieJar() }));
    const iterate = async (): Promise<void> => {
      for await (const item of offline.exportObjects('faq')) expect(item).toBeUndefined();
    };
    await expect(iterate()).rejects.toBeInstanceOf(ExportInterrupted);
  });
});
