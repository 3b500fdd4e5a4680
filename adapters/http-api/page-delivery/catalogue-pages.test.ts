import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../../domain/text/slug';
import { serveBuiltPages } from './built-pages.testing';

const app = serveBuiltPages();

interface ThemeSummary {
  readonly slug: string;
  readonly title: string;
  readonly tags: readonly string[];
  readonly upcomingEvents: number;
  readonly rubric: { readonly slug: string; readonly name: string };
}
interface ListItem {
  readonly eventId: number;
  readonly kind: 'online' | 'presence' | 'series';
  readonly locationText: string;
  readonly priceLabel: 'Preis ab' | 'Preis';
  readonly listingPrice: number;
  readonly venue: { readonly name: string; readonly postalCode: string; readonly city: string } | null;
  readonly theme: { readonly slug: string; readonly title: string };
}
interface ThemeDetail extends ThemeSummary {
  readonly events: readonly ListItem[];
}

let themes: readonly ThemeSummary[];
/** A seminar with presence and online dates, so its JSON-LD has both kinds of location. */
let seminar: ThemeDetail;

beforeAll(async () => {
  themes = (await (await fetch(`${app().baseUrl}/api/themes`)).json()) as ThemeSummary[];
  for (const theme of themes.filter((candidate) => candidate.upcomingEvents > 1)) {
    const detail = (await (await fetch(`${app().baseUrl}/api/themes/${theme.slug}`)).json()) as ThemeDetail;
    if (detail.events.some((event) => event.venue === null) && detail.events.some((event) => event.venue !== null)) {
      seminar = detail;
      break;
    }
  }
}, 120_000);

