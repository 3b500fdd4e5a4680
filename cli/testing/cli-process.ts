import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isFreshBuild } from '../../scripts/fresh-build';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** tsx's loader by its path: the CLI runs in any working folder, where 'tsx' would not resolve. */
const TSX = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
/** The CLI of the production build (vite.node.config.ts): plain JavaScript, `npm test` builds it before the tests. */
const BUILT_CLI = 'dist/node/cli.js';

let cliCommand: readonly string[] | undefined;
/**
 * How the tests start `ifb`: the built CLI when the build is newer than every source it is made
 * of (a clean clone's `npm test` builds just before the tests), else the sources through tsx.
 * Both are the same program; tsx costs each of the hundred runs about half a second of CPU to
 * compile the CLI again, the build about a tenth.
 */
const cliEntry = (): readonly string[] => {
  cliCommand ??= isFreshBuild(BUILT_CLI) ? [`${ROOT}${BUILT_CLI}`] : ['--import', TSX, `${ROOT}cli/main.ts`];
  return cliCommand;
};

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `ifb …` as a process, as an operator would; never in-process, so exit codes are real. */
export const runCli = (
  args: readonly string[],
  options: { readonly env?: NodeJS.ProcessEnv; readonly stdin?: string; readonly cwd?: string } = {},
): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cliEntry(), ...args], {
      cwd: options.cwd ?? ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.stdin ?? '');
  });

export interface ServerProcess {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The real server (scripts/cli-test-server.ts) as its own process, with the admin folders given. */
export const startServer = (folders: { readonly documentsDir: string; readonly tempDir: string }): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', TSX, `${ROOT}scripts/cli-test-server.ts`], {
      cwd: ROOT,
      env: { ...process.env, ADMIN_DOCUMENTS_DIR: folders.documentsDir, ADMIN_TEMP_DIR: folders.tempDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      reject(new Error(`test server ended with ${String(code)}`));
    });
    if (child.stdout === null) throw new Error('no stdout');
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { baseUrl } = JSON.parse(line) as { baseUrl: string };
      resolve({
        baseUrl,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => {
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
