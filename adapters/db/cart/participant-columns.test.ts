import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_FIELDS } from '../../../domain/cart/participant-form';
import { cartRecipients } from '../schema';

describe('the cart participant row and the participant form', () => {
  it('the table has a column for every field of the participant form (a field added to the form needs its column)', () => {
    const columns = Object.keys(getTableColumns(cartRecipients));
    expect(PARTICIPANT_FIELDS.filter((name) => !columns.includes(name))).toEqual([]);
  });
});
