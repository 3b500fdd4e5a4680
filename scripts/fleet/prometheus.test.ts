import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ALERT_RULES_FILE, prometheusConfig } from './prometheus';

describe('the fleet Prometheus configuration', () => {
  it('scrapes every instance metrics listener on loopback every 15 s and loads the alert rules of the repository', () => {
    const config = prometheusConfig([9464, 9465, 9466]);
    expect(config).toContain('scrape_interval: 15s');
    expect(config).toContain(`  - ${JSON.stringify(ALERT_RULES_FILE)}`);
    expect(config).toContain('job_name: ifb-seminare');
    expect(config).toContain('metrics_path: /metrics');
    expect(config.match(/^ {10}- 127\.0\.0\.1:(\d+)$/gm)).toEqual(['          - 127.0.0.1:9464', '          - 127.0.0.1:9465', '          - 127.0.0.1:9466']);
  });

  it('the alert rules cover 5xx rate, p99 per route, outbox backlog, pool waiting, failing jobs and offers about to expire', async () => {
    const rules = await readFile(ALERT_RULES_FILE, 'utf8');
    for (const metric of [
      'status_class="5xx"',
      'histogram_quantile(0.99, sum by (route, le)',
      'ifb_outbox_backlog',
      'ifb_db_pool_waiting_requests',
      'ifb_scheduled_job_runs_total{outcome="failure"}',
      'ifb_waitlist_offers_expiring',
    ]) {
      expect(rules).toContain(metric);
    }
  });
});
