import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { WERBEMITTEL_PAGES } from '../../../application/werbemittel/werbemittel.paths';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { ITEMS_KEY, quantityKey } from '../../../domain/werbemittel/order-lines';
import { FieldError, SelectField, TextAreaField, TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { ADDRESS_FIELDS, ORDER_FORM, quantityName, type ArticleJson, type ShopPageData } from './werbemittel.loaders';
import * as styles from './werbemittel.styles';
import * as pageParts from '../../theme/page.styles';
import * as badgeParts from '../../theme/badge.styles';
import * as cardParts from '../../theme/card.styles';
import * as linkParts from '../../theme/link-row.styles';
import * as tileParts from '../../theme/tile-grid.styles';

const stockText = (stock: number): string => (stock === 0 ? 'Vergriffen' : `${String(stock)} Stück vorrätig`);

const ArticleCard = ({ article, value, error }: { readonly article: ArticleJson; readonly value: string | undefined; readonly error: string | undefined }) => {
  const id = `werbemittel-menge-${String(article.articleId)}`;
  return (
    <li className={`${cardParts.card} ${styles.article}`}>
      {article.imageUrl === null ? null : <img className={styles.picture} src={article.imageUrl} alt="" width={320} height={240} loading="lazy" />}
      <h3 className={cardParts.cardTitle}>{article.name}</h3>
      <p>{article.description}</p>
      <p>
        <span className={`${badgeParts.badge} ${article.stock === 0 ? badgeParts.badgeDanger : badgeParts.badgeSuccess}`}>{stockText(article.stock)}</span>
      </p>
      {article.stock === 0 ? null : (
        <div className={`${formStyles.field} ${styles.quantity}`}>
          <label htmlFor={id}>
            Menge<span className={visuallyHidden}> {article.name}</span>
          </label>
          <input
            id={id}
            name={quantityName(article.articleId)}
            className={formStyles.control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={value}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={error === undefined ? undefined : `${id}-fehler`}
          />
          <FieldError id={id} error={error} />
        </div>
      )}
    </li>
  );
};

/**
 * /werbemittelshop: the articles with picture, description, stock and a quantity field, and the
 * delivery address, in one form post (works without JavaScript). A refusal comes back with the
 * German message under each field and everything typed kept.
 */
export const ShopPage = () => {
  const { articles, firstname } = useLoaderData<ShopPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), ORDER_FORM);
  const sending = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const field = (name: (typeof ADDRESS_FIELDS)[number]) => ({ id: `werbemittel-${name}`, name, defaultValue: values[name], error: errors[name] });
  const shown = [...ADDRESS_FIELDS, ITEMS_KEY, ...articles.map((article) => quantityKey(article.articleId))];

  return (
    <div className={pageParts.page}>
      <p className={linkParts.linkRow}>
        <Link to="/kundenportal/meinifb">Mein Bereich</Link>
        <Link to={WERBEMITTEL_PAGES.logout}>Werbemittelshop verlassen</Link>
      </p>
      <h1 className={pageParts.pageHeading}>Werbemittelshop</h1>
      <p className={pageParts.lead}>
        {firstname === '' ? 'Willkommen!' : `Willkommen, ${firstname}!`} Bestellen Sie kostenlos Werbemittel, mit denen Sie im Betrieb für Seminare
        werben. Wir liefern an die Adresse, die Sie unten angeben.
      </p>
      <PageForm outcome={outcome} className={pageParts.stack} aria-label="Werbemittel bestellen">
        <FormMessage outcome={outcome} shown={shown} />
        <h2 className={pageParts.sectionHeading}>1. Artikel wählen</h2>
        {errors[ITEMS_KEY] === undefined ? null : (
          <Notice tone="error" id="werbemittel-items-fehler">
            {errors[ITEMS_KEY]}
          </Notice>
        )}
        {articles.length === 0 ? <Notice tone="info">Zurzeit können keine Werbemittel bestellt werden. Bitte schauen Sie später wieder vorbei.</Notice> : null}
        <ul className={tileParts.tileGrid}>
          {articles.map((article) => (
            <ArticleCard
              key={article.articleId}
              article={article}
              value={values[quantityName(article.articleId)]}
              error={errors[quantityKey(article.articleId)]}
            />
          ))}
        </ul>
        <div className={cardParts.card}>
          <h2 className={pageParts.sectionHeading}>2. Lieferadresse</h2>
          <TextField {...field('company')} label="Firma" autoComplete="organization" />
          <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} placeholder="Bitte wählen" />
          <div className={formStyles.grid}>
            <TextField {...field('firstname')} label="Vorname" autoComplete="given-name" />
            <TextField {...field('lastname')} label="Nachname" autoComplete="family-name" />
            <TextField {...field('street')} label="Straße" autoComplete="address-line1" />
            <TextField {...field('streetNumber')} label="Hausnummer" maxLength={8} />
            <TextField {...field('postalCode')} label="Postleitzahl" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
            <TextField {...field('city')} label="Ort" autoComplete="address-level2" />
          </div>
          <TextField {...field('email')} label="E-Mail" type="email" autoComplete="email" hint="An diese Adresse senden wir die Bestätigung." />
          <TextAreaField {...field('message')} label="Anmerkungen zur Lieferung" rows={3} optional />
          <div className={formStyles.actions}>
            <button type="submit" className={primaryButton} disabled={sending}>
              Bestellung absenden
            </button>
          </div>
        </div>
      </PageForm>
    </div>
  );
};
