import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanCostView } from './plan-cost.loader';
import type { EntryView } from './training-plan.loaders';
import * as styles from './training-plan.styles';
import * as pageParts from '../../theme/page.styles';
import * as cardParts from '../../theme/card.styles';
import * as cardListParts from '../../theme/card-list.styles';
import * as factParts from '../../theme/fact-list.styles';

/** One planned seminar of a member, as a card (the owner's pages add a remove button). */
export const EntryCard = ({ entry, headingLevel, children }: { readonly entry: EntryView; readonly headingLevel: 2 | 3; readonly children?: ReactNode }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={cardListParts.card}>
      <Heading>{entry.memberName}</Heading>
      <p>{entry.seminarPath === null ? entry.title : <Link to={entry.seminarPath}>{entry.title}</Link>}</p>
      <dl className={factParts.factGrid}>
        <dt>Termin</dt>
        <dd>{entry.when}</dd>
        <dt>Priorität</dt>
        <dd>{entry.priority}</dd>
        {entry.note === '' ? null : (
          <>
            <dt>Notiz</dt>
            <dd>{entry.note}</dd>
          </>
        )}
      </dl>
      {children}
    </li>
  );
};

/** What the plan costs: per seminar the tiered total for its members, then the sum. */
export const PlanCostSummary = ({ cost, headingId }: { readonly cost: PlanCostView; readonly headingId: string }) => (
  <section className={`${cardParts.card} ${pageParts.narrow} ${styles.cost}`} aria-labelledby={headingId}>
    <h2 id={headingId} className={pageParts.sectionHeading}>
      Kosten
    </h2>
    {cost.lines.length === 0 ? (
      <p>Noch keine Seminare geplant.</p>
    ) : (
      <ul>
        {cost.lines.map((line) => (
          <li key={line.title}>
            <span>
              {line.title} ({line.participants} {line.participants === 1 ? 'Teilnehmer' : 'Teilnehmende'})
            </span>
            <span>{line.total === null ? 'Preis folgt' : `${line.estimate ? 'ab ' : ''}${line.total}`}</span>
          </li>
        ))}
      </ul>
    )}
    <p className={styles.total} data-testid="plan-total">
      <span>Summe (zzgl. MwSt.)</span>
      <span>
        {cost.estimate ? 'ab ' : ''}
        {cost.total}
      </span>
    </p>
    {cost.estimate ? <p className={pageParts.smallPrint}>Für Seminare ohne festen Termin rechnen wir mit dem günstigsten kommenden Termin.</p> : null}
    {cost.unpriced > 0 ? (
      <p className={pageParts.smallPrint}>
        {cost.unpriced === 1 ? 'Ein geplanter Platz hat' : `${String(cost.unpriced)} geplante Plätze haben`} noch keinen Termin mit Preis und{' '}
        {cost.unpriced === 1 ? 'ist' : 'sind'} nicht in der Summe enthalten.
      </p>
    ) : null}
    <p className={pageParts.smallPrint}>Mehrere Mitglieder im selben Seminar werden gemeinsam gebucht; ab dem zweiten Platz gilt der Staffelpreis.</p>
  </section>
);
