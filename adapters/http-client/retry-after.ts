/**
 * Seconds to wait from a Retry-After header (RFC 9110 §10.2.3): either delay-seconds or an
 * HTTP-date, which needs "now". Undefined when there is no header or it cannot be read.
 */
export const parseRetryAfter = (header: string | null, nowMs: number): number | undefined => {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // Every HTTP-date form starts with the day name; Date.parse alone would take '-5' as a year.
  const at = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
};
