import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { RateLimitRepository } from '../../../application/accounts/rate-limit.repository';
import type { AppDatabase } from '../database';
import { rateLimits } from '../schema';

/**
 * Buckets name an e-mail address or an IP address; the table keeps the rule's name and a
 * SHA-256 of the bucket instead, so it holds no personal data.
 */
export const storedBucket = (bucket: string): string => {
  const colon = bucket.indexOf(':');
  const rule = colon < 0 ? bucket : bucket.slice(0, colon);
  return `${rule}:${createHash('sha256').update(bucket).digest('hex')}`;
};

/** Fixed-window counters over Drizzle: one upsert per hit, so concurrent instances add up exactly. */
export class DrizzleRateLimitRepository implements RateLimitRepository {
  constructor(private readonly db: AppDatabase) {}

  async count(bucket: string, windowStart: Temporal.Instant): Promise<number> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, storedBucket(bucket)), eq(rateLimits.windowStart, windowStart.toString())))
      .limit(1);
    return row?.hits ?? 0;
  }

  async increment(bucket: string, windowStart: Temporal.Instant): Promise<number> {
    const [row] = await this.db
      .insert(rateLimits)
      .values({ bucket: storedBucket(bucket), windowStart: windowStart.toString(), hits: 1 })
      .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
      .returning({ hits: rateLimits.hits });
    if (row === undefined) throw new Error('upsert into rate_limits returned no row');
    return row.hits;
  }

  async deleteBefore(windowStart: Temporal.Instant): Promise<number> {
    const deleted = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, windowStart.toString()))
      .returning({ bucket: rateLimits.bucket });
    return deleted.length;
  }
}
