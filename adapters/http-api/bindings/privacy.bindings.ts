import type { Container } from 'inversify';
import { RETENTION } from '../../../application/privacy/privacy.tokens';
import { RetentionService } from '../../../application/privacy/retention';
import type { Clock } from '../../../application/ports/clock';
import { CLOCK } from '../../../application/ports/clock.tokens';
import type { AppDatabase } from '../../db/database';
import { DrizzleRetentionStore } from '../../db/privacy/drizzle-retention-store';
import { pickupFolderRetention } from '../../mail/pickup-folder-retention';

/** Data protection: the retention rules' round (and, with it, the mail folder of the development mailer). */
export const bindPrivacy = (container: Container, db: AppDatabase, mailFolder: string | undefined): void => {
  container
    .bind(RETENTION)
    .toResolvedValue(
      (clock: Clock) => new RetentionService([new DrizzleRetentionStore(db), ...(mailFolder === undefined ? [] : [pickupFolderRetention(mailFolder)])], clock),
      [CLOCK],
    )
    .inSingletonScope();
};
