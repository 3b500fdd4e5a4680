import type { RouteObject } from 'react-router';
import { BACK_OFFICE_FRAME } from '../../layout/frame-handle';
import { withModules } from '../../routing/page-chunks';

/**
 * The back office's pages inside its frame: a layout route without a path of its own, its
 * component loaded with the pages (the server preloads it and links its styles). A refusal (403,
 * 401) or an error of a page shows inside the frame, so it keeps its main landmark.
 */
export const inManageFrame = (children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const frame = await import('./ManageFrame');
    return { Component: frame.ManageFrame, ErrorBoundary: frame.ManageFrameError };
  },
  handle: withModules(BACK_OFFICE_FRAME, 'ui/pages/manage/ManageFrame.tsx'),
  children,
});
