import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '../db/schema';
import { upcomingEvents } from '../db/cart/cart-fixtures.testing';
import { serveBuiltPages } from '../http-api/page-delivery/built-pages.testing';
import { fillGuestCart, GuestBrowser, placeGuestOrder } from '../http-api/testing/guest-browser';
import { createAppMetrics } from './app-metrics';
import { startMetricsListener, type MetricsListener } from './metrics-listener';
import { scrape, valueOf, type Sample } from './testing/scrape';

const metrics = createAppMetrics();
const app = serveBuiltPages({ metrics });
let listener: MetricsListener;

beforeAll(async () => {
  listener = await startMetricsListener(metrics.registry, { host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await listener.close();
});

const requests = (samples: readonly Sample[], labels: Readonly<Record<string, string>>): number => valueOf(samples, 'http_request_duration_seconds_count', labels);

describe('the metrics listener beside the site', () => {
  it('serves the metrics on its own loopback port; the public port answers /metrics with 404', async () => {
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const answer = await fetch(listener.url);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answer.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(listener.url.replace('/metrics', '/'))).status).toBe(404);
    for (const accept of ['text/html', 'application/json']) {
      const publicAnswer = await fetch(`${app().baseUrl}/metrics`, { headers: { accept } });
      expect(publicAnswer.status).toBe(404);
      expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('a checkout moves the order, seat and (the seminar being within the invoice lead days) invoice counters and the histogram; the seminar page is counted under its route template', async () => {
    const [theme] = await app().database.db.select({ slug: themes.slug }).from(themes).limit(1);
    const [event] = await upcomingEvents(app().database.db, 1, { isOnline: false, afterDays: 10 });
    if (theme === undefined || event === undefined) throw new Error('the demo data has no seminar with a date');
    const before = await scrape(listener.url);

    const tab = new GuestBrowser().on(app().baseUrl);
    const page = await tab.page(`/seminare/p/${theme.slug}?utm_source=test`);
    expect(page.status).toBe(200);
    expect((await fillGuestCart(tab, event.eventId, { firstname: 'Mira', lastname: 'Metrik', email: 'mira.metrik@example.org', company: 'Zähl GmbH' })).status).toBe(200);
    const order = await placeGuestOrder(tab);
    expect(order.status).toBe(200);
    const after = await scrape(listener.url);

    expect(valueOf(after, 'ifb_orders_placed_total', { kind: 'online' }) - valueOf(before, 'ifb_orders_placed_total', { kind: 'online' })).toBe(1);
    expect(valueOf(after, 'ifb_seats_booked_total') - valueOf(before, 'ifb_seats_booked_total')).toBe(1);
    const checkouts = { method: 'POST', route: '/order-api/checkout', status_class: '2xx' };
    expect(requests(after, checkouts) - requests(before, checkouts)).toBe(1);
    expect(valueOf(after, 'http_request_duration_seconds_sum', checkouts)).toBeGreaterThan(valueOf(before, 'http_request_duration_seconds_sum', checkouts));
    expect(requests(after, { method: 'GET', route: '/seminare/p/:seminar', status_class: '2xx' })).toBeGreaterThanOrEqual(1);
    // Never the raw path or its query.
    expect(after.filter((sample) => Object.values(sample.labels).some((value) => value.includes(theme.slug) || value.includes('utm_source')))).toEqual([]);
    // The public page was rendered for this request (a miss) or came from the cache (a hit).
    expect(valueOf(after, 'ifb_page_cache_requests_total') - valueOf(before, 'ifb_page_cache_requests_total')).toBe(1);
    // The mail of the order waits in the outbox (no dispatcher in this app). The gauge reads the
    // database at most once a second, so a scrape right after the one before may still show the old count.
    await expect.poll(async () => valueOf(await scrape(listener.url), 'ifb_outbox_backlog'), { timeout: 5000, interval: 250 }).toBeGreaterThan(valueOf(before, 'ifb_outbox_backlog'));
    // The seminar begins within INVOICE_LEAD_DAYS: the change of seats issues its invoice at once, after the checkout has answered.
    await expect
      .poll(async () => valueOf(await scrape(listener.url), 'ifb_invoices_issued_total') - valueOf(before, 'ifb_invoices_issued_total'), { timeout: 15_000, interval: 250 })
      .toBe(1);
  });

  it('a repeated page request comes from the page cache and is counted as a hit', async () => {
    const [theme] = await app().database.db.select({ slug: themes.slug }).from(themes).limit(1).offset(1);
    const tab = new GuestBrowser().on(app().baseUrl);
    await tab.page(`/seminare/p/${theme?.slug ?? ''}`);
    const before = await scrape(listener.url);
    expect((await tab.page(`/seminare/p/${theme?.slug ?? ''}`)).status).toBe(200);
    const after = await scrape(listener.url);
    expect(valueOf(after, 'ifb_page_cache_requests_total', { result: 'hit' }) - valueOf(before, 'ifb_page_cache_requests_total', { result: 'hit' })).toBe(1);
  });

  it('unknown paths, API or page, are counted under one label however many there are', async () => {
    const tab = new GuestBrowser().on(app().baseUrl);
    for (const path of ['/gibt-es-nicht', '/gibt/es/auch/nicht', '/api/unbekannt/123', '/%E2%9C%93?x=1']) await tab.page(path);
    const after = await scrape(listener.url);
    const routes = new Set(after.filter((sample) => sample.name === 'http_request_duration_seconds_count').map((sample) => sample.labels.route));
    expect(routes.has('(unmatched)')).toBe(true);
    expect([...routes].filter((route) => route?.includes('gibt') === true || route?.includes('unbekannt') === true)).toEqual([]);
  });

  it('the database gauges answer: the pool is absent on PGlite, the waiting-list offers about to expire are counted', async () => {
    const samples = await scrape(listener.url);
    expect(samples.some((sample) => sample.name === 'ifb_db_pool_total_connections')).toBe(false);
    expect(samples.find((sample) => sample.name === 'ifb_waitlist_offers_expiring')?.value).toBeGreaterThanOrEqual(0);
    expect(samples.find((sample) => sample.name === 'ifb_outbox_oldest_pending_age_seconds')?.value).toBeGreaterThanOrEqual(0);
  });
});
