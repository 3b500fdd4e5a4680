import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

const gzipped = (file: string): boolean => file.endsWith('.gz');

/**
 * Writes lines to `file` (gzip when it ends in .gz) through a temporary name renamed at the end,
 * so a failed backup never leaves a file that looks complete.
 */
export const withLineFile = async <T>(file: string, write: (writeLine: (line: string) => Promise<void>) => Promise<T>): Promise<T> => {
  const partial = `${file}.partial`;
  const output = createWriteStream(partial);
  const sink: Writable = gzipped(file) ? createGzip() : output;
  if (sink !== output) sink.pipe(output);
  try {
    const result = await write(async (line) => {
      if (!sink.write(`${line}\n`)) await once(sink, 'drain');
    });
    sink.end();
    await finished(output);
    await rename(partial, file);
    return result;
  } catch (error) {
    sink.destroy();
    output.destroy();
    // The file is opened after createWriteStream returns: a write that fails at once would remove
    // it before it exists, and the late open would create it again. Remove it once the stream let go.
    if (!output.closed) await once(output, 'close');
    await rm(partial, { force: true });
    throw error;
  }
};

/** The lines of `file` (gunzipped when it ends in .gz). */
export const linesOf = (file: string): AsyncIterable<string> => {
  const input: Readable = createReadStream(file);
  return createInterface({ input: gzipped(file) ? input.pipe(createGunzip()) : input, crlfDelay: Infinity });
};
