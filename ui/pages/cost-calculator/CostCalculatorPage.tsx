import * as E from 'fp-ts/Either';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { CostCalculationWire } from '../../../application/documents/documents.codecs';
import { costCalculatorPdfPath } from '../../../application/documents/documents.paths';
import { ON_REQUEST, overnightTotalText, totalContents } from '../../../application/documents/layouts/cost-calculation.layout';
import { cartDateText, formatPlainDate } from '../../../domain/calendar/calendar';
import { MAX_CALCULATOR_PARTICIPANTS } from '../../../domain/cost-calculator/cost-calculation';
import { cents, formatEuro, multiplyCents } from '../../../domain/money/money';
import { EventActions } from '../../commerce/EventActions';
import { primaryButton } from '../../theme/controls.styles';
import type { CostCalculatorPageData } from './cost-calculator.loader';
import * as styles from './cost-calculator.styles';
import * as forms from '../../forms/forms.styles';
import { actionLink } from '../../theme/action-link.styles';
import { kicker, lead, narrow, page as pageFrame, pageHeading, sectionHeading, smallPrint, stack } from '../../theme/page.styles';
import { table, tableScroll } from '../../theme/table.styles';

const PARTICIPANT_COUNTS = Array.from({ length: MAX_CALCULATOR_PARTICIPANTS }, (_, index) => index + 1);

const participantsText = (count: number): string => `${String(count)} Teilnehmer`;
const nightsText = (nights: number): string => `${String(nights)} ${nights === 1 ? 'Nacht' : 'Nächte'}`;
const overnightText = (overnight: CostCalculationWire['overnight']): string =>
  overnight === 'with' ? 'mit Übernachtung' : 'ohne Übernachtung';

