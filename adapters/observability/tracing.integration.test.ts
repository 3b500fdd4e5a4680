import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingEvents } from '../db/cart/cart-fixtures.testing';
import { fillGuestCart, GuestBrowser, placeGuestOrder } from '../http-api/testing/guest-browser';
import { serveTestApp } from '../http-api/testing/serve-test-app';
import { routeLabelOf } from './http-metrics';
import { startTracing } from './tracing';

const exporter = new InMemorySpanExporter();
const tracing = startTracing({ export: { processors: [new SimpleSpanProcessor({ exporter })] }, routeOf: routeLabelOf });
const logLines: string[] = [];
const app = serveTestApp({
  tracing,
  logger: {
    level: 'info',
    stream: {
      write: (line: string) => {
        logLines.push(line);
      },
    },
  },
});

beforeAll(() => {
  app().database.traceQueries();
});

afterAll(async () => {
  await tracing.shutdown();
});

const idOf = (span: ReadableSpan): string => span.spanContext().spanId;
const parentOf = (span: ReadableSpan): string | undefined => span.parentSpanContext?.spanId;

/** The chain of names from the span up to its trace's root. */
const ancestry = (span: ReadableSpan, spans: readonly ReadableSpan[]): readonly string[] => {
  const byId = new Map(spans.map((candidate) => [idOf(candidate), candidate]));
  const names: string[] = [];
  for (let current: ReadableSpan | undefined = span; current !== undefined; current = byId.get(parentOf(current) ?? '')) names.push(current.name);
  return names;
};

describe('OpenTelemetry traces of a checkout (in-memory exporter)', () => {
  it('the request span is named by its route template; under it the transaction, and under that the mail queued in it; the log lines carry the trace id', async () => {
    const [event] = await upcomingEvents(app().database.db, 1, { isOnline: false, afterDays: 20 });
    if (event === undefined) throw new Error('the demo data has no date to book');
    const tab = new GuestBrowser().on(app().baseUrl);
    expect((await fillGuestCart(tab, event.eventId, { firstname: 'Tara', lastname: 'Trace', email: 'tara.trace@example.org', company: 'Spur AG' })).status).toBe(200);
    exporter.reset();
    expect((await placeGuestOrder(tab)).status).toBe(200);

    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'POST /order-api/checkout');
    expect(request, spans.map((span) => span.name).join(', ')).toBeDefined();
    const trace = spans.filter((span) => span.spanContext().traceId === request?.spanContext().traceId);
    const enqueue = trace.find((span) => span.name === 'mail enqueue' && span.attributes['ifb.mail.kind'] === 'order_confirmation');
    if (enqueue === undefined) throw new Error(`no mail enqueue in the checkout's trace: ${trace.map((span) => span.name).join(', ')}`);
    const chain = ancestry(enqueue, trace);
    expect(chain[0]).toBe('mail enqueue');
    expect(chain.at(-1)).toBe('POST /order-api/checkout');
    expect(chain.indexOf('db transaction')).toBeGreaterThan(0);
    // The statements of the transaction are its children, with their SQL but not their values.
    const statements = trace.filter((span) => parentOf(span) === idOf(trace.find((span) => span.name === 'db transaction') ?? request!));
    expect(statements.some((span) => span.name === 'db INSERT' && String(span.attributes['db.query.text']).includes('"orders"'))).toBe(true);
    expect(JSON.stringify(trace.map((span) => span.attributes))).not.toContain('tara.trace@example.org');

    const traceId = request?.spanContext().traceId ?? '';
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.trace_id === traceId);
    expect(lines.map((line) => line.msg)).toContain('request completed');
  });

  it('an unknown path is one span name, not one per path', async () => {
    exporter.reset();
    for (const path of ['/gibt-es-nicht-1', '/api/gibt-es-nicht-2']) await fetch(`${app().baseUrl}${path}`, { headers: { accept: 'application/json' } });
    const roots = exporter.getFinishedSpans().filter((span) => parentOf(span) === undefined);
    expect(roots.map((span) => span.name)).toEqual(['GET (unmatched)', 'GET (unmatched)']);
  });
});
