import { createHash, randomBytes } from 'node:crypto';
import type { SessionTokens } from '../../../application/accounts/session-tokens';

/** 128 bits from the operating system's CSPRNG (OWASP: at least 64 bits of entropy). */
const TOKEN_BYTES = 16;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** Session tokens as cookie-safe base64url text, stored as their SHA-256. */
export const cryptoSessionTokens: SessionTokens = {
  generate: () => randomBytes(TOKEN_BYTES).toString('base64url'),
  hash: (token) => createHash('sha256').update(token).digest('hex'),
  isWellFormed: (token) => TOKEN_SHAPE.test(token),
};
