import { token } from '../tokens';
import type { Clock } from './clock';

export const CLOCK = token<Clock>('Clock');
