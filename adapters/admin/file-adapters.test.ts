import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fsImportFolder } from './fs-import-folder';
import { MAX_IMAGE_EDGE, sharpImageProcessor } from './sharp-image-processor';
import { folderTempFiles } from './temp-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ifb-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('fsImportFolder', () => {
  it('lists the regular files below a folder with relative paths, sorted, without hidden files and links', async () => {
    await mkdir(join(dir, 'seminare', '.cache'), { recursive: true });
    await writeFile(join(dir, 'seminare', 'b.png'), 'bb');
    await writeFile(join(dir, 'a.txt'), 'a');
    await writeFile(join(dir, '.DS_Store'), 'x');
    await writeFile(join(dir, 'seminare', '.cache', 'c.png'), 'c');
    await symlink(join(dir, 'a.txt'), join(dir, 'link.txt'));
    const files = await fsImportFolder.list(dir);
    expect(files?.map((file) => [file.relativePath, file.sizeBytes])).toEqual([
      ['a.txt', 1],
      ['seminare/b.png', 2],
    ]);
    expect(new TextDecoder().decode(await files?.[1]?.read())).toBe('bb');
  });

  it('answers undefined for a folder that is not there, or a file', async () => {
    expect(await fsImportFolder.list(join(dir, 'fehlt'))).toBeUndefined();
    await writeFile(join(dir, 'datei'), 'x');
    expect(await fsImportFolder.list(join(dir, 'datei'))).toBeUndefined();
  });
});

describe('sharpImageProcessor', () => {
  it('keeps a small picture in its format and scales a large one down to the longest edge', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } }).webp().toBuffer();
    expect(await sharpImageProcessor.process(small, 'image/webp')).toMatchObject({ contentType: 'image/webp', width: 40, height: 30, resized: false });
    const large = await sharp({ create: { width: 2000, height: 4000, channels: 3, background: '#0f0' } }).png().toBuffer();
    const processed = await sharpImageProcessor.process(large, 'image/png');
    expect(processed).toMatchObject({ contentType: 'image/png', width: MAX_IMAGE_EDGE / 2, height: MAX_IMAGE_EDGE, resized: true });
    expect((await sharp(Buffer.from(processed?.bytes ?? [])).metadata()).format).toBe('png');
  });

  it('answers undefined for a damaged picture', async () => {
    const whole = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } }).jpeg().toBuffer();
    expect(await sharpImageProcessor.process(whole.subarray(0, 40), 'image/jpeg')).toBeUndefined();
  });
});

describe('folderTempFiles', () => {
  it('empties the folder and says how many files and bytes went; makes it when missing', async () => {
    const temp = folderTempFiles(join(dir, 'tmp'));
    expect(await temp.clear()).toEqual({ files: 0, bytes: 0 });
    await mkdir(join(dir, 'tmp', 'upload'), { recursive: true });
    await writeFile(join(dir, 'tmp', 'upload', 'teil.bin'), Buffer.alloc(1000));
    await writeFile(join(dir, 'tmp', 'x'), 'abc');
    expect(await temp.clear()).toEqual({ files: 2, bytes: 1003 });
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });
});
