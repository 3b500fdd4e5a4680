import { describe, expect, it } from 'vitest';
import { eventManagerRows } from './event-managers';
import { EVENT_MANAGERS } from './people';

describe('eventManagerRows', () => {
  it('makes every event manager a contact person with a unique id, phone and e-mail address', () => {
    const rows = eventManagerRows();
    expect(rows.map((row) => row.name)).toEqual(EVENT_MANAGERS);
    expect(rows[3]).toEqual({ managerId: 4, name: 'Michael Schröder', phone: '030 23125-104', email: 'michael.schroeder@example.org' });
    for (const key of ['managerId', 'phone', 'email'] as const) {
      expect(new Set(rows.map((row) => row[key])).size).toBe(rows.length);
    }
    for (const row of rows) expect(row.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);
  });
});
