import { CONFERENCE_DESK_PATHS } from '../../../../application/catalogue-admin/conference-desk.port';
import { VENUE_DESK_PATHS } from '../../../../application/catalogue-admin/venue-desk.port';

/**
 * The back office's entries of this part, for its navigation. A date is reached from its
 * seminar's page, so the lists are the entries.
 */
export const MANAGE_DATES_LINKS = [
  { href: VENUE_DESK_PATHS.list, label: 'Veranstaltungsorte', access: 'staff' },
  { href: CONFERENCE_DESK_PATHS.list, label: 'Fachtagungen', access: 'staff' },
] as const;
