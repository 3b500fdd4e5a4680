/**
 * Run by `npm run build` after `vite build`: writes `x.br` (brotli, quality 11) and `x.gz`
 * (gzip -9) next to every compressible file in dist/client/assets, so the server sends them
 * from disk instead of compressing each request (and at a quality too slow to use per request).
 * Every compressible file gets both, even where a tiny file grows by a few bytes: a missing
 * variant would let the per-request compressor step in again for it. Twins that still unpack to
 * their file (the previous build's, kept beside the new one) are not compressed again.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliUnpack = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Text formats; images, fonts (woff2) and the like are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.map', '.txt', '.xml', '.html', '.wasm']);

interface Precompressed {
  readonly file: string;
  readonly raw: number;
  readonly br: number;
  readonly gz: number;
}

/** The twins an earlier build wrote, if they still unpack to this file (the build keeps the previous build's files). */
const currentTwins = async (path: string, body: Buffer): Promise<Precompressed | undefined> => {
  try {
    const [br, gz] = await Promise.all([readFile(`${path}.br`), readFile(`${path}.gz`)]);
    const [fromBr, fromGz] = await Promise.all([brotliUnpack(br), gunzipAsync(gz)]);
    return fromBr.equals(body) && fromGz.equals(body) ? { file: path, raw: body.length, br: br.length, gz: gz.length } : undefined;
  } catch {
    return undefined;
  }
};

const precompressFile = async (path: string): Promise<Precompressed> => {
  const body = await readFile(path);
  const kept = await currentTwins(path, body);
  if (kept !== undefined) return kept;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: extname(path) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return { file: path, raw: body.length, br: br.length, gz: gz.length };
};

/** Precompresses every compressible file under dir (recursively); returns what it wrote. */
const precompressDir = async (dir: string): Promise<Precompressed[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const done: Precompressed[] = [];
  // A few at a time: brotli 11 is CPU-heavy and the build machine may be busy.
  for (let i = 0; i < files.length; i += 4) done.push(...(await Promise.all(files.slice(i, i + 4).map(precompressFile))));
  return done;
};

const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/client/assets', import.meta.url));
const done = await precompressDir(dir);
const sum = (pick: (p: Precompressed) => number) => done.reduce((total, p) => total + pick(p), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${String(done.length)} files in ${dir}: ${kb(sum((p) => p.raw))} raw, ${kb(sum((p) => p.gz))} gzip, ${kb(sum((p) => p.br))} brotli`);
