import { describe, expect, it } from 'vitest';
import { LOGOUT_LABEL, SETTINGS_LABEL, shownMenuEntries } from './logged-in-menu';

describe('logged-in menu', () => {
  it('has the header labels of the spec', () => {
    expect(SETTINGS_LABEL).toBe('Einstellungen');
    expect(LOGOUT_LABEL).toBe('abmelden');
  });

  it('shows visible, titled entries and highlights the active one', () => {
    expect(
      shownMenuEntries([
        { title: 'Übersicht', uri: '/meinifb', visible: true, active: false },
        { title: 'Merkliste', uri: '/meinifb/merkliste', visible: true, active: true },
        { title: 'Gremium', uri: '/meinifb/gremium-mitglieder', visible: false, active: false },
        { title: '', uri: '/meinifb/leer', visible: true, active: false },
        { title: '   ', uri: '/meinifb/blank', visible: true, active: false },
      ]),
    ).toEqual([
      { title: 'Übersicht', uri: '/meinifb', highlighted: false },
      { title: 'Merkliste', uri: '/meinifb/merkliste', highlighted: true },
    ]);
  });

  it('highlights only the first of several active entries and ignores an active hidden one', () => {
    expect(
      shownMenuEntries([
        { title: 'Versteckt', uri: '/a', visible: false, active: true },
        { title: 'Einstellungen', uri: '/meinifb/einstellungen', visible: true, active: true },
        { title: 'Merkliste', uri: '/meinifb/merkliste', visible: true, active: true },
      ]).map((entry) => entry.highlighted),
    ).toEqual([true, false]);
  });
});
