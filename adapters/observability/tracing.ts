import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';

export interface Tracing {
  /** Registered first on the server: a span per request, named by the route template. */
  readonly plugin: FastifyPluginCallback;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Where the spans go: the OTLP exporter in production (batched as OTEL_BSP_* say), an in-memory one in the tests. */
  readonly export: { readonly exporter: SpanExporter } | { readonly processors: readonly SpanProcessor[] };
  readonly serviceName?: string;
  /** The name of a request's span: the method and the route template (http-metrics.ts). */
  readonly routeOf: (request: FastifyRequest) => string;
}

/**
 * OpenTelemetry's Node SDK with Fastify's own instrumentation. The SDK owns the global tracer
 * provider and the async-context manager, so the spans made below (database, PDF, mail) nest under
 * the request's span. Lifecycle hooks get no span each (a dozen per request would bury the
 * interesting ones); the handler does.
 */
export const startTracing = ({ export: destination, serviceName = 'ifb-seminare', routeOf }: TracingOptions): Tracing => {
  const instrumentation = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${routeOf(request)}`);
    },
  });
  const sdk = new NodeSDK({
    serviceName,
    ...('exporter' in destination ? { traceExporter: destination.exporter } : { spanProcessors: [...destination.processors] }),
    instrumentations: [instrumentation],
    // Metrics go to Prometheus (app-metrics.ts), logs to pino's stdout: the SDK sends traces only.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { plugin: instrumentation.plugin(), shutdown: () => sdk.shutdown() };
};

/**
 * Tracing as the environment asks for it: on when OTEL_EXPORTER_OTLP_ENDPOINT is set (the
 * exporter reads it and the other OTEL_* settings itself), off otherwise.
 */
export const tracingFromEnv = (env: NodeJS.ProcessEnv, routeOf: TracingOptions['routeOf']): Tracing | undefined => {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (endpoint === undefined || endpoint === '') return undefined;
  return startTracing({ export: { exporter: new OTLPTraceExporter() }, serviceName: env.OTEL_SERVICE_NAME ?? 'ifb-seminare', routeOf });
};

