import type { NavigationItem } from '../../../domain/navigation/navigation-item';

/** The id of a top-level item's flyout layer, which its button controls. */
export const flyoutId = (item: NavigationItem): string => `flyout-${String(item.id)}`;
