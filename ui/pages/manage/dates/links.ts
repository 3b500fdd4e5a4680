/**
 * The back office's entries of the dates part, for the back office's navigation (its frame is
 * built elsewhere): the dates are reached from a seminar's page, so only the lists are entries.
 */
export const MANAGE_DATES_LINKS: readonly { readonly path: string; readonly label: string }[] = [];
