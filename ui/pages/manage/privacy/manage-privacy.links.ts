import { MANAGE_PRIVACY_PATH } from '../../../../application/privacy/privacy.paths';

/** The back office navigation's entries of data protection. */
export const MANAGE_PRIVACY_LINKS = [{ href: MANAGE_PRIVACY_PATH, label: 'Datenschutz-Auskunft', access: 'staff' }] as const;
