import { asyncScheduler, type Observable, type SchedulerLike } from 'rxjs';
import { searchField, searchPendingTimer, type SearchFieldAction, type SearchFieldState } from '../../../domain/header/search-field';
import { externalStore, timedStates, type ExternalStore } from './timed-store';

/** The header search field's state over time: the 300 ms hide after blur is its own timer. */
export const searchStates = (actions: Observable<SearchFieldAction>, scheduler: SchedulerLike = asyncScheduler): Observable<SearchFieldState> =>
  timedStates(actions, searchField, 'inactive', searchPendingTimer, scheduler);

export type SearchStore = ExternalStore<SearchFieldState, SearchFieldAction>;

export const createSearchStore = (scheduler: SchedulerLike = asyncScheduler): SearchStore =>
  externalStore<SearchFieldState, SearchFieldAction>('inactive', (actions) => searchStates(actions, scheduler));
