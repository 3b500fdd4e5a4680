import type { Temporal } from 'temporal-polyfill';

/** The ways the provider may advertise to a customer, each with its own consent (UWG § 7). */
export const MARKETING_CHANNELS = ['newsletter', 'post', 'phone'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export interface Consent {
  readonly granted: boolean;
  /** When the customer last changed it (proof of consent); null while never decided. */
  readonly changedAt: Temporal.Instant | null;
}

export type MarketingConsents = Readonly<Record<MarketingChannel, Consent>>;

export const NO_CONSENTS: MarketingConsents = {
  newsletter: { granted: false, changedAt: null },
  post: { granted: false, changedAt: null },
  phone: { granted: false, changedAt: null },
};

export type ConsentAction = {
  readonly type: 'decide';
  readonly channel: MarketingChannel;
  readonly granted: boolean;
  readonly at: Temporal.Instant;
};

/**
 * A decision moves the timestamp only when it changes the consent: saving the settings page
 * again must not overwrite the date on which the customer actually agreed.
 */
export const consentReducer = (state: MarketingConsents, action: ConsentAction): MarketingConsents =>
  state[action.channel].granted === action.granted && state[action.channel].changedAt !== null
    ? state
    : { ...state, [action.channel]: { granted: action.granted, changedAt: action.at } };

export type ConsentChoices = Readonly<Partial<Record<MarketingChannel, boolean>>>;

/** The choices of one form submission, applied at one instant; channels left out stay as they are. */
export const decideConsents = (state: MarketingConsents, choices: ConsentChoices, at: Temporal.Instant): MarketingConsents =>
  MARKETING_CHANNELS.reduce((current, channel) => {
    const granted = choices[channel];
    return granted === undefined ? current : consentReducer(current, { type: 'decide', channel, granted, at });
  }, state);
