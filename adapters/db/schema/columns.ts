import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, for the german full text search of the catalogue. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
