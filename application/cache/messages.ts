/** German texts of the cache administration. */
export const CACHE_MESSAGES = {
  unknownCache: (name: string) => `Einen Cache „${name}“ gibt es nicht.`,
} as const;
