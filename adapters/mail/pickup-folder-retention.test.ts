import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { pickupFolderRetention } from './pickup-folder-retention';

const NOW = Temporal.Instant.from('2027-03-12T10:00:00Z');

describe('pickup folder retention', () => {
  let folder = '';
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('deletes the mail files written up to the cutoff, keeps the newer ones and other files', async () => {
    folder = await mkdtemp(join(tmpdir(), 'pickup-retention-'));
    const write = async (name: string, at: Temporal.Instant) => {
      await writeFile(join(folder, name), 'mail');
      await utimes(join(folder, name), at.epochMilliseconds / 1000, at.epochMilliseconds / 1000);
    };
    await write('old.eml', NOW.subtract({ hours: 31 * 24 }));
    await write('at-cutoff.eml', NOW.subtract({ hours: 30 * 24 }));
    await write('new.eml', NOW.subtract({ hours: 29 * 24 }));
    await write('notes.txt', NOW.subtract({ hours: 90 * 24 }));
    expect(await pickupFolderRetention(folder).mail(NOW.subtract({ hours: 30 * 24 }))).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(['new.eml', 'notes.txt']);
  });

  it('counts nothing when the folder was never made', async () => {
    folder = join(tmpdir(), 'pickup-retention-missing-folder');
    expect(await pickupFolderRetention(folder).mail(NOW)).toBe(0);
  });
});
