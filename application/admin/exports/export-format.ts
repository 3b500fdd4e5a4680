/** How an export is written: one JSON array (the default), or one JSON object per line. */
export type ExportFormat = 'json' | 'ndjson';

/** Small pieces are joined to about this many characters, so a write is not one per object. */
const CHUNK_CHARACTERS = 64 * 1024;

async function* coalesced(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK_CHARACTERS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer !== '') yield buffer;
}

async function* jsonArrayPieces(objects: AsyncIterable<unknown>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const object of objects) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(object)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* ndjsonPieces(objects: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const object of objects) yield `${JSON.stringify(object)}\n`;
}

/**
 * The text of an export, produced as it is read: only as much is in memory as the consumer has
 * not taken yet, so the pace is the slower side's (backpressure) and memory stays flat.
 */
export const exportText = (objects: AsyncIterable<unknown>, format: ExportFormat): AsyncIterable<string> =>
  coalesced(format === 'ndjson' ? ndjsonPieces(objects) : jsonArrayPieces(objects));

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  json: 'application/json; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
};
