/**
 * `npm run cli -- …` and the `ifb` command: the operator CLI over the process's real streams,
 * terminal and environment.
 */
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import type { CliIo } from './cli-io';
import { cliDependencies } from './composition-root';
import { runCli } from './program';

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

/** Asks on the terminal (on stderr, so stdout stays data); a hidden answer is not echoed. */
const prompt = (question: string, { hidden }: { readonly hidden: boolean }): Promise<string | undefined> => {
  if (!process.stdin.isTTY) return Promise.resolve(undefined);
  const output = process.stderr;
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  if (hidden) {
    // readline echoes through _writeToOutput; after the question, nothing of the answer is shown.
    const muted = lines as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    muted._writeToOutput = (text: string) => {
      if (!asked) {
        (output as Writable).write(text);
        asked = true;
      }
    };
  }
  return new Promise((resolve) => {
    lines.question(question, (answer) => {
      if (hidden) output.write('\n');
      lines.close();
      resolve(answer);
    });
  });
};

const io: CliIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  readStdin,
  prompt,
};

// A closed pipe (`ifb export lexicon | head`) is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), io, cliDependencies(process.env));
