import type { RouteObject } from 'react-router';
import { BACK_OFFICE_FRAME } from '../../layout/frame-handle';
import { withModules } from '../../routing/page-chunks';

/**
 * The back office's pages inside its frame: a layout route without a path of its own, its
 * component loaded with the pages (the server preloads it and links its styles).
 */
export const inManageFrame = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./ManageFrame')).ManageFrame }),
  handle: withModules(BACK_OFFICE_FRAME, 'ui/pages/manage/ManageFrame.tsx'),
  children,
});
