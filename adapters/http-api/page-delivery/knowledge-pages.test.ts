import { strFromU8, unzipSync } from 'fflate';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../pdf/testing/pdf-text';
import { serveBuiltPages } from './built-pages.testing';
import { FORUM_URL } from '../../../application/content/knowledge-paths';
import { fileSizeText } from '../../../application/content/download-files';

const app = serveBuiltPages();

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET on the works-council host (fetch may not set the Host header). */
const get = (path: string, host = 'betriebsrat.localhost'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(app().baseUrl);
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });

const html = async (path: string): Promise<{ status: number; main: string; page: string }> => {
  const answer = await get(path);
  const page = answer.body.toString('utf8');
  return { status: answer.status, page, main: page.slice(page.indexOf('<main'), page.indexOf('</main>')).replace(/<!-- -->/g, '') };
};

const jsonLdOf = (page: string): Record<string, unknown>[] =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);

describe('FAQ page', () => {
  it('groups every question by topic in <details>, with FAQPage JSON-LD of the same questions', async () => {
    const { status, main, page } = await html('/faq');
    expect(status).toBe(200);
    expect(main).toContain('Häufige Fragen');
    expect(main).toContain('<summary>Wer trägt die Kosten eines Betriebsratsseminars?</summary>');
    expect(main).toContain('Welche Schulungen stehen der SBV zu?');
    const faq = jsonLdOf(page).find((entry) => entry['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((question) => question.name)).toContain('Wer trägt die Kosten eines Betriebsratsseminars?');
  });

  it('searches by GET without JavaScript: every word must match, umlauts folded; a miss says so', async () => {
    const { main } = await html('/faq?q=kosten+arbeitgeber');
    expect(main).toContain('Wer trägt die Kosten eines Betriebsratsseminars?');
    expect(main).not.toContain('Erhalte ich eine Teilnahmebescheinigung?');
    expect(main).toContain('zu „kosten arbeitgeber“ gefunden');
    const miss = await html('/faq?q=Raumfahrt');
    expect(miss.status).toBe(200);
    expect(miss.main).toContain('Keine Frage passt zu „Raumfahrt“');
    const long = await html(`/faq?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.main).toContain('höchstens 200 Zeichen');
  });
});

describe('Leitfaden pages', () => {
  it('lists the guides and opens one with its steps', async () => {
    const { status, main } = await html('/leitfaden');
    expect(status).toBe(200);
    expect(main).toContain('href="/leitfaden/leitfaden-neu-im-betriebsrat"');
    const guide = await html('/leitfaden/leitfaden-neu-im-betriebsrat');
    expect(guide.status).toBe(200);
    expect(guide.main).toContain('Leitfaden: Neu im Betriebsrat');
    expect(guide.main).toContain('Besuchen Sie zeitnah ein Grundlagenseminar');
    expect((await html('/leitfaden/gibt-es-nicht')).status).toBe(404);
  });
});

describe('downloads page', () => {
  it('filters by GET (kind, topic, text) with the filter data counts, and links PDF files that really download', async () => {
    const all = await html('/downloads');
    expect(all.status).toBe(200);
    expect(all.main).toContain('6 Downloads.');
    expect(all.main).toMatch(/<option value="pdf">PDF \(2\)<\/option>/);
    const pdfs = await html('/downloads?art=pdf&thema=&tag=&q=');
    expect(pdfs.main).toContain('2 Downloads von 6 passen');
    expect(pdfs.main).toContain('Checkliste Anhörung zur Kündigung');
    expect(pdfs.main).not.toContain('Musterbeschluss Seminarteilnahme');
    const link = /href="(\/downloads\/datei\/checkliste-anhoerung-zur-kuendigung)"/.exec(pdfs.main)?.[1];
    expect(link).toBeDefined();
    const file = await get(link ?? '');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(new Uint8Array(file.body)).replace(/\s+/g, ' ')).toContain('Checkliste Anhörung zur Kündigung');
    const word = await html('/downloads?art=docx');
    expect(word.main).not.toContain('steht noch nicht zum Download bereit');
    expect(word.main).toContain('href="/downloads/datei/musterbeschluss-seminarteilnahme"');
    const docx = await get('/downloads/datei/musterbeschluss-seminarteilnahme');
    expect(docx.status).toBe(200);
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.headers['content-disposition']).toBe(`attachment; filename="musterbeschluss-seminarteilnahme.docx"; filename*=UTF-8''musterbeschluss-seminarteilnahme.docx`);
    expect(docx.headers['cache-control']).toBe('public, max-age=300');
    expect(strFromU8(unzipSync(new Uint8Array(docx.body))['word/document.xml'] ?? new Uint8Array())).toContain('Beschluss des Betriebsrats');
    expect((await get('/downloads/datei/gibt-es-nicht')).status).toBe(404);
    // The catalogue's card states the size of the catalogue PDF a visitor then gets.
    const catalogueCard = /id="seminarkatalog-als-pdf"[^]*?<\/li>/.exec(all.main)?.[0] ?? '';
    const catalogue = await get('/downloads/datei/seminarkatalog-als-pdf');
    expect(catalogue.headers['content-type']).toBe('application/pdf');
    expect(catalogueCard).toContain(`PDF, ${fileSizeText(catalogue.body.length)}`);
    expect(catalogue.body.length).toBeGreaterThan(20 * 1024);
    const bad = await html('/downloads?art=exe');
    expect(bad.status).toBe(400);
    expect(bad.main).toContain('Bitte wählen Sie als Dateiart');
  });
});

describe('videos page', () => {
  it('shows YouTube videos as a local placeholder with a plain link, nothing embedded from outside in the HTML', async () => {
    const { status, page, main } = await html('/videos');
    expect(status).toBe(200);
    expect(main).toContain('Betriebsratswahl: der Zeitplan');
    expect(main).toContain('href="https://www.youtube.com/watch?v=Br7dEm0Wahl"');
    expect(page).not.toContain('<iframe');
    expect(page).not.toMatch(/src="https?:\/\/(?!betriebsrat\.localhost)/);
  });
});

describe('film pages (/mediathek/{id})', () => {
  it("the provider's films are linked from /videos to a page each that says how to get the film, with fitting seminars and no player", async () => {
    const videos = await html('/videos');
    expect(videos.main).toContain('href="/mediathek/za-1001"');
    expect(videos.main).not.toContain('noch nicht online verfügbar');
    const { status, page, main } = await html('/mediathek/za-1001');
    expect(status).toBe(200);
    expect(main).toMatch(/<h1[^>]*>Mitbestimmung in drei Minuten: Arbeitszeit<\/h1>/);
    expect(main).toContain('Was § 87 Abs. 1 Nr. 2 BetrVG für Schichtpläne bedeutet.');
    expect(main).toContain('3:04 Min.');
    expect(main).toContain('Online ist er nicht abrufbar; auf Anfrage senden wir ihn Ihrem Gremium gern zu.');
    expect(main).toMatch(/href="http:\/\/localhost:\d+\/service\/kontakt">Film anfragen/);
    expect(main).toContain('Seminare, in denen Sie mehr erfahren');
    expect(page).not.toMatch(/<(video|iframe|audio)/);
    expect(page).not.toContain('VideoObject');
    expect(page).toContain('<link rel="canonical" href="http://betriebsrat.localhost');
  });

  it('an unknown film answers 404 in German, and the main host has no film pages', async () => {
    const unknown = await html('/mediathek/za-9999');
    expect(unknown.status).toBe(404);
    expect(unknown.main).toContain('Diesen Film gibt es nicht.');
    expect((await get('/mediathek/za-1001', 'localhost')).status).toBe(404);
  });
});

describe('knowledge extras on the hosts', () => {
  it('belong to the works-council host only, are kept by the public page cache, and are linked in its footer with the forum', async () => {
    for (const path of ['/faq', '/leitfaden', '/downloads', '/videos', '/mediathek/za-1001']) {
      expect((await get(path, 'localhost')).status).toBe(404);
      await get(path);
      expect((await get(path)).headers['x-page-cache']).toBe('hit');
    }
    const { page } = await html('/faq');
    expect(page).toContain('href="/leitfaden"');
    expect(page).toContain(`<a href="${FORUM_URL}" rel="noopener external"`);
  });
});

describe('"Frage stellen"', () => {
  const askForm = (main: string): string | undefined => /<section[^>]*aria-labelledby="[^"]*-titel"><h2 id="[^"]*"[^>]*>Frage stellen<\/h2>.*?<\/section>/.exec(main)?.[0];

  it('puts the assistant\'s question form on the knowledge home and beside articles, to the SBV assistant beside SBV entries', async () => {
    const home = askForm((await html('/')).main);
    expect(home).toContain('action="/chatbot"');
    expect(home).toMatch(/<label for="([^"]+)">Ihre Frage<\/label><input id="\1" type="text" maxLength="500" placeholder="[^"]+" name="frage"\/>/);
    expect(askForm((await html('/fachartikel/die-erste-sitzung-nach-der-wahl')).main)).toContain('action="/chatbot"');
    expect(askForm((await html('/betriebsratslexikon/sbv/schwerbehindertenvertretung')).main)).toContain('action="/chatbot-sbv"');
  });

  it('is answered by the assistant\'s page without JavaScript', async () => {
    const { status, main } = await html(`/chatbot?frage=${encodeURIComponent('Wann muss der Betriebsrat vor einer Kündigung angehört werden?')}`);
    expect(status).toBe(200);
    expect(main).toContain('/gesetze/betrvg');
  });
});
