import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { formatEuroDecimal } from '../../domain/seminar-date/decimal-euro';
import { checkVenue, VENUE_FIELDS, type Venue, type VenueText } from '../../domain/venue/venue';
import type { UserRepository } from '../accounts/user.repository';
import type { AdminPrincipal } from '../admin/admin-access';
import type { Clock } from '../ports/clock';
import { catalogueEditorOf } from './catalogue-admin.service';
import type { CatalogueChangeListener } from './change-seminar-dates';
import type { VenueFieldsWire, VenueSavedWire } from './venue-desk.codecs';
import type { VenueDesk } from './venue-desk.port';
import type { VenueStore } from './venue-store';

export const VENUE_DESK_MESSAGES = {
  unknownVenue: 'Diesen Veranstaltungsort gibt es nicht.',
  refused: 'Der Veranstaltungsort wurde nicht gespeichert. Bitte korrigieren Sie die markierten Felder.',
} as const;

/** A venue's fields as text, as the form shows them and the audit log compares them. */
export const venueText = (venue: Venue): VenueFieldsWire => ({
  name: venue.name,
  street: venue.street,
  postalCode: venue.postalCode,
  city: venue.city,
  ratePerNight: venue.overnight === null ? '' : formatEuroDecimal(venue.overnight.ratePerNight, ','),
  rateDescription: venue.overnight?.description ?? '',
});

/** The venues (hotels) of the back office: the list, one venue, its change with before → after in the audit log. */
export class VenueDeskService {
  constructor(
    private readonly deps: {
      readonly store: VenueStore;
      readonly listener: CatalogueChangeListener;
      readonly clock: Clock;
      readonly users: Pick<UserRepository, 'findById'>;
    },
  ) {}

  forEditor(principal: AdminPrincipal, address: string): VenueDesk {
    const { deps } = this;
    return {
      venues: () => async () => E.right(await deps.store.list()),
      venue: (hotelId) => async () => {
        const stored = await deps.store.find(hotelId);
        return stored === undefined ? E.left(notFound(VENUE_DESK_MESSAGES.unknownVenue)) : E.right({ hotelId, slug: stored.slug, fields: venueText(stored.venue), hasImage: stored.hasImage });
      },
      changeVenue: (hotelId, fields): TE.TaskEither<AppError, VenueSavedWire> => async () => {
        const editor = await catalogueEditorOf(deps.users, principal, address);
        if (E.isLeft(editor)) return editor;
        const stored = await deps.store.find(hotelId);
        if (stored === undefined) return E.left(notFound(VENUE_DESK_MESSAGES.unknownVenue));
        const before = venueText(stored.venue);
        // A field the form leaves out keeps its value.
        const checked = checkVenue({ ...before, ...fields } satisfies VenueText);
        if (E.isLeft(checked)) return E.left(invalid(checked.left, VENUE_DESK_MESSAGES.refused));
        const after = venueText(checked.right);
        const changed = VENUE_FIELDS.filter((field) => before[field] !== after[field]);
        if (changed.length === 0) return E.right({ hotelId, changed });
        await deps.store.update(hotelId, checked.right, {
          at: deps.clock.now(),
          action: 'catalogue.venue.update',
          actor: editor.right.actor,
          origin: editor.right.origin,
          via: editor.right.via,
          subject: `Veranstaltungsort ${String(hotelId)} (${stored.venue.name})`,
          details: Object.fromEntries(changed.map((field) => [field, `${before[field] === '' ? '–' : before[field]} → ${after[field] === '' ? '–' : after[field]}`])),
        });
        await deps.listener.catalogueChanged();
        return E.right({ hotelId, changed });
      },
    };
  }
}
