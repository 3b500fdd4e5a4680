import type { EventContent, EventHotel, EventModule, EventTheme, SeminarEvent } from '../../domain/event/event';

/** A venue with what a visitor needs to find it. */
export interface Venue extends EventHotel {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly location: { readonly locationId: number; readonly name: string };
}

/** A venue's name and address in one line, as the papers and the calendar entry print it. */
export const venueText = (venue: Venue): string => `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.city}`;

export interface CatalogueModule extends EventModule {
  readonly position: number;
  readonly hotel: Venue | null;
}

export interface CatalogueTheme extends EventTheme {
  readonly slug: string;
  readonly title: string;
  readonly actionField: {
    readonly name: string;
    readonly rubric: { readonly rubricId: number; readonly slug: string; readonly name: string };
  };
}

export interface CatalogueContent extends EventContent {
  readonly subtitle: string;
  readonly description: string;
  readonly targetGroups: readonly string[];
}

/**
 * A seminar event as the catalogue reads it: the domain's SeminarEvent (so every rule of
 * domain/event and domain/pricing applies to it as it is) plus what the pages show.
 */
export interface CatalogueEvent extends SeminarEvent {
  readonly hotel: Venue | null;
  readonly modules: readonly CatalogueModule[];
  readonly theme: CatalogueTheme;
  readonly content: CatalogueContent;
  readonly capacity: number;
  readonly eventManager: string;
}
