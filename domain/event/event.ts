import type { Temporal } from 'temporal-polyfill';
import type { Cents } from '../money/money';

/**
 * The seminar event as the spec (§3) describes it. Instants are absolute; every calendar
 * question about them (which day, which week) is answered in Europe/Berlin by domain/calendar.
 */
export interface SeminarEvent {
  readonly eventId: number;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
  readonly isOnlineEvent: boolean;
  /** Null means the event takes place online; otherwise its venue. */
  readonly hotel: EventHotel | null;
  /** Modules of a training series; a plain seminar has none. */
  readonly modules: readonly EventModule[];
  readonly theme: EventTheme;
  readonly content: EventContent;
  readonly recipients: readonly EventRecipient[];
}

export interface EventHotel {
  readonly hotelId: number;
  readonly name: string;
  /** location.name is the venue's place as shown to visitors (usually the city). */
  readonly location: { readonly name: string };
}

export interface EventModule {
  /** 522 and -1 mean the module has no presence venue (spec §9). */
  readonly hotelId: number;
  readonly hotel: EventHotel | null;
  readonly startDate: Temporal.Instant;
  readonly endDate: Temporal.Instant;
}

export interface EventTheme {
  readonly themeId: number;
  readonly actionField: {
    readonly name: string;
    readonly rubric: { readonly name: string };
  };
  readonly redirectUrl: string;
}

export interface EventContent {
  readonly title: string;
  readonly prices: PriceRecord;
}

/** Price tiers per participant position; undefined tiers fall back (domain/pricing). */
export interface PriceRecord {
  readonly price: Cents;
  readonly priceParticipantTwo?: Cents | undefined;
  readonly priceParticipantThree?: Cents | undefined;
  readonly priceParticipantFour?: Cents | undefined;
  readonly priceParticipantFive?: Cents | undefined;
}

export interface EventRecipient {
  readonly recipientId: number;
  readonly firstname: string;
  readonly lastname: string;
}
