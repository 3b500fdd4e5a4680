import { token } from '../tokens';
import type { RetentionService } from './retention';

export const RETENTION = token<RetentionService>('Retention');
