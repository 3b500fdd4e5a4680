import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { FormMessage, Notice } from '../../forms/Notice';
import type { FormOutcome } from '../../forms/page-form-action';
import { DONE_PARAM, DONE_TEXT, type Done } from './events.actions';
import { RelatedItems } from '../recommendations/RelatedItems';
import { EventList } from './EventList';
import { BR_A_Z_PATH, FEEDBACK_PAGE_PATH } from './portal.paths';
import type { PortalHomeData } from './portal.loaders';
import { GREMIUM_BOOKINGS_PATH, GREMIUM_MEMBERS_PATH, GREMIUM_SETTINGS_PATH, INVOICES_PATH, SETTINGS_PATH } from './portal.paths';
import * as linkParts from '../../theme/link-row.styles';
import * as pageParts from '../../theme/page.styles';
import { WERBEMITTEL_PAGES } from '../../../application/werbemittel/werbemittel.paths';
import { AtoZ } from '../../layout/AtoZ';

/** Mein Bereich: what the logged-in user has booked, and the way to the rest of the portal. */
export const PortalHomePage = () => {
  const { firstname, nextEvents, pastEvents, gremium, recommended } = useLoaderData<PortalHomeData>();
  const [search] = useSearchParams();
  const done = search.get(DONE_PARAM);
  const refused = useActionData<FormOutcome>();
  return (
    <section className={pageParts.page} aria-labelledby="meinifb-titel">
      <h1 id="meinifb-titel" className={pageParts.pageHeading}>
        Mein Bereich
      </h1>
      <p className={pageParts.lead}>Hallo {firstname}, hier finden Sie Ihre Seminare und Ihre Einstellungen.</p>
      {done !== null && done in DONE_TEXT && <Notice tone="success">{DONE_TEXT[done as Done]}</Notice>}
      <FormMessage outcome={refused} shown={[]} />
      <h2 className={pageParts.sectionHeading}>Ihre nächsten Seminare</h2>
      <EventList events={nextEvents} empty="Sie haben zurzeit keine kommenden Seminare gebucht." withActions />
      <h2 className={pageParts.sectionHeading}>{`Besuchte Seminare (${String(pastEvents.length)})`}</h2>
      <EventList events={pastEvents} empty="Noch keine besuchten Seminare." withActions past />
      {pastEvents.length > 0 && (
        <p className={linkParts.linkRow}>
          <a href={FEEDBACK_PAGE_PATH}>Feedback zu einem besuchten Seminar senden</a>
        </p>
      )}
      <RelatedItems
        id="empfehlungen"
        heading="Empfehlungen für Sie"
        cards={recommended}
        headingClassName={pageParts.sectionHeading}
        explain={(card) => (card.subject === null ? card.reason : `Weil Sie „${card.subject}“ gebucht haben · ${card.reason}`)}
      />
      <ul className={linkParts.linkRow} aria-label="Mein Bereich">
        <li>
          <a href="/meinifb/merkliste">Meine Merkliste</a>
        </li>
        <li>
          <a href={BR_A_Z_PATH}>
            BR <AtoZ />
          </a>
        </li>
        <li>
          <a href={INVOICES_PATH}>Rechnungen</a>
        </li>
        <li>
          <a href={SETTINGS_PATH}>Einstellungen</a>
        </li>
        <li>
          <a href={WERBEMITTEL_PAGES.shop}>Werbemittelshop</a>
        </li>
        {gremium && (
          <>
            <li>
              <a href={GREMIUM_MEMBERS_PATH}>Gremium-Mitglieder</a>
            </li>
            <li>
              <a href={GREMIUM_BOOKINGS_PATH}>Gremium-Buchungen</a>
            </li>
            <li>
              <a href={GREMIUM_SETTINGS_PATH}>Gremium-Einstellungen</a>
            </li>
          </>
        )}
      </ul>
    </section>
  );
};
