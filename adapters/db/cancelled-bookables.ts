import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookables } from './schema';

/** The bookable is not called off: listings leave out what the provider cancelled ("abgesagt"). */
export const notCancelled = (bookableId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from ${bookables} where ${bookables.bookableId} = ${bookableId} and ${bookables.cancelledAt} is not null)`;
