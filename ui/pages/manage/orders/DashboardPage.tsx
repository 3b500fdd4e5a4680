import { useLoaderData } from 'react-router';
import { ORDER_DESK_PAGES, orderPagePath } from '../../../../application/back-office/order-desk.paths';
import { berlinDateText, berlinTimeText } from '../../../dates/instant-text';
import * as pageParts from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import * as tiles from '../../../theme/tile-grid.styles';
import type { DashboardJson } from './dashboard.loader';

const count = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

const when = (iso: string): string => `${berlinDateText(iso)}, ${berlinTimeText(iso)} Uhr`;

/** Seats taken of the capacity, as a share (a date without capacity is full). */
const fillLevel = (taken: number, capacity: number): string => percent.format(capacity <= 0 ? 1 : taken / capacity);

/** /manage: what needs the back office's eye today. */
export const DashboardPage = () => {
  const board = useLoaderData<DashboardJson>();
  return (
    <section className={pageParts.page} aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className={pageParts.pageHeading}>
        Übersicht
      </h1>
      <ul className={tiles.tileGrid} aria-label="Kennzahlen">
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{count.format(board.ordersToday)}</span>
          <span className={tiles.tileLabel}>Bestellungen heute</span>
        </li>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{count.format(board.ordersThisWeek)}</span>
          <span className={tiles.tileLabel}>Bestellungen diese Woche</span>
        </li>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{board.openRequests === null ? '–' : count.format(board.openRequests)}</span>
          <span className={tiles.tileLabel}>offene Anfragen</span>
        </li>
        <li className={tiles.tile}>
          <span className={tiles.tileFigure}>{count.format(board.expiringReservations.length)}</span>
          <span className={tiles.tileLabel}>Reservierungen laufen in 3 Tagen ab</span>
        </li>
      </ul>
      <p>
        <a href={ORDER_DESK_PAGES.orders}>Alle Bestellungen durchsuchen</a>
      </p>

      <h2 className={pageParts.sectionHeading}>Kommende Termine</h2>
      {board.comingDates.length === 0 ? (
        <p>Es sind keine Termine geplant.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
        <div className={tables.tableScroll} role="region" aria-labelledby="dates-caption" tabIndex={0}>
          <table className={tables.table}>
            <caption id="dates-caption" className={pageParts.smallPrint}>
              Belegung der nächsten Termine
            </caption>
            <thead>
              <tr>
                <th scope="col">Beginn</th>
                <th scope="col">Seminar / Fachtagung</th>
                <th scope="col">Plätze belegt</th>
                <th scope="col">Auslastung</th>
                <th scope="col">Warteliste</th>
              </tr>
            </thead>
            <tbody>
              {board.comingDates.map((date) => (
                <tr key={date.eventId}>
                  <td>{when(date.startDate)}</td>
                  <td>{date.title}</td>
                  <td>{`${count.format(date.seatsTaken)} von ${count.format(date.capacity)}`}</td>
                  <td>{fillLevel(date.seatsTaken, date.capacity)}</td>
                  <td>{count.format(date.waiting)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className={pageParts.sectionHeading}>Wartelisten</h2>
      {board.waitingLists.length === 0 ? (
        <p>Auf keiner Warteliste der kommenden Termine wartet jemand.</p>
      ) : (
        <ul>
          {board.waitingLists.map((list) => (
            <li key={list.eventId}>
              {`${list.title} (${berlinDateText(list.startDate)}): ${count.format(list.entries)} ${list.entries === 1 ? 'Eintrag' : 'Einträge'}, ${count.format(list.seats)} ${list.seats === 1 ? 'Platz' : 'Plätze'}`}
            </li>
          ))}
        </ul>
      )}

      <h2 className={pageParts.sectionHeading}>Reservierungen, die in 3 Tagen ablaufen</h2>
      {board.expiringReservations.length === 0 ? (
        <p>Keine Reservierung läuft in den nächsten 3 Tagen ab.</p>
      ) : (
        <ul>
          {board.expiringReservations.map((reservation) => (
            <li key={reservation.participantId}>
              <a href={orderPagePath(reservation.orderNumber)}>{reservation.orderNumber}</a>
              {`: ${reservation.name}, ${reservation.title}, bis ${when(reservation.reservedUntil)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
