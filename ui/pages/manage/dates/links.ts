import { CONFERENCE_DESK_PATHS } from '../../../../application/catalogue-admin/conference-desk.port';
import { VENUE_DESK_PATHS } from '../../../../application/catalogue-admin/venue-desk.port';

/**
 * The back office's entries of this part, for its navigation (the frame is built elsewhere). A
 * date is reached from its seminar's page, so the lists are the entries.
 */
export const MANAGE_DATES_LINKS: readonly { readonly path: string; readonly label: string }[] = [
  { path: VENUE_DESK_PATHS.list, label: 'Veranstaltungsorte' },
  { path: CONFERENCE_DESK_PATHS.list, label: 'Fachtagungen' },
];
