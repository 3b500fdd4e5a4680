import fc from 'fast-check';
import type { FlyoutStyle, InspirationSlide, NavigationGroup } from './navigation-group';
import { FLYOUT_STYLES } from './navigation-group';
import type { LinkPosition, NavigationItem } from './navigation-item';
import { LINK_POSITIONS } from './navigation-item';
import type { LoggedInMenuEntry } from './logged-in-menu';

/** A shown, non-expandable leaf; override what a test cares about. */
export const navigationItem = (overrides: Partial<NavigationItem> = {}): NavigationItem => ({
  id: 1,
  linkText: 'Seminare',
  url: '/seminare',
  linkClass: '',
  linkStyle: '',
  linkDescription: '',
  linkPosition: 'left',
  children: [],
  isCurrent: false,
  isCurrentParent: false,
  expandable: '0',
  tabLabel: '',
  tabDescription: '',
  tabLinkRel: '',
  tabLinkAbs: '',
  hiddenOnFrontend: '0',
  ...overrides,
});

/** '0' (shown) about half of the time, else one of the values the CMS uses for hidden. */
export const hiddenOnFrontendArb: fc.Arbitrary<string> = fc.oneof(
  fc.constant('0'),
  fc.constantFrom('1', '', '2', ' 0'),
);

export const linkPositionArb: fc.Arbitrary<LinkPosition> = fc.constantFrom(...LINK_POSITIONS);

const textArb = fc.oneof(fc.constant(''), fc.string({ maxLength: 12 }));

const itemArb: fc.Memo<NavigationItem> = fc.memo((depth) =>
  fc.record({
    id: fc.constant(0),
    linkText: textArb,
    url: textArb,
    linkClass: textArb,
    linkStyle: textArb,
    linkDescription: textArb,
    linkPosition: linkPositionArb,
    children: depth <= 1 ? fc.constant([]) : fc.array(itemArb(depth - 1), { maxLength: 3 }),
    isCurrent: fc.boolean(),
    isCurrentParent: fc.boolean(),
    expandable: fc.constantFrom('0', '1', ''),
    tabLabel: textArb,
    tabDescription: textArb,
    tabLinkRel: textArb,
    tabLinkAbs: textArb,
    hiddenOnFrontend: hiddenOnFrontendArb,
  }),
);

/** Depth-first numbering, so every item of a generated tree has its own id. */
const numbered = (items: readonly NavigationItem[], next: { value: number }): readonly NavigationItem[] =>
  items.map((item) => {
    const id = next.value++;
    return { ...item, id, children: numbered(item.children, next) };
  });

/** Navigation trees up to `maxDepth` levels (deeper than shown, by default) with unique ids. */
export const navigationTreeArb = (maxDepth = 5): fc.Arbitrary<readonly NavigationItem[]> =>
  fc.array(itemArb(maxDepth), { maxLength: 4 }).map((items) => numbered(items, { value: 1 }));

export const flyoutStyleArb: fc.Arbitrary<FlyoutStyle> = fc.constantFrom(...FLYOUT_STYLES);

export const inspirationSlideArb: fc.Arbitrary<InspirationSlide> = fc.record({
  imageVertical: fc.webUrl(),
  imageHorizontal: fc.webUrl(),
  content: fc.string(),
});

export const navigationGroupArb: fc.Arbitrary<NavigationGroup> = fc.record({
  flyoutStyle: flyoutStyleArb,
  inspiration: fc.boolean(),
  inspirationContent: fc.array(inspirationSlideArb, { maxLength: 4 }),
});

export const loggedInMenuEntryArb: fc.Arbitrary<LoggedInMenuEntry> = fc.record({
  title: fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1, maxLength: 20 })),
  uri: fc.string({ maxLength: 20 }),
  visible: fc.boolean(),
  active: fc.boolean(),
});
