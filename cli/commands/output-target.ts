import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { writeOut, type Output } from '../cli-io';
import type { CliContext } from '../context';
import { ExportInterrupted } from '../../application/content/content.port';
import { CliFailure, failureOf } from '../failure';

/** Where a command's data goes: stdout, or a file that appears only once it is complete. */
export interface DataTarget {
  readonly path: string | undefined;
  write(chunk: string): Promise<void>;
  /** The file is moved into place; nothing happens for stdout. */
  finish(): Promise<void>;
  /** The half-written file is removed. */
  abandon(): Promise<void>;
}

export const dataTarget = async (context: CliContext, out: string | undefined): Promise<DataTarget> => {
  if (out === undefined) {
    const stdout: Output = context.io.stdout;
    return { path: undefined, write: (chunk) => writeOut(stdout, chunk), finish: () => Promise.resolve(), abandon: () => Promise.resolve() };
  }
  const path = resolve(context.io.cwd, out);
  const part = `${path}.part`;
  const file = createWriteStream(part, { flags: 'w' });
  try {
    await once(file, 'open');
  } catch (error) {
    throw new CliFailure(`Die Datei „${path}“ kann nicht geschrieben werden (${(error as { code?: string }).code ?? String(error)}).`);
  }
  const close = () =>
    new Promise<void>((done, fail) => {
      file.end((error?: Error | null) => {
        if (error) fail(error);
        else done();
      });
    });
  return {
    path,
    write: (chunk) => writeOut(file, chunk),
    finish: async () => {
      await close();
      await rename(part, path);
    },
    abandon: async () => {
      file.destroy();
      await rm(part, { force: true });
    },
  };
};

/**
 * Writes every piece to the target and completes it; on a failure the half-written file goes,
 * and a stream the server broke off is the failure its error means.
 */
export const writeAll = async (target: DataTarget, pieces: AsyncIterable<string>): Promise<void> => {
  try {
    for await (const piece of pieces) await target.write(piece);
    await target.finish();
  } catch (error) {
    await target.abandon();
    if (error instanceof ExportInterrupted) throw failureOf(error.error);
    throw error;
  }
};
