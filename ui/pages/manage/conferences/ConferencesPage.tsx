import { useLoaderData } from 'react-router';
import type { ConferenceListWire } from '../../../../application/catalogue-admin/conference-desk.codecs';
import { conferencePath } from '../../../../application/catalogue-admin/conference-desk.port';
import { cents, formatEuro } from '../../../../domain/money/money';
import * as page from '../../../theme/page.styles';
import * as table from '../../../theme/table.styles';

/** /manage/fachtagungen: the Fachtagungen with dates, seats taken of the capacity, and price. */
export const ConferencesPage = () => {
  const conferences = useLoaderData<ConferenceListWire>();
  return (
    <section className={page.page} aria-labelledby="fachtagungen-heading">
      <h1 id="fachtagungen-heading" className={page.pageHeading}>
        Fachtagungen
      </h1>
      <p className={page.lead}>Termin, Plätze, Preis und Programmtext einer Fachtagung ändern; ihre Seite zeigt es sofort.</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className={table.tableScroll} role="region" aria-labelledby="fachtagungen-heading" tabIndex={0}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Fachtagung</th>
              <th scope="col">Termin</th>
              <th scope="col" className={table.numeric}>
                Plätze vergeben
              </th>
              <th scope="col" className={table.numeric}>
                Preis
              </th>
            </tr>
          </thead>
          <tbody>
            {conferences.map((conference) => (
              <tr key={conference.conferenceId}>
                <td>
                  <a href={conferencePath(conference.conferenceId)}>{conference.title}</a>
                  {conference.cancelled ? ' (abgesagt)' : null}
                </td>
                <td>{conference.date}</td>
                <td className={table.numeric}>
                  {conference.seatsTaken} von {conference.capacity}
                </td>
                <td className={table.numeric}>{formatEuro(cents(conference.price))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
