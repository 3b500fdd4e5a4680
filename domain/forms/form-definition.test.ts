import { describe, expect, it } from 'vitest';
import { required } from '../validation/field-rule';
import { trimmedField } from '../validation/form-field';
import { validateForm } from '../validation/form-validation';
import { defineField, fieldNamesOf, initialValuesOf, pickFormValues } from './form-definition';

const form = {
  topic: defineField(trimmedField(required('Bitte wählen Sie ein Thema')), {
    label: 'Thema',
    control: { kind: 'select', options: ['Recht', 'Praxis'] },
    initial: 'Recht',
  }),
  note: defineField(trimmedField(() => undefined), { label: 'Notiz', control: { kind: 'textarea' }, optional: true, wire: 'long' }),
};

describe('form definition', () => {
  it('lists its fields in the order they are defined', () => {
    expect(fieldNamesOf(form)).toEqual(['topic', 'note']);
  });

  it('starts a new form with each field’s initial value, empty where none is given', () => {
    expect(initialValuesOf(form)).toEqual({ topic: 'Recht', note: '' });
  });

  it('is the schema the validation takes: each field’s rule answers with its German message', () => {
    expect(validateForm(form, { topic: ' ', note: 'x' })).toEqual({ topic: 'Bitte wählen Sie ein Thema' });
  });

  it('picks exactly its fields out of a larger record', () => {
    expect(pickFormValues(form, { topic: 'Praxis', note: 'n', recipientId: 7 } as const)).toEqual({ topic: 'Praxis', note: 'n' });
  });

  it('defaults to a short text on the wire', () => {
    expect(form.topic.wire).toBe('short');
    expect(form.note.wire).toBe('long');
  });
});
