import { zipSync } from 'fflate';
import type { Temporal } from 'temporal-polyfill';
import type { Archiver } from '../../application/privacy/personal-data-set';

/** ZIP files with fflate; every entry carries the moment the export was made. */
export const FFLATE_ARCHIVER: Archiver = {
  zip: (files, at: Temporal.Instant) =>
    zipSync(Object.fromEntries(files.map((file) => [file.name, file.content])), { level: 6, mtime: new Date(at.epochMilliseconds) }),
};
