import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_FORM } from '../../domain/cart/participant-form';
import { DefinedFields, placesOf } from './DefinedFields';

const render = (values: Record<string, string>, errors: Record<string, string> = {}) =>
  renderToStaticMarkup(createElement(DefinedFields<keyof typeof PARTICIPANT_FORM>, { definition: PARTICIPANT_FORM, place: placesOf('neu-1', values, errors) }));

describe('fields rendered from a form definition', () => {
  it('renders each field with its German label, in the definition’s order', () => {
    const html = render({});
    const labels = ['Anrede', 'Vorname', 'Nachname', 'E-Mail', 'Funktion im Gremium', 'Buchung oder Reservierung?', 'Verpflegungs-/Übernachtungsoption'];
    const positions = labels.map((label) => html.indexOf(label));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows the value and the message of each field at that field', () => {
    const html = render({ firstname: 'Anna' }, { lastname: 'Bitte tragen Sie einen Nachnamen ein' });
    expect(html).toMatch(/<input id="neu-1-firstname"[^>]*name="firstname" value="Anna"/);
    expect(html).toContain('<span id="neu-1-lastname-fehler"');
    expect(html).toMatch(/id="neu-1-lastname"[^>]*aria-invalid="true"/);
  });

  it('marks an optional field and leaves required ones required', () => {
    const html = render({});
    expect(html).toMatch(/Funktion im Gremium<span[^>]*> \(optional\)/);
    expect(html).toMatch(/id="neu-1-email"[^>]*aria-required="true"/);
  });

  it('renders a choice as radio tiles with the initial value checked', () => {
    const html = render({ bookingType: 'Reservierung' });
    expect(html).toMatch(/<input type="radio" name="bookingType" checked="" value="Reservierung"/);
    expect(html).not.toMatch(/value="Buchung" checked/);
  });
});
