import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pickEncoding, type ContentEncoding } from '../prepared/encoded-body';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a page is sent as it is: the compressor's own threshold (adapters/http-api/server.ts). */
const SMALLEST_COMPRESSED = 1024;

export interface RenderedPageBody {
  readonly encoding: ContentEncoding;
  readonly bytes: Buffer;
}

/**
 * A page rendered for one request, compressed in one call in the encoding the client takes:
 * brotli at quality 4 (as the per-request compressor, adapters/http-api/server.ts), else gzip.
 * Handing the HTML to the compressor plugin ran it through a transform stream whose machinery
 * (chunks, pushes, pipes) cost the main thread more than the compression itself, which runs on
 * the thread pool; a body with its content-encoding set is left alone by the plugin.
 */
export const renderedPageBody = async (html: string, acceptEncoding: string | undefined): Promise<RenderedPageBody> => {
  const identity = Buffer.from(html, 'utf8');
  const encoding = identity.length < SMALLEST_COMPRESSED ? 'identity' : pickEncoding(acceptEncoding, { br: true, gzip: true });
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length };
    return { encoding, bytes: await brotli(identity, { params }) };
  }
  if (encoding === 'gzip') return { encoding, bytes: await gzipAsync(identity) };
  return { encoding, bytes: identity };
};
