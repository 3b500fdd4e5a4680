import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesToPrune, recordBuild } from './keep-previous-build';

/** Writes the files as a build does, then records them as the plugin does after each build. */
const writeBuild = async (dir: string, files: readonly string[]): Promise<void> => {
  await Promise.all(files.map((file) => writeFile(join(dir, file), file)));
  await recordBuild(dir, files);
};

describe('the previous build is kept beside the new one, no older', () => {
  it('deletes what only the build before the previous one wrote', () => {
    expect(filesToPrune({ builds: [['a-1.js', 'shared-1.js'], ['a-2.js', 'shared-1.js']] }, ['a-3.js', 'shared-1.js'])).toEqual(['a-1.js']);
  });

  it('deletes nothing while fewer than two builds are recorded', () => {
    expect(filesToPrune({ builds: [] }, ['a-1.js'])).toEqual([]);
    expect(filesToPrune({ builds: [['a-1.js']] }, ['a-2.js'])).toEqual([]);
  });

  it('over three builds in one folder: the first build\'s chunk and its compressed twins go, public files stay', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keep-build-'));
    await writeFile(join(dir, 'logo.svg'), 'copied from public/, never in a bundle');
    await writeBuild(dir, ['entry.js', 'page-1.js']);
    await writeFile(join(dir, 'page-1.js.br'), 'twin');
    await writeFile(join(dir, 'page-1.js.gz'), 'twin');
    await writeBuild(dir, ['entry.js', 'page-2.js']);
    expect((await readdir(dir)).sort()).toEqual(['.builds.json', 'entry.js', 'logo.svg', 'page-1.js', 'page-1.js.br', 'page-1.js.gz', 'page-2.js']);
    await writeBuild(dir, ['entry.js', 'page-3.js']);
    expect((await readdir(dir)).sort()).toEqual(['.builds.json', 'entry.js', 'logo.svg', 'page-2.js', 'page-3.js']);
  });

  it('a record naming files outside the folder leads no deletion there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keep-build-'));
    const outside = await mkdtemp(join(tmpdir(), 'keep-build-outside-'));
    await writeFile(join(outside, 'precious.txt'), 'keep');
    await writeFile(join(dir, '.builds.json'), JSON.stringify({ builds: [[`../${outside.split('/').pop() ?? ''}/precious.txt`, join(outside, 'precious.txt')], []] }));
    await writeBuild(dir, ['entry.js']);
    expect(await readdir(outside)).toEqual(['precious.txt']);
  });
});
