import * as t from 'io-ts';
import { EXPORT_KIND_NAMES, type ExportKind } from '../../content/content-kind';

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

/** ?format=json (default) or ndjson */
export const ExportQuery = t.exact(
  t.partial({
    format: new t.Type<'json' | 'ndjson', string, unknown>(
      'ExportFormat',
      (value): value is 'json' | 'ndjson' => value === 'json' || value === 'ndjson',
      (input, context) =>
        input === 'json' || input === 'ndjson' ? t.success(input) : t.failure(input, context, 'Bitte wählen Sie das Format json oder ndjson.'),
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
