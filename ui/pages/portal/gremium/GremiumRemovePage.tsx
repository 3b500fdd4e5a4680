import { useLoaderData } from 'react-router';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { primaryButton } from '../../../theme/controls.styles';
import { GREMIUM_MEMBERS_PATH } from '../portal.paths';
import type { GremiumRemoveData } from './gremium-remove.loaders';
import * as pageParts from '../../../theme/page.styles';
import * as linkParts from '../../../theme/link-row.styles';

/** "Really remove?": the admin confirms with a plain form post to the members page's action, or goes back. */
export const GremiumRemovePage = () => {
  const { gremiumName, userId, name } = useLoaderData<GremiumRemoveData>();
  return (
    <section className={pageParts.page} aria-labelledby="entfernen-titel">
      <h1 id="entfernen-titel" className={pageParts.pageHeading}>
        Mitglied entfernen
      </h1>
      <div className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
        <p>
          Möchten Sie <strong>{name}</strong> wirklich aus dem Gremium {gremiumName} entfernen?
        </p>
        <p className={pageParts.smallPrint}>
          Die Person sieht danach die Buchungen und Einstellungen des Gremiums nicht mehr. Ihre eigenen Buchungen bleiben bestehen. Sie können sie jederzeit erneut einladen.
        </p>
        <PageForm action={GREMIUM_MEMBERS_PATH} aria-label={`${name} entfernen`}>
          <input type="hidden" name="intent" value="entfernen" />
          <input type="hidden" name="userId" value={userId} />
          <div className={linkParts.linkRow}>
            <button type="submit" className={primaryButton}>
              Ja, entfernen
            </button>
            <a href={GREMIUM_MEMBERS_PATH} className={formStyles.secondaryButton}>
              Abbrechen
            </a>
          </div>
        </PageForm>
      </div>
    </section>
  );
};
