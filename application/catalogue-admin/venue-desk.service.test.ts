import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages';
import { VENUE_MESSAGES, type Venue } from '../../domain/venue/venue';
import type { StoredImage } from '../admin/images/image-import.ports';
import { IMAGE_MESSAGES } from '../admin/images/messages';
import type { NewAuditEntry } from '../audit/audit-log';
import { MAX_IMAGE_BYTES } from '../admin/images/image-import.service';
import { EDITOR, fixedClock } from './testing/catalogue-fixture';
import { VENUE_DESK_MESSAGES, VenueDeskService } from './venue-desk.service';
import type { StoredVenue, VenueStore } from './venue-store';

const ALSTERKONTOR: StoredVenue = {
  hotelId: 104,
  slug: 'hotel-alsterkontor',
  image: null,
  venue: { name: 'Hotel Alsterkontor', street: 'Ferdinandstraße 41', postalCode: '20095', city: 'Hamburg', overnight: { ratePerNight: cents(11900), description: 'Einzelzimmer inkl. Frühstück' } },
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const DAMAGED_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NEW_VENUE = { name: 'Hotel am Hafen', street: 'Hafenstraße 1', postalCode: '18055', city: 'Rostock', ratePerNight: '99,00', rateDescription: 'Einzelzimmer inkl. Frühstück' };

const setup = () => {
  const stored = new Map<number, StoredVenue>([[104, ALSTERKONTOR]]);
  const audit: NewAuditEntry[] = [];
  const images: (StoredImage | null)[] = [];
  let cleared = 0;
  const store: VenueStore = {
    list: () => Promise.resolve([]),
    find: (hotelId) => Promise.resolve(stored.get(hotelId)),
    update: (hotelId, venue: Venue, entry) => {
      stored.set(hotelId, { ...ALSTERKONTOR, venue });
      audit.push(entry);
      return Promise.resolve();
    },
    create: (venue, entry) => {
      const created = { hotelId: 125, slug: 'hotel-am-hafen' };
      stored.set(125, { ...created, venue, image: null });
      audit.push(entry(created));
      return Promise.resolve(created);
    },
    replaceImage: (hotelId, image, entry) => {
      const venue = stored.get(hotelId);
      if (venue !== undefined) stored.set(hotelId, { ...venue, image: image === null ? null : { ...image, storedAt: image.importedAt } });
      images.push(image);
      audit.push(entry);
      return Promise.resolve();
    },
  };
  const desk = new VenueDeskService({
    store,
    listener: { catalogueChanged: () => Promise.resolve(void (cleared += 1)) },
    clock: fixedClock,
    users: { findById: (userId) => Promise.resolve(userId === 10 ? ({ userId: 10, email: EDITOR.actor.email } as never) : undefined) },
    // Decodes anything longer than 8 bytes, as a 1600 × 900 picture.
    images: { process: (bytes, type) => Promise.resolve(bytes.length > 8 ? { contentType: type, width: 1600, height: 900, bytes, resized: false } : undefined) },
  }).forEditor({ userId: 10, via: 'session' }, '127.0.0.1');
  return { stored, audit, images, desk, cleared: () => cleared };
};

describe('the venue desk', () => {
  it('changes a venue\'s overnight price, logs before → after with who, and clears the caches', async () => {
    const { desk, stored, audit, cleared } = setup();
    expect(await desk.changeVenue(104, { ratePerNight: '124,50' })()).toEqual(E.right({ hotelId: 104, changed: ['ratePerNight'] }));
    expect(stored.get(104)?.venue.overnight).toEqual({ ratePerNight: cents(12450), description: 'Einzelzimmer inkl. Frühstück' });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'catalogue.venue.update', actor: EDITOR.actor, subject: 'Veranstaltungsort 104 (Hotel Alsterkontor)', details: { ratePerNight: '119,00 → 124,50' } }),
    ]);
    expect(cleared()).toBe(1);
  });

  it('refuses a bad postal code with the site\'s message at the field and keeps the venue; saving it unchanged writes nothing', async () => {
    const { desk, stored, audit, cleared } = setup();
    expect(await desk.changeVenue(104, { postalCode: '2009' })()).toEqual(E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { postalCode: VALIDATION_MESSAGES.postalCodeInvalid } })));
    expect(await desk.changeVenue(104, { name: 'Hotel Alsterkontor' })()).toEqual(E.right({ hotelId: 104, changed: [] }));
    expect(stored.get(104)).toEqual(ALSTERKONTOR);
    expect(audit).toEqual([]);
    expect(cleared()).toBe(0);
    expect(await desk.venue(1)()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
  });

  it('creates a venue by the same rules, logs each given field as – → value with who, and clears the caches; a bad one names its fields and creates nothing', async () => {
    const { desk, stored, audit, cleared } = setup();
    const refused = await desk.createVenue({ ...NEW_VENUE, postalCode: '180', rateDescription: '' })();
    expect(refused).toEqual(
      E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { postalCode: VALIDATION_MESSAGES.postalCodeInvalid, rateDescription: VENUE_MESSAGES.rateDescription } })),
    );
    expect([...stored.keys()]).toEqual([104]);
    expect(await desk.createVenue(NEW_VENUE)()).toEqual(E.right({ hotelId: 125, slug: 'hotel-am-hafen' }));
    expect(stored.get(125)?.venue).toEqual({ name: 'Hotel am Hafen', street: 'Hafenstraße 1', postalCode: '18055', city: 'Rostock', overnight: { ratePerNight: cents(9900), description: 'Einzelzimmer inkl. Frühstück' } });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'catalogue.venue.create',
        actor: EDITOR.actor,
        subject: 'Veranstaltungsort 125 (Hotel am Hafen)',
        details: { name: '– → Hotel am Hafen', street: '– → Hafenstraße 1', postalCode: '– → 18055', city: '– → Rostock', ratePerNight: '– → 99,00', rateDescription: '– → Einzelzimmer inkl. Frühstück' },
      }),
    ]);
    expect(cleared()).toBe(1);
  });

  it('puts up a picture, replaces it and removes it, each logged as which picture before → after; the sheet shows it under a versioned address', async () => {
    const { desk, audit, cleared } = setup();
    expect(await desk.putImage(104, { fileName: 'C:\\Bilder\\alster.png', bytes: PNG })()).toEqual(E.right({ hotelId: 104, image: 'alster.png (PNG, 1600 × 900 Pixel)' }));
    const sheet = await desk.venue(104)();
    expect(sheet).toEqual(
      E.right(expect.objectContaining({ hasImage: true, image: { url: `/bilder/hotel/hotel-alsterkontor?v=${String(fixedClock.now().epochMilliseconds)}`, description: 'alster.png (PNG, 1600 × 900 Pixel)', width: 1600, height: 900 } })),
    );
    expect(await desk.putImage(104, { fileName: 'neu.png', bytes: PNG })()).toEqual(E.right({ hotelId: 104, image: 'neu.png (PNG, 1600 × 900 Pixel)' }));
    expect(await desk.removeImage(104)()).toEqual(E.right({ hotelId: 104, image: null }));
    expect(await desk.removeImage(104)()).toEqual(E.right({ hotelId: 104, image: null }));
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['catalogue.venue.image', { image: 'keins → alster.png (PNG, 1600 × 900 Pixel)' }],
      ['catalogue.venue.image', { image: 'alster.png (PNG, 1600 × 900 Pixel) → neu.png (PNG, 1600 × 900 Pixel)' }],
      ['catalogue.venue.image', { image: 'neu.png (PNG, 1600 × 900 Pixel) → keins' }],
    ]);
    expect(cleared()).toBe(3);
  });

  it('refuses an empty file, one too large, one that is no picture (by its content, not its name) and a damaged one, each with its message at the field; nothing is stored', async () => {
    const { desk, images, audit } = setup();
    const refusedWith = (message: string) => E.left(expect.objectContaining({ _tag: 'Invalid', fieldErrors: { bild: message } }));
    expect(await desk.putImage(104, { fileName: 'leer.png', bytes: new Uint8Array() })()).toEqual(refusedWith(VENUE_DESK_MESSAGES.noImage));
    expect(await desk.putImage(104, { fileName: 'gross.png', bytes: new Uint8Array(MAX_IMAGE_BYTES + 1).fill(0x89) })()).toEqual(refusedWith(IMAGE_MESSAGES.tooLarge(10)));
    expect(await desk.putImage(104, { fileName: 'text.png', bytes: new TextEncoder().encode('kein Bild, nur Text') })()).toEqual(refusedWith(IMAGE_MESSAGES.notAnImage));
    expect(await desk.putImage(104, { fileName: 'kaputt.png', bytes: DAMAGED_PNG })()).toEqual(refusedWith(IMAGE_MESSAGES.damaged));
    expect(await desk.putImage(1, { fileName: 'x.png', bytes: PNG })()).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
    expect(images).toEqual([]);
    expect(audit).toEqual([]);
  });
});
