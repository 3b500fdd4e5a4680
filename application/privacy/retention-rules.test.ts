import { describe, expect, it } from 'vitest';
import { RETENTION_RULES } from '../../domain/privacy/retention-rules';
import { ABSOLUTE_TIMEOUT } from '../accounts/session-policy';

describe('retention rules kept by the housekeeping', () => {
  it('the privacy page names the session lifetime the sessions really have', () => {
    expect(RETENTION_RULES.sessions.period).toEqual(ABSOLUTE_TIMEOUT);
  });
});
