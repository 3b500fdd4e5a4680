/**
 * The figures of Lighthouse runs, summed up per page for bench:lighthouse. A run that gave no
 * figure (no result, a runtime error, no score, an audit without a numericValue) is counted as
 * failed with its reason, never as NaN: the medians are over the runs that worked, and the line
 * says how many those were.
 */

/** The audits bench:lighthouse reports, in the order of its table. */
export const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

type Metric = keyof typeof METRIC_AUDITS;

export type Measured = { readonly score: number } & Readonly<Record<Metric, number>>;

export type RunOutcome = { readonly ok: true; readonly measured: Measured } | { readonly ok: false; readonly reason: string };

/** The part of a Lighthouse result (LHR) read here. */
export interface LighthouseReport {
  readonly runtimeError?: { readonly code?: string; readonly message?: string } | undefined;
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number | undefined; readonly errorMessage?: string | undefined } | undefined>>;
}

/** One run's figures, or why it has none. `report` undefined: Lighthouse gave no result. */
export const outcomeOf = (report: LighthouseReport | undefined): RunOutcome => {
  if (report === undefined) return { ok: false, reason: 'no result' };
  if (report.runtimeError !== undefined) return { ok: false, reason: report.runtimeError.message ?? report.runtimeError.code ?? 'runtime error' };
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') return { ok: false, reason: 'no performance score' };
  const metrics: Partial<Record<Metric, number>> = {};
  for (const [metric, id] of Object.entries(METRIC_AUDITS) as [Metric, string][]) {
    const audit = report.audits[id];
    const value = audit?.numericValue;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, reason: `${id}: ${audit?.errorMessage ?? 'no value'}` };
    metrics[metric] = value;
  }
  return { ok: true, measured: { score: Math.round(score * 100), ...(metrics as Record<Metric, number>) } };
};

/** The middle value (the upper of the two middle ones for an even count); undefined for none. */
export const median = (numbers: readonly number[]): number | undefined => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** A table row of one page: the medians of the runs that worked, how many worked, and why the others failed. */
export const summaryRow = (page: string, outcomes: readonly RunOutcome[]): string => {
  const worked = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.measured] : []));
  const reasons = [...new Set(outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.reason])))];
  const failed = reasons.length === 0 ? '' : `failed: ${reasons.join('; ')}`;
  const runs = `${String(worked.length)}/${String(outcomes.length)}${failed === '' ? '' : ` (${failed})`}`;
  const of = (key: keyof Measured, digits: number): string => median(worked.map((m) => m[key]))?.toFixed(digits) ?? '–';
  if (worked.length === 0) return `| ${page} | ${failed} | – | – | – | – | ${runs} |`;
  return `| ${page} | ${of('score', 0)} | ${of('fcp', 0)} | ${of('lcp', 0)} | ${of('tbt', 0)} | ${of('cls', 3)} | ${runs} |`;
};

export const SUMMARY_HEADER = ['| page | score | FCP ms | LCP ms | TBT ms | CLS | runs ok |', '|---|---|---|---|---|---|---|'];