/** The choice: how many participants, with or without the hotel nights. A GET form, so it works without JavaScript. */
const ChoiceForm = ({ choice, busy }: { readonly choice: CostCalculatorPageData['choice']; readonly busy: boolean }) => (
  // The key resets the fields when the URL's choice changes (back and forward in the history).
  <Form key={`${String(choice.participants)}-${choice.overnight}`} method="get" className={`${forms.card} ${styles.form}`} aria-label="Kosten berechnen">
    <div className={forms.field}>
      <label htmlFor="kostenrechner-teilnehmer">Anzahl der Teilnehmer</label>
      <select id="kostenrechner-teilnehmer" className={forms.control} name="participants" defaultValue={String(choice.participants)}>
        {PARTICIPANT_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
    <fieldset className={`${forms.fieldGroup} ${styles.choices}`}>
      <legend>Übernachtung</legend>
      <label>
        <input type="radio" name="overnight" value="without" defaultChecked={choice.overnight === 'without'} /> ohne Übernachtung
      </label>
      <label>
        <input type="radio" name="overnight" value="with" defaultChecked={choice.overnight === 'with'} /> mit Übernachtung
      </label>
    </fieldset>
    <button type="submit" className={primaryButton} disabled={busy}>
      Kosten berechnen
    </button>
  </Form>
);

/**
 * Whether the element's content is wider than the element, so it scrolls sideways (a long hotel
 * name, 200 % zoom): only then is it a tab stop, so a keyboard can scroll it.
 */
const useScrollsSideways = <E extends HTMLElement>(): readonly [RefObject<E | null>, boolean] => {
  const ref = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => {
      setScrolls(element.scrollWidth > element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    // The box and what it holds: new rows (another choice) may widen the content alone.
    observer.observe(element);
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, scrolls];
};

/** Seminar prices per participant, the group discount, the hotel nights per stay and the total. */
const CostTable = ({ calculation }: { readonly calculation: CostCalculationWire }) => {
  const overnight = calculation.overnightCosts;
  const count = calculation.participants;
  const [wrap, scrollable] = useScrollsSideways<HTMLDivElement>();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
    <div ref={wrap} className={tableScroll} role="region" aria-labelledby="kostentabelle" tabIndex={scrollable ? 0 : undefined}>
      <table className={`${table} ${styles.costs}`}>
        <caption id="kostentabelle">{`Kosten für ${participantsText(count)} ${overnightText(calculation.overnight)}`}</caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Betrag</th>
          </tr>
        </thead>
        <tbody>
          <tr className={styles.groupRow}>
            <th scope="colgroup" colSpan={2}>
              Seminarkosten
            </th>
          </tr>
          {calculation.participantPrices.map((line) => (
            <tr key={line.position}>
              <th scope="row">{line.label}</th>
              <td>{formatEuro(line.price)}</td>
            </tr>
          ))}
          <tr className={styles.sumRow}>
            <th scope="row">Seminarkosten gesamt</th>
            <td>{formatEuro(calculation.seminarTotal)}</td>
          </tr>
          {calculation.groupDiscount > 0 ? (
            <tr className={styles.discountRow}>
              <th scope="row">Enthaltener Gruppenrabatt</th>
              <td>{`Sie sparen ${formatEuro(cents(calculation.groupDiscount))}`}</td>
            </tr>
          ) : null}
        </tbody>
        {overnight === null ? null : (
          <tbody>
            <tr className={styles.groupRow}>
              <th scope="colgroup" colSpan={2}>
                Übernachtungskosten
              </th>
            </tr>
            {overnight.stays.length === 0 ? (
              <tr>
                <th scope="row">Für diese Veranstaltung fallen keine Übernachtungskosten an.</th>
                <td>{formatEuro(overnight.total)}</td>
              </tr>
            ) : (
              overnight.stays.map((stay) => (
                <tr key={`${String(stay.hotelId)}-${stay.arrival.toString()}`}>
                  <th scope="row">
                    {`${stay.hotelName}, ${stay.place}`}
                    <span className={styles.detail}>
                      {`${formatPlainDate(stay.arrival)} bis ${formatPlainDate(stay.departure)}, ${nightsText(stay.nights)}${
                        stay.ratePerNight === null ? '' : ` à ${formatEuro(stay.ratePerNight)}`
                      } × ${participantsText(count)}`}
                    </span>
                  </th>
                  <td>{stay.perParticipant === null ? ON_REQUEST : formatEuro(multiplyCents(stay.perParticipant, count))}</td>
                </tr>
              ))
            )}
            <tr className={styles.sumRow}>
              <th scope="row">{`Übernachtungskosten für ${participantsText(count)}`}</th>
              <td>{overnightTotalText(overnight)}</td>
            </tr>
          </tbody>
        )}
        <tfoot>
          <tr>
            <th scope="row">
              Gesamtkosten
              {overnight !== null && !overnight.complete ? <span className={styles.detail}>ohne Übernachtungskosten auf Anfrage</span> : null}
            </th>
            <td>{formatEuro(calculation.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
};

const decoded = (wire: CostCalculatorPageData['calculation']): CostCalculationWire => {
  const result = CostCalculationWire.decode(wire);
  // The loader encoded it with the same codec; anything else is a bug.
  if (E.isLeft(result)) throw new Error('the Kostenrechner page got no calculation');
  return result.right;
};

/** /seminare/warenkorb/kostenrechner/{eventId}: what a date costs the works council, to show the employer. */
export const CostCalculatorPage = () => {
  const { choice, calculation: wire, message, seminarPath } = useLoaderData<CostCalculatorPageData>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const calculation = decoded(wire);
  const date = cartDateText(calculation.startDate, calculation.endDate);
  return (
    <article className={`${pageFrame} ${narrow}`} aria-labelledby="kostenrechner-titel">
      <p className={kicker}>Kostenrechner</p>
      <h1 id="kostenrechner-titel" className={pageHeading}>
        {calculation.title}
      </h1>
      <p className={lead}>{`${date}, ${calculation.location}`}</p>
      <ChoiceForm choice={choice} busy={busy} />
      <div role="alert">{message === null ? null : <p className={forms.noticeError}>{message}</p>}</div>
      {message === null ? (
        <section aria-labelledby="kostenaufstellung" aria-busy={busy} className={stack}>
          <h2 id="kostenaufstellung" className={sectionHeading}>
            Kostenaufstellung
          </h2>
          <p className={styles.summary} role="status">
            {`Gesamtkosten für ${participantsText(calculation.participants)} ${totalContents(calculation.overnightCosts)}: ${formatEuro(calculation.total)}`}
          </p>
          <CostTable calculation={calculation} />
          {calculation.overnightCosts !== null && !calculation.overnightCosts.complete ? (
            <p className={smallPrint}>
              Für Hotels ohne hinterlegten Zimmerpreis nennen wir Ihnen die Übernachtungskosten auf Anfrage; sie sind in den Summen nicht enthalten.
            </p>
          ) : null}
          <p className={smallPrint}>Alle Preise zzgl. MwSt. Diese Aufstellung ist unverbindlich; es gelten die Preise zum Zeitpunkt der Buchung.</p>
          <p className={smallPrint}>
            <a className={actionLink} href={costCalculatorPdfPath(calculation.eventId, choice)}>
              Kostenaufstellung als PDF für Ihren Arbeitgeber
            </a>
          </p>
        </section>
      ) : null}
      <div className={styles.actions}>
        <EventActions
          event={{
            eventId: calculation.eventId,
            title: calculation.title,
            city: calculation.location,
            startDate: wire.startDate,
            endDate: wire.endDate,
          }}
        />
        <Link className={actionLink} to={seminarPath ?? '/seminare'}>
          {seminarPath === null ? 'Zu allen Seminaren' : 'Zurück zum Seminar'}
        </Link>
      </div>
    </article>
  );
};
