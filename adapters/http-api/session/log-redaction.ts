import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's request log never contains bodies, and the routes log none. Should anyone ever log a
 * body, a form or a header object, these paths are censored all the same.
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  'password',
  '*.password',
  '*.*.password',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers["x-xsrf-token"]',
];

type LoggerOption = FastifyServerOptions['logger'];

/** The logger configuration with these paths added to any redaction the caller configured. */
export const withRedaction = (logger: LoggerOption): LoggerOption => {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return { redact: { paths: [...REDACTED_LOG_PATHS], censor: '[redacted]' } };
  const given = logger.redact;
  const paths = given === undefined ? [] : Array.isArray(given) ? given : given.paths;
  const options = given === undefined || Array.isArray(given) ? {} : given;
  return { ...logger, redact: { censor: '[redacted]', ...options, paths: [...new Set([...paths, ...REDACTED_LOG_PATHS])] } };
};
