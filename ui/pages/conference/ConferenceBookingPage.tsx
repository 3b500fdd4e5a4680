import { Fragment } from 'react';
import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { dateTimeRangeText } from '../../../domain/calendar/calendar';
import { conferenceBookingTotals } from '../../../domain/conference/conference-booking';
import { MAX_CONFERENCE_PARTICIPANTS } from '../../../domain/conference/conference-forms';
import { cents, formatEuro } from '../../../domain/money/money';
import { BR_FUNCTIONS } from '../../../domain/portal/br-functions';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { SelectField, TextField } from '../../forms/Field';
import { TermsConsentField } from '../cart/TermsConsentField';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { CONTACT_FIELDS, PARTICIPANT_FIELDS, contactField, participantField, postedParticipants } from './conference-booking-form';
import { BOOKING_FORM, type BookingPageData } from './conference-booking.loaders';
import { IncludedGroupDiscount } from '../../commerce/TotalsLines';
import * as columnParts from '../../theme/columns.styles';
import * as factParts from '../../theme/fact-list.styles';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from './conference-booking.styles';
import { actionLink } from '../../theme/action-link.styles';
import { bookingPagePath, conferencePath } from './conference.paths';

type Values = Readonly<Record<string, string>>;

const ParticipantRow = ({ index, count, price, url, values, errors }: {
  readonly index: number;
  readonly count: number;
  readonly price: number;
  readonly url: string;
  readonly values: Values;
  readonly errors: Values;
}) => {
  const field = (name: (typeof PARTICIPANT_FIELDS)[number]) => {
    const path = participantField(index, name);
    return { id: `teilnehmer-${String(index + 1)}-${name}`, name: path, defaultValue: values[path], error: errors[path] };
  };
  const last = index === count - 1 && count > 1;
  return (
    <fieldset className={styles.participant}>
      <legend>
        <span>{`${String(index + 1)}. Teilnehmer`}</span>
        <span className={styles.price}>{`${formatEuro(cents(price))} zzgl. MwSt.`}</span>
      </legend>
      <div className={formStyles.grid}>
        <SelectField {...field('salutation')} defaultValue={values[participantField(index, 'salutation')] ?? 'Keine Angabe'} label="Anrede" options={SALUTATION_OPTIONS} />
        <TextField {...field('firstname')} label="Vorname" autoComplete="off" />
        <TextField {...field('lastname')} label="Nachname" autoComplete="off" />
        <TextField {...field('email')} label="E-Mail" type="email" autoComplete="off" hint="Für Einladung und Unterlagen" />
        <SelectField {...field('function')} label="Funktion im Gremium" options={BR_FUNCTIONS} placeholder="Keine Angabe" optional />
      </div>
      {last ? (
        <Link to={bookingPagePath(url, count - 1)} className={actionLink} preventScrollReset>
          {`${String(index + 1)}. Teilnehmer entfernen`}
        </Link>
      ) : null}
    </fieldset>
  );
};

/**
 * /fachtagung/{x}/buchung: who takes part (one row each, priced by domain/pricing), who orders
 * and gets the confirmation, the consent, and one button. Works as a plain form without
 * JavaScript: ?teilnehmer=n sets the rows, a refused post comes back with everything typed.
 */
