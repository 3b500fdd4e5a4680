/**
 * Preloaded into a server process (NODE_OPTIONS=--import …) by the production-mode test: writes
 * every module file the process loaded to LOADED_MODULES_FILE, one per line: the ES modules as
 * the loader hook sees them load, the CommonJS ones (React's builds) from require's cache at exit.
 */
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const NOT_RUN = '(read, not run)';
const file = process.env.LOADED_MODULES_FILE;
if (file === undefined) throw new Error('LOADED_MODULES_FILE names no file');
register('./loaded-modules-hook.mjs', import.meta.url, { data: { file } });
process.on('exit', () => {
  // Node's ES module loader also reads a CommonJS file's re-exports (both of React's builds) to
  // learn their names without running them: those are marked.
  const cache = createRequire(import.meta.url).cache;
  const lines = Object.keys(cache).map((path) => (cache[path]?.loaded === true ? path : `${path} ${NOT_RUN}`));
  appendFileSync(file, `${lines.join('\n')}\n`);
});
