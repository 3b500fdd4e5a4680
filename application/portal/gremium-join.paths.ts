/** The page the invitation mail links to; the token rides in the query, as the confirmation link's does. */
export const GREMIUM_JOIN_PAGE_PATH = '/meinifb/gremium-beitreten';

export const gremiumJoinPagePath = (token: string): string => `${GREMIUM_JOIN_PAGE_PATH}?token=${encodeURIComponent(token)}`;
