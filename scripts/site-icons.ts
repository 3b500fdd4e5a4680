import sharp from 'sharp';
import type { Plugin } from 'vite';
import { iconPngPath, MANIFEST_ICON_SIZES, SITE_ICON_SVG, webManifest } from '../ui/theme/site-icon';

/** The folder in dist/client the server answers /favicon.ico, /manifest.webmanifest, … from. */
export const SITE_FILES_FOLDER = 'site';

const png = (size: number): Promise<Buffer> => sharp(Buffer.from(SITE_ICON_SVG), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();

/** An .ico holding PNG images (every browser since IE Vista reads them): a 6-byte header, a 16-byte entry per image. */
export const icoOf = (images: readonly { readonly size: number; readonly data: Buffer }[]): Buffer => {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
};

/** Writes the icons and the manifest into the browser build (not the server build). */
export const siteIcons = (): Plugin => ({
  name: 'site-icons',
  apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
  async generateBundle() {
    const emit = (name: string, source: string | Uint8Array) => {
      this.emitFile({ type: 'asset', fileName: `${SITE_FILES_FOLDER}${name}`, source });
    };
    emit('/favicon.svg', SITE_ICON_SVG);
    emit('/favicon.ico', icoOf(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))));
    for (const size of MANIFEST_ICON_SIZES) emit(iconPngPath(size), await png(size));
    emit('/manifest.webmanifest', `${JSON.stringify(webManifest, null, 2)}\n`);
  },
});