export const ConferenceBookingPage = () => {
  const { conference, participants, idempotencyKey } = useLoaderData<BookingPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), BOOKING_FORM);
  const sending = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const count = Math.max(participants, outcome === undefined ? 1 : postedParticipants(values));
  const line = conferenceBookingTotals(cents(conference.price), count);
  const start = Temporal.Instant.from(conference.startDate);
  const end = Temporal.Instant.from(conference.endDate);
  const shown = [
    ...CONTACT_FIELDS.map(contactField),
    ...Array.from({ length: count }, (_, index) => PARTICIPANT_FIELDS.map((name) => participantField(index, name))).flat(),
    'acceptTerms',
  ];
  const contact = (name: (typeof CONTACT_FIELDS)[number]) => ({
    id: `besteller-${name}`,
    name: contactField(name),
    defaultValue: values[contactField(name)],
    error: errors[contactField(name)],
  });

  return (
    <div className={pageParts.page}>
      <Breadcrumbs
        trail={[{ label: 'Startseite', to: '/' }, { label: 'Fachtagungen' }, { label: conference.title, to: conferencePath(conference.url) }, { label: 'Buchung' }]}
      />
      <div className={pageParts.stack}>
        <h1 id="buchung-titel" className={pageParts.pageHeading}>
          Fachtagung buchen
        </h1>
        <p className={pageParts.lead}>{`${conference.title} · ${dateTimeRangeText(start, end)} · ${conference.venue.city}`}</p>
      </div>
      <PageForm outcome={outcome} aria-labelledby="buchung-titel">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div className={columnParts.pageColumns}>
          <div className={columnParts.mainColumn}>
            <FormMessage outcome={outcome} shown={shown} />
            <section className={`${formStyles.card} ${pageParts.stack}`} aria-labelledby="teilnehmer-titel">
              <h2 id="teilnehmer-titel" className={pageParts.sectionHeading}>
                Teilnehmer
              </h2>
              <p className={pageParts.smallPrint}>Tragen Sie bitte jeden Teilnehmer mit eigener E-Mail-Adresse ein: Dorthin gehen Einladung und Unterlagen.</p>
              {Array.from({ length: count }, (_, index) => (
                <ParticipantRow
                  key={index}
                  index={index}
                  count={count}
                  price={line.participantPrices[index] ?? conference.price}
                  url={conference.url}
                  values={values}
                  errors={errors}
                />
              ))}
              {count < MAX_CONFERENCE_PARTICIPANTS ? (
                <div className={formStyles.actions}>
                  <Link to={bookingPagePath(conference.url, count + 1)} className={actionLink} preventScrollReset>
                    + Weiteren Teilnehmer hinzufügen
                  </Link>
                </div>
              ) : null}
            </section>
            <section className={`${formStyles.card} ${pageParts.stack}`} aria-labelledby="besteller-titel">
              <h2 id="besteller-titel" className={pageParts.sectionHeading}>
                Ansprechpartner für die Buchung
              </h2>
              <p className={pageParts.smallPrint}>
                An diese Adresse schicken wir die Buchungsbestätigung. Die Kosten der Schulung trägt der Arbeitgeber (§ 40 BetrVG): Die Rechnung geht an ihn.
              </p>
              <div className={formStyles.grid}>
                <SelectField {...contact('salutation')} defaultValue={values[contactField('salutation')] ?? 'Keine Angabe'} label="Anrede" options={SALUTATION_OPTIONS} />
                <TextField {...contact('firstname')} label="Vorname" autoComplete="given-name" />
                <TextField {...contact('lastname')} label="Nachname" autoComplete="family-name" />
                <TextField {...contact('email')} label="E-Mail" type="email" autoComplete="email" />
                <div className={formStyles.wide}>
                  <TextField {...contact('company')} label="Firma (Arbeitgeber, Rechnungsempfänger)" autoComplete="organization" optional />
                </div>
              </div>
            </section>
          </div>
          <aside className={`${formStyles.card} ${summaryParts.summaryAside}`} aria-labelledby="zusammenfassung-titel">
            <h2 id="zusammenfassung-titel" className={pageParts.sectionHeading}>
              Ihre Buchung
            </h2>
            <dl className={factParts.factList}>
              <dt>Fachtagung</dt>
              <dd>{conference.title}</dd>
              <dt>Termin</dt>
              <dd>{dateTimeRangeText(start, end)}</dd>
              <dt>Ort</dt>
              <dd>{`${conference.venue.name}, ${conference.venue.city}`}</dd>
            </dl>
            <dl className={`${summaryParts.totals} ${summaryParts.totalsRuled}`}>
              {line.participantPrices.map((price, index) => (
                <Fragment key={index}>
                  <dt>{`${String(index + 1)}. Teilnehmer`}</dt>
                  <dd>{formatEuro(price)}</dd>
                </Fragment>
              ))}
              <dt className={summaryParts.grandTotal}>Gesamtsumme</dt>
              <dd className={summaryParts.grandTotal}>{formatEuro(line.total)}</dd>
              <IncludedGroupDiscount amount={line.groupDiscount} />
            </dl>
            <p className={pageParts.smallPrint}>Alle Preise zzgl. MwSt. Die Rechnung geht an den Arbeitgeber.</p>
            <TermsConsentField id="buchung-agb" error={errors.acceptTerms} checked={values.acceptTerms === 'on'} />
            <button type="submit" className={`${primaryButton} ${summaryParts.fullWidth}`} disabled={sending}>
              {sending ? 'Buchung wird gesendet …' : 'Zahlungspflichtig buchen'}
            </button>
            <p className={pageParts.smallPrint}>Ist die Fachtagung ausgebucht, setzen wir Ihre Buchung auf die Warteliste und melden uns, sobald Plätze frei werden.</p>
          </aside>
        </div>
      </PageForm>
    </div>
  );
};
