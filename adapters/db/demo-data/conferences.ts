import { Temporal } from 'temporal-polyfill';
import { BERLIN } from '../../../domain/calendar/calendar';
import type { conferenceProgramItems, conferences } from '../schema';
import { isNationwideHoliday } from '../../../domain/calendar/public-holidays';
import { slugify } from '../../../domain/text/slug';

export type ConferenceRow = Readonly<typeof conferences.$inferInsert>;
export type ConferenceProgramItemRow = Readonly<typeof conferenceProgramItems.$inferInsert>;

interface ProgramText {
  /** 0 for the first day of the conference, 1 for the second. */
  readonly day: 0 | 1;
  /** Berlin wall-clock time, HH:MM. */
  readonly time: string;
  readonly title: string;
  readonly speaker: string;
}

interface ConferenceText {
  /** The year of the conference goes into titles such as 'SBV-Fachtagung 2027'. */
  readonly title: (year: number) => string;
  readonly subtitle: string;
  readonly description: string;
  /** How far ahead of "now" the conference lies; it moves to the Tuesday of that week or later. */
  readonly weeksAhead: number;
  readonly days: 1 | 2;
  readonly hotelId: number;
  readonly price: number;
  readonly capacity: number;
  readonly program: readonly ProgramText[];
}

const CONFERENCE_TEXTS: readonly ConferenceText[] = [
  {
    title: () => 'Betriebsräte-Tag Digitalisierung',
    subtitle: 'KI, Software und mobiles Arbeiten mitbestimmen',
    description:
      'Ein Tag, drei große Fragen: Wann braucht die Einführung von KI-Werkzeugen die Zustimmung des Betriebsrats, wie sieht eine gute Rahmenbetriebsvereinbarung IT aus, und was gilt beim mobilen Arbeiten? Fachvorträge am Vormittag, Praxisforen am Nachmittag und viel Zeit für den Austausch mit Gremien aus anderen Branchen.',
    weeksAhead: 6,
    days: 1,
    hotelId: 101,
    price: 49_000,
    capacity: 120,
    program: [
      { day: 0, time: '09:30', title: 'Ankommen und Begrüßung', speaker: 'Aylin Demir' },
      { day: 0, time: '10:00', title: 'KI im Betrieb: Was § 87 Abs. 1 Nr. 6 BetrVG heute bedeutet', speaker: 'Dr. Henrike Albers, Fachanwältin für Arbeitsrecht' },
      { day: 0, time: '11:15', title: 'Die Rahmenbetriebsvereinbarung IT – ein Werkstattbericht', speaker: 'Nadine Ostrowski, Betriebsratsvorsitzende' },
      { day: 0, time: '12:30', title: 'Mittagspause', speaker: '' },
      { day: 0, time: '13:30', title: 'Praxisforen: Beschäftigtendatenschutz, mobiles Arbeiten, Qualifizierung', speaker: 'Referentinnen und Referenten der Foren' },
      { day: 0, time: '15:30', title: 'Podium: Mitbestimmung in der digitalen Arbeitswelt', speaker: 'Dr. Henrike Albers, Nadine Ostrowski, Jonas Reuter' },
      { day: 0, time: '16:45', title: 'Zusammenfassung und Ausklang', speaker: 'Aylin Demir' },
    ],
  },
  {
    title: (year) => `Fachtagung Arbeitsschutz ${String(year)}`,
    subtitle: 'Psychische Belastungen erkennen und wirksam verringern',
    description:
      'Die Gefährdungsbeurteilung psychischer Belastungen ist Pflicht, doch in vielen Betrieben fehlt sie noch. Die Fachtagung zeigt, wie Betriebsräte ihre Mitbestimmung beim Arbeitsschutz nutzen, welche Verfahren sich bewährt haben und wie aus Ergebnissen wirksame Maßnahmen werden. Mit aktueller Rechtsprechung und Beispielen aus der Praxis.',
    weeksAhead: 10,
    days: 2,
    hotelId: 115,
    price: 79_000,
    capacity: 150,
    program: [
      { day: 0, time: '10:00', title: 'Eröffnung der Fachtagung', speaker: 'Katrin Vogel' },
      { day: 0, time: '10:30', title: 'Psychische Gesundheit bei der Arbeit: Stand der Forschung', speaker: 'Prof. Dr. Jörg Brenner, Arbeitswissenschaftler' },
      { day: 0, time: '12:00', title: 'Mittagspause', speaker: '' },
      { day: 0, time: '13:00', title: 'Mitbestimmung bei der Gefährdungsbeurteilung: die Rechtsprechung des BAG', speaker: 'Werner Holt, Vorsitzender Richter am LAG a. D.' },
      { day: 0, time: '14:30', title: 'Arbeitsgruppen: Verfahren auswählen, Beschäftigte beteiligen', speaker: 'Referentinnen und Referenten der Arbeitsgruppen' },
      { day: 0, time: '18:30', title: 'Gemeinsames Abendessen und Austausch', speaker: '' },
      { day: 1, time: '09:00', title: 'Von der Beurteilung zur Maßnahme: ein Praxisbeispiel aus der Logistik', speaker: 'Sabine Keller, Betriebsrätin' },
      { day: 1, time: '10:30', title: 'Einigungsstelle Arbeitsschutz: Chancen und Grenzen', speaker: 'Dr. Henrike Albers, Fachanwältin für Arbeitsrecht' },
      { day: 1, time: '12:00', title: 'Abschlussrunde und Ausblick', speaker: 'Katrin Vogel' },
    ],
  },
  {
    title: (year) => `SBV-Fachtagung ${String(year)}`,
    subtitle: 'Teilhabe sichern, Inklusion im Betrieb gestalten',
    description:
      'Die Fachtagung für Vertrauenspersonen der schwerbehinderten Menschen und ihre Stellvertretungen: Neues aus dem SGB IX, Inklusionsvereinbarungen, die das Papier wert sind, und das betriebliche Eingliederungsmanagement im Zusammenspiel mit Betriebsrat und Inklusionsbeauftragten.',
    weeksAhead: 18,
    days: 2,
    hotelId: 109,
    price: 69_000,
    capacity: 100,
    program: [
      { day: 0, time: '10:00', title: 'Begrüßung', speaker: 'Julia Neumann' },
      { day: 0, time: '10:15', title: 'Aktuelles aus Gesetzgebung und Rechtsprechung zum SGB IX', speaker: 'Werner Holt, Vorsitzender Richter am LAG a. D.' },
      { day: 0, time: '12:00', title: 'Mittagspause', speaker: '' },
      { day: 0, time: '13:00', title: 'Inklusionsvereinbarungen, die wirken', speaker: 'Martina Kühn, Vertrauensperson' },
      { day: 0, time: '15:00', title: 'Foren: BEM, Prävention nach § 167 SGB IX, Barrierefreiheit', speaker: 'Referentinnen und Referenten der Foren' },
      { day: 1, time: '09:00', title: 'Die SBV und der Betriebsrat: gemeinsam stärker', speaker: 'Nadine Ostrowski, Betriebsratsvorsitzende' },
      { day: 1, time: '11:00', title: 'Fragen an die Expertinnen und Experten', speaker: 'Werner Holt, Martina Kühn' },
      { day: 1, time: '12:30', title: 'Abschluss', speaker: 'Julia Neumann' },
    ],
  },
  {
    title: (year) => `Fachtagung Betriebsratsvorsitz ${String(year)}`,
    subtitle: 'Gremien führen in Zeiten des Wandels',
    description:
      'Für Vorsitzende und Stellvertretungen: Wie führen Sie ein Gremium durch Umstrukturierungen, wie bleiben Sitzungen rechtssicher und effizient, und wie gelingt die Kommunikation mit Belegschaft und Arbeitgeber? Erfahrene Vorsitzende und Fachleute teilen, was in der Praxis trägt.',
    weeksAhead: 30,
    days: 2,
    hotelId: 105,
    price: 89_000,
    capacity: 80,
    program: [
      { day: 0, time: '10:00', title: 'Eröffnung', speaker: 'Thomas Brandt' },
      { day: 0, time: '10:30', title: 'Führen ohne Weisungsrecht: Rolle und Selbstverständnis des Vorsitzes', speaker: 'Dr. Carola Wendt, Organisationsberaterin' },
      { day: 0, time: '12:30', title: 'Mittagspause', speaker: '' },
      { day: 0, time: '13:30', title: 'Beschlüsse rechtssicher fassen – typische Fehler und wie man sie vermeidet', speaker: 'Dr. Henrike Albers, Fachanwältin für Arbeitsrecht' },
      { day: 0, time: '15:30', title: 'Werkstätten: Sitzungsleitung, Betriebsversammlung, Konflikte im Gremium', speaker: 'Referentinnen und Referenten der Werkstätten' },
      { day: 1, time: '09:00', title: 'Umstrukturierung begleiten: Interessenausgleich und Sozialplan', speaker: 'Werner Holt, Vorsitzender Richter am LAG a. D.' },
      { day: 1, time: '11:00', title: 'Kamingespräch mit Vorsitzenden aus drei Branchen', speaker: 'Nadine Ostrowski, Jonas Reuter, Sabine Keller' },
      { day: 1, time: '12:30', title: 'Abschluss und Ausblick', speaker: 'Thomas Brandt' },
    ],
  },
];

