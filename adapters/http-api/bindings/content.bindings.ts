import type { Container } from 'inversify';
import type { Clock } from '../../../application/ports/clock';
import type { AppDatabase } from '../../db/database';
import { CONTENT, CONTENT_IMPORTS, CONTENT_REPOSITORY } from '../../../application/content/content.tokens';
import { ContentService } from '../../../application/content/content.service';
import { DrizzleContentRepository } from '../../db/content/content-repository';

/** The knowledge content: one service instance serves both the reads and the admin's imports. */
export const bindContent = (container: Container, db: AppDatabase, clock: Clock): void => {
  const repository = new DrizzleContentRepository(db);
  const service = new ContentService(repository, clock);
  container.bind(CONTENT_REPOSITORY).toConstantValue(repository);
  container.bind(CONTENT).toConstantValue(service);
  container.bind(CONTENT_IMPORTS).toConstantValue(service);
};
