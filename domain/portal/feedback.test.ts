import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { attendedSeat, validateFeedback } from './feedback';

describe('validateFeedback', () => {
  it('accepts a message of at least 2 characters, trimmed, with or without stars', () => {
    expect(validateFeedback({ message: '  Top! ', rating: 5 })).toEqual(E.right({ message: 'Top!', rating: 5 }));
    expect(validateFeedback({ message: 'ok' })).toEqual(E.right({ message: 'ok', rating: null }));
  });

  it('answers the §5 message text for a message that is too short', () => {
    expect(validateFeedback({ message: 'x' })).toEqual(E.left({ message: 'Bitte geben Sie eine Nachricht ein' }));
    expect(validateFeedback({})).toEqual(E.left({ message: 'Bitte geben Sie eine Nachricht ein' }));
  });

  it('caps the message and checks the stars', () => {
    expect(validateFeedback({ message: 'a'.repeat(5001), rating: 0 })).toEqual(
      E.left({ message: 'Die Nachricht darf höchstens 5000 Zeichen enthalten.', rating: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' }),
    );
    expect(validateFeedback({ message: 'gut', rating: 2.5 })).toEqual(E.left({ rating: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' }));
    expect(validateFeedback({ message: 'gut', rating: 6 })).toEqual(E.left({ rating: 'Bitte bewerten Sie mit 1 bis 5 Sternen.' }));
  });
});

describe('attendedSeat: feedback is for seminars the user went to', () => {
  it('counts a booked seat, and no seat that was cancelled, lapsed, expired, reserved or waiting', () => {
    expect(attendedSeat([{ status: 'cancelled' }, { status: 'booked' }])).toBe(true);
    for (const status of ['cancelled', 'lapsed', 'expired', 'reserved', 'waitlisted']) expect(attendedSeat([{ status }])).toBe(false);
    expect(attendedSeat([])).toBe(false);
  });
});
