import { describe, expect, it } from 'vitest';
import { median, outcomeOf, summaryRow, type LighthouseReport, type RunOutcome } from './lighthouse-runs';

const report = (overrides: Partial<LighthouseReport> = {}, values: Readonly<Record<string, number | undefined>> = {}): LighthouseReport => ({
  categories: { performance: { score: 0.87 } },
  audits: {
    'first-contentful-paint': { numericValue: values.fcp ?? 1200.4 },
    'largest-contentful-paint': { numericValue: values.lcp ?? 2100.6 },
    'total-blocking-time': { numericValue: values.tbt ?? 150 },
    'cumulative-layout-shift': { numericValue: values.cls ?? 0.0123 },
  },
  ...overrides,
});

const ok = (fcp: number): RunOutcome => outcomeOf(report({}, { fcp }));

describe('Lighthouse runs, summed up per page', () => {
  it('reads a run that worked: score in percent, the four figures', () => {
    expect(outcomeOf(report())).toEqual({ ok: true, measured: { score: 87, fcp: 1200.4, lcp: 2100.6, tbt: 150, cls: 0.0123 } });
  });

  it('counts a run without result, with a runtime error, without score or with an audit without numericValue as failed, with the reason', () => {
    expect(outcomeOf(undefined)).toEqual({ ok: false, reason: 'no result' });
    expect(outcomeOf(report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toEqual({
      ok: false,
      reason: 'The page did not paint any content.',
    });
    expect(outcomeOf(report({ categories: { performance: { score: null } } }))).toEqual({ ok: false, reason: 'no performance score' });
    const noLcp = report();
    expect(outcomeOf({ ...noLcp, audits: { ...noLcp.audits, 'largest-contentful-paint': { errorMessage: 'NO_LCP' } } })).toEqual({
      ok: false,
      reason: 'largest-contentful-paint: NO_LCP',
    });
    expect(outcomeOf({ ...noLcp, audits: { ...noLcp.audits, 'total-blocking-time': undefined } })).toEqual({ ok: false, reason: 'total-blocking-time: no value' });
  });

  it('the medians are over the runs that worked, the row says how many of how many and why the others failed; never NaN', () => {
    const row = summaryRow('home', [ok(1000), { ok: false, reason: 'no result' }, ok(3000), ok(2000), { ok: false, reason: 'no result' }]);
    expect(row).toBe('| home | 87 | 2000 | 2101 | 150 | 0.012 | 3/5 (failed: no result) |');
    expect(row).not.toContain('NaN');
  });

  it('a page whose every run failed says so instead of figures', () => {
    const row = summaryRow('cart', [{ ok: false, reason: 'no result' }, { ok: false, reason: 'no performance score' }]);
    expect(row).toBe('| cart | failed: no result; no performance score | – | – | – | – | 0/2 (failed: no result; no performance score) |');
    expect(row).not.toContain('NaN');
  });

  it('the median of none is undefined, of an even count the upper middle', () => {
    expect(median([])).toBeUndefined();
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
