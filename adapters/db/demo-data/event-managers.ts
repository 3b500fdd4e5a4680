import type { eventManagers } from '../schema';
import { EVENT_MANAGERS } from './people';
import { slugify } from '../../../domain/text/slug';

export type EventManagerRow = Readonly<typeof eventManagers.$inferInsert>;

/** Invented direct dials in one Berlin block, one per manager. */
const PHONE_BLOCK = '030 23125-';
const FIRST_EXTENSION = 101;

/** Every event manager as a contact person: a direct dial and an example.org address. */
export const eventManagerRows = (): readonly EventManagerRow[] =>
  EVENT_MANAGERS.map((name, index) => ({
    managerId: index + 1,
    name,
    phone: `${PHONE_BLOCK}${String(FIRST_EXTENSION + index)}`,
    email: `${slugify(name).replaceAll('-', '.')}@example.org`,
  }));
