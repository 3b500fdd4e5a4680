import { Fragment } from 'react';
import { Link, useLoaderData } from 'react-router';
import { FIELD_LABELS } from '../../../application/forms/form-definitions';
import { WERBEMITTEL_PAGES } from '../../../application/werbemittel/werbemittel.paths';
import { Notice } from '../../forms/Notice';
import { ADDRESS_FIELDS, type OrderJson } from './werbemittel.loaders';
import * as pageParts from '../../theme/page.styles';
import * as factParts from '../../theme/fact-list.styles';

/** /werbemittelshop/bestellung/{reference}: what was ordered and where it goes; the mail says the same. */
export const OrderConfirmationPage = () => {
  const order = useLoaderData<OrderJson>();
  const rows = ADDRESS_FIELDS.flatMap((name) => (order.address[name] === undefined ? [] : [{ name, value: order.address[name] }]));
  return (
    <section className={pageParts.page} aria-labelledby="werbemittel-bestaetigung-titel">
      <h1 id="werbemittel-bestaetigung-titel" className={pageParts.pageHeading}>
        Ihre Bestellung ist eingegangen
      </h1>
      <Notice tone="success">{order.message}</Notice>
      <p>
        Bestellnummer: <strong>{order.reference}</strong>. Eine Bestätigung haben wir an {order.address.email} gesendet.
      </p>
      <h2 className={pageParts.sectionHeading}>Bestellte Artikel</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={line.articleId}>
            {`${String(line.quantity)} × ${line.name}`}
          </li>
        ))}
      </ul>
      <h2 className={pageParts.sectionHeading}>Lieferadresse</h2>
      <dl className={factParts.factGrid}>
        {rows.map(({ name, value }) => (
          <Fragment key={name}>
            <dt>{FIELD_LABELS[name]}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <Link to={WERBEMITTEL_PAGES.shop}>Weitere Werbemittel bestellen</Link>
      </p>
    </section>
  );
};
