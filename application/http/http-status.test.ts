import { describe, expect, it } from 'vitest';
import { conflict, invalid } from '../../domain/errors/app-error';
import { httpStatusOf } from './http-status';

describe('httpStatusOf', () => {
  it('answers the tag status for a plain failure', () => {
    expect(httpStatusOf(invalid({ email: 'x' }))).toBe(400);
    expect(httpStatusOf(conflict('belegt'))).toBe(409);
  });

  it('answers 422 for an input refused because its idempotency key was used for another request', () => {
    expect(httpStatusOf({ ...invalid({ 'Idempotency-Key': 'x' }), reason: 'idempotency-key-reused' })).toBe(422);
  });
});
