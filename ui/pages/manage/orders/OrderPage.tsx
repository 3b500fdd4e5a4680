import { useActionData, useLoaderData } from 'react-router';
import { CHANNEL_LABELS, PARTICIPANT_STATUS_LABELS } from '../../../../application/back-office/messages';
import { participantActionPagePath } from '../../../../application/back-office/order-desk.paths';
import { invoiceAdminFilePath } from '../../../../application/invoices/invoice-admin.codecs';
import { fullName } from '../../../../domain/correspondence/person-name';
import { cents, formatEuro } from '../../../../domain/money/money';
import { berlinDateRangeText, berlinDateText, berlinTimeText } from '../../../dates/instant-text';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { visuallyHidden } from '../../../theme/visually-hidden.styles';
import * as links from '../../../theme/link-row.styles';
import * as pageParts from '../../../theme/page.styles';
import * as tables from '../../../theme/table.styles';
import * as facts from '../../../theme/fact-list.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as styles from './desk.styles';
import { DONE_TEXT, INVOICE_KIND_LABELS, PARTICIPANT_ACTION_LABELS } from './desk-words';
import type { OrderDetailJson, OrderPageData } from './order.loader';

type ParticipantJson = OrderDetailJson['participants'][number];

const when = (iso: string): string => `${berlinDateText(iso)}, ${berlinTimeText(iso)} Uhr`;

const statusText = (participant: ParticipantJson): string => {
  const label = PARTICIPANT_STATUS_LABELS[participant.status];
  if (participant.reservedUntil !== null) return `${label} bis ${when(participant.reservedUntil)}`;
  if (participant.waitlistPosition !== null) return `${label}, Platz ${String(participant.waitlistPosition)}`;
  return label;
};

const Fact = ({ label, value }: { readonly label: string; readonly value: string | null }) => (
  <>
    <dt>{label}</dt>
    <dd>{value === null || value === '' ? '–' : value}</dd>
  </>
);

const Participants = ({ order }: { readonly order: OrderDetailJson }) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus, so a keyboard can scroll it (WCAG 2.1.1)
  <div className={tables.tableScroll} role="region" aria-labelledby="participants-caption" tabIndex={0}>
    <table className={tables.table}>
      <caption id="participants-caption" className={pageParts.sectionHeading}>
        Teilnehmer
      </caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Seminar / Fachtagung</th>
          <th scope="col">Status</th>
          <th scope="col">Preis</th>
          <th scope="col">Aktionen</th>
        </tr>
      </thead>
      <tbody>
        {order.participants.map((participant) => (
          <tr key={participant.participantId}>
            <td>
              {fullName(participant)}
              <br />
              {participant.email}
              {participant.seats > 1 && <> ({participant.seats} Plätze)</>}
            </td>
            <td>
              {participant.title}
              <br />
              {`${participant.kind}, ${berlinDateRangeText(participant.startDate, participant.endDate)}`}
            </td>
            <td>{statusText(participant)}</td>
            <td>{formatEuro(cents(participant.price))}</td>
            <td>
              {participant.actions.length === 0 ? (
                '–'
              ) : (
                <ul className={links.linkRow}>
                  {participant.actions.map((action) => (
                    <li key={action}>
                      {/* The name is one hidden text: a hidden suffix beside the label is read with a space before its colon. */}
                      <a href={participantActionPagePath(order.orderNumber, participant.participantId, action)}>
                        <span aria-hidden="true">{PARTICIPANT_ACTION_LABELS[action]}</span>
                        <span className={visuallyHidden}>{`${PARTICIPANT_ACTION_LABELS[action]}: ${fullName(participant)}`}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const OrderButton = ({ intent, label, outcome }: { readonly intent: string; readonly label: string; readonly outcome: FormOutcome | undefined }) => (
  <PageForm outcome={outcomeFor(outcome, intent)} aria-label={label}>
    <FormMessage outcome={outcomeFor(outcome, intent)} shown={[]} />
    <input type="hidden" name="intent" value={intent} />
    <button type="submit" className={primaryButton}>
      {label}
    </button>
  </PageForm>
);

/** /manage/bestellungen/{n}: the order with its participants, address, invoices and history; the actions on it. */
export const OrderPage = () => {
  const { order, done } = useLoaderData<OrderPageData>();
  const outcome = useActionData<FormOutcome>();
  const { billing } = order;
  return (
    <section className={pageParts.page} aria-labelledby="order-heading">
      <h1 id="order-heading" className={pageParts.pageHeading}>
        {`Bestellung ${order.orderNumber}`}
      </h1>
      {done !== null && <Notice tone="success">{DONE_TEXT[done]}</Notice>}
      <p className={pageParts.lead}>{`Bestellt am ${when(order.orderedAt)} ${CHANNEL_LABELS[order.channel]} von ${fullName(order.customer)} (${order.customer.email})`}</p>

      <Participants order={order} />
      <p>
        {`Summe: ${formatEuro(cents(order.total))}`}
        {order.groupDiscount > 0 && ` (darin Gruppenrabatt ${formatEuro(cents(order.groupDiscount))})`}
      </p>

      <h2 className={pageParts.sectionHeading}>Rechnungsadresse</h2>
      <dl className={facts.factGrid}>
        <Fact label="Firma" value={billing.company} />
        <Fact label="Straße" value={billing.street} />
        <Fact label="PLZ und Ort" value={[billing.postalCode, billing.city].filter((part) => part !== null && part !== '').join(' ')} />
        <Fact label="E-Mail für Rechnungen" value={billing.invoiceEmail} />
        <Fact label="Leitweg-ID" value={billing.leitwegId} />
        <Fact label="Rechnungsreferenz" value={order.invoiceReference} />
        <Fact label="Anmerkungen" value={order.notes} />
      </dl>

      <h2 className={pageParts.sectionHeading}>Rechnungen</h2>
      {order.invoices.length === 0 ? (
        <p>Für diese Bestellung ist noch keine Rechnung erstellt.</p>
      ) : (
        <ul>
          {order.invoices.map((invoice) => (
            <li key={invoice.number}>
              {`${INVOICE_KIND_LABELS[invoice.kind] ?? invoice.kind} ${invoice.number} vom ${invoice.issueDate.split('-').reverse().join('.')}, ${formatEuro(cents(invoice.grandTotal))}: `}
              <a href={invoiceAdminFilePath(invoice.number, 'pdf')}>PDF</a>
              {', '}
              <a href={invoiceAdminFilePath(invoice.number, 'xml')}>XML</a>
            </li>
          ))}
        </ul>
      )}

      <h2 className={pageParts.sectionHeading}>Aktionen</h2>
      <ul className={links.linkRow}>
        <li>
          <OrderButton intent="bestaetigung-senden" label="Bestätigung erneut senden" outcome={outcome} />
        </li>
        <li>
          <OrderButton intent="rechnung-erstellen" label="Rechnung jetzt erstellen" outcome={outcome} />
        </li>
      </ul>

      <h2 className={pageParts.sectionHeading}>Verlauf</h2>
      <ol className={styles.history}>
        {order.history.map((entry, index) => (
          // The history is recomputed whole for every render; its entries have no identity of their own.
          <li key={index}>
            <time dateTime={entry.at}>{when(entry.at)}</time>
            {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
};
