import { randomBytes } from 'node:crypto';
import type { Container } from 'inversify';
import { OUTBOX } from '../../../application/mail/mail.tokens';
import type { Outbox } from '../../../application/mail/outbox.port';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { WerbemittelOrderReferences, WerbemittelRepository } from '../../../application/werbemittel/werbemittel.repository';
import { WerbemittelShopService } from '../../../application/werbemittel/werbemittel.service';
import { WERBEMITTEL_ORDER_REFERENCES, WERBEMITTEL_REPOSITORY, WERBEMITTEL_SHOP } from '../../../application/werbemittel/werbemittel.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleWerbemittelRepository } from '../../db/werbemittel/werbemittel-repository';

/** 144 random bits: an order's confirmation link cannot be guessed. */
const cryptoReferences: WerbemittelOrderReferences = { newReference: () => randomBytes(18).toString('base64url') };

/** The Werbemittelshop (/werbemittelshop, /api/werbemittel-shop-request). */
export const bindWerbemittel = (container: Container, db: AppDatabase): void => {
  container.bind(WERBEMITTEL_REPOSITORY).toResolvedValue((outbox: Outbox) => new DrizzleWerbemittelRepository(db, outbox), [OUTBOX]).inSingletonScope();
  container.bind(WERBEMITTEL_ORDER_REFERENCES).toConstantValue(cryptoReferences);
  container
    .bind(WERBEMITTEL_SHOP)
    .toResolvedValue(
      (shop: WerbemittelRepository, references: WerbemittelOrderReferences, clock: Clock) => new WerbemittelShopService({ shop, references, clock }),
      [WERBEMITTEL_REPOSITORY, WERBEMITTEL_ORDER_REFERENCES, CLOCK],
    )
    .inSingletonScope();
};
