import { describe, expect, it } from 'vitest';
import { LEGAL_LINKS } from '../../layout/provider';
import { RETENTION_KINDS, RETENTION_RULES } from '../../../domain/privacy/retention-rules';
import { DATENSCHUTZ, LEGAL_TEXTS } from './legal-texts';

describe('legal pages', () => {
  it('the footer links exactly the pages there are, in the same order', () => {
    expect(LEGAL_LINKS.map((link) => link.path)).toEqual(LEGAL_TEXTS.map((text) => text.path));
  });

  it('every page has a title, a description for search engines and text in each section', () => {
    for (const text of LEGAL_TEXTS) {
      expect(text.title.length).toBeGreaterThan(2);
      expect(text.description.length).toBeGreaterThan(50);
      expect(text.description.length).toBeLessThanOrEqual(170);
      for (const section of text.sections) expect(section.paragraphs.join('').length).toBeGreaterThan(10);
    }
  });

  it('the privacy page names every retention rule with its period in German', () => {
    const page = DATENSCHUTZ.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join('\n');
    for (const kind of RETENTION_KINDS) expect(page).toContain(`${RETENTION_RULES[kind].data}: ${RETENTION_RULES[kind].text}`);
    expect(page).toContain('nach 30 Tagen');
    expect(page).toContain('6 Monate nach Erledigung');
    expect(page).toContain('Server-Protokolle löschen wir nach spätestens 14 Tagen');
  });
});
