import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';
import { ADMIN_MESSAGES as M } from './messages';

export const DEFAULT_TOKEN_DAYS = 90;
export const MAX_TOKEN_DAYS = 365;

const TokenName = new t.Type<string, string, unknown>(
  'TokenName',
  (value): value is string => typeof value === 'string' && value.trim().length >= 1 && value.length <= 100,
  (input, context) =>
    typeof input === 'string' && input.trim().length >= 1 && input.trim().length <= 100
      ? t.success(input.trim())
      : t.failure(input, context, M.tokenNameMissing),
  (value) => value,
);

const TokenDays = new t.Type<number, number, unknown>(
  'TokenDays',
  (value): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_TOKEN_DAYS,
  (input, context) =>
    typeof input === 'number' && Number.isInteger(input) && input >= 1 && input <= MAX_TOKEN_DAYS
      ? t.success(input)
      : t.failure(input, context, M.tokenLifetime),
  (value) => value,
);

/** POST /manage/api-tokens */
export const ApiTokenRequest = t.exact(
  t.intersection([t.type({ name: TokenName }), t.partial({ expiresInDays: TokenDays })]),
  'ApiTokenRequest',
);
export type ApiTokenRequest = t.TypeOf<typeof ApiTokenRequest>;

export const ApiTokenWire = t.readonly(
  t.type({ tokenId: t.number, name: t.string, createdAt: InstantCodec, expiresAt: InstantCodec }),
  'ApiTokenWire',
);
export type ApiTokenWire = t.TypeOf<typeof ApiTokenWire>;

/** The token itself is in this answer only: it is kept as a hash and cannot be shown again. */
export const ApiTokenCreatedWire = t.readonly(t.intersection([ApiTokenWire, t.type({ token: t.string })]), 'ApiTokenCreatedWire');
export type ApiTokenCreatedWire = t.TypeOf<typeof ApiTokenCreatedWire>;

export const ApiTokenListWire = t.readonly(t.type({ tokens: t.readonlyArray(ApiTokenWire) }), 'ApiTokenListWire');
export type ApiTokenListWire = t.TypeOf<typeof ApiTokenListWire>;

export const TokenIdFromString = new t.Type<number, string, unknown>(
  'TokenId',
  (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0,
  (input, context) =>
    typeof input === 'string' && /^[1-9]\d{0,8}$/.test(input) ? t.success(Number(input)) : t.failure(input, context, M.invalidTokenId),
  String,
);
export const TokenIdParams = t.type({ tokenId: TokenIdFromString });

/** The answer of a revocation. */
export const RevokedWire = t.readonly(t.type({ revoked: t.literal(true) }), 'RevokedWire');
export type RevokedWire = t.TypeOf<typeof RevokedWire>;
