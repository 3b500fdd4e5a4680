import { data } from 'react-router';
import { ADMIN_MESSAGES } from '../../../application/admin/messages';

/** JSON-safe page data, as it travels to the browser for hydration. */
export interface AccessDeniedPageData {
  readonly message: string;
}

/** Answers 403 with the page, not an error boundary: the denial is the page's content. */
export const accessDeniedLoader = () => data<AccessDeniedPageData>({ message: ADMIN_MESSAGES.adminsOnly }, { status: 403 });
