import * as t from 'io-ts';
import { isCents, type Cents } from '../../domain/money/money';

/** Euro cents on the wire: a whole, non-negative number. */
export const CentsCodec = new t.Type<Cents, number, unknown>(
  'Cents',
  (value): value is Cents => typeof value === 'number' && isCents(value) && value >= 0,
  (input, context) =>
    typeof input === 'number' && isCents(input) && input >= 0
      ? t.success(input)
      : t.failure(input, context, 'Bitte geben Sie einen Betrag in ganzen Cent an.'),
  (value) => value,
);
