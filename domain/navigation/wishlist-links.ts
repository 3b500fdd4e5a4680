export interface WishlistLink {
  readonly name: string;
  readonly url: string;
}

/**
 * The wishlist links of the navigation, keyed by name (spec §5). Empty values (missing, null,
 * '' or blank) are skipped, since a link without a target would lead nowhere.
 */
export const wishlistLinks = (
  values: Readonly<Record<string, string | null | undefined>>,
): readonly WishlistLink[] =>
  Object.entries(values).flatMap(([name, url]) =>
    url === null || url === undefined || url.trim() === '' ? [] : [{ name, url }],
  );
