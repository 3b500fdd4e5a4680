import type { Container } from 'inversify';
import { USER_REPOSITORY } from '../../../application/accounts/accounts.tokens';
import type { UserRepository } from '../../../application/accounts/user.repository';
import type { CacheAdmin } from '../../../application/cache/cache-admin.port';
import { CACHE_ADMIN } from '../../../application/cache/cache.tokens';
import { CatalogueCacheClearing } from '../../../application/cache/catalogue-caches';
import type { AdminAccess } from '../../../application/admin/admin-access';
import { ADMIN_ACCESS } from '../../../application/admin/admin.tokens';
import {
  CANCEL_BOOKABLE,
  CATALOGUE_ADMIN,
  CHANGE_SEMINAR,
  CHANGE_SEMINAR_DATES,
  CHANGE_SEMINAR_PRICES,
  CONFERENCE_DESK,
  CREATE_SEMINAR_DATE,
  SEMINAR_ADMIN,
  SEMINAR_DATE_DESK,
  SEMINAR_DATE_STORE,
  SEMINAR_STORE,
  VENUE_DESK,
} from '../../../application/catalogue-admin/catalogue-admin.tokens';
import { ChangeSeminar } from '../../../application/catalogue-admin/change-seminar';
import { ChangeSeminarPrices } from '../../../application/catalogue-admin/change-seminar-prices';
import { SeminarAdminService } from '../../../application/catalogue-admin/seminar-admin.service';
import type { SeminarStore } from '../../../application/catalogue-admin/seminar-store';
import { ConferenceDeskService } from '../../../application/catalogue-admin/conference-desk.service';
import { DrizzleConferenceStore } from '../../db/catalogue-admin/conference-store';
import { VenueDeskService } from '../../../application/catalogue-admin/venue-desk.service';
import { DrizzleVenueStore } from '../../db/catalogue-admin/venue-store';
import { sharpImageProcessor } from '../../admin/sharp-image-processor';
import { CancelBookable } from '../../../application/catalogue-admin/cancel-bookable';
import { CreateSeminarDate } from '../../../application/catalogue-admin/create-seminar-date';
import { SeminarDateDeskService } from '../../../application/catalogue-admin/seminar-date-desk.service';
import type { Outbox } from '../../../application/mail/outbox.port';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { OrderStore } from '../../../application/orders/orders.repository';
import { ORDER_STORE } from '../../../application/orders/orders.tokens';
import { BookableProviderChanges } from '../../../application/orders/provider-changes';
import { CatalogueAdminService } from '../../../application/catalogue-admin/catalogue-admin.service';
import { ChangeSeminarDates } from '../../../application/catalogue-admin/change-seminar-dates';
import type { SeminarDateStore } from '../../../application/catalogue-admin/seminar-date-store';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import { DrizzleSeminarDateStore } from '../../db/catalogue-admin/seminar-date-store';
import { DrizzleSeminarStore } from '../../db/catalogue-admin/seminar-store';
import type { AppDatabase } from '../../db/database';

