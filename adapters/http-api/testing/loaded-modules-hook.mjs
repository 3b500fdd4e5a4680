/** The loader hook of loaded-modules-probe.mjs: appends the URL of each module as it loads. */
import { appendFileSync } from 'node:fs';

let file = '';

export const initialize = (data) => {
  file = data.file;
};

export const load = (url, context, nextLoad) => {
  appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
};
