import type { NavigationItem } from '../../../domain/navigation/navigation-item';

/** The path part of a navigation URL on this site; null for another site's URL. */
const pathOf = (url: string): string | null => (/^[a-z]+:\/\//i.test(url) || url.startsWith('//') ? null : url.split(/[?#]/)[0] ?? null);

/**
 * Marks the item of the page being shown (isCurrent: same path; a link with a filter query is
 * never the current page, so 'Online-Seminare' is not marked on the plain event list) and every
 * item above it (isCurrentParent).
 */
export const markCurrent = (items: readonly NavigationItem[], pathname: string): readonly NavigationItem[] =>
  items.map((item) => {
    const children = markCurrent(item.children, pathname);
    const isCurrent = pathOf(item.url) === pathname && !item.url.includes('?');
    return { ...item, children, isCurrent, isCurrentParent: children.some((child) => child.isCurrent || child.isCurrentParent) };
  });

/** A link that leaves this site (the sister site) is a plain anchor; the others use the router. */
export const isExternal = (url: string): boolean => pathOf(url) === null;
