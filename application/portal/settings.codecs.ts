import * as t from 'io-ts';
import { GremiumRoleWire } from '../accounts/accounts.codecs';
import { InstantCodec } from '../codecs/instant.codec';
import { booleanField, boundedArray, objectBody, positiveId, text } from './request.codecs';
import { PORTAL_MESSAGES as M } from './messages';
import { PERSONAL_DATA_FORM } from '../../domain/portal/personal-data-form';
import { formCodecProps, formRequestCodec } from '../forms/form-codecs';

const NAME = text(200);
const EMAIL = text(320);
const PASSWORD = text(1024);
const NOTES = text(20_000);

/** GET /api-meinifb/get-settings-user-data/ (and the Gremium variant): '' where nothing is given. */
export const PersonalDataWire = t.type(
  {
    userId: t.number,
    email: t.string,
    ...formCodecProps(PERSONAL_DATA_FORM),
  },
  'PersonalData',
);
export type PersonalDataWire = t.TypeOf<typeof PersonalDataWire>;

/**
 * POST /api-meinifb/upate-settings-personal-data (the spec's spelling) and
 * /api-meinifb/gremium-personal-data/{id}. Every field is optional here; the §5 rules decide.
 */
export const PersonalDataRequest = objectBody(t.exact(formRequestCodec(PERSONAL_DATA_FORM, 'PersonalDataFields')), 'PersonalDataRequest');
export type PersonalDataRequest = t.TypeOf<typeof PersonalDataRequest>;

/** POST /api-meinifb/login-email: the new address, confirmed with the current password. */
export const LoginEmailRequest = objectBody(t.exact(t.partial({ email: EMAIL, password: PASSWORD })), 'LoginEmailRequest');
export type LoginEmailRequest = t.TypeOf<typeof LoginEmailRequest>;

/**
 * GET and POST /api-meinifb/login-email: the address the account logs in with, and the one
 * waiting for its confirmation link (null when none is open).
 */
export const LoginEmailWire = t.type({ email: t.string, pendingEmail: t.union([t.string, t.null]) }, 'LoginEmail');
export type LoginEmailWire = t.TypeOf<typeof LoginEmailWire>;

/** POST /api-meinifb/confirm-login-email: the token from the link in the mail to the new address. */
export const ConfirmLoginEmailRequest = objectBody(t.exact(t.partial({ token: text(200) })), 'ConfirmLoginEmailRequest');
export type ConfirmLoginEmailRequest = t.TypeOf<typeof ConfirmLoginEmailRequest>;

/** GET /api-meinifb/hotel-preferences, with the choices the form offers. */
export const HotelPreferencesWire = t.type(
  {
    hotelOverNightOption: t.union([t.string, t.null]),
    roomType: t.union([t.string, t.null]),
    notes: t.string,
    overnightOptions: t.readonlyArray(t.string),
    roomTypes: t.readonlyArray(t.string),
  },
  'HotelPreferences',
);
export type HotelPreferencesWire = t.TypeOf<typeof HotelPreferencesWire>;

/** POST /api-meinifb/hotel-preferences */
export const HotelPreferencesRequest = objectBody(
  t.exact(t.partial({ hotelOverNightOption: NAME, roomType: NAME, notes: NOTES })),
  'HotelPreferencesRequest',
);
export type HotelPreferencesRequest = t.TypeOf<typeof HotelPreferencesRequest>;

export const ConsentWire = t.type({ granted: t.boolean, changedAt: t.union([InstantCodec, t.null]) }, 'Consent');

/** GET /api-meinifb/marketing-preferences: each consent with the instant it was last changed. */
export const MarketingPreferencesWire = t.type({ newsletter: ConsentWire, post: ConsentWire, phone: ConsentWire }, 'MarketingPreferences');
export type MarketingPreferencesWire = t.TypeOf<typeof MarketingPreferencesWire>;

/** POST /api-meinifb/marketing-preferences: the channels to decide; others stay. */
export const MarketingPreferencesRequest = objectBody(
  t.exact(t.partial({ newsletter: booleanField, post: booleanField, phone: booleanField })),
  'MarketingPreferencesRequest',
);
export type MarketingPreferencesRequest = t.TypeOf<typeof MarketingPreferencesRequest>;

const TopicOptionWire = t.type({ rubricId: t.number, name: t.string });

/** GET /api-meinifb/advertising: the printed programme and the topics for offers, with the topics to choose from. */
export const AdvertisingWire = t.type(
  { printedCatalogue: t.boolean, topics: t.readonlyArray(t.number), topicOptions: t.readonlyArray(TopicOptionWire) },
  'Advertising',
);
export type AdvertisingWire = t.TypeOf<typeof AdvertisingWire>;

/** POST /api-meinifb/update-settings-advertising */
export const AdvertisingRequest = objectBody(
  t.exact(t.partial({ printedCatalogue: booleanField, topics: boundedArray(positiveId('RubricId', M.unknownTopic), 100) })),
  'AdvertisingRequest',
);
export type AdvertisingRequest = t.TypeOf<typeof AdvertisingRequest>;

/** GET /api-meinifb/br-functions: the functions to choose from and the caller's. */
export const BrFunctionsWire = t.type({ options: t.readonlyArray(t.string), selected: t.readonlyArray(t.string) }, 'BrFunctions');
export type BrFunctionsWire = t.TypeOf<typeof BrFunctionsWire>;

/** POST /api-meinifb/br-functions */
export const BrFunctionsRequest = objectBody(t.exact(t.partial({ functions: boundedArray(text(100), 20) })), 'BrFunctionsRequest');
export type BrFunctionsRequest = t.TypeOf<typeof BrFunctionsRequest>;

/** GET /api-meinifb/countries */
export const CountriesWire = t.readonlyArray(t.type({ code: t.string, name: t.string }), 'Countries');
export type CountriesWire = t.TypeOf<typeof CountriesWire>;

/** GET /api-meinifb/salutations: exactly the spec's options (§3). */
export const SalutationsWire = t.readonlyArray(t.string, 'Salutations');

export { GremiumRoleWire };

const MembershipWire = t.type({ gremiumId: t.number, name: t.string, company: t.string, role: GremiumRoleWire });
export const InvitationWire = t.type(
  {
    invitationId: t.number,
    gremiumId: t.number,
    gremiumName: t.string,
    email: t.string,
    role: GremiumRoleWire,
    invitedAt: InstantCodec,
    /** The mailed link works until then; afterwards the admin sends a new one. */
    expiresAt: InstantCodec,
  },
  'Invitation',
);
export type InvitationWire = t.TypeOf<typeof InvitationWire>;

/** GET /api-meinifb/get-settings-user-memberships/: the Gremium the caller belongs to, and pending invitations. */
export const MembershipsWire = t.type(
  { memberships: t.readonlyArray(MembershipWire), invitations: t.readonlyArray(InvitationWire) },
  'Memberships',
);
export type MembershipsWire = t.TypeOf<typeof MembershipsWire>;
