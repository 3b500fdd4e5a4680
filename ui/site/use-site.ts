import type { Site } from '../../domain/site/site';
import { SITE } from '../di/ui.tokens';
import { useService } from '../di/services-context';

/** Which site variant the page belongs to: the navigation, search and popups differ by it. */
export const useSite = (): Site => useService(SITE);
