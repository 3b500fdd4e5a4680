import { createHash } from 'node:crypto';

/** A body kept as it goes on the wire: the bytes themselves and, where they shrink, their brotli and gzip forms. */
export interface EncodedBody {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The codings a client accepts with a weight above 0 (RFC 9110 §12.5.3); `*` stands for any not named. */
const acceptedCodings = (header: string): ReadonlyMap<string, number> => {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name !== '') weights.set(name, q === undefined ? 1 : Number(q));
  }
  return weights;
};

const accepts = (weights: ReadonlyMap<string, number>, coding: string): boolean => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;

/**
 * Brotli where the client takes it, else gzip, else the plain bytes; a variant the body lacks is
 * skipped (a body compressed for this response has both: `{ br: true, gzip: true }`).
 */
export const pickEncoding = (acceptEncoding: string | undefined, body: { readonly br?: unknown; readonly gzip?: unknown }): ContentEncoding => {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  const weights = acceptedCodings(acceptEncoding);
  if (body.br !== undefined && accepts(weights, 'br')) return 'br';
  if (body.gzip !== undefined && accepts(weights, 'gzip')) return 'gzip';
  return 'identity';
};

export const bytesOf = (body: EncodedBody, encoding: ContentEncoding): Buffer =>
  encoding === 'identity' ? body.identity : (body[encoding] ?? body.identity);

/** A strong validator of the plain bytes: the same for every encoding, as the variants are the same content. */
export const etagOf = (bytes: Buffer): string => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names this validator (or any, `*`): the client's copy is current (304). */
export const notModified = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
