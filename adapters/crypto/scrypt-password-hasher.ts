import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../application/accounts/password-hasher';

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's recommendation for scrypt: N = 2^17, r = 8, p = 1 (128 MiB per hash). */
export const RECOMMENDED_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
    const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });

/**
 * Stored format: `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later and old
 * hashes still verify with the cost they were made with.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: ScryptCost = RECOMMENDED_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, storedHash: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = storedHash.split('$');
    if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
