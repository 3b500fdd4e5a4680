import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { bookingPost, postedParticipants, signupRequest } from './conference-booking-form';
import { participantRows } from './conference.paths';

const KEY = '0b6f3c1e-9a4d-4e2b-8c7f-1d2e3f4a5b6c';
const person = (index: number) => ({
  [`participants.${String(index)}.salutation`]: 'Herr',
  [`participants.${String(index)}.firstname`]: 'Jan',
  [`participants.${String(index)}.lastname`]: 'Vogel',
  [`participants.${String(index)}.email`]: 'jan@example.org',
});
const CONTACT = { 'contact.salutation': 'Frau', 'contact.firstname': 'Petra', 'contact.lastname': 'Brandt', 'contact.email': 'petra@example.org' };

describe('the booking form post', () => {
  it('counts the rows by the highest participant index, and the query rows stay between 1 and 20', () => {
    expect(postedParticipants({ ...person(0), ...person(2) })).toBe(3);
    expect(postedParticipants({})).toBe(1);
    expect([participantRows(null), participantRows('abc'), participantRows('0'), participantRows('3'), participantRows('99')]).toEqual([1, 1, 1, 3, 20]);
  });

  it('becomes the API request with the page key and the consent as a flag; a missing key sends nothing', () => {
    expect(bookingPost({ idempotencyKey: KEY, acceptTerms: 'on', ...CONTACT, ...person(0), ...person(1) })).toEqual(
      E.right({
        idempotencyKey: KEY,
        request: {
          contact: { salutation: 'Frau', firstname: 'Petra', lastname: 'Brandt', email: 'petra@example.org' },
          participants: [
            { salutation: 'Herr', firstname: 'Jan', lastname: 'Vogel', email: 'jan@example.org' },
            { salutation: 'Herr', firstname: 'Jan', lastname: 'Vogel', email: 'jan@example.org' },
          ],
          acceptTerms: true,
        },
      }),
    );
    expect(bookingPost({ idempotencyKey: KEY, ...CONTACT, ...person(0) })).toMatchObject(E.right({ request: { acceptTerms: false } }));
    expect(bookingPost({ acceptTerms: 'on', ...CONTACT, ...person(0) })).toMatchObject(E.left({ _tag: 'Invalid' }));
  });
});

describe('the sign-up form post', () => {
  it('leaves the conference out for "Fachtagungen allgemein" (an empty choice)', () => {
    expect(signupRequest({ conferenceUrl: '', firstname: 'Olga' })).toEqual(E.right({ firstname: 'Olga' }));
    expect(signupRequest({ conferenceUrl: 'sbv-fachtagung-2027', firstname: 'Olga' })).toEqual(E.right({ conferenceUrl: 'sbv-fachtagung-2027', firstname: 'Olga' }));
  });
});