/** Conference ids are explicit, so a seeded database and the generated data agree. */
export const FIRST_CONFERENCE_ID = 1;
/**
 * A Fachtagung's id among the bookables, which it shares with the seminar dates: far above the
 * demo dates' event ids (10 001 on), so the two kinds never meet.
 */
export const FIRST_CONFERENCE_BOOKABLE_ID = 900_001;

const TUESDAY = 2;
/** Doors open half an hour before the first item of the programme. */
const DOORS_OPEN_BEFORE = { minutes: 30 } as const;
const ONE_DAY_END = Temporal.PlainTime.from('17:00');
const SECOND_DAY_END = Temporal.PlainTime.from('13:30');

/** No conference between Christmas Eve and New Year's Eve or on a public holiday. */
const isDayOff = (date: Temporal.PlainDate): boolean => (date.month === 12 && date.day >= 24) || isNationwideHoliday(date);

/** The first Tuesday at least `weeksAhead` weeks after today on which every conference day is a workday. */
export const conferenceDay = (now: Temporal.Instant, weeksAhead: number, days: number): Temporal.PlainDate => {
  const earliest = now.toZonedDateTimeISO(BERLIN).toPlainDate().add({ weeks: weeksAhead });
  let day = earliest.add({ days: (TUESDAY - earliest.dayOfWeek + 7) % 7 });
  while (Array.from({ length: days }, (_, offset) => day.add({ days: offset })).some(isDayOff)) day = day.add({ weeks: 1 });
  return day;
};

