import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

describe('auditDetailsText', () => {
  it('names each detail in German and writes its value as a German admin reads it', () => {
    expect(auditDetailsText({ cleared: ['events', 'listings'], broadcast: true })).toBe('geleert: events, listings, an alle Instanzen gemeldet: ja');
    expect(auditDetailsText({ imported: 1234, rejected: 0 })).toBe('importiert: 1.234, abgelehnt: 0');
    expect(auditDetailsText({ tokenId: 7, expiresAt: '2027-01-31T23:00:00Z' })).toBe('Token-Nr.: 7, gültig bis: 01.02.2027 00:00');
  });

  it('shows a detail without a German name as stored, and nothing for no details', () => {
    expect(auditDetailsText({ somethingNew: 'x', cleared: [] })).toBe('somethingNew: x, geleert: –');
    expect(auditDetailsText(null)).toBe('');
  });
});
