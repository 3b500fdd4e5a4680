import { and, eq, sql, type SQL } from 'drizzle-orm';
import { events, themes } from './schema';

/**
 * What the public sees of the catalogue: a seminar that staff hid, and every date of it, or a
 * hidden date on its own, is in no list, API answer, sitemap or feed (the back office still
 * shows them). Each public read of themes or dates adds these conditions.
 */
export const publicTheme: SQL = eq(themes.published, true);

/** The date itself is published and so is its seminar (a sub-select: the query need not join themes). */
export const publicEvent: SQL = sql`(${events.published} and ${events.themeId} in (select ${themes.themeId} from ${themes} where ${themes.published}))`;

/** The events joined on a theme row already in the query: only published ones count. */
export const publicEventOf = (joined: SQL | undefined): SQL | undefined => and(joined, eq(events.published, true));
