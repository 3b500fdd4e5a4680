import type { CartJson } from './cart.loaders';

type Item = CartJson['items'][number];

/** What each choice means, said plainly where it is made (the first-add notice promises it). */
export const BOOKING_CHOICES = [
  {
    value: 'Buchung',
    label: 'Buchung',
    hint: 'Verbindliche Anmeldung: Der Platz ist fest gebucht, die Rechnung geht an den Arbeitgeber.',
  },
  {
    value: 'Reservierung',
    label: 'Reservierung',
    hint: 'Unverbindlich: Wir halten den Platz bis zu einer Frist frei (14 Tage, höchstens bis Seminarbeginn). Bis dahin wandeln Sie sie im Kundenportal in eine Buchung um, sonst verfällt sie.',
  },
] as const;

export const KIND_LABEL: Readonly<Record<Item['kind'], string>> = {
  online: 'Online-Seminar',
  presence: 'Präsenzseminar',
  series: 'Ausbildung',
};

export const participantsText = (count: number): string => (count === 1 ? '1 Teilnehmer' : `${String(count)} Teilnehmer`);

export const personName = (person: { readonly salutation: string; readonly firstname: string; readonly lastname: string }): string =>
  [person.salutation === 'Keine Angabe' ? '' : person.salutation, person.firstname, person.lastname].filter(Boolean).join(' ');
