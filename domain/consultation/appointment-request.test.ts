import { describe, expect, it } from 'vitest';
import { appointmentFormErrors, CONSULTATION_MESSAGES, type AppointmentForm } from './appointment-request';

const valid: AppointmentForm = {
  salutation: 'Frau',
  firstname: 'Petra',
  lastname: 'Schulz',
  email: 'petra.schulz@example.org',
  phone: '030 1234567',
  topic: 'arbeitsrecht',
  channel: 'Telefon',
  message: '',
};

describe('appointmentFormErrors', () => {
  it('accepts a complete request without a message', () => {
    expect(appointmentFormErrors(valid, ['arbeitsrecht'])).toEqual({});
  });

  it('names each wrong field with the site\'s German messages and keeps the others quiet', () => {
    const errors = appointmentFormErrors({ ...valid, firstname: 'P', phone: 'abc', topic: 'jav', channel: 'Brief' }, ['arbeitsrecht']);
    expect(errors).toEqual({
      firstname: 'Bitte tragen Sie den vollständigen Vornamen ein',
      phone: 'Die angegebene Telefonnummer enthält ungültige Zeichen',
      topic: CONSULTATION_MESSAGES.topic,
      channel: CONSULTATION_MESSAGES.channel,
    });
  });

  it('refuses a topic the consultant does not advise on', () => {
    expect(appointmentFormErrors(valid, ['jav']).topic).toBe(CONSULTATION_MESSAGES.topic);
  });

  it('bounds the optional message', () => {
    expect(appointmentFormErrors({ ...valid, message: 'x'.repeat(5001) }, ['arbeitsrecht']).message).toBeDefined();
  });
});
