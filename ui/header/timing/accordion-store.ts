import { asyncScheduler, distinctUntilChanged, scan, startWith, type Observable, type SchedulerLike } from 'rxjs';
import { ACCORDION_MS } from '../../../domain/header/header-timing';
import type { NavigationItemId } from '../../../domain/navigation/navigation-item';
import { externalStore, withExitTransition, type ExternalStore, type WithLeaving } from './timed-store';

/** The collapsible sections of the mobile menu: which are expanded. */
export type AccordionState = ReadonlySet<NavigationItemId>;

export type AccordionAction = { readonly type: 'toggled'; readonly section: NavigationItemId } | { readonly type: 'reset' };

const EMPTY: AccordionState = new Set();

export const accordion = (state: AccordionState, action: AccordionAction): AccordionState => {
  if (action.type === 'reset') return EMPTY;
  const next = new Set(state);
  if (!next.delete(action.section)) next.add(action.section);
  return next;
};

/** A section being collapsed stays rendered for ACCORDION_MS while its height closes. */
export type AccordionView = WithLeaving<AccordionState, NavigationItemId>;

export const ACCORDION_VIEW_COLLAPSED: AccordionView = { state: EMPTY, leaving: null };

const collapsedSection = (previous: AccordionState, next: AccordionState): NavigationItemId | null =>
  [...previous].find((section) => !next.has(section)) ?? null;

export const accordionViews = (actions: Observable<AccordionAction>, scheduler: SchedulerLike = asyncScheduler): Observable<AccordionView> =>
  withExitTransition(actions.pipe(scan(accordion, EMPTY), startWith(EMPTY), distinctUntilChanged()), collapsedSection, ACCORDION_MS, scheduler);

export type AccordionStore = ExternalStore<AccordionView, AccordionAction>;

export const createAccordionStore = (scheduler: SchedulerLike = asyncScheduler): AccordionStore =>
  externalStore(ACCORDION_VIEW_COLLAPSED, (actions) => accordionViews(actions, scheduler));
