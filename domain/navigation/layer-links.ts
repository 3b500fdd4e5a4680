import type { LinkPosition, NavigationItem } from './navigation-item';

/**
 * A flyout layer's items sorted into the places the layout puts them: a row of top links,
 * the body columns (left, middle, right) and the bottom link columns. Every item lands in
 * exactly one place and keeps its order there.
 */
export type LayerLinks = Readonly<Record<LinkPosition, readonly NavigationItem[]>>;

export const layerLinks = (items: readonly NavigationItem[]): LayerLinks => {
  const at = (position: LinkPosition): readonly NavigationItem[] =>
    items.filter((item) => item.linkPosition === position);
  return { top: at('top'), left: at('left'), middle: at('middle'), right: at('right'), bottom: at('bottom') };
};
