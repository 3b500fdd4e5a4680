import { Link, useLoaderData } from 'react-router';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { EVENT_LIST_PATH, hotelPath } from '../catalogue/catalogue-paths';
import { EventCardList } from '../catalogue/EventCard';
import type { LocationPageData } from './places.loaders';
import * as styles from './places.styles';
import { formatCount } from '../../../domain/text/german-numbers';

/** /standorte/{name}-{locationId}: a seminar place with its venues and dates. */
export const LocationPage = () => {
  const { location, hotels, dates } = useLoaderData<LocationPageData>();
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare', to: '/seminare' }, { label: `Standort ${location.name}` }]} />
      <h1 className={styles.heading}>Seminare in {location.name}</h1>
      <p className={styles.lead}>
        {formatCount(location.upcomingEvents)} Termine in {hotels.length === 1 ? 'einem Tagungshotel' : `${String(hotels.length)} Tagungshotels`}.
      </p>
      {hotels.length > 0 ? (
        <section className={styles.section} aria-labelledby="hotels">
          <h2 id="hotels" className={styles.sectionHeading}>
            Tagungshotels in {location.name}
          </h2>
          <ul className={styles.venues}>
            {hotels.map((hotel) => (
              <li key={hotel.hotelId}>
                <Link to={hotelPath(hotel.name, hotel.hotelId)}>{hotel.name}</Link>
                <address>
                  {hotel.street}, {hotel.postalCode} {hotel.city}
                </address>
                <small>{formatCount(hotel.upcomingEvents)} Termine</small>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="termine">
        <h2 id="termine" className={styles.sectionHeading}>
          Termine in {location.name}
        </h2>
        {dates.items.length === 0 ? <p>Derzeit sind hier keine Termine geplant.</p> : <EventCardList events={dates.items} headingLevel={3} />}
        {dates.total > dates.items.length ? (
          <Link className={styles.more} to={`${EVENT_LIST_PATH}?city=${encodeURIComponent(location.name)}`}>
            Alle {formatCount(dates.total)} Termine in {location.name}
          </Link>
        ) : null}
      </section>
    </>
  );
};
