import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { decodeInput } from '../../../../application/codecs/decode';
import { GremiumSettingsRequest, type GremiumSettingsWire } from '../../../../application/portal/gremium.codecs';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_GREMIUM, VISITOR_PORTAL_SETTINGS } from '../../../di/ui.tokens';
import { formRefused, readPageForm } from '../../../forms/page-form-action';
import { asCaller } from '../portal.loaders';
import { GREMIUM_SETTINGS_PATH } from '../portal.paths';
import { doneOf, donePath, gremiumFailure } from './gremium-form';

export const GREMIUM_SETTINGS_TARGET = 'gremium-einstellungen';

/** The settings form's fields, as GremiumSettingsRequest takes them. */
export const GREMIUM_SETTINGS_FIELDS = ['name', 'company', 'street', 'streetNumber', 'postalCode', 'city', 'country', 'invoiceEmail', 'leitwegId'] as const;
export type GremiumSettingsField = (typeof GREMIUM_SETTINGS_FIELDS)[number];

export interface GremiumSettingsData {
  readonly values: Readonly<Record<GremiumSettingsField, string>>;
  readonly isAdmin: boolean;
  readonly countries: readonly { readonly code: string; readonly name: string }[];
  readonly saved: boolean;
}

const valuesOf = (settings: GremiumSettingsWire): Record<GremiumSettingsField, string> => ({
  name: settings.name,
  company: settings.company,
  street: settings.billingAddress?.street ?? '',
  streetNumber: settings.billingAddress?.streetNumber ?? '',
  postalCode: settings.billingAddress?.postalCode ?? '',
  city: settings.billingAddress?.city ?? '',
  country: settings.billingAddress?.country ?? 'DE',
  invoiceEmail: settings.invoiceEmail ?? '',
  leitwegId: settings.leitwegId ?? '',
});

/** Gremium-Einstellungen: every member reads them; the Gremium's admins change them. */
export const gremiumSettingsLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<GremiumSettingsData> => {
    const settings = await asCaller(request, resolveService(container, VISITOR_GREMIUM).settings());
    const portal = resolveService(container, VISITOR_PORTAL_SETTINGS);
    const [memberships, countries] = await Promise.all([asCaller(request, portal.memberships()), asCaller(request, portal.countries())]);
    return {
      values: valuesOf(settings),
      isAdmin: memberships.memberships.some((membership) => membership.role === 'admin'),
      countries,
      saved: doneOf(new URL(request.url).searchParams) === 'gespeichert',
    };
  };

/** Saves name, employer, invoice address, invoice e-mail and Leitweg-ID by their rules; a refusal keeps everything typed. */
export const gremiumSettingsAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(GREMIUM_SETTINGS_TARGET, values);
    const fields = Object.fromEntries(GREMIUM_SETTINGS_FIELDS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
    const form = decodeInput(GremiumSettingsRequest, fields);
    if (E.isLeft(form)) return gremiumFailure(GREMIUM_SETTINGS_PATH, GREMIUM_SETTINGS_TARGET, values, form.left);
    const saved = await resolveService(container, VISITOR_GREMIUM).updateSettings(form.right)();
    if (E.isLeft(saved)) return gremiumFailure(GREMIUM_SETTINGS_PATH, GREMIUM_SETTINGS_TARGET, values, saved.left);
    return redirect(donePath(GREMIUM_SETTINGS_PATH, 'gespeichert'));
  };
