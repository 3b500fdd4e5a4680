import type { Site } from '../../domain/site/site';
import { SISTER_ORIGIN, SITE } from '../di/ui.tokens';
import { useService } from '../di/services-context';

/** Which site variant the page belongs to: the navigation, search and popups differ by it. */
export const useSite = (): Site => useService(SITE);

/** Where the other site variant is reached ('' only for a page rendered before the server said so). */
export const useSisterOrigin = (): string => useService(SISTER_ORIGIN);
