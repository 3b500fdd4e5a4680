import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { SiteNavigationWire } from '../../application/navigation/navigation.codecs';
import type { SessionUserWire } from '../../application/accounts/accounts.codecs';
import type { CurrentNavigation } from '../../application/navigation/navigation.port';
import { unavailable } from '../../domain/errors/app-error';
import { visitorSummaryOf } from '../../application/visitor/visitor-summary';
import { NAVIGATION, VISITOR_DATA, VISITOR_SUMMARY, type VisitorData } from '../di/ui.tokens';
import { siteLayoutLoader, siteLayoutShouldRevalidate } from './site-layout.loader';

const NAVIGATION_DATA: SiteNavigationWire = { site: 'main', items: [], layers: [] };
const USER = { firstname: 'Erika' } as unknown as SessionUserWire;

const containerWith = (navigation: CurrentNavigation, visitorData: VisitorData = 'in-loader'): Container => {
  const container = new Container();
  container.bind(VISITOR_DATA).toConstantValue(visitorData);
  container.bind(NAVIGATION).toConstantValue(navigation);
  // The visitor's part of the frame: a logged-in visitor with an empty cart.
  container.bind(VISITOR_SUMMARY).toConstantValue(
    visitorSummaryOf({ currentUser: () => TE.right({ user: USER }) }, { shoppingCartSmall: () => TE.right([]) }, { eventIds: () => TE.right([7, 12]) }),
  );
  return container;
};

describe('siteLayoutLoader', () => {
  it('carries the navigation of the site', async () => {
    const loader = siteLayoutLoader(containerWith({ current: () => TE.right(NAVIGATION_DATA) }));
    expect(await loader()).toMatchObject({ navigation: NAVIGATION_DATA, user: USER, cartCount: 0, keptEventIds: [7, 12] });
  });

  it('leaves the visitor out of a page whose HTML is everyone\'s: the browser asks after hydration', async () => {
    const loader = siteLayoutLoader(containerWith({ current: () => TE.right(NAVIGATION_DATA) }, 'after-hydration'));
    expect(await loader()).toMatchObject({ navigation: NAVIGATION_DATA, user: null, cartCount: null, keptEventIds: null, afterHydration: true });
  });

  it('shows nothing when the navigation call fails (spec §8), instead of failing the page', async () => {
    const loader = siteLayoutLoader(containerWith({ current: () => TE.left(unavailable()) }));
    expect(await loader()).toMatchObject({ navigation: null, user: USER });
  });
});

describe('siteLayoutShouldRevalidate', () => {
  const args = (formMethod: string | undefined) =>
    ({ formMethod, defaultShouldRevalidate: true }) as unknown as Parameters<typeof siteLayoutShouldRevalidate>[0];

  it('keeps the frame while the visitor follows links, and reloads it after a form was sent', () => {
    expect(siteLayoutShouldRevalidate(args(undefined))).toBe(false);
    expect(siteLayoutShouldRevalidate(args('POST'))).toBe(true);
  });
});
