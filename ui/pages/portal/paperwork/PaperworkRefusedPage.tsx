import { useLoaderData } from 'react-router';
import { PORTAL_HOME_PATHS } from '../portal.paths';
import type { PaperworkRefusedData } from './paperwork-refused.loader';
import * as pageParts from '../../../theme/page.styles';
import * as linkParts from '../../../theme/link-row.styles';

/** A paper that is not there (yet): why, in German, and the way back to the bookings. */
export const PaperworkRefusedPage = () => {
  const { title, message } = useLoaderData<PaperworkRefusedData>();
  return (
    <section className={pageParts.page} aria-labelledby="papier-titel">
      <h1 id="papier-titel" className={pageParts.pageHeading}>
        {title}
      </h1>
      <p className={pageParts.lead}>{message}</p>
      <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
        <a href={PORTAL_HOME_PATHS[1]}>Zurück zu Mein Bereich</a>
      </p>
    </section>
  );
};
