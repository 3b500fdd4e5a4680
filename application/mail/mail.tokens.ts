import { token } from '../tokens';
import type { Mailer } from './mailer';
import type { Outbox } from './outbox.port';

export const OUTBOX = token<Outbox>('Outbox');
export const MAILER = token<Mailer>('Mailer');