const berlinInstant = (date: Temporal.PlainDate, time: Temporal.PlainTime): string =>
  date.toZonedDateTime({ timeZone: BERLIN, plainTime: time }).toInstant().toString();

/** The demo Fachtagungen, placed relative to now so there are always some ahead. */
export const demoConferences = (
  now: Temporal.Instant,
): { readonly conferences: readonly ConferenceRow[]; readonly programItems: readonly ConferenceProgramItemRow[] } => {
  const conferenceRows: ConferenceRow[] = [];
  const programRows: ConferenceProgramItemRow[] = [];
  CONFERENCE_TEXTS.forEach((text, index) => {
    const conferenceId = FIRST_CONFERENCE_ID + index;
    const firstDay = conferenceDay(now, text.weeksAhead, text.days);
    const title = text.title(firstDay.year);
    conferenceRows.push({
      conferenceId,
      bookableId: FIRST_CONFERENCE_BOOKABLE_ID + index,
      url: slugify(title),
      title,
      subtitle: text.subtitle,
      description: text.description,
      startAt: berlinInstant(firstDay, Temporal.PlainTime.from(text.program[0]?.time ?? '10:00').subtract(DOORS_OPEN_BEFORE)),
      endAt: berlinInstant(firstDay.add({ days: text.days - 1 }), text.days === 1 ? ONE_DAY_END : SECOND_DAY_END),
      hotelId: text.hotelId,
      price: text.price,
      capacity: text.capacity,
    });
    text.program.forEach((item, position) => {
      programRows.push({
        conferenceId,
        position: position + 1,
        startAt: berlinInstant(firstDay.add({ days: item.day }), Temporal.PlainTime.from(item.time)),
        title: item.title,
        speaker: item.speaker,
      });
    });
  });
  return { conferences: conferenceRows, programItems: programRows };
};
