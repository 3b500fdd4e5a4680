import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { invalid, notFound, type AppError } from '../../domain/errors/app-error';
import { formatEuroDecimal } from '../../domain/seminar-date/decimal-euro';
import { checkVenue, VENUE_FIELDS, type Venue, type VenueText } from '../../domain/venue/venue';
import type { UserRepository } from '../accounts/user.repository';
import type { AdminPrincipal } from '../admin/admin-access';
import type { ImageProcessor } from '../admin/images/image-import.ports';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../admin/images/image-import.service';
import { imageTypeOf } from '../admin/images/image-type';
import { IMAGE_MESSAGES } from '../admin/images/messages';
import type { NewAuditEntry } from '../audit/audit-log';
import { hotelImagePath } from '../catalogue/catalogue.paths';
import type { Clock } from '../ports/clock';
import { catalogueEditorOf } from './catalogue-admin.service';
import type { CatalogueChangeListener, CatalogueEditor } from './change-seminar-dates';
import type { VenueFieldsWire, VenueImageSavedWire, VenueImageWire, VenueSavedWire } from './venue-desk.codecs';
import { VENUE_IMAGE_FIELD, type VenueDesk, type VenueImageUpload } from './venue-desk.port';
import type { StoredVenue, VenueImageFacts, VenueStore } from './venue-store';

export const VENUE_DESK_MESSAGES = {
  unknownVenue: 'Diesen Veranstaltungsort gibt es nicht.',
  refused: 'Der Veranstaltungsort wurde nicht gespeichert. Bitte korrigieren Sie die markierten Felder.',
  noImage: 'Bitte wählen Sie ein Bild aus (PNG, JPEG oder WebP, höchstens 10 MB).',
  imageRefused: 'Das Bild wurde nicht übernommen.',
} as const;

const EMPTY_FIELDS = Object.fromEntries(VENUE_FIELDS.map((field) => [field, ''])) as VenueFieldsWire;

const FORMAT_NAMES = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' } as const;

/** How the page and the audit log name a picture: "hotel.jpg (JPEG, 1600 × 900 Pixel)". */
const imageDescription = (image: Pick<VenueImageFacts, 'contentType' | 'width' | 'height' | 'sourceFile'>): string =>
  `${image.sourceFile} (${FORMAT_NAMES[image.contentType]}, ${String(image.width)} × ${String(image.height)} Pixel)`;

const imageWire = (stored: StoredVenue): VenueImageWire | null =>
  stored.image === null
    ? null
    : { url: hotelImagePath(stored.slug, stored.image.storedAt.epochMilliseconds), description: imageDescription(stored.image), width: stored.image.width, height: stored.image.height };

/** The file's own name, without a path a browser may send along, as the page may show it. */
const fileNameOf = (sent: string): string => {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const name = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 120);
  return name === '' ? 'bild' : name;
};

const imageRefusal = (message: string): AppError => invalid({ [VENUE_IMAGE_FIELD]: message }, VENUE_DESK_MESSAGES.imageRefused);

/** A venue's fields as text, as the form shows them and the audit log compares them. */
export const venueText = (venue: Venue): VenueFieldsWire => ({
  name: venue.name,
  street: venue.street,
  postalCode: venue.postalCode,
  city: venue.city,
  ratePerNight: venue.overnight === null ? '' : formatEuroDecimal(venue.overnight.ratePerNight, ','),
  rateDescription: venue.overnight?.description ?? '',
});

/**
 * The venues (hotels) of the back office: the list, one venue, a new one, a change, and its
 * picture (kept in the image store the admins' import fills); each change goes into the audit
 * log with before → after, and every catalogue cache is cleared.
 */
export class VenueDeskService {
  constructor(
    private readonly deps: {
      readonly store: VenueStore;
      readonly listener: CatalogueChangeListener;
      readonly clock: Clock;
      readonly users: Pick<UserRepository, 'findById'>;
      /** Decodes an uploaded picture (proving it is whole) and scales a large one down. */
      readonly images: ImageProcessor;
    },
  ) {}

