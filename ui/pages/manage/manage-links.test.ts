import { describe, expect, it } from 'vitest';
import { MANAGE_LINKS, currentLink, visibleLinks } from './manage-links';

describe('the back office navigation', () => {
  it('shows staff no page of the site admin', () => {
    const labels = visibleLinks(MANAGE_LINKS, 'staff').map((link) => link.label);
    expect(labels).toContain('Bestellungen');
    expect(labels).not.toContain('Protokoll');
    expect(labels).not.toContain('Caches');
  });

  it('shows a site admin every page', () => {
    expect(visibleLinks(MANAGE_LINKS, 'site-admin')).toHaveLength(MANAGE_LINKS.length);
  });

  it('marks the section of a page below it, not the overview above all', () => {
    expect(currentLink(MANAGE_LINKS, '/manage/bestellungen/2027-000012')?.label).toBe('Bestellungen');
    expect(currentLink(MANAGE_LINKS, '/manage')?.label).toBe('Übersicht');
    expect(currentLink(MANAGE_LINKS, '/manage/bestellungenx')?.label).toBe('Übersicht');
  });
});
