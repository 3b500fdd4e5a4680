import type { PatchRoutesOnNavigationFunction } from 'react-router';
import type { PageContainer } from '../di/page-container';
import { familyRoutes, PAGES_ROUTE_ID } from '../routes';
import { FAMILY_NAMES, loadFamilies, type FamilyName } from './route-families';

/**
 * The rest of the route table, for a page that started with only its own families: loaded at the
 * visitor's first sign of moving on (a pointer over the page, a focus, a touch), so a navigation
 * rarely waits for it, and patched into the table at the first navigation react-router cannot
 * match for sure (it asks for every path a dynamic or catch-all route would take, too).
 */
export const routeDiscovery = (container: PageContainer, present: readonly FamilyName[]) => {
  const rest = FAMILY_NAMES.filter((name) => !present.includes(name));
  let loading: ReturnType<typeof loadFamilies> | undefined;
  const load = () => {
    loading ??= loadFamilies(rest).catch((cause: unknown) => {
      loading = undefined; // a chunk that failed to load is tried again at the next navigation
      throw cause;
    });
    return loading;
  };
  let patched = false;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
    const families = await load();
    if (patched) return;
    patched = true;
    patch(PAGES_ROUTE_ID, rest.flatMap((name) => familyRoutes(container, families, name)));
  };
  const warmUpOnIntent = (target: EventTarget) => {
    const warmUp = () => {
      void load().catch(() => undefined);
    };
    for (const type of ['pointerover', 'focusin', 'touchstart']) target.addEventListener(type, warmUp, { once: true, passive: true });
  };
  return { patchRoutesOnNavigation, warmUpOnIntent };
};
