import * as t from 'io-ts';
import { EXPORT_KIND_NAMES, type ExportKind } from '../../content/content-kind';
import { EXPORT_FORMATS, type ExportFormat } from './export-format';

const isExportKind = (value: unknown): value is ExportKind => typeof value === 'string' && (EXPORT_KIND_NAMES as readonly string[]).includes(value);

export const ExportKindCodec = new t.Type<ExportKind, string, unknown>(
  'ExportKind',
  isExportKind,
  (input, context) =>
    isExportKind(input) ? t.success(input) : t.failure(input, context, `Diesen Export gibt es nicht. Möglich sind: ${EXPORT_KIND_NAMES.join(', ')}.`),
  (value) => value,
);

/** GET /obj-export/{kind} */
export const ExportParams = t.type({ kind: ExportKindCodec });

const isExportFormat = (value: unknown): value is ExportFormat => typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);

/** ?format=json (default), ndjson or csv */
export const ExportQuery = t.exact(
  t.partial({
    format: new t.Type<ExportFormat, string, unknown>(
      'ExportFormat',
      isExportFormat,
      (input, context) => (isExportFormat(input) ? t.success(input) : t.failure(input, context, 'Bitte wählen Sie das Format json, ndjson oder csv.')),
      (value) => value,
    ),
  }),
);
export type ExportQuery = t.TypeOf<typeof ExportQuery>;

/** GET /download/filter-data: what the downloads can be filtered by, each value with its count. */
export const DownloadFiltersWire = t.readonly(
  t.type({
    total: t.number,
    fileKinds: t.readonlyArray(t.type({ value: t.string, count: t.number })),
    topics: t.readonlyArray(t.type({ slug: t.string, count: t.number })),
    tags: t.readonlyArray(t.type({ slug: t.string, name: t.string, count: t.number })),
  }),
  'DownloadFiltersWire',
);
export type DownloadFiltersWire = t.TypeOf<typeof DownloadFiltersWire>;
