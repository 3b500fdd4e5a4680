import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { forbidden, invalid, notFound, conflict, unauthenticated, type AppError } from '../../domain/errors/app-error';
import { validateForm, hasErrors, normalizeValues } from '../../domain/validation/form-validation';
import { trimmedField } from '../../domain/validation/form-field';
import { bookmarkTitleRule, bookmarkUrlRule } from '../../domain/wishlist/bookmark';
import { rankByUsers } from '../../domain/wishlist/wishlist-ranking';
import type { RequestContext } from '../accounts/accounts.port';
import type { SessionService } from '../accounts/session.service';
import { hasRole } from '../accounts/roles';
import type { UserRepository } from '../accounts/user.repository';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import { eventListItemWire } from '../catalogue/event-wire';
import type { Clock } from '../ports/clock';
import { WISHLIST_MESSAGES as M } from './messages';
import type {
  AddBookmarkRequest,
  BookmarksWire,
  DeleteBookmarkRequest,
  WishlistAnalysisWire,
  WishlistEntriesWire,
  WishlistWithEventWire,
} from './wishlist.codecs';
import type { Wishlist, WishlistForRequest } from './wishlist.port';
import type { KeptEvent, WishlistRepository } from './wishlist.repository';

/** Enough for any real planning; stops a script from filling the table through one account. */
export const MAX_WISHLIST_ENTRIES = 200;
export const MAX_BOOKMARKS = 200;
/** How many events and themes the analysis lists. */
export const ANALYSIS_TOP = 20;

const BOOKMARK_FORM = { url: trimmedField(bookmarkUrlRule), title: trimmedField(bookmarkTitleRule) } as const;

export interface WishlistDependencies {
  readonly wishlists: WishlistRepository;
  readonly catalogue: CatalogueRepository;
  readonly users: UserRepository;
  /** To give an anonymous visitor's session its row, under which their wish waits for the login. */
  readonly sessions: Pick<SessionService, 'keep'>;
  readonly clock: Clock;
}

