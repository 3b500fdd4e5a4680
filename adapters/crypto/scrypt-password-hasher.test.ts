import { describe, expect, it } from 'vitest';
import { RECOMMENDED_SCRYPT_COST, ScryptPasswordHasher } from './scrypt-password-hasher';

// A cheap cost keeps the suite fast; one test proves the recommended cost works too.
const cheap = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

describe('ScryptPasswordHasher', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await cheap.hash('Betriebsrat-2027');
    expect(await cheap.verify('Betriebsrat-2027', stored)).toBe(true);
    expect(await cheap.verify('Betriebsrat-2028', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords give different hashes', async () => {
    expect(await cheap.hash('gleiches Passwort')).not.toBe(await cheap.hash('gleiches Passwort'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await cheap.verify('x', 'md5$abc')).toBe(false);
    expect(await cheap.verify('x', '')).toBe(false);
  });

  it('treats composed and decomposed umlauts as the same password', async () => {
    const stored = await cheap.hash('Mitbestimmung-\u00e4');
    expect(await cheap.verify('Mitbestimmung-a\u0308', stored)).toBe(true);
  });

  it('hashes with N = 2^17, r = 8, p = 1 and records that cost in the hash', async () => {
    const hasher = new ScryptPasswordHasher();
    const stored = await hasher.hash('Arbeitsschutz!');
    expect(stored.startsWith(`scrypt$${RECOMMENDED_SCRYPT_COST.N}$8$1$`)).toBe(true);
    expect(await hasher.verify('Arbeitsschutz!', stored)).toBe(true);
  });
});
