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

  it('tells links to the sister site from this site’s links', () => {
    expect(isExternal('http://betriebsrat.localhost:3000/')).toBe(true);
    expect(isExternal('/seminare?kind=online')).toBe(false);
  });
});
