import { describe, expect, it } from 'vitest';
import { visibleNavigation } from './visible-navigation';
import { navigationItem } from './navigation.arbitraries';

describe('visibleNavigation', () => {
  it("keeps only items with hiddenOnFrontend '0' at every level", () => {
    const tree = [
      navigationItem({
        id: 1,
        linkText: 'Seminare',
        children: [
          navigationItem({
            id: 11,
            linkText: 'Betriebsrat',
            children: [
              navigationItem({ id: 111, linkText: 'BR I', hiddenOnFrontend: '0' }),
              navigationItem({ id: 112, linkText: 'BR alt', hiddenOnFrontend: '1' }),
            ],
          }),
          navigationItem({ id: 12, linkText: 'Archiv', hiddenOnFrontend: '1' }),
        ],
      }),
      navigationItem({ id: 2, linkText: 'Intern', hiddenOnFrontend: '1' }),
      navigationItem({ id: 3, linkText: 'Kontakt', hiddenOnFrontend: '' }),
    ];
    expect(visibleNavigation(tree)).toEqual([
      navigationItem({
        id: 1,
        linkText: 'Seminare',
        children: [
          navigationItem({
            id: 11,
            linkText: 'Betriebsrat',
            children: [navigationItem({ id: 111, linkText: 'BR I' })],
          }),
        ],
      }),
    ]);
  });

  it('drops a hidden item together with its shown children', () => {
    const tree = [navigationItem({ hiddenOnFrontend: '1', children: [navigationItem({ id: 2 })] })];
    expect(visibleNavigation(tree)).toEqual([]);
  });

  it('drops everything below the third level', () => {
    const fourth = navigationItem({ id: 4 });
    const third = navigationItem({ id: 3, children: [fourth] });
    const tree = [navigationItem({ id: 1, children: [navigationItem({ id: 2, children: [third] })] })];
    const [first] = visibleNavigation(tree);
    expect(first?.children[0]?.children[0]).toEqual({ ...third, children: [] });
  });
});