/** The back office's catalogue: its stores, the use cases that change seminars and dates, and the services for the pages and the CLI. */
export const bindCatalogueAdmin = (container: Container, db: AppDatabase): void => {
  container.bind(SEMINAR_DATE_STORE).toConstantValue(new DrizzleSeminarDateStore(db));
  container
    .bind(CHANGE_SEMINAR_DATES)
    .toResolvedValue(
      (store: SeminarDateStore, clock: Clock, caches: CacheAdmin) => new ChangeSeminarDates(store, clock, new CatalogueCacheClearing(caches)),
      [SEMINAR_DATE_STORE, CLOCK, CACHE_ADMIN],
    )
    .inSingletonScope();
  container
    .bind(CATALOGUE_ADMIN)
    .toResolvedValue(
      (store: SeminarDateStore, changes: ChangeSeminarDates, users: UserRepository) => new CatalogueAdminService({ store, changes, users }),
      [SEMINAR_DATE_STORE, CHANGE_SEMINAR_DATES, USER_REPOSITORY],
    )
    .inSingletonScope();
  container.bind(SEMINAR_STORE).toConstantValue(new DrizzleSeminarStore(db));
  container
    .bind(CHANGE_SEMINAR)
    .toResolvedValue(
      (store: SeminarStore, clock: Clock, caches: CacheAdmin) => new ChangeSeminar(store, clock, new CatalogueCacheClearing(caches)),
      [SEMINAR_STORE, CLOCK, CACHE_ADMIN],
    )
    .inSingletonScope();
  container
    .bind(CHANGE_SEMINAR_PRICES)
    .toResolvedValue((store: SeminarStore, dates: ChangeSeminarDates, clock: Clock) => new ChangeSeminarPrices(store, dates, clock), [SEMINAR_STORE, CHANGE_SEMINAR_DATES, CLOCK])
    .inSingletonScope();
  container
    .bind(SEMINAR_ADMIN)
    .toResolvedValue(
      (store: SeminarStore, changeSeminar: ChangeSeminar, changePrices: ChangeSeminarPrices, catalogueAdmin: CatalogueAdminService, access: AdminAccess, users: UserRepository, clock: Clock) =>
        new SeminarAdminService({ store, changeSeminar, changePrices, catalogueAdmin, access, users, clock }),
      [SEMINAR_STORE, CHANGE_SEMINAR, CHANGE_SEMINAR_PRICES, CATALOGUE_ADMIN, ADMIN_ACCESS, USER_REPOSITORY, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(CREATE_SEMINAR_DATE)
    .toResolvedValue((changes: ChangeSeminarDates) => new CreateSeminarDate(changes), [CHANGE_SEMINAR_DATES])
    .inSingletonScope();
  container
    .bind(CANCEL_BOOKABLE)
    .toResolvedValue(
      (orders: OrderStore, outbox: Outbox, caches: CacheAdmin, clock: Clock) =>
        new CancelBookable({ engine: new BookableProviderChanges({ store: orders, outbox, clock }), listener: new CatalogueCacheClearing(caches), clock }),
      [ORDER_STORE, OUTBOX, CACHE_ADMIN, CLOCK],
    )
    .inSingletonScope();
  container
    .bind(SEMINAR_DATE_DESK)
    .toResolvedValue(
      (store: SeminarDateStore, changes: ChangeSeminarDates, create: CreateSeminarDate, cancel: CancelBookable, orders: OrderStore, outbox: Outbox, clock: Clock, users: UserRepository) =>
        new SeminarDateDeskService({ store, changes, create, engine: new BookableProviderChanges({ store: orders, outbox, clock }), cancel, users }),
      [SEMINAR_DATE_STORE, CHANGE_SEMINAR_DATES, CREATE_SEMINAR_DATE, CANCEL_BOOKABLE, ORDER_STORE, OUTBOX, CLOCK, USER_REPOSITORY],
    )
    .inSingletonScope();
  container
    .bind(VENUE_DESK)
    .toResolvedValue(
      (caches: CacheAdmin, clock: Clock, users: UserRepository) =>
        new VenueDeskService({ store: new DrizzleVenueStore(db, clock), listener: new CatalogueCacheClearing(caches), clock, users, images: sharpImageProcessor }),
      [CACHE_ADMIN, CLOCK, USER_REPOSITORY],
    )
    .inSingletonScope();
  container
    .bind(CONFERENCE_DESK)
    .toResolvedValue(
      (cancel: CancelBookable, orders: OrderStore, outbox: Outbox, caches: CacheAdmin, clock: Clock, users: UserRepository) =>
        new ConferenceDeskService({
          store: new DrizzleConferenceStore(db),
          engine: new BookableProviderChanges({ store: orders, outbox, clock }),
          cancel,
          listener: new CatalogueCacheClearing(caches),
          clock,
          users,
        }),
      [CANCEL_BOOKABLE, ORDER_STORE, OUTBOX, CACHE_ADMIN, CLOCK, USER_REPOSITORY],
    )
    .inSingletonScope();
};
