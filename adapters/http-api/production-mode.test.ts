import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production server as `npm run start:prod` starts it (the command is read from package.json),
 * in an environment that says nothing about NODE_ENV, renders its pages with React's and
 * react-router's production builds: the development builds check every element and cost a page
 * about twice the CPU. The process lists every module it loaded (testing/loaded-modules-probe.mjs).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = fileURLToPath(new URL('./testing/loaded-modules-probe.mjs', import.meta.url));

/** How the probe marks a CommonJS file Node only read for its export names (React's other build). */
const NOT_RUN = '(read, not run)';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

let loaded: readonly string[] = [];
let pageStatus = 0;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/node/server.js'))) throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  const packageJson = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const startProd = packageJson.scripts['start:prod'];
  if (startProd === undefined) throw new Error('package.json has no start:prod script');
  const dir = await mkdtemp(join(tmpdir(), 'production-mode-'));
  const modulesFile = join(dir, 'modules.txt');
  const port = await freePort();
  const { NODE_ENV: _ignored, ...environment } = process.env;
  const server = spawn('sh', ['-c', startProd], {
    cwd: ROOT,
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: join(dir, 'pglite'),
      LOG_LEVEL: 'error',
      NODE_OPTIONS: `--import ${PROBE}`,
      LOADED_MODULES_FILE: modulesFile,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: the signal reaches the server, not only the shell that started it.
    detached: true,
  });
  const exited = new Promise<void>((done) => server.once('exit', () => { done(); }));
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${String(port)}/readyz`).then((answer) => answer.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the production server did not become ready');
      await new Promise((done) => setTimeout(done, 250));
    }
    pageStatus = (await fetch(`http://127.0.0.1:${String(port)}/seminare/veranstaltungen`, { headers: { accept: 'text/html' } })).status;
  } finally {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    await exited;
    // The shell may end before the server has shut down and written its list.
    while (server.pid !== undefined && groupAlive(server.pid)) await new Promise((done) => setTimeout(done, 100));
  }
  loaded = (await readFile(modulesFile, 'utf8')).split('\n').filter((line) => line !== '' && !line.endsWith(NOT_RUN));
  await rm(dir, { recursive: true, force: true });
}, 120_000);

afterAll(() => {
  loaded = [];
});

describe('the production server (npm run start:prod)', () => {
  it('renders a page', () => {
    expect(pageStatus).toBe(200);
  });

  it("renders with React's production build, never its development build", () => {
    const react = loaded.filter((file) => /node_modules\/react(-dom)?\//.test(file));
    expect(react.filter((file) => /\/cjs\/react-dom-server[\w.-]*\.production\.js$/.test(file))).not.toEqual([]);
    expect(react.filter((file) => file.endsWith('/cjs/react-jsx-runtime.production.js'))).not.toEqual([]);
    expect(react.filter((file) => file.endsWith('.development.js'))).toEqual([]);
  });

  it("runs react-router's production build (bundled into dist/), never its development build", () => {
    expect(loaded.filter((file) => file.includes('node_modules/react-router/dist/development/'))).toEqual([]);
    expect(loaded.filter((file) => file.includes('/dist/node/'))).not.toEqual([]);
  });
});
