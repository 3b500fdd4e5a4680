import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { decodeInput } from '../../../../application/codecs/decode';
import type { PortalSettings } from '../../../../application/portal/portal.port';
import {
  AdvertisingRequest,
  BrFunctionsRequest,
  HotelPreferencesRequest,
  LoginEmailRequest,
  MarketingPreferencesRequest,
  PersonalDataRequest,
} from '../../../../application/portal/settings.codecs';
import { MARKETING_CHANNELS } from '../../../../domain/portal/marketing-consent';
import { PERSONAL_DATA_FIELDS } from '../../../../domain/portal/personal-data-form';
import type { AppError } from '../../../../domain/errors/app-error';
import { loginPathWithRedirect } from '../../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_PORTAL_SETTINGS } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { SETTINGS_PATH } from '../portal.paths';
import { isPrivacySection, privacyAction, type PrivacySection } from '../privacy/privacy.action';
import { SAVED_PARAM, SECTION_FIELD, SETTINGS_SECTIONS as S, chosen, isSettingsSection, type SettingsSection } from './settings-sections';

type Values = Readonly<Record<string, string>>;


const pick = (values: Values, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));

/** One use case per section: the form's fields as the API's request, decoded by the same codec. */
const SAVE: Readonly<Record<Exclude<SettingsSection, PrivacySection>, (settings: PortalSettings, values: Values) => E.Either<AppError, TE.TaskEither<AppError, unknown>>>> = {
  [S.personalData]: (settings, values) => run(PersonalDataRequest, pick(values, PERSONAL_DATA_FIELDS), (body) => settings.updatePersonalData(body)),
  [S.loginEmail]: (settings, values) => run(LoginEmailRequest, pick(values, ['email', 'password']), (body) => settings.changeLoginEmail(body)),
  [S.hotel]: (settings, values) =>
    run(HotelPreferencesRequest, pick(values, ['hotelOverNightOption', 'roomType', 'notes']), (body) => settings.updateHotelPreferences(body)),
  [S.consents]: (settings, values) =>
    run(
      MarketingPreferencesRequest,
      Object.fromEntries(MARKETING_CHANNELS.map((channel) => [channel, chosen(values, 'consent').includes(channel)])),
      (body) => settings.updateMarketingPreferences(body),
    ),
  [S.advertising]: (settings, values) =>
    run(
      AdvertisingRequest,
      { printedCatalogue: chosen(values, 'catalogue').includes('printed'), topics: chosen(values, 'topic').map(Number) },
      (body) => settings.updateAdvertising(body),
    ),
  [S.brFunctions]: (settings, values) => run(BrFunctionsRequest, { functions: chosen(values, 'function') }, (body) => settings.updateBrFunctions(body)),
};

const run = <A, O>(codec: t.Type<A, O>, input: unknown, call: (body: A) => TE.TaskEither<AppError, unknown>) => E.map(call)(decodeInput(codec, input));

/**
 * Every form of the settings page posts here. The section's use case answers per field; a
 * refusal comes back to that form with everything typed, the other forms keep their stored
 * data; a success redirects to the page (POST-redirect-GET), which confirms it at the form.
 */
export const settingsAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    // The password goes to the use case only, never back into the page.
    const { password: _password, ...kept } = values;
    const section = values[SECTION_FIELD];
    if (!isSettingsSection(section)) return formFailure(S.personalData, kept, { _tag: 'Invalid', message: 'Bitte senden Sie eines der Formulare der Seite ab.', fieldErrors: {} });
    if (refused) return formRefused(section, kept);
    if (isPrivacySection(section)) return privacyAction(container, section, values, kept);
    const task = SAVE[section](resolveService(container, VISITOR_PORTAL_SETTINGS), values);
    const saved = E.isLeft(task) ? task : await task.right();
    if (E.isLeft(saved) && saved.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(SETTINGS_PATH));
    if (E.isLeft(saved)) return formFailure(section, kept, saved.left);
    return redirect(`${SETTINGS_PATH}?${SAVED_PARAM}=${section}#${section}`);
  };
