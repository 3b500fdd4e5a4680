import { Link, useLoaderData } from 'react-router';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { EVENT_LIST_PATH, hotelPath } from '../catalogue/catalogue-paths';
import { EventCardList } from '../catalogue/EventCard';
import type { LocationPageData } from './places.loaders';
import { formatCount } from '../../../domain/text/german-numbers';
import * as linkParts from '../../theme/link-row.styles';
import * as pageParts from '../../theme/page.styles';
import { upright } from '../../theme/text.styles';
import * as tileParts from '../../theme/tile-grid.styles';

/** /standorte/{name}-{locationId}: a seminar place with its venues and dates. */
export const LocationPage = () => {
  const { location, hotels, dates } = useLoaderData<LocationPageData>();
  return (
    <div className={pageParts.page}>
      <Breadcrumbs trail={[{ label: 'Startseite', to: '/' }, { label: 'Seminare', to: '/seminare' }, { label: `Standort ${location.name}` }]} />
      <h1 className={pageParts.pageHeading}>Seminare in {location.name}</h1>
      <p className={pageParts.lead}>
        {formatCount(location.upcomingEvents)} Termine in {hotels.length === 1 ? 'einem Tagungshotel' : `${String(hotels.length)} Tagungshotels`}.
      </p>
      {hotels.length > 0 ? (
        <section className={pageParts.stack} aria-labelledby="hotels">
          <h2 id="hotels" className={pageParts.sectionHeading}>
            Tagungshotels in {location.name}
          </h2>
          <ul className={tileParts.tileGrid}>
            {hotels.map((hotel) => (
              <li key={hotel.hotelId} className={tileParts.tile}>
                <Link to={hotelPath(hotel.name, hotel.hotelId)}>{hotel.name}</Link>
                <address className={upright}>
                  {hotel.street}, {hotel.postalCode} {hotel.city}
                </address>
                <small className={tileParts.tileLabel}>{formatCount(hotel.upcomingEvents)} Termine</small>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={pageParts.stack} aria-labelledby="termine">
        <h2 id="termine" className={pageParts.sectionHeading}>
          Termine in {location.name}
        </h2>
        {dates.items.length === 0 ? <p>Derzeit sind hier keine Termine geplant.</p> : <EventCardList events={dates.items} headingLevel={3} />}
        {dates.total > dates.items.length ? (
          <p className={linkParts.linkRow}>
            <Link to={`${EVENT_LIST_PATH}?city=${encodeURIComponent(location.name)}`}>
              Alle {formatCount(dates.total)} Termine in {location.name}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
};
