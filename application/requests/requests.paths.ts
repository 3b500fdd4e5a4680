/** The back office's request inbox: the pages and, at the same paths, their JSON for the proxy and scripts. */
export const REQUESTS_PATHS = {
  list: '/manage/anfragen',
  request: '/manage/anfragen/:requestId',
  offer: '/manage/anfragen/:requestId/angebot',
} as const;

export const requestPath = (requestId: number): string => `/manage/anfragen/${String(requestId)}`;
export const offerPath = (requestId: number): string => `${requestPath(requestId)}/angebot`;
