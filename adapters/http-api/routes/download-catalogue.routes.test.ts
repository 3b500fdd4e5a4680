import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from '../../pdf/testing/pdf-text';
import { TEST_NOW } from '../testing/test-app';
import { serveTestApp } from '../testing/serve-test-app';

const app = serveTestApp();

const CATALOGUE = '/downloads/datei/seminarkatalog-als-pdf';

interface EventItem {
  readonly startDate: string;
  readonly endDate: string;
  readonly theme: { readonly slug: string; readonly title: string };
  readonly priceLabel: string;
  readonly listingPrice: number;
}

const json = async <T>(path: string): Promise<T> => (await (await fetch(`${app().baseUrl}${path}`)).json()) as T;

/** dd.mm.yyyy of an ISO instant's Berlin day, as the site prints dates. */
const berlinDay = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** As the PDF text reads after its spaces are folded (Intl puts a no-break space before '€'). */
const euro = (cents: number): string => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');

const catalogue = async (): Promise<{ readonly answer: Response; readonly bytes: Uint8Array; readonly text: string }> => {
  const answer = await fetch(`${app().baseUrl}${CATALOGUE}`);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  if (process.env.CATALOGUE_PDF_OUT !== undefined) writeFileSync(process.env.CATALOGUE_PDF_OUT, bytes);
  return { answer, bytes, text: pdfText(bytes).replace(/\s+/g, ' ') };
};

describe('GET /downloads/datei/seminarkatalog-als-pdf: the seminar catalogue of the year ahead', () => {
  it('is a PDF of several pages with the year, the provider and every rubric that has seminars', async () => {
    const { answer, bytes, text } = await catalogue();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename="seminarkatalog.pdf"/);
    expect(pdfPageCount(bytes)).toBeGreaterThan(1);
    expect(text).toContain('Seminarkatalog 2026/2027');
    expect(text).toContain('ifb Seminare GmbH');
    expect(text).toContain('Seite 2 von');
    const rubrics = await json<{ name: string; slug: string }[]>('/api/get-rubrics');
    const themes = await json<{ rubric: { slug: string } }[]>('/api/themes');
    const withSeminars = rubrics.filter((rubric) => themes.some((theme) => theme.rubric.slug === rubric.slug));
    expect(withSeminars.length).toBeGreaterThan(1);
    for (const rubric of withSeminars) expect(text, rubric.name).toContain(rubric.name);
  });

  it("prints a seminar's next date with its price as the listing shows it, and its address on the main host", async () => {
    const { text } = await catalogue();
    const { items } = await json<{ items: EventItem[] }>('/api/events?sort=date&pageSize=1');
    const [next] = items;
    if (next === undefined) throw new Error('no upcoming date in the demo catalogue this year');
    expect(text).toContain(next.theme.title);
    expect(text).toContain(berlinDay(next.startDate));
    expect(text).toContain(`${next.priceLabel} ${euro(next.listingPrice)}`);
    expect(text).toContain('zzgl. MwSt.');
    expect(text).toContain(`http://localhost/seminare/p/${next.theme.slug}`);
  });

  it('prints no date before today (only a series that starts within the year may end after it)', async () => {
    const { text } = await catalogue();
    const today = TEST_NOW.toZonedDateTimeISO('Europe/Berlin').toPlainDate();
    const printed = [...text.matchAll(/\b(\d{2})\.(\d{2})\.(\d{4})\b/g)].map(([, day, month, year]) => `${String(year)}-${String(month)}-${String(day)}`);
    expect(printed.length).toBeGreaterThan(1);
    // The "Stand" line is today; every date of a seminar lies after it.
    for (const date of printed) expect(date >= today.toString(), date).toBe(true);
    const starts = [...text.matchAll(/Termin Zeit Ort Preis (\d{2})\.(\d{2})\.(\d{4})/g)].map(([, day, month, year]) => `${String(year)}-${String(month)}-${String(day)}`);
    expect(starts.length).toBeGreaterThan(10);
    for (const start of starts) expect(start <= '2027-11-21', start).toBe(true);
  });

  it('the size the downloads card states is the size of the file a visitor gets', async () => {
    const { bytes } = await catalogue();
    const item = await json<{ details: { sizeBytes: number; fileName: string } }>('/api/content/download/seminarkatalog-als-pdf');
    expect(item.details.fileName).toBe('seminarkatalog.pdf');
    expect(item.details.sizeBytes).toBe(bytes.length);
  });
});
