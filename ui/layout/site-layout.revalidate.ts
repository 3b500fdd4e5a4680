import type { ShouldRevalidateFunctionArgs } from 'react-router';

// Apart from the loader: every page needs this rule at start, the loader (with its codecs) only on a revalidation.
/**
 * The frame stays as it is while the visitor moves between pages: it is loaded with the first
 * page and again only after a form was sent (a login or a cart change may alter it).
 */
export const siteLayoutShouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
  formMethod !== undefined && defaultShouldRevalidate;
