/** A stream the CLI writes to; write() answers false when the reader is behind (backpressure). */
export interface Output {
  write(chunk: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
  readonly isTTY?: boolean | undefined;
}

/** What the CLI sees of its process: its streams, environment and terminal. */
export interface CliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** The whole of standard input (for --password-stdin). */
  readStdin(): Promise<string>;
  /** Asks on the terminal; `hidden` shows nothing of what is typed. Undefined without a terminal. */
  prompt(question: string, options: { readonly hidden: boolean }): Promise<string | undefined>;
}

/** Writes and waits while the reader is behind, so a large export never piles up in memory. */
export const writeOut = async (output: Output, chunk: string): Promise<void> => {
  if (output.write(chunk)) return;
  await new Promise<void>((resolve) => {
    output.once('drain', resolve);
  });
};
