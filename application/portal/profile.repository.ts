import type { HotelPreferences } from '../../domain/portal/hotel-preferences';
import type { MarketingConsents } from '../../domain/portal/marketing-consent';

/** What a customer keeps in the settings (meinifb/einstellungen); '' where nothing is given. */
export interface PersonalData {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly phone: string;
  readonly street: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO code from domain/portal/countries. */
  readonly country: string;
}

export interface AdvertisingChoice {
  /** The printed seminar programme by post. */
  readonly printedCatalogue: boolean;
  /** Rubric ids the customer wants offers about. */
  readonly topics: readonly number[];
}

export interface Profile {
  readonly userId: number;
  readonly email: string;
  readonly personal: PersonalData;
  readonly hotel: HotelPreferences | null;
  readonly consents: MarketingConsents;
  readonly advertising: AdvertisingChoice;
  readonly brFunctions: readonly string[];
}

export interface Rubric {
  readonly rubricId: number;
  readonly name: string;
}

/** Driven port: the account's personal data and preferences (in PostgreSQL, or memory in tests). */
export interface ProfileRepository {
  /** Undefined when there is no such account; defaults for what the account never set. */
  profile(userId: number): Promise<Profile | undefined>;
  /** Names, company and address together, in one transaction. */
  savePersonalData(userId: number, data: PersonalData): Promise<void>;
  saveHotelPreferences(userId: number, preferences: HotelPreferences): Promise<void>;
  /** Reads, changes and writes the consents under a row lock, so two saves never lose a timestamp. */
  updateConsents(userId: number, change: (current: MarketingConsents) => MarketingConsents): Promise<MarketingConsents>;
  saveAdvertising(userId: number, choice: AdvertisingChoice): Promise<void>;
  saveBrFunctions(userId: number, functions: readonly string[]): Promise<void>;
  /** The catalogue's rubrics: the topics a customer can ask offers about. */
  rubrics(): Promise<readonly Rubric[]>;
}
