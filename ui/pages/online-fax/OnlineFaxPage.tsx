import { Link, useLoaderData } from 'react-router';
import { FAX_ORDER_PARAMS, FAX_PARTICIPANT_LINES, FAX_PARTICIPANT_PARAMS, FAX_PDF_PARAM } from '../../../application/documents/fax-order';
import { PROVIDER } from '../../../domain/site/provider';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { ChoiceGroup, SelectField, TextField } from '../../forms/Field';
import { Notice } from '../../forms/Notice';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import * as columnParts from '../../theme/columns.styles';
import * as pageParts from '../../theme/page.styles';
import * as styles from '../cart/cart.styles';
import type { OnlineFaxPageData } from './online-fax.loader';
import { onlineFaxPagePath } from './online-fax.paths';

const BOOKING_TYPES = ['Buchung', 'Reservierung'] as const;

/**
 * /seminare/warenkorb/online-fax/{eventId} (spec §2): for councils whose employer wants the order
 * on paper. The form fills the PDF in (a plain GET to the PDF, so it opens as a file with or
 * without JavaScript); what stays empty is written in by hand.
 */
export const OnlineFaxPage = () => {
  const { date, filled, fromCart } = useLoaderData<OnlineFaxPageData>();
  const path = onlineFaxPagePath(date.eventId);
  const lines = Math.max(FAX_PARTICIPANT_LINES, filled.participants.length);
  return (
    <div className={pageParts.page}>
      <h1 className={pageParts.pageHeading}>Bestellformular zum Faxen</h1>
      <p className={pageParts.lead}>
        {`Ihr Arbeitgeber möchte die Anmeldung auf Papier? Füllen Sie das Formular hier aus, erstellen Sie das PDF, unterschreiben Sie es und senden Sie es per Fax an ${PROVIDER.fax} oder per Post an ${PROVIDER.name}, ${PROVIDER.street}, ${PROVIDER.postalCode} ${PROVIDER.city}.`}
      </p>
      <section className={formStyles.card} aria-labelledby="fax-termin">
        <h2 id="fax-termin" className={styles.itemTitle}>
          <Link to={date.seminarPath}>{date.title}</Link>
        </h2>
        <p className={styles.meta}>
          <strong>{date.when}</strong>
          <span>{date.where}</span>
        </p>
      </section>
      {fromCart ? <Notice tone="info">Teilnehmer und Rechnungsadresse haben wir aus Ihrem Warenkorb übernommen.</Notice> : null}
      <form method="get" action={path} className={columnParts.mainColumn} aria-label="Bestellformular ausfüllen">
        <input type="hidden" name={FAX_PDF_PARAM} value="1" />
        {Array.from({ length: lines }, (_, index) => {
          const line = index + 1;
          const person = filled.participants[index];
          const name = (field: keyof typeof FAX_PARTICIPANT_PARAMS) => `${FAX_PARTICIPANT_PARAMS[field]}${String(line)}`;
          const id = (field: keyof typeof FAX_PARTICIPANT_PARAMS) => `fax-${name(field)}`;
          return (
            <fieldset key={line} className={`${formStyles.card} ${formStyles.choices}`}>
              <legend>{`${String(line)}. Teilnehmer`}</legend>
              <div className={formStyles.grid}>
                <SelectField id={id('salutation')} name={name('salutation')} label="Anrede" options={SALUTATION_OPTIONS.slice(1)} placeholder="Keine Angabe" defaultValue={person?.salutation} optional />
                <TextField id={id('firstname')} name={name('firstname')} label="Vorname" defaultValue={person?.firstname} optional maxLength={200} />
                <TextField id={id('lastname')} name={name('lastname')} label="Nachname" defaultValue={person?.lastname} optional maxLength={200} />
                <TextField id={id('email')} name={name('email')} label="E-Mail" type="email" defaultValue={person?.email} optional maxLength={200} />
                <SelectField id={id('bookingType')} name={name('bookingType')} label="Buchung oder Reservierung" options={BOOKING_TYPES} placeholder="Von Hand eintragen" defaultValue={person?.bookingType} optional />
              </div>
            </fieldset>
          );
        })}
        <section className={formStyles.card} aria-labelledby="fax-adresse">
          <h2 id="fax-adresse" className={styles.sectionTitle}>
            Rechnungsadresse und Ansprechpartner
          </h2>
          <div className={formStyles.grid}>
            <TextField id="fax-firma" name={FAX_ORDER_PARAMS.company} label="Firma (Arbeitgeber)" defaultValue={filled.company} optional maxLength={200} />
            <TextField id="fax-strasse" name={FAX_ORDER_PARAMS.streetAndNumber} label="Straße und Hausnummer" defaultValue={filled.streetAndNumber} optional maxLength={200} />
            <TextField id="fax-ort" name={FAX_ORDER_PARAMS.postalCodeAndCity} label="PLZ und Ort" defaultValue={filled.postalCodeAndCity} optional maxLength={200} />
            <TextField id="fax-ansprechpartner" name={FAX_ORDER_PARAMS.contact} label="Ansprechpartner" defaultValue={filled.contact} optional maxLength={200} />
            <TextField id="fax-telefon" name={FAX_ORDER_PARAMS.phone} label="Telefon" type="tel" defaultValue={filled.phone} optional maxLength={200} />
            <TextField id="fax-email" name={FAX_ORDER_PARAMS.email} label="E-Mail" type="email" defaultValue={filled.email} optional maxLength={200} />
          </div>
          {date.online ? null : (
            <ChoiceGroup
              id="fax-uebernachtung"
              name={FAX_ORDER_PARAMS.overnight}
              label="Übernachtung"
              optional
              defaultValue={filled.overnight}
              choices={[
                { value: 'with', label: 'mit Übernachtung im Tagungshotel' },
                { value: 'without', label: 'ohne Übernachtung' },
              ]}
            />
          )}
        </section>
        <p className={pageParts.smallPrint}>Leere Felder bleiben auf dem Formular frei zum Ausfüllen von Hand. Ihre Angaben speichern wir nicht.</p>
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton}>
            Bestellformular als PDF erstellen
          </button>
          <a href={`${path}?${FAX_PDF_PARAM}=1`} className={formStyles.secondaryButton}>
            Leeres Formular (PDF)
          </a>
        </div>
      </form>
    </div>
  );
};
