import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../codecs/decode';
import { EntryIdCodec, IdempotencyKeyCodec, WaitlistJoinRequest } from './orders.codecs';

describe('order request codecs', () => {
  it('ask for the Idempotency-Key when it is missing, and refuse one of the wrong shape', () => {
    expect(IdempotencyKeyCodec.decode('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toEqual(E.right('3f2504e0-4f89-11d3-9a0c-0305e82c3301'));
    expect(decodeInput(IdempotencyKeyCodec, undefined)).toMatchObject(E.left({ fieldErrors: { _: expect.stringContaining('Kopfzeile Idempotency-Key') as unknown } }));
    for (const key of ['kurz', 'mit leerzeichen drin', 'ä'.repeat(10), 'x'.repeat(256), ['abcdefgh']]) {
      expect(decodeInput(IdempotencyKeyCodec, key)).toMatchObject(
        E.left({ fieldErrors: { _: 'Der Idempotency-Key muss aus 8 bis 255 sichtbaren ASCII-Zeichen bestehen.' } }),
      );
    }
  });

  it('reads an entry id in any case as the stored lower-case one', () => {
    expect(EntryIdCodec.decode('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toEqual(E.right('3f2504e0-4f89-11d3-9a0c-0305e82c3301'));
    expect(E.isLeft(EntryIdCodec.decode('3f2504e0'))).toBe(true);
  });

  it('needs seats from 1 to 20 and a contact object', () => {
    expect(decodeInput(WaitlistJoinRequest, { eventId: 1, seats: 21, contact: 'Anna' })).toMatchObject(
      E.left({ fieldErrors: { seats: 'Bitte geben Sie eine Anzahl von 1 bis 20 Plätzen an.', contact: 'Bitte geben Sie Ihre Kontaktdaten an.' } }),
    );
  });
});
