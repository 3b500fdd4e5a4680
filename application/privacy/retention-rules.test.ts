import { describe, expect, it } from 'vitest';
import { RETENTION_RULES } from '../../domain/privacy/retention-rules';
import { ABSOLUTE_TIMEOUT, VISITOR_ABSOLUTE_TIMEOUT, VISITOR_IDLE_TIMEOUT } from '../accounts/session-policy';

describe('retention rules kept by the housekeeping', () => {
  it('the privacy page names the session lifetimes the sessions really have', () => {
    expect(RETENTION_RULES.sessions.period).toEqual(VISITOR_ABSOLUTE_TIMEOUT);
    expect(RETENTION_RULES.sessions.text).toContain(`${String(ABSOLUTE_TIMEOUT.hours)} Stunden`);
    expect(RETENTION_RULES.sessions.text).toContain(`${String(VISITOR_IDLE_TIMEOUT.hours / 24)} Tagen ohne Nutzung`);
    expect(RETENTION_RULES.sessions.text).toContain(`${String(VISITOR_ABSOLUTE_TIMEOUT.hours / 24)} Tagen`);
  });
});
