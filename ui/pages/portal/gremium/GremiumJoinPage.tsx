import { useActionData, useLoaderData, useNavigation } from 'react-router';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import { JOIN_TARGET, type GremiumJoinData } from './gremium-join.loaders';
import * as pageParts from '../../../theme/page.styles';
import * as linkParts from '../../../theme/link-row.styles';

const AS = { admin: 'mit Administrationsrechten', member: 'als Mitglied' } as const;

/** The invitation's page: who invites, until when, and the way in (login, registration, or the join button). */
export const GremiumJoinPage = () => {
  const { token, gremiumName, role, validUntil, loggedIn, back, registration } = useLoaderData<GremiumJoinData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), JOIN_TARGET);
  const sending = useNavigation().state === 'submitting';
  return (
    <section className={pageParts.page} aria-labelledby="beitreten-titel">
      <h1 id="beitreten-titel" className={pageParts.pageHeading}>
        Einladung in ein Gremium
      </h1>
      <div className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`}>
        <p>
          Sie sind eingeladen, dem Gremium <strong>„{gremiumName}“</strong> {AS[role]} beizutreten. Der Link ist bis {validUntil} gültig.
        </p>
        {loggedIn ? (
          <PageForm outcome={outcome} aria-labelledby="beitreten-titel">
            <FormMessage outcome={outcome} shown={[]} />
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={primaryButton} disabled={sending}>
              {sending ? 'Einen Moment...' : 'Gremium beitreten'}
            </button>
          </PageForm>
        ) : (
          <>
            <p>Melden Sie sich an oder registrieren Sie sich; danach kommen Sie hierher zurück und treten bei.</p>
            <ul className={linkParts.linkRow} aria-label="Weiter zur Einladung">
              <li>
                <a href={loginPathWithRedirect(back)}>Anmelden</a>
              </li>
              <li>
                <a href={registration}>Registrieren</a>
              </li>
            </ul>
          </>
        )}
      </div>
    </section>
  );
};
