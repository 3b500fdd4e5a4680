import { randomBytes } from 'node:crypto';
import type { Temporal } from 'temporal-polyfill';
import type { DrizzleServerSecretRepository } from '../../db/accounts/server-secret-repository';

/** An HMAC key needs as much entropy as its output: 32 characters of a random secret at least. */
export const MIN_SESSION_SECRET_LENGTH = 32;

const STORED_SECRET_NAME = 'xsrf-hmac';

/**
 * The key of the XSRF tokens: SESSION_SECRET when the operator sets one; otherwise a random key
 * stored once in the database, so every instance on that database computes the same tokens.
 */
export const resolveSessionSecret = async (
  configured: string | undefined,
  repository: DrizzleServerSecretRepository,
  now: Temporal.Instant,
): Promise<string> => {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SESSION_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long.`);
    }
    return configured;
  }
  return repository.getOrCreate(STORED_SECRET_NAME, () => randomBytes(32).toString('base64url'), now);
};
