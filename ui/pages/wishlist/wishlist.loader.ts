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
    };
  };

const INVALID_ENTRY = 'Bitte wählen Sie einen Termin aus Ihrer Merkliste.';

/** The remove buttons post here (they work without JavaScript); success redirects to the list, which confirms it. */
export const wishlistAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const target = `merkliste-${values.wishlistId ?? ''}`;
    if (refused) return formRefused(target, values);
    const wishlistId = Number(values.wishlistId);
    if (values.intent !== REMOVE_INTENT || !Number.isSafeInteger(wishlistId) || wishlistId <= 0) {
      return formFailure(target, values, invalid({ wishlistId: INVALID_ENTRY }));
    }
    const path = pathOf(request);
    const removed = await resolveService(container, VISITOR_WISHLIST).remove(wishlistId)();
    if (E.isLeft(removed) && removed.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(path));
    if (E.isLeft(removed)) return formFailure(target, values, removed.left);
    return redirect(`${path}?${REMOVED_PARAM}=1`);
  };
