import { REQUESTS_PATHS } from '../../../../application/requests/requests.paths';

/** The back office navigation's entry for the request inbox (the frame's nav lists it). */
export const MANAGE_REQUESTS_LINKS = [{ href: REQUESTS_PATHS.list, label: 'Anfragen', access: 'staff' }] as const;
