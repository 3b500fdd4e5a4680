import type { NavigationItem } from '../../../domain/navigation/navigation-item';
import { oncePerObjectAndText } from '../../platform/server-memo';

/** The path part of a navigation URL on this site; null for another site's URL. */
const pathOf = (url: string): string | null => (/^[a-z]+:\/\//i.test(url) || url.startsWith('//') ? null : url.split(/[?#]/)[0] ?? null);

/**
 * Marks the item of the page being shown (isCurrent: same path; a link with a filter query is
 * never the current page, so 'Online-Seminare' is not marked on the plain event list) and every
 * item above it (isCurrentParent).
 */
const markTree = (items: readonly NavigationItem[], pathname: string): readonly NavigationItem[] =>
  items.map((item) => {
    const children = markTree(item.children, pathname);
    const isCurrent = pathOf(item.url) === pathname && !item.url.includes('?');
    return { ...item, children, isCurrent, isCurrentParent: children.some((child) => child.isCurrent || child.isCurrentParent) };
  });

/** Whether a section's own path heads the page's path ('/seminare' heads '/seminare/veranstaltungen'). */
const heads = (item: NavigationItem, pathname: string): boolean => {
  const path = pathOf(item.url);
  return path !== null && path !== '/' && !item.url.includes('?') && (pathname === path || pathname.startsWith(`${path}/`));
};

/**
 * …and of the top-level items at most one stays marked, so the bar never underlines three
 * sections at once: the section that is the page itself, else the one whose path heads the
 * page's path ('Seminare' for every /seminare/… page), else the first whose flyout links it.
 */
const marking = (items: readonly NavigationItem[], pathname: string): readonly NavigationItem[] => {
  const marked = markTree(items, pathname);
  const byPath = marked.find((item) => heads(item, pathname));
  const owner = marked.find((item) => item.isCurrent) ?? byPath ?? marked.find((item) => item.isCurrentParent);
  return marked.map((item) => {
    if (item !== owner) return { ...item, isCurrent: false, isCurrentParent: false };
    return item === byPath && !item.isCurrent ? { ...item, isCurrentParent: true } : item;
  });
};

/**
 * Treat the result as read-only: on the server it is shared by every page of that path with that
 * tree (the server marks the same cached tree for the same few paths over and over; bounded per tree).
 */
export const markCurrent = import.meta.env.SSR ? oncePerObjectAndText(marking, 256) : marking;

/** A link that leaves this site (the sister site) is a plain anchor; the others use the router. */
export const isExternal = (url: string): boolean => pathOf(url) === null;
