import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleServerSecretRepository } from '../../db/accounts/server-secret-repository';
import { openDatabase, type Database } from '../../db/database';
import { resolveSessionSecret } from './session-secret';

const now = Temporal.Instant.from('2026-11-22T09:00:00Z');
let database: Database;
let repository: DrizzleServerSecretRepository;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  repository = new DrizzleServerSecretRepository(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', async () => {
    expect(await resolveSessionSecret('s'.repeat(32), repository, now)).toBe('s'.repeat(32));
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', async () => {
    await expect(resolveSessionSecret('zu-kurz', repository, now)).rejects.toThrow('SESSION_SECRET must be at least 32 characters long.');
  });

  it('without one, makes a random secret once and gives every instance the same', async () => {
    const first = await resolveSessionSecret(undefined, repository, now);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resolveSessionSecret('', repository, now)).toBe(first);
  });
});
