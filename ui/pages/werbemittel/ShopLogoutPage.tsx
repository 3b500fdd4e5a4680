import { Link, useActionData, useLoaderData } from 'react-router';
import { WERBEMITTEL_PAGES } from '../../../application/werbemittel/werbemittel.paths';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { LOGOUT_FORM, type ShopLogoutData } from './werbemittel.loaders';
import * as pageParts from '../../theme/page.styles';

/** /werbemittelshop-logout: a button (a post, so no link can log anyone out), then the word that it is done. */
export const ShopLogoutPage = () => {
  const { loggedIn } = useLoaderData<ShopLogoutData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), LOGOUT_FORM);
  return (
    <section className={pageParts.page} aria-labelledby="werbemittel-logout-titel">
      <h1 id="werbemittel-logout-titel" className={pageParts.pageHeading}>
        Werbemittelshop verlassen
      </h1>
      {loggedIn ? (
        <PageForm className={formStyles.card} outcome={outcome} aria-labelledby="werbemittel-logout-titel">
          <FormMessage outcome={outcome} shown={[]} />
          <p>Mit dem Abmelden endet Ihr Zugang zum Werbemittelshop und zu meinifb auf diesem Gerät.</p>
          <div className={formStyles.actions}>
            <button type="submit" className={primaryButton}>
              Abmelden
            </button>
            <Link to={WERBEMITTEL_PAGES.shop}>Zurück zum Shop</Link>
          </div>
        </PageForm>
      ) : (
        <>
          <Notice tone="success">Sie sind abgemeldet.</Notice>
          <p>
            <Link to={WERBEMITTEL_PAGES.login}>Wieder anmelden</Link>
          </p>
        </>
      )}
    </section>
  );
};
