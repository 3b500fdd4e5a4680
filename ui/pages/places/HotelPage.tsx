import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { locationPath } from '../catalogue/catalogue-paths';
import { EventCardList } from '../catalogue/EventCard';
import type { HotelPageData } from './places.loaders';
import * as styles from './places.styles';
import * as pageParts from '../../theme/page.styles';
import { upright } from '../../theme/text.styles';

/** /standorte/hotel/{name}-{hotelId}: a venue, its address, its picture (when it has one) and the dates held there. */
export const HotelPage = () => {
  const { hotel } = useLoaderData<HotelPageData>();
  return (
    <div className={pageParts.page}>
      <Breadcrumbs
        trail={[
          { label: 'Startseite', to: '/' },
          { label: `Standort ${hotel.location.name}`, to: locationPath(hotel.location.name, hotel.location.locationId) },
          { label: hotel.name },
        ]}
      />
      <h1 className={pageParts.pageHeading}>{hotel.name}</h1>
      <address className={`${pageParts.lead} ${upright}`}>
        {hotel.street}, {hotel.postalCode} {hotel.city}
      </address>
      {hotel.image === null ? null : (
        <img className={styles.picture} src={hotel.image.url} alt={`Ansicht: ${hotel.name}`} width={hotel.image.width} height={hotel.image.height} />
      )}
      <section className={pageParts.stack} aria-labelledby="termine">
        <h2 id="termine" className={pageParts.sectionHeading}>
          Termine im {hotel.name}
        </h2>
        {hotel.events.length === 0 ? <p>Derzeit sind hier keine Termine geplant.</p> : <EventCardList events={hotel.events} headingLevel={3} />}
      </section>
    </div>
  );
};