const useCase = <A>(work: () => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> => work;

/** The wishlist in-process: one per request, bound to the caller's session. */
export class WishlistService implements WishlistForRequest {
  constructor(private readonly deps: WishlistDependencies) {}

  forRequest(context: RequestContext): Wishlist {
    return new CallerWishlist(this.deps, context);
  }
}

class CallerWishlist implements Wishlist {
  constructor(
    private readonly deps: WishlistDependencies,
    private readonly context: RequestContext,
  ) {}

  eventIds(): TE.TaskEither<AppError, readonly number[]> {
    return this.asUser(async (userId) => E.right((await this.deps.wishlists.entries(userId)).map((entry) => entry.eventId)));
  }

  entries(): TE.TaskEither<AppError, WishlistEntriesWire> {
    return this.asUser(async (userId) => E.right(await this.deps.wishlists.entries(userId)));
  }

  entriesWithEvent(): TE.TaskEither<AppError, WishlistWithEventWire> {
    return this.asUser(async (userId) => {
      const entries = await this.deps.wishlists.entries(userId);
      const withEvents = await Promise.all(
        entries.map(async (entry) => {
          const event = await this.deps.catalogue.findEvent(entry.eventId);
          return event === undefined ? [] : [{ wishlistId: entry.wishlistId, addedAt: entry.addedAt, event: eventListItemWire(event) }];
        }),
      );
      return E.right(withEvents.flat());
    });
  }

  /**
   * Keeps the date on the caller's wishlist. An anonymous visitor is asked to log in (401), and
   * the date waits under their session: the login keeps it (WishlistLoginListener), so "Merken"
   * before the login is not lost.
   */
  add(eventId: number): TE.TaskEither<AppError, WishlistEntriesWire> {
    return useCase(async () => {
      if ((await this.deps.catalogue.findEvent(eventId)) === undefined) return E.left(notFound(M.unknownEvent));
      const userId = this.context.session.current().stored?.userId ?? null;
      if (userId === null) return this.holdUntilLogin(eventId);
      const added = await this.deps.wishlists.add(userId, eventId, this.deps.clock.now(), MAX_WISHLIST_ENTRIES);
      if (added === 'full') return E.left(conflict(M.wishlistFull));
      return E.right(await this.deps.wishlists.entries(userId));
    });
  }

  remove(wishlistId: number): TE.TaskEither<AppError, WishlistEntriesWire> {
    return this.asUser(async (userId) => {
      // Someone else's entry answers like a missing one: ids of other wishlists are not revealed.
      if (!(await this.deps.wishlists.remove(userId, wishlistId))) return E.left(notFound(M.unknownEntry));
      return E.right(await this.deps.wishlists.entries(userId));
    });
  }

  bookmarks(): TE.TaskEither<AppError, BookmarksWire> {
    return this.asUser(async (userId) => E.right(await this.deps.wishlists.bookmarks(userId)));
  }

  addBookmark(request: AddBookmarkRequest): TE.TaskEither<AppError, BookmarksWire> {
    return this.asUser(async (userId) => {
      const errors = validateForm(BOOKMARK_FORM, request);
      if (hasErrors(errors)) return E.left(invalid(errors));
      const bookmark = normalizeValues(BOOKMARK_FORM, request);
      const added = await this.deps.wishlists.addBookmark(userId, bookmark, this.deps.clock.now(), MAX_BOOKMARKS);
      if (added === 'full') return E.left(conflict(M.bookmarksFull));
      return E.right(await this.deps.wishlists.bookmarks(userId));
    });
  }

  removeBookmark(request: DeleteBookmarkRequest): TE.TaskEither<AppError, BookmarksWire> {
    return this.asUser(async (userId) => {
      const url = request.url?.trim();
      const key = request.bookmarkId !== undefined ? { bookmarkId: request.bookmarkId } : url ? { url } : undefined;
      if (key === undefined) return E.left(invalid({ bookmarkId: M.bookmarkToDelete }));
      if (!(await this.deps.wishlists.removeBookmark(userId, key))) return E.left(notFound(M.unknownBookmark));
      return E.right(await this.deps.wishlists.bookmarks(userId));
    });
  }

  analysis(): TE.TaskEither<AppError, WishlistAnalysisWire> {
    return this.asUser(async (userId) => {
      if (!hasRole(await this.deps.users.findById(userId), 'site-admin')) return E.left(forbidden(M.adminsOnly));
      return E.right(analyse(await this.deps.wishlists.keptEvents()));
    });
  }

  private async holdUntilLogin(eventId: number): Promise<E.Either<AppError, never>> {
    const kept = await this.deps.sessions.keep(this.context.session.current());
    this.context.session.replace(kept);
    await this.deps.wishlists.holdForSession(kept.stored.sessionId, eventId, this.deps.clock.now());
    return E.left(unauthenticated(M.loginRequired));
  }

  private asUser<A>(work: (userId: number) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> {
    return useCase(async () => {
      const userId = this.context.session.current().stored?.userId ?? null;
      return userId === null ? E.left(unauthenticated(M.loginRequired)) : work(userId);
    });
  }
}

const analyse = (kept: readonly KeptEvent[]): WishlistAnalysisWire => {
  const events = new Map(kept.map((entry) => [entry.eventId, entry]));
  const themes = new Map(kept.map((entry) => [entry.themeId, entry]));
  const rankedEvents = rankByUsers(kept.map((entry) => ({ userId: entry.userId, key: entry.eventId }))).slice(0, ANALYSIS_TOP);
  const rankedThemes = rankByUsers(kept.map((entry) => ({ userId: entry.userId, key: entry.themeId }))).slice(0, ANALYSIS_TOP);
  return {
    users: new Set(kept.map((entry) => entry.userId)).size,
    entries: kept.length,
    events: rankedEvents.flatMap(({ key, users }) => {
      const event = events.get(key);
      return event === undefined ? [] : [{ eventId: key, title: event.themeTitle, startDate: event.startDate, users }];
    }),
    themes: rankedThemes.flatMap(({ key, users }) => {
      const theme = themes.get(key);
      return theme === undefined ? [] : [{ themeId: key, slug: theme.themeSlug, title: theme.themeTitle, users }];
    }),
  };
};
