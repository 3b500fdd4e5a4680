import { Form, useActionData, useLoaderData } from 'react-router';
import { BOOKING_TYPES } from '../../../../domain/cart/booking-type';
import { HOTEL_OVERNIGHT_OPTIONS } from '../../../../domain/portal/hotel-preferences';
import { SelectField } from '../../../forms/Field';
import { FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import { EventList } from '../EventList';
import { BOOK_TARGET, MEMBER_PARAM, SEMINAR_PARAM, type GremiumBookingsData } from './gremium-bookings.loaders';
import * as pageParts from '../../../theme/page.styles';

const BOOK_FIELDS = ['userId', 'eventId', 'bookingType', 'hotelOverNightOption'];

/**
 * Gremium-Buchungen: the seminars of every member, coming and past, filtered by a plain GET
 * form (works without JavaScript, the filter stays in the address); the overview as a PDF; and
 * for the Gremium's admins the form that books a colleague into one of the dates (into the cart).
 */
export const GremiumBookingsPage = () => {
  const { futureEvents, pastEvents, filter, participantOptions, seminarOptions, booking, overviewPdf } = useLoaderData<GremiumBookingsData>();
  const book = outcomeFor(useActionData<FormOutcome>(), BOOK_TARGET);
  const filtered = filter.member !== '' || filter.seminar !== '';
  return (
    <section className={pageParts.page} aria-labelledby="gremium-buchungen-titel">
      <h1 id="gremium-buchungen-titel" className={pageParts.pageHeading}>
        Gremium-Buchungen
      </h1>
      <p className={pageParts.lead}>
        <a href={overviewPdf} download>
          Gremiumsübersicht als PDF herunterladen
        </a>
      </p>
      <Form method="get" className={`${formStyles.card} ${formStyles.grid}`} aria-label="Buchungen filtern">
        <SelectField id="filter-mitglied" name={MEMBER_PARAM} label="Teilnehmende Person" optional options={participantOptions} placeholder="Alle" defaultValue={filter.member} />
        <SelectField id="filter-seminar" name={SEMINAR_PARAM} label="Seminar" optional options={seminarOptions} placeholder="Alle" defaultValue={filter.seminar} />
        <div className={`${formStyles.actions} ${formStyles.wide}`}>
          <button type="submit" className={formStyles.secondaryButton}>
            Filtern
          </button>
          {filtered ? <a href="?">Filter zurücksetzen</a> : null}
        </div>
      </Form>
      <h2 className={pageParts.sectionHeading}>Kommende Seminare</h2>
      <EventList events={futureEvents} empty={filtered ? 'Keine kommenden Buchungen zu diesem Filter.' : 'Keine kommenden Buchungen.'} />
      <h2 className={pageParts.sectionHeading}>Vergangene Seminare</h2>
      <EventList events={pastEvents} empty={filtered ? 'Keine vergangenen Buchungen zu diesem Filter.' : 'Keine vergangenen Buchungen.'} />
      {booking === null ? null : (
        <>
          <h2 className={pageParts.sectionHeading} id="kollegin-buchen-titel">
            Kollegin oder Kollegen buchen
          </h2>
          {booking.dates.length === 0 ? (
            <p className={pageParts.smallPrint}>
              Weder Ihr Gremium noch Ihre Merkliste hat kommende Termine. Merken Sie sich Termine im <a href="/seminare">Seminarkatalog</a>; dann können Sie Kolleginnen und Kollegen hier buchen.
            </p>
          ) : (
            <PageForm key={book === undefined ? 'neu' : 'erneut'} className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={book} aria-labelledby="kollegin-buchen-titel">
              <FormMessage outcome={book} shown={BOOK_FIELDS} />
              <p className={pageParts.smallPrint}>Zur Wahl stehen die kommenden Termine Ihres Gremiums und Ihrer Merkliste. Die Person kommt in Ihren Warenkorb; dort prüfen Sie Preis und Angaben und bestellen.</p>
              <div className={formStyles.grid}>
                <SelectField id="buchen-mitglied" name="userId" label="Mitglied" options={booking.members} placeholder="Bitte wählen" defaultValue={book?.values.userId} error={book?.errors.userId} />
                <SelectField id="buchen-termin" name="eventId" label="Termin" options={booking.dates} placeholder="Bitte wählen" defaultValue={book?.values.eventId} error={book?.errors.eventId} />
                <SelectField id="buchen-art" name="bookingType" label="Buchung oder Reservierung" options={BOOKING_TYPES} defaultValue={book?.values.bookingType ?? 'Buchung'} error={book?.errors.bookingType} />
                <SelectField
                  id="buchen-uebernachtung"
                  name="hotelOverNightOption"
                  label="Verpflegung und Übernachtung"
                  hint="Nur bei Präsenzseminaren"
                  optional
                  options={HOTEL_OVERNIGHT_OPTIONS}
                  placeholder="Bitte wählen"
                  defaultValue={book?.values.hotelOverNightOption}
                  error={book?.errors.hotelOverNightOption}
                />
              </div>
              <div className={formStyles.actions}>
                <button type="submit" className={primaryButton}>
                  In den Warenkorb
                </button>
              </div>
            </PageForm>
          )}
        </>
      )}
    </section>
  );
};
