/** The German answer of a refused form post: the wait in whole minutes (at least one). */
export const tooManyRequestsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Zu viele Anfragen. Bitte versuchen Sie es in ${minutes === 1 ? 'einer Minute' : `${String(minutes)} Minuten`} erneut.`;
};
