import { asyncScheduler, type SchedulerLike } from 'rxjs';
import {
  firstAddNotice,
  firstAddNoticePendingTimer,
  type FirstAddNoticeAction,
  type FirstAddNoticeState,
} from '../../../domain/header/first-add-notice';
import { externalStore, timedStates, type ExternalStore } from './timed-store';

export type FirstAddNoticeStore = ExternalStore<FirstAddNoticeState, FirstAddNoticeAction>;

/** The first-add notice (spec §2, §9): shown on the first addition on a wide window, gone after 10000 ms. */
export const createFirstAddNoticeStore = (scheduler: SchedulerLike = asyncScheduler): FirstAddNoticeStore =>
  externalStore<FirstAddNoticeState, FirstAddNoticeAction>('idle', (actions) =>
    timedStates(actions, firstAddNotice, 'idle', firstAddNoticePendingTimer, scheduler),
  );
