import { Link, useActionData, useLoaderData } from 'react-router';
import { newSeminarDatePagePath, SEMINAR_PAGES, seminarDatePagePath } from '../../../../application/catalogue-admin/seminar-admin.paths';
import { cents } from '../../../../domain/money/money';
import { formatEuroDecimal } from '../../../../domain/seminar-date/decimal-euro';
import { PRICE_FIELDS } from '../../../../domain/seminar-date/seminar-date';
import { SEMINAR_FIELDS } from '../../../../domain/seminar/seminar';
import { berlinDateRangeText, berlinTimeText } from '../../../dates/instant-text';
import { Notice, FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as badges from '../../../theme/badge.styles';
import * as cards from '../../../theme/card.styles';
import * as controls from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import { fillLevelText } from './fill-level';
import { PriceRecordFields } from './PriceRecordFields';
import { SeminarFields } from './SeminarFields';
import { FORM_TARGETS, INTENT_FIELD } from './seminar-form';
import type { SeminarPageData, SeminarPageJson } from './seminar.loader';

type DateJson = SeminarPageJson['dates'][number];

const KIND: Readonly<Record<DateJson['kind'], string>> = { online: 'Online', presence: 'Präsenz', series: 'Ausbildungsreihe' };

/** The price form starts from the next coming date's prices (all coming dates share them once saved). */
const priceValues = (dates: readonly DateJson[]): Readonly<Record<string, string>> => {
  const next = dates.find((date) => date.coming);
  if (next === undefined) return {};
  const prices: Readonly<Record<string, number | undefined>> = next.prices;
  return Object.fromEntries(PRICE_FIELDS.map((field) => {
    const amount = prices[field];
    return [field, amount === undefined ? '' : formatEuroDecimal(cents(amount), ',')];
  }));
};

const differingPrices = (dates: readonly DateJson[]): boolean => {
  const coming = dates.filter((date) => date.coming).map((date) => JSON.stringify(date.prices));
  return new Set(coming).size > 1;
};

const DatesTable = ({ seminar }: { readonly seminar: SeminarPageJson }) =>
  seminar.dates.length === 0 ? (
    <p>Das Seminar hat noch keine Termine.</p>
  ) : (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
    <div className={tables.tableScroll} role="region" aria-labelledby="termine-caption" tabIndex={0}>
      <table className={tables.table}>
        <caption id="termine-caption">Termine</caption>
        <thead>
          <tr>
            <th scope="col">Termin</th>
            <th scope="col">Art / Ort</th>
            <th scope="col">Auslastung</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {seminar.dates.map((date) => (
            <tr key={date.eventId}>
              <th scope="row">
                <a href={seminarDatePagePath(date.eventId)}>{`${berlinDateRangeText(date.startDate, date.endDate)}, ${berlinTimeText(date.startDate)} Uhr`}</a>
                <br />
                {`Nr. ${String(date.eventId)}`}
              </th>
              <td>{date.city === null ? KIND[date.kind] : `${KIND[date.kind]}, ${date.city}`}</td>
              <td>{fillLevelText(date.seatsTaken, date.capacity)}</td>
              <td>
                {!date.coming ? (
                  <span className={`${badges.badge} ${badges.badgeMuted}`}>vergangen</span>
                ) : date.published ? (
                  <span className={`${badges.badge} ${badges.badgeSuccess}`}>veröffentlicht</span>
                ) : (
                  <span className={`${badges.badge} ${badges.badgeMuted}`}>verborgen</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

/**
 * /manage/seminare/:slug for staff: the seminar's texts, rubric, Handlungsfeld and whether the
 * public sees it; the price record of its coming dates with what each participant pays; its
 * dates, each a link to its own page. Plain form posts, so it works without JavaScript.
 */
export const SeminarPage = () => {
  const { seminar, created, saved, pricedDates } = useLoaderData<SeminarPageData>();
  const action = useActionData<FormOutcome>();
  const seminarOutcome = outcomeFor(action, FORM_TARGETS.seminar);
  const priceOutcome = outcomeFor(action, FORM_TARGETS.prices);
  const comingDates = seminar.dates.filter((date) => date.coming).length;
  return (
    <section className={page.page} aria-labelledby="seminar-heading">
      <p>
        <Link to={SEMINAR_PAGES.list}>Alle Seminare</Link>
      </p>
      <h1 id="seminar-heading" className={page.pageHeading}>
        {seminar.text.title}
      </h1>
      <p className={page.lead}>
        {seminar.text.published === 'ja' ? (
          <>
            Auf der Website: <a href={`/seminare/p/${encodeURIComponent(seminar.slug)}`}>{`/seminare/p/${seminar.slug}`}</a>
          </>
        ) : (
          'Verborgen: Das Seminar und seine Termine stehen in keiner öffentlichen Liste.'
        )}
      </p>
      {created && <Notice tone="success">Das Seminar wurde angelegt. Legen Sie jetzt seinen ersten Termin an.</Notice>}
      {saved && <Notice tone="success">Die Angaben zum Seminar wurden gespeichert.</Notice>}
      {pricedDates !== null && <Notice tone="success">{`Die Preise gelten jetzt für ${String(pricedDates)} kommende ${pricedDates === 1 ? 'Termin' : 'Termine'}; gebuchte Bestellungen behalten ihre Preise.`}</Notice>}

      <section className={cards.card} aria-labelledby="seminar-angaben">
        <h2 id="seminar-angaben" className={page.sectionHeading}>
          Angaben zum Seminar
        </h2>
        <PageForm outcome={seminarOutcome} className={page.stack} aria-labelledby="seminar-angaben">
          <input type="hidden" name={INTENT_FIELD} value={FORM_TARGETS.seminar} />
          <FormMessage outcome={seminarOutcome} shown={SEMINAR_FIELDS} />
          <SeminarFields values={seminarOutcome?.values ?? seminar.text} errors={seminarOutcome?.errors ?? {}} rubrics={seminar.rubrics} />
          <div>
            <button type="submit" className={controls.primaryButton}>
              Angaben speichern
            </button>
          </div>
        </PageForm>
      </section>

      <section className={cards.card} aria-labelledby="seminar-preise">
        <h2 id="seminar-preise" className={page.sectionHeading}>
          Preise der kommenden Termine
        </h2>
        {comingDates === 0 ? (
          <p>Das Seminar hat keine kommenden Termine. Der Preis wird mit jedem Termin angelegt.</p>
        ) : (
          <PageForm outcome={priceOutcome} className={page.stack} aria-labelledby="seminar-preise">
            <input type="hidden" name={INTENT_FIELD} value={FORM_TARGETS.prices} />
            <p className={page.smallPrint}>
              {`Gilt für ${String(comingDates)} kommende ${comingDates === 1 ? 'Termin' : 'Termine'} und nur für neue Buchungen: Bestellungen behalten die Preise, zu denen sie aufgegeben wurden.`}
              {differingPrices(seminar.dates) ? ' Die kommenden Termine haben bisher unterschiedliche Preise; gezeigt sind die des nächsten.' : ''}
            </p>
            <FormMessage outcome={priceOutcome} shown={PRICE_FIELDS} />
            <PriceRecordFields values={priceOutcome?.values ?? priceValues(seminar.dates)} errors={priceOutcome?.errors ?? {}} />
            <div>
              <button type="submit" className={controls.primaryButton}>
                Preise speichern
              </button>
            </div>
          </PageForm>
        )}
      </section>

      <section className={cards.card} aria-labelledby="seminar-termine">
        <h2 id="seminar-termine" className={page.sectionHeading}>
          Termine
        </h2>
        <p>
          <a href={newSeminarDatePagePath(seminar.slug)}>Neuen Termin anlegen</a>
        </p>
        <DatesTable seminar={seminar} />
      </section>
    </section>
  );
};
