import fc from 'fast-check';
import type { FlyoutAction } from './flyout-layer';
import type { MobileMenuAction } from './mobile-menu';
import type { PopoverAction } from './header-popover';
import type { SliderAction } from './slider';
import type { SearchFieldAction } from './search-field';
import type { FirstAddNoticeAction } from './first-add-notice';
import { FLYOUT_BREAKPOINT_PX } from './header-timing';

/** Window widths around the header's breakpoints, so both sides of each are hit often. */
export const windowWidthArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(320, 767, 768, 769, 1199, FLYOUT_BREAKPOINT_PX, 1201, 1920),
  fc.integer({ min: 0, max: 3840 }),
);

/** Few triggers, so sequences click the same one again often. */
const triggerArb = fc.integer({ min: 1, max: 3 });

export const flyoutActionArb: fc.Arbitrary<FlyoutAction> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('triggerClicked' as const), trigger: triggerArb }), weight: 4 },
  fc.constant({ type: 'underlayClicked' as const }),
  fc.constant({ type: 'closeButtonClicked' as const }),
  fc.constant({ type: 'escapePressed' as const }),
  fc.record({ type: fc.constant('windowResized' as const), width: windowWidthArb }),
);

export const mobileMenuActionArb: fc.Arbitrary<MobileMenuAction> = fc.oneof(
  { arbitrary: fc.constant({ type: 'menuOpened' as const }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('subPageOpened' as const), itemId: triggerArb }), weight: 4 },
  { arbitrary: fc.constant({ type: 'backClicked' as const }), weight: 2 },
  fc.constant({ type: 'closeClicked' as const }),
  fc.constant({ type: 'escapePressed' as const }),
  fc.record({ type: fc.constant('windowResized' as const), width: windowWidthArb }),
);

export const popoverIdArb: fc.Arbitrary<string> = fc.constantFrom('user', 'cart', 'wishlist');

export const popoverActionArb: fc.Arbitrary<PopoverAction> = fc.oneof(
  {
    arbitrary: fc.record({ type: fc.constant('pointerEntered' as const), id: popoverIdArb, keepOpened: fc.boolean() }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant('hoverDelayElapsed' as const), id: popoverIdArb }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('pointerLeft' as const), id: popoverIdArb }), weight: 3 },
  { arbitrary: fc.record({ type: fc.constant('closeDelayElapsed' as const), id: popoverIdArb }), weight: 2 },
  {
    arbitrary: fc.record({ type: fc.constant('clicked' as const), id: popoverIdArb, keepOpened: fc.boolean() }),
    weight: 2,
  },
  fc.constant({ type: 'outsideClicked' as const }),
  fc.constant({ type: 'escapePressed' as const }),
  { arbitrary: fc.record({ type: fc.constant('windowResized' as const), width: windowWidthArb }), weight: 2 },
  fc.constant({ type: 'repositioned' as const }),
);

export const sliderActionArb: fc.Arbitrary<SliderAction> = fc.oneof(
  fc.constant({ type: 'next' as const }),
  fc.constant({ type: 'prev' as const }),
  fc.record({
    type: fc.constant('goTo' as const),
    index: fc.oneof(fc.integer({ min: -3, max: 10 }), fc.double({ noNaN: false })),
  }),
  fc.record({ type: fc.constant('slidesChanged' as const), count: fc.oneof(fc.nat(8), fc.integer({ min: -2, max: 0 }), fc.double()) }),
);

export const searchFieldActionArb: fc.Arbitrary<SearchFieldAction> = fc.constantFrom(
  { type: 'searchIn' as const },
  { type: 'searchOut' as const },
  { type: 'searchIconClicked' as const },
  { type: 'focused' as const },
  { type: 'blurred' as const },
  { type: 'hideDelayElapsed' as const },
);

export const firstAddNoticeActionArb: fc.Arbitrary<FirstAddNoticeAction> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('cartItemAdded' as const),
      storedCount: fc.oneof(fc.constant(0), fc.nat(5)),
      windowWidth: windowWidthArb,
    }),
    weight: 3,
  },
  fc.constant({ type: 'closeClicked' as const }),
  fc.constant({ type: 'autoCloseElapsed' as const }),
);

/** Every state a reducer passes through, the initial one first. */
export const statesAlong = <S, A>(reducer: (state: S, action: A) => S, initial: S, actions: readonly A[]): readonly S[] =>
  actions.reduce<S[]>((states, action) => [...states, reducer(states[states.length - 1] ?? initial, action)], [initial]);
