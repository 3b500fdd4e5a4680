import { context, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/** The tracer of the spans this code makes itself (database, PDF, mail); Fastify's come from @fastify/otel (tracing.ts). */
const TRACER_NAME = 'ifb-seminare';

/**
 * Runs the work in a child span of whatever span is active (none is made when tracing is off:
 * the API's tracer is then a no-op). A thrown error marks the span and is passed on.
 */
export const inSpan = <A>(name: string, attributes: Attributes, work: (span: Span) => Promise<A>): Promise<A> =>
  trace.getTracer(TRACER_NAME).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });

/** The trace and span of the active span, for pino's log lines; nothing outside a trace. */
export const traceFields = (): Record<string, string> => {
  const span = trace.getSpan(context.active());
  if (span === undefined) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
};
