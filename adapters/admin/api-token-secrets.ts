import { createHash, randomBytes } from 'node:crypto';
import type { ApiTokenSecrets } from '../../application/admin/api-token.repository';

const PREFIX = 'ifb_';
/** 256 bits from the operating system's CSPRNG. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^ifb_[A-Za-z0-9_-]{43}$/;

/** API tokens: 'ifb_' and 43 base64url characters (the prefix makes a leaked one easy to spot). */
export const cryptoApiTokenSecrets: ApiTokenSecrets = {
  generate: () => `${PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`,
  hash: (token) => createHash('sha256').update(token).digest('hex'),
  isWellFormed: (token) => TOKEN_SHAPE.test(token),
};
