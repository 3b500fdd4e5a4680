import sharp from 'sharp';
import type { ImageProcessor } from '../../application/admin/images/image-import.ports';

/** The longest edge a stored picture keeps: enough for a full-width page on a large screen. */
export const MAX_IMAGE_EDGE = 1600;

const FORMAT = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/**
 * Decodes each picture completely (a damaged one fails here), turns it upright by its EXIF
 * orientation, drops its metadata (camera, GPS), and scales it down to MAX_IMAGE_EDGE. The
 * format stays the same. sharp ships its native library inside its npm packages.
 */
export const sharpImageProcessor: ImageProcessor = {
  process: async (bytes, type) => {
    try {
      const input = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 });
      const metadata = await input.metadata();
      const width = metadata.autoOrient.width;
      const height = metadata.autoOrient.height;
      const resized = Math.max(width, height) > MAX_IMAGE_EDGE;
      const pipeline = input.rotate();
      const scaled = resized ? pipeline.resize(MAX_IMAGE_EDGE, MAX_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true }) : pipeline;
      const { data, info } = await scaled.toFormat(FORMAT[type]).toBuffer({ resolveWithObject: true });
      return { contentType: type, width: info.width, height: info.height, bytes: data, resized };
    } catch {
      return undefined;
    }
  },
};
