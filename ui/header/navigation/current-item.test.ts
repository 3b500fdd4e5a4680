import { describe, expect, it } from 'vitest';
import { navigationItem } from '../../../domain/navigation/navigation.arbitraries';
import { isExternal, markCurrent } from './current-item';

const tree = [
  navigationItem({
    id: 1,
    url: '/seminare',
    children: [
      navigationItem({ id: 2, url: '/seminare/r/arbeitsrecht', children: [navigationItem({ id: 3, url: '/seminare/t/kuendigung' })] }),
      navigationItem({ id: 4, url: '/seminare/veranstaltungen?kind=online' }),
    ],
  }),
  navigationItem({ id: 5, url: 'http://betriebsrat.localhost:3000/' }),
];

describe('markCurrent', () => {
  it('marks the item of the page and every item above it', () => {
    const [seminare] = markCurrent(tree, '/seminare/t/kuendigung');
    expect(seminare?.isCurrent).toBe(false);
    expect(seminare?.isCurrentParent).toBe(true);
    expect(seminare?.children[0]?.isCurrentParent).toBe(true);
    expect(seminare?.children[0]?.children[0]?.isCurrent).toBe(true);
  });

  it('does not mark a filtered link as the plain list’s page, nor another site’s link', () => {
    const marked = markCurrent(tree, '/seminare/veranstaltungen');
    expect(marked[0]?.children[1]?.isCurrent).toBe(false);
    expect(markCurrent(tree, '/')[1]?.isCurrent).toBe(false);
  });

  it('marks only one top-level section: the page itself, else the section heading its path, else the first flyout linking it', () => {
    const sections = [
      navigationItem({ id: 10, url: '/fachtagung', children: [navigationItem({ id: 11, url: '/seminare/veranstaltungen' })] }),
      navigationItem({ id: 12, url: '/service', children: [navigationItem({ id: 13, url: '/seminare/veranstaltungen' })] }),
      navigationItem({ id: 14, url: '/seminare/veranstaltungen' }),
    ];
    const owners = (pathname: string) =>
      markCurrent(sections, pathname)
        .filter((item) => item.isCurrent || item.isCurrentParent)
        .map((item) => item.id);
    expect(owners('/seminare/veranstaltungen')).toEqual([14]);
    expect(owners('/gibt-es-nicht')).toEqual([]);
    const withSeminare = [...sections.slice(0, 2), navigationItem({ id: 15, url: '/seminare' })];
    expect(markCurrent(withSeminare, '/seminare/veranstaltungen').map((item) => item.isCurrentParent)).toEqual([false, false, true]);
    expect(markCurrent(withSeminare, '/seminarex').map((item) => item.isCurrentParent)).toEqual([false, false, false]);
    const withoutOwnLink = sections.slice(0, 2);
    expect(markCurrent(withoutOwnLink, '/seminare/veranstaltungen').map((item) => item.isCurrentParent)).toEqual([true, false]);
  });

  it('tells links to the sister site from this site’s links', () => {
    expect(isExternal('http://betriebsrat.localhost:3000/')).toBe(true);
    expect(isExternal('/seminare?kind=online')).toBe(false);
  });
});
