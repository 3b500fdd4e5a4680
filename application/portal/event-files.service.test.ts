import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/user.repository';
import type { CatalogueEvent } from '../catalogue/catalogue-event';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import { EventFilesService } from './event-files.service';
import { MemoryBookings, MemoryEventFileRepository, MemoryFileStore, MemoryPortal } from './testing/memory-portal';
import { ACCOUNTS, GREMIEN, GREMIUM_ADMIN, MEMBER, NOW, OTHER_GREMIUM_ADMIN, SINGLE, SITE_ADMIN, contextFor } from './testing/portal-fixture';

const EVENT = 10_001;
const catalogue = {
  findEvent: (eventId: number) => Promise.resolve(eventId === EVENT ? ({ eventId } as CatalogueEvent) : undefined),
} as unknown as CatalogueRepository;

const setup = async () => {
  const portal = new MemoryPortal(ACCOUNTS, GREMIEN);
  // MEMBER takes part; GREMIUM_ADMIN shares the Gremium with MEMBER.
  const bookings = new MemoryBookings([], new Map([[EVENT, [MEMBER.userId]]]));
  const files = new MemoryEventFileRepository();
  const store = new MemoryFileStore();
  const file = (kind: 'photo' | 'document', storageKey: string, uploadedBy: number | null) =>
    files.add({ eventId: EVENT, kind, title: kind, fileName: `${kind}.bin`, contentType: 'application/octet-stream', sizeBytes: 3, storageKey, uploadedBy, createdAt: NOW });
  const document = await file('document', 'demo/doc.txt', SITE_ADMIN.userId);
  const photo = await file('photo', 'uploads/photo.png', MEMBER.userId);
  const lost = await file('photo', 'uploads/lost.png', null);
  await store.write(document.storageKey, new Uint8Array([1, 2, 3]));
  await store.write(photo.storageKey, new Uint8Array([4, 5, 6]));
  const service = new EventFilesService({ users: portal, catalogue, bookings, files, store });
  return { files, store, document, photo, lost, as: (caller: Account | undefined) => service.forRequest(contextFor(caller)) };
};

describe('EventFilesService', () => {
  it('lists files for participants, their Gremium and site admins, with download links', async () => {
    const { as, document } = await setup();
    for (const caller of [MEMBER, GREMIUM_ADMIN, SITE_ADMIN]) {
      expect(await as(caller).documents(EVENT)()).toMatchObject(
        E.right([{ fileId: document.fileId, kind: 'document', downloadUrl: `/api-meinifb/download-document/${document.fileId}` }]),
      );
    }
    expect(await as(MEMBER).photos(EVENT)()).toMatchObject(E.right([{ kind: 'photo', downloadUrl: expect.stringMatching(/^\/api-meinifb\/download-photo\/\d+$/) as unknown }, {}]));
  });

  it('keeps everyone else out, answers NotFound for an unknown event and Unauthenticated to a visitor', async () => {
    const { as } = await setup();
    const outsider = E.left({ _tag: 'Forbidden', message: 'Fotos und Unterlagen gibt es nur für Teilnehmende der Veranstaltung und ihr Gremium.' });
    expect(await as(SINGLE).documents(EVENT)()).toEqual(outsider);
    expect(await as(OTHER_GREMIUM_ADMIN).photos(EVENT)()).toEqual(outsider);
    expect(await as(MEMBER).documents(99)()).toEqual(E.left({ _tag: 'NotFound', message: 'Diese Veranstaltung gibt es nicht (mehr).' }));
    expect(await as(undefined).documents(EVENT)()).toMatchObject(E.left({ _tag: 'Unauthenticated' }));
  });

  it('downloads the bytes with name and type, for the right kind only', async () => {
    const { as, document, photo, lost } = await setup();
    expect(await as(GREMIUM_ADMIN).download('document', document.fileId)()).toEqual(
      E.right({ fileName: 'document.bin', contentType: 'application/octet-stream', content: new Uint8Array([1, 2, 3]) }),
    );
    const missing = E.left({ _tag: 'NotFound', message: 'Diese Datei gibt es nicht (mehr).' });
    expect(await as(MEMBER).download('photo', document.fileId)()).toEqual(missing);
    expect(await as(MEMBER).download('photo', lost.fileId)()).toEqual(missing);
    expect(await as(MEMBER).download('document', 99)()).toEqual(missing);
    expect(await as(SINGLE).download('photo', photo.fileId)()).toMatchObject(E.left({ _tag: 'Forbidden' }));
  });

  it('lets the uploader and site admins delete a photo, removing row and bytes', async () => {
    const { as, photo, lost, document, files, store } = await setup();
    expect(await as(GREMIUM_ADMIN).deletePhoto(photo.fileId)()).toEqual(E.left({ _tag: 'Forbidden', message: 'Sie dürfen diese Datei nicht löschen.' }));
    expect(await as(MEMBER).deletePhoto(document.fileId)()).toMatchObject(E.left({ _tag: 'NotFound' }));
    expect(await as(MEMBER).deletePhoto(photo.fileId)()).toEqual(E.right({ fileId: photo.fileId, deleted: true }));
    expect(await files.find(photo.fileId)).toBeUndefined();
    expect(await store.read(photo.storageKey)).toBeUndefined();
    expect(await as(SITE_ADMIN).deletePhoto(lost.fileId)()).toEqual(E.right({ fileId: lost.fileId, deleted: true }));
    expect(await as(SITE_ADMIN).deletePhoto(lost.fileId)()).toMatchObject(E.left({ _tag: 'NotFound' }));
  });
});
