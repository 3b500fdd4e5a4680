import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE_PATH, contactPagePath } from './contact.paths';

describe('the contact page address', () => {
  it('is the spec\'s, with the inhouse topic as the navigation links it', () => {
    expect(CONTACT_PAGE_PATH).toBe('/service/kontakt');
    expect(contactPagePath('inhouse')).toBe('/service/kontakt?topic=inhouse');
  });
});
