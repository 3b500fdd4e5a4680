import * as E from 'fp-ts/Either';
import { redirect } from 'react-router';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_PRIVACY } from '../../../di/ui.tokens';
import { formFailure } from '../../../forms/page-form-action';
import { SETTINGS_PATH } from '../portal.paths';
import { SAVED_PARAM, SETTINGS_SECTIONS as S } from '../settings/settings-sections';
import { ACCOUNT_DELETED_PATH } from './privacy-paths';

export type PrivacySection = typeof S.dataExport | typeof S.deleteAccount;

export const isPrivacySection = (section: string): section is PrivacySection => section === S.dataExport || section === S.deleteAccount;

type Values = Readonly<Record<string, string>>;

/**
 * The settings page's two forms of Art. 15 and 17: "Meine Daten herunterladen" asks for the ZIP
 * (the page then says the mail is on its way), "Konto löschen" ends with the page that says the
 * account is gone (the visitor is logged out by then). A refusal comes back to its form.
 */
export const privacyAction = async (container: PageContainer, section: PrivacySection, values: Values, kept: Values) => {
  const privacy = resolveService(container, VISITOR_PRIVACY);
  const done = section === S.dataExport ? await privacy.requestDataExport()() : await privacy.deleteAccount({ password: values.password ?? '' })();
  if (E.isLeft(done) && done.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(SETTINGS_PATH));
  if (E.isLeft(done)) return formFailure(section, kept, done.left);
  return redirect(section === S.dataExport ? `${SETTINGS_PATH}?${SAVED_PARAM}=${section}#${section}` : ACCOUNT_DELETED_PATH);
};
