/** The rxjs stores the header and the first-add notice use: one chunk, loaded after the first paint (./header-stores.ts). */
export { createFlyoutStore } from './flyout-store';
export { createMobileMenuStore } from './mobile-menu-store';
export { createFirstAddNoticeStore } from './popover-notice-store';
export { createPopoverStore } from './popover-store';
export { createSearchStore } from './search-store';
