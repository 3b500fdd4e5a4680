import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { WISHLIST_PAGE } from '../../../application/wishlist/wishlist.paths';
import { invalid } from '../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE, VISITOR_WISHLIST } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';
import { dateRow, nextDatesOf, type DateRow } from './wishlist-rows';
import { KEEP_INTENT, KEPT_AFTER_LOGIN, KEPT_PARAM } from '../../commerce/EventActions';
import { WISHLIST_PAGE_PATHS } from './wishlist.paths';


/** What the redirect after a removal carries, so the page confirms it. */
export const REMOVED_PARAM = 'entfernt';
export const REMOVE_INTENT = 'entfernen';

export interface WishlistRow {
  readonly wishlistId: number;
  readonly themeSlug: string;
  readonly kept: DateRow;
  /** Further dates of the same seminar, to choose another one. */
  readonly nextDates: readonly DateRow[];
}

export interface WishlistPageData {
  readonly rows: readonly WishlistRow[];
  /** A date was just removed (the redirect says so), to confirm it. */
  readonly removed: boolean;
  /** A date was just kept by a post without JavaScript, to confirm it. */
  readonly kept: boolean;
}

const pathOf = (request: Request): string => {
  const path = new URL(request.url).pathname;
  return (WISHLIST_PAGE_PATHS as readonly string[]).includes(path) ? path : WISHLIST_PAGE;
};

/**
 * The Merkliste with each kept date and the seminar's next dates. A visitor is sent to the
 * login, which brings them back to the page they asked for (spec §6).
 */
export const wishlistLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<WishlistPageData> => {
    const result = await resolveService(container, VISITOR_WISHLIST).entriesWithEvent()();
    if (E.isLeft(result) && result.left._tag === 'Unauthenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
      throw redirect(loginPathWithRedirect(pathOf(request)));
    }
    const entries = await runTask(() => Promise.resolve(result));
    const kept = new Set(entries.map((entry) => entry.event.eventId));
    const catalogue = resolveService(container, CATALOGUE);
    const slugs = [...new Set(entries.map((entry) => entry.event.theme.slug))];
    // A seminar that left the catalogue has no further dates; its kept date still shows.
    const themes = new Map(
      await Promise.all(
        slugs.map(async (slug) => {
          const theme = await catalogue.theme(slug)();
          return [slug, E.isRight(theme) ? theme.right.events : []] as const;
        }),
      ),
    );
    return {
      rows: entries.map((entry) => ({
        wishlistId: entry.wishlistId,
        themeSlug: entry.event.theme.slug,
        kept: dateRow(entry.event),
        nextDates: nextDatesOf(themes.get(entry.event.theme.slug) ?? [], kept),
      })),
      removed: new URL(request.url).searchParams.has(REMOVED_PARAM),
      kept: new URL(request.url).searchParams.has(KEPT_PARAM),
    };
  };

const INVALID_ENTRY = 'Bitte wählen Sie einen Termin aus Ihrer Merkliste.';
const INVALID_EVENT = 'Bitte wählen Sie einen Seminartermin.';

const positiveId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The remove buttons post here, and every "Merken" button does without JavaScript; both work
 * without it. Success redirects to the list, which confirms it; a visitor is sent to the login,
 * which keeps the date (held under their session meanwhile) and brings them to the list.
 */
export const wishlistAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const keeping = values.intent === KEEP_INTENT;
    const target = keeping ? KEEP_INTENT : `merkliste-${values.wishlistId ?? ''}`;
    if (refused) return formRefused(target, values);
    const path = pathOf(request);
    const wishlist = resolveService(container, VISITOR_WISHLIST);
    if (keeping) {
      const eventId = positiveId(values.eventId);
      if (eventId === undefined) return formFailure(target, values, invalid({ eventId: INVALID_EVENT }));
      const added = await wishlist.add(eventId)();
      if (E.isLeft(added) && added.left._tag === 'Unauthenticated') return redirect(KEPT_AFTER_LOGIN);
      if (E.isLeft(added)) return formFailure(target, values, added.left);
      return redirect(`${path}?${KEPT_PARAM}=1`);
    }
    const wishlistId = positiveId(values.wishlistId);
    if (values.intent !== REMOVE_INTENT || wishlistId === undefined) {
      return formFailure(target, values, invalid({ wishlistId: INVALID_ENTRY }));
    }
    const removed = await wishlist.remove(wishlistId)();
    if (E.isLeft(removed) && removed.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(path));
    if (E.isLeft(removed)) return formFailure(target, values, removed.left);
    return redirect(`${path}?${REMOVED_PARAM}=1`);
  };
