import { eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { AppDatabase } from '../database';
import { serverSecrets } from '../schema';

/** Secrets every instance must share, made once by whichever instance asks first. */
export class DrizzleServerSecretRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The stored secret of that name; when there is none yet, `generate()` is stored and answered. */
  async getOrCreate(name: string, generate: () => string, now: Temporal.Instant): Promise<string> {
    // Of two instances starting together, one insert wins and both read the winner's value.
    await this.db
      .insert(serverSecrets)
      .values({ name, value: generate(), createdAt: now.toString() })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await this.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
    if (row === undefined) throw new Error(`server secret ${name} could not be stored`);
    return row.value;
  }
}