  forEditor(principal: AdminPrincipal, address: string): VenueDesk {
    const { deps } = this;
    const asEditor =
      <A,>(work: (editor: CatalogueEditor) => Promise<E.Either<AppError, A>>): TE.TaskEither<AppError, A> =>
      async () => {
        const editor = await catalogueEditorOf(deps.users, principal, address);
        return E.isLeft(editor) ? editor : work(editor.right);
      };
    return {
      venues: () => async () => E.right(await deps.store.list()),
      newVenue: () => asEditor(() => Promise.resolve(E.right({ fields: EMPTY_FIELDS }))),
      venue: (hotelId) => async () => {
        const stored = await deps.store.find(hotelId);
        return stored === undefined
          ? E.left(notFound(VENUE_DESK_MESSAGES.unknownVenue))
          : E.right({ hotelId, slug: stored.slug, fields: venueText(stored.venue), hasImage: stored.image !== null, image: imageWire(stored) });
      },
      createVenue: (fields) => asEditor((editor) => this.create(fields, editor)),
      putImage: (hotelId, upload) => asEditor((editor) => this.putImage(hotelId, upload, editor)),
      removeImage: (hotelId) => asEditor((editor) => this.replaceImage(hotelId, null, editor)),
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

  private entry(editor: CatalogueEditor, action: NewAuditEntry['action'], subject: string, details: Readonly<Record<string, string>>): NewAuditEntry {
    return { at: this.deps.clock.now(), action, actor: editor.actor, origin: editor.origin, via: editor.via, subject, details };
  }

  /** A new venue by the same rules as a change; the audit entry names each field it was given. */
  private async create(fields: VenueText, editor: CatalogueEditor) {
    const checked = checkVenue(fields);
    if (E.isLeft(checked)) return E.left(invalid(checked.left, VENUE_DESK_MESSAGES.refused));
    const text = venueText(checked.right);
    const details = Object.fromEntries(VENUE_FIELDS.filter((field) => text[field] !== '').map((field) => [field, `– → ${text[field]}`]));
    const created = await this.deps.store.create(checked.right, ({ hotelId }) =>
      this.entry(editor, 'catalogue.venue.create', `Veranstaltungsort ${String(hotelId)} (${checked.right.name})`, details),
    );
    await this.deps.listener.catalogueChanged();
    return E.right(created);
  }

  /** An upload: checked by size and content (never by its name), decoded whole, scaled down when large. */
  private async putImage(hotelId: number, upload: VenueImageUpload, editor: CatalogueEditor): Promise<E.Either<AppError, VenueImageSavedWire>> {
    if (upload.bytes.length === 0) return E.left(imageRefusal(VENUE_DESK_MESSAGES.noImage));
    if (upload.bytes.length > MAX_IMAGE_BYTES) return E.left(imageRefusal(IMAGE_MESSAGES.tooLarge(MAX_IMAGE_MEGABYTES)));
    const type = imageTypeOf(upload.bytes);
    if (type === undefined) return E.left(imageRefusal(IMAGE_MESSAGES.notAnImage));
    if ((await this.deps.store.find(hotelId)) === undefined) return E.left(notFound(VENUE_DESK_MESSAGES.unknownVenue));
    const image = await this.deps.images.process(upload.bytes, type);
    if (image === undefined) return E.left(imageRefusal(IMAGE_MESSAGES.damaged));
    return this.replaceImage(hotelId, { ...image, sourceFile: fileNameOf(upload.fileName) }, editor);
  }

  private async replaceImage(
    hotelId: number,
    image: Omit<VenueImageFacts, 'storedAt'> & { readonly bytes: Uint8Array } | null,
    editor: CatalogueEditor,
  ): Promise<E.Either<AppError, VenueImageSavedWire>> {
    const stored = await this.deps.store.find(hotelId);
    if (stored === undefined) return E.left(notFound(VENUE_DESK_MESSAGES.unknownVenue));
    const before = stored.image === null ? null : imageDescription(stored.image);
    const after = image === null ? null : imageDescription(image);
    // Removing a picture that is not there changes nothing.
    if (before === null && after === null) return E.right({ hotelId, image: null });
    const now = this.deps.clock.now();
    await this.deps.store.replaceImage(
      hotelId,
      image === null ? null : { ...image, ownerKind: 'hotel', ownerSlug: stored.slug, importedAt: now, resized: false },
      this.entry(editor, 'catalogue.venue.image', `Veranstaltungsort ${String(hotelId)} (${stored.venue.name})`, { image: `${before ?? 'keins'} → ${after ?? 'keins'}` }),
    );
    await this.deps.listener.catalogueChanged();
    return E.right({ hotelId, image: after });
  }
}
