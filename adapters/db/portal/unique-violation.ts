const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's unique-violation code, whether the driver error comes bare (pg, PGlite) or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};
