import * as TE from 'fp-ts/TaskEither';
import type { StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import { unavailable } from '../../domain/errors/app-error';
import type { NavigationItem } from '../../domain/navigation/navigation-item';
import { completeNavigation, withTopLevelNavigation } from './hydration-navigation';

const item = (id: number, linkText: string, children: NavigationItem[] = []): NavigationItem => ({
  id,
  linkText,
  url: `/${linkText.toLowerCase()}`,
  linkClass: '',
  linkStyle: '',
  linkDescription: '',
  linkPosition: 'left',
  isCurrent: false,
  isCurrentParent: false,
  expandable: children.length > 0 ? '1' : '0',
  tabLabel: '',
  tabDescription: '',
  tabLinkRel: '',
  tabLinkAbs: '',
  hiddenOnFrontend: '0',
  children,
});

const TREE: SiteNavigationWire = {
  site: 'main',
  items: [item(1, 'Seminare', [item(2, 'Alle Seminare', [item(3, 'Kalender')])]), item(4, 'Service')],
  layers: [{ itemId: 1, group: { flyoutStyle: '4-col-grid-headline', inspiration: false, inspirationContent: [] } }],
};

const contextWith = (root: unknown): StaticHandlerContext => ({ loaderData: { root, 'cart.0': { cart: 'kept' } }, actionData: null, errors: null }) as unknown as StaticHandlerContext;

describe("the navigation in a page's hydration data", () => {
  it('is its top level: the items without their children, no flyout layers; the rest of the data stays', () => {
    const context = contextWith({ navigation: TREE, user: null, cartCount: 2, keptEventIds: [7] });
    const shipped = withTopLevelNavigation(context);
    expect(shipped.loaderData.root).toEqual({
      navigation: { site: 'main', items: [{ ...item(1, 'Seminare'), expandable: '1' }, item(4, 'Service')], layers: [] },
      user: null,
      cartCount: 2,
      keptEventIds: [7],
    });
    expect(shipped.loaderData['cart.0']).toEqual({ cart: 'kept' });
    // The server still renders with the whole tree.
    expect(context.loaderData.root).toMatchObject({ navigation: TREE });
  });

  it('is left alone when the page has no navigation (its call failed) or no root data (an error page)', () => {
    const none = contextWith({ navigation: null, user: null, cartCount: null, keptEventIds: null });
    expect(withTopLevelNavigation(none)).toBe(none);
    const bare = { loaderData: {}, actionData: null, errors: null } as unknown as StaticHandlerContext;
    expect(withTopLevelNavigation(bare)).toBe(bare);
  });

  it('is completed in the browser before hydration with the tree the server answers', async () => {
    const data = { loaderData: withTopLevelNavigation(contextWith({ navigation: TREE, user: null, cartCount: null, keptEventIds: null })).loaderData };
    await completeNavigation({ current: () => TE.right(TREE) }, data);
    expect(data.loaderData.root).toEqual({ navigation: TREE, user: null, cartCount: null, keptEventIds: null });
  });

  it('keeps the top level when the tree cannot be fetched: the header hydrates with links, as the server drew it', async () => {
    const data = { loaderData: withTopLevelNavigation(contextWith({ navigation: TREE, user: null, cartCount: null, keptEventIds: null })).loaderData };
    const before: unknown = data.loaderData.root;
    await completeNavigation({ current: () => TE.left(unavailable()) }, data);
    expect(data.loaderData.root).toBe(before);
  });

  it('asks for nothing when the page had no navigation', async () => {
    let asked = false;
    const data = { loaderData: { root: { navigation: null, user: null, cartCount: null, keptEventIds: null } } };
    await completeNavigation({ current: () => { asked = true; return TE.right(TREE); } }, data);
    expect(asked).toBe(false);
  });
});