const page = async (path: string) => {
  const response = await fetch(`${app().baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

const api = async <A,>(path: string): Promise<A> => (await (await fetch(`${app().baseUrl}${path}`)).json()) as A;

const canonicalOf = (html: string): string | undefined => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

const jsonLdOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? 'null') as unknown);

const euro = (cents: number): string =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('catalogue pages', () => {
  it('answer every page type with 200, its own canonical URL and a German title', async () => {
    const [location] = await api<{ locationId: number; name: string }[]>('/api/get-locations');
    const [hotel] = await api<{ hotelId: number; name: string }[]>('/api/get-hotels');
    const [conference] = await api<{ url: string }[]>('/api/get-conferences');
    const rubric = themes[0]?.rubric.slug ?? '';
    const topic = slugify(themes[0]?.tags[0] ?? '');
    const paths = [
      '/',
      '/seminare',
      '/seminare/veranstaltungen',
      '/seminare/rubrik',
      `/seminare/r/${rubric}`,
      `/seminare/t/${topic}`,
      '/seminare/p',
      `/seminare/p/${seminar.slug}`,
      `/seminare/p/${seminar.slug}/termine`,
      `/seminare/p/${seminar.slug}/inhouse`,
      `/seminare/p/${seminar.slug}/starterpaket`,
      `/seminare/p/${seminar.slug}/erlebnis`,
      `/standorte/${slugify(location?.name ?? '')}-${String(location?.locationId)}`,
      `/standorte/hotel/${slugify(hotel?.name ?? '')}-${String(hotel?.hotelId)}`,
      `/fachtagung/${conference?.url ?? ''}`,
    ];
    for (const path of paths) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(canonicalOf(html)).toBe(`${app().baseUrl}${path}`);
      expect(html).toMatch(/<title>[^<]*\| ifb Seminare<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    }
  });

  it('answer unknown seminars, sub-pages, rubrics, topics, places, venues and conferences with 404', async () => {
    for (const path of [
      '/seminare/p/kein-solches-seminar',
      `/seminare/p/${seminar.slug}/gibt-es-nicht`,
      '/seminare/r/keine-rubrik',
      '/seminare/t/kein-thema',
      '/standorte/nirgendwo-999999',
      '/standorte/ohne-nummer',
      '/standorte/hotel/kein-hotel-999999',
      '/fachtagung/keine-tagung',
    ]) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('redirect a place or venue under a wrong name but the right id with 301 to its URL', async () => {
    const [location] = await api<{ locationId: number; name: string }[]>('/api/get-locations');
    const [hotel] = await api<{ hotelId: number; name: string }[]>('/api/get-hotels');
    const place = await page(`/standorte/alter-name-${String(location?.locationId)}?page=2`);
    expect(place.status).toBe(301);
    expect(place.headers.get('location')).toBe(`/standorte/${slugify(location?.name ?? '')}-${String(location?.locationId)}?page=2`);
    const venue = await page(`/standorte/hotel/${String(hotel?.hotelId)}`);
    expect(venue.status).toBe(301);
    expect(venue.headers.get('location')).toBe(`/standorte/hotel/${slugify(hotel?.name ?? '')}-${String(hotel?.hotelId)}`);
  });

  it('describe a seminar as a schema.org Course with one CourseInstance per date, offers in EUR and a place or virtual location', async () => {
    const { html } = await page(`/seminare/p/${seminar.slug}/termine`);
    const [course] = jsonLdOf(html) as {
      '@type': string;
      name: string;
      hasCourseInstance: {
        '@type': string;
        startDate: string;
        offers: { price: string; priceCurrency: string };
        eventAttendanceMode: string;
        location: { '@type': string; address?: { postalCode: string; addressLocality: string } };
      }[];
    }[];
    expect(course?.['@type']).toBe('Course');
    expect(course?.name).toBe(seminar.title);
    expect(course?.hasCourseInstance).toHaveLength(seminar.events.length);
    seminar.events.forEach((event, index) => {
      const instance = course?.hasCourseInstance[index];
      expect(instance?.['@type']).toBe('CourseInstance');
      expect(instance?.offers).toMatchObject({ priceCurrency: 'EUR', price: (event.listingPrice / 100).toFixed(2) });
      if (event.venue === null) {
        expect(instance?.location['@type']).toBe('VirtualLocation');
        expect(instance?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
      } else {
        expect(instance?.location).toMatchObject({
          '@type': 'Place',
          address: { postalCode: event.venue.postalCode, addressLocality: event.venue.city },
        });
      }
    });
  });

  it('list every date of a seminar with kind, location text, dd.mm.yyyy and HH:MM, price label and the cart and wishlist buttons', async () => {
    const { html } = await page(`/seminare/p/${seminar.slug}/termine`);
    const cards = html.split('<li class=').slice(1).filter((card) => card.includes('In den Warenkorb'));
    expect(cards).toHaveLength(seminar.events.length);
    const kinds = { online: 'Online-Seminar', presence: 'Präsenzseminar', series: 'Ausbildung' };
    seminar.events.forEach((event, index) => {
      const card = cards[index] ?? '';
      expect(card).toMatch(/\d{2}\.\d{2}\.\d{4}/);
      expect(card).toMatch(/\d{2}:\d{2} – \d{2}:\d{2} Uhr/);
      expect(card).toContain(kinds[event.kind]);
      expect(card).toContain(event.locationText.replace(/&/g, '&amp;'));
      expect(card).toContain(`<small>${event.priceLabel}</small><strong>${euro(event.listingPrice)}</strong>`);
      expect(card).toContain('action="/meinifb/merkliste"');
      expect(card).toContain('Merken: ');
    });
  });

  it('keep the filters of the event list in the URL: a theme filter shows only that seminar\'s dates, paged', async () => {
    const { html } = await page(`/seminare/veranstaltungen?theme=${seminar.slug}`);
    const titles = [...html.matchAll(/<h2 class="[^"]*"><a href="\/seminare\/p\/([^"]+)"/g)].map((match) => match[1]);
    expect(titles).toHaveLength(Math.min(seminar.events.length, 20));
    expect(new Set(titles)).toEqual(new Set([seminar.slug]));
    const next = await page('/seminare/veranstaltungen?kind=online&page=2');
    expect(next.html).toContain('Seite 2 von');
    expect(next.html).toContain('href="/seminare/veranstaltungen?kind=online&amp;page=1"');
    // The numbers: the first, the current with its neighbours, the last; the current one marked.
    expect(next.html).toMatch(/<a aria-current="page" aria-label="Seite 2" href="\/seminare\/veranstaltungen\?kind=online&amp;page=2"/);
    const last = Number(/Seite 2 von (\d+)/.exec(next.html)?.[1]);
    expect(next.html).toContain(`aria-label="Seite ${String(last)}"`);

    // A page past the last (an old link): the last page, not 'Seite 99 von …' with nothing on it.
    const beyond = await page('/seminare/veranstaltungen?kind=online&page=999');
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get('location')).toBe(`/seminare/veranstaltungen?kind=online&page=${String(last)}`);
  });

  it('answer an empty filter result with the nearest dates: the same seminar in another month, linked to all of them', async () => {
    const presence = seminar.events.filter((event) => event.kind === 'presence');
    const { html } = await page(`/seminare/veranstaltungen?theme=${seminar.slug}&kind=presence&from=2030-01-07&to=2030-01-07`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<!-- -->/g, '');
    expect(main).toContain('Zu Ihrer Suche gibt es leider keine Termine. Diese liegen ihr am nächsten:');
    // No empty list for the dates that were asked for.
    expect(main.match(/<ol /g)).toHaveLength(1);
    // Without the time span there are dates; without the form there are none in that week either.
    expect(main.match(/<h2 id="naechste-termine-\d">[^<]+<\/h2>/g)).toEqual(['<h2 id="naechste-termine-0">Dieselben Seminare zu anderen Terminen</h2>']);
    const cards = [...main.matchAll(/<h2 class="[^"]*"><a href="\/seminare\/p\/([^"]+)"/g)].map((match) => match[1]);
    expect(cards).toEqual(presence.slice(0, 3).map(() => seminar.slug));
    if (presence.length > 3) {
      expect(main).toContain(`href="/seminare/veranstaltungen?kind=presence&amp;theme=${seminar.slug}&amp;page=1" data-discover="true">Alle ${String(presence.length)} Termine anzeigen</a>`);
    }

    const nothingNear = await page('/seminare/veranstaltungen?q=Quantenchromodynamik&city=Hamburg');
    expect(nothingNear.html).toContain('Zu Ihrer Suche gibt es leider keine Termine. Versuchen Sie es mit weniger Filtern.');
    expect(nothingNear.html).not.toContain('naechste-termine');
  });

  it('show a rubric with its seminars and a topic with the seminars carrying it', async () => {
    const theme = themes[0];
    const rubric = await page(`/seminare/r/${theme?.rubric.slug ?? ''}`);
    const inRubric = themes.filter((candidate) => candidate.rubric.slug === theme?.rubric.slug);
    for (const candidate of inRubric) expect(rubric.html).toContain(`href="/seminare/p/${candidate.slug}"`);
    const tag = theme?.tags[0] ?? '';
    const topic = await page(`/seminare/t/${slugify(tag)}`);
    const withTag = themes.filter((candidate) => candidate.tags.includes(tag));
    expect(topic.html.match(/<article/g)).toHaveLength(withTag.length);
  });

  it('break long titles at syllables (soft hyphens in the heading and the cards), never in <title>, meta data, JSON-LD or the API', async () => {
    const long = themes.find((theme) => theme.title.split(' ').some((word) => word.length >= 12) && theme.upcomingEvents > 0);
    if (long === undefined) throw new Error('the demo catalogue has a seminar with a long word in its title');
    expect(long.title).not.toContain('\u00AD');
    const { html } = await page(`/seminare/p/${long.slug}/termine`);
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(heading).toContain('\u00AD');
    expect(heading.replaceAll('\u00AD', '')).toBe(long.title.replace(/&/g, '&amp;'));
    const [card] = html.split('<li class=').slice(1).filter((item) => item.includes('In den Warenkorb'));
    expect(/<h3[^>]*><a[^>]*>([^<]*)<\/a>/.exec(card ?? '')?.[1]).toContain('\u00AD');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('\u00AD');
    expect(JSON.stringify(jsonLdOf(html))).not.toContain('\u00AD');
    // Buttons name the date as written (a screen reader reads the name, the eye the heading).
    expect(html).toContain(`Merken: ${long.title.replace(/&/g, '&amp;')}`);
  });

  it('link each seminar page to its PDFs', async () => {
    const { html } = await page(`/seminare/p/${seminar.slug}/termine`);
    expect(html).toContain(`href="/seminare/p-pdf/${seminar.slug}"`);
    expect(html).toContain(`href="/seminare/pdf/${String(seminar.events[0]?.eventId)}"`);
    const pdf = await fetch(`${app().baseUrl}/seminare/p-pdf/${seminar.slug}`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });
});
