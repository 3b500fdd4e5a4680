import { describe, expect, it } from 'vitest';
import { navigationTabs, tabLink } from './navigation-tab';
import { navigationItem } from './navigation.arbitraries';

describe('navigation tabs', () => {
  it('prefers the absolute tab link, then the relative one, else no link', () => {
    expect(tabLink(navigationItem({ tabLinkAbs: 'https://www.betriebsrat.de/themen', tabLinkRel: '/seminare' }))).toBe(
      'https://www.betriebsrat.de/themen',
    );
    expect(tabLink(navigationItem({ tabLinkAbs: '', tabLinkRel: '/seminare' }))).toBe('/seminare');
    expect(tabLink(navigationItem({ tabLinkAbs: '  ', tabLinkRel: '' }))).toBeNull();
  });

  it('makes a tab of every item with a label, with description, link and panel links', () => {
    const panelLink = navigationItem({ id: 11, linkText: 'Grundlagen' });
    const tabItem = navigationItem({
      id: 1,
      tabLabel: 'Betriebsrat',
      tabDescription: 'Seminare für Betriebsräte',
      tabLinkRel: '/seminare/r/betriebsrat',
      children: [panelLink],
    });
    const plain = navigationItem({ id: 2, tabLabel: ' ' });
    expect(navigationTabs([tabItem, plain])).toEqual([
      {
        id: 1,
        label: 'Betriebsrat',
        description: 'Seminare für Betriebsräte',
        link: '/seminare/r/betriebsrat',
        links: [panelLink],
      },
    ]);
  });
});
