import type { PersonalDataWire } from '../../../../application/portal/settings.codecs';
import { consentStatus } from '../../../../domain/portal/consent-status';
import { MARKETING_CHANNELS, type MarketingChannel } from '../../../../domain/portal/marketing-consent';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { VISITOR_PORTAL_SETTINGS } from '../../../di/ui.tokens';
import { asCaller } from '../portal.loaders';

export interface ConsentRow {
  readonly channel: MarketingChannel;
  readonly granted: boolean;
  /** 'erteilt am dd.mm.yyyy', 'widerrufen am …' or 'nicht erteilt' (domain/portal/consent-status). */
  readonly status: string;
}

/** JSON-safe: what the settings page shows, each section as stored. */
export interface SettingsData {
  readonly personalData: PersonalDataWire;
  readonly salutations: readonly string[];
  readonly countries: readonly { readonly code: string; readonly name: string }[];
  readonly loginEmail: { readonly email: string; readonly pendingEmail: string | null };
  readonly hotel: {
    readonly hotelOverNightOption: string | null;
    readonly roomType: string | null;
    readonly notes: string;
    readonly overnightOptions: readonly string[];
    readonly roomTypes: readonly string[];
  };
  readonly consents: readonly ConsentRow[];
  readonly advertising: {
    readonly printedCatalogue: boolean;
    readonly topics: readonly number[];
    readonly topicOptions: readonly { readonly rubricId: number; readonly name: string }[];
  };
  readonly brFunctions: { readonly options: readonly string[]; readonly selected: readonly string[] };
}

interface LoaderArgs {
  readonly request: Request;
}

/** Einstellungen: every section's stored data and the lists its forms choose from (spec §7's GET calls). */
export const settingsLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderArgs): Promise<SettingsData> => {
    const settings = resolveService(container, VISITOR_PORTAL_SETTINGS);
    // The first call sends a visitor to the login before the others run.
    const personalData = await asCaller(request, settings.personalData());
    const [salutations, countries, loginEmail, hotel, marketing, advertising, brFunctions] = await Promise.all([
      asCaller(request, settings.salutations()),
      asCaller(request, settings.countries()),
      asCaller(request, settings.loginEmail()),
      asCaller(request, settings.hotelPreferences()),
      asCaller(request, settings.marketingPreferences()),
      asCaller(request, settings.advertising()),
      asCaller(request, settings.brFunctions()),
    ]);
    return {
      personalData,
      salutations,
      countries,
      loginEmail,
      hotel,
      consents: MARKETING_CHANNELS.map((channel) => ({ channel, granted: marketing[channel].granted, status: consentStatus(marketing[channel]) })),
      advertising,
      brFunctions,
    };
  };
